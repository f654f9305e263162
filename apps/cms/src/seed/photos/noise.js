// Seeded randomness for the generated seed photos: the same seed gives the same bytes on every
// machine (no Math.random), so a photo, and the pages that show it, never change between runs.

// mulberry32: a small 32-bit generator, uniform in [0, 1). Its state only counts up, so it can start
// `skip` draws ahead at once (a part of a photo painted apart).
function random(seed, skip = 0) {
  let state = (seed + Math.imul(skip, 0x6d2b79f5)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Value noise on a 256 × 256 lattice, smoothly interpolated: soft shapes at the scale asked.
function valueNoise(seed) {
  const next = random(seed);
  const lattice = Float32Array.from({ length: 256 * 256 }, next);
  return (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const fx = x - xi;
    const fy = y - yi;
    const x0 = xi & 255;
    const y0 = yi & 255;
    const x1 = (x0 + 1) & 255;
    const y1 = (y0 + 1) & 255;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = lattice[y0 * 256 + x0];
    const b = lattice[y0 * 256 + x1];
    const c = lattice[y1 * 256 + x0];
    const d = lattice[y1 * 256 + x1];
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

// Fractal noise: octaves of detail, each finer and `persistence` times fainter; what makes a
// surface look like foliage, grass or cloud at every size a photo is shown at.
function fractal(noise, x, y, octaves, persistence = 0.5) {
  let sum = 0;
  let total = 0;
  for (let octave = 0, amplitude = 0.5, frequency = 1; octave < octaves; octave += 1) {
    sum += amplitude * noise(x * frequency, y * frequency);
    total += amplitude;
    amplitude *= persistence;
    frequency *= 2.03;
  }
  return sum / total;
}

module.exports = { random, valueNoise, fractal };
