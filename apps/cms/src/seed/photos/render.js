// Paints a scene (scenes.js) pixel by pixel into raw RGB: sky with sun glow and clouds, the
// layers' ridges with lit, textured surfaces, trees, and a film grain. Deterministic by seed.
// Rows `from`..`to` of the picture can be painted apart (a worker each) and give the same bytes as
// one pass: the grain's generator is moved to the first pixel of `from`. Each pixel's colour is
// worked out in one scratch array, with no allocation per pixel (twelve million pixels a photo).
const { fractal, random, valueNoise } = require('./noise');

const mix = (a, b, t) => a + (b - a) * t;
const clampByte = (value) => (value < 0 ? 0 : value > 255 ? 255 : value);

function render(width, height, seed, scene, from = 0, to = height) {
  const texture = valueNoise(seed);
  const shape = valueNoise(seed + 1);
  // Two draws a pixel: start where the pixels before `from` left the generator.
  const grain = random(seed + 2, 2 * width * from);
  const ridges = scene.layers.map((layer, n) => {
    const line = new Float32Array(width);
    for (let x = 0; x < width; x += 1)
      line[x] =
        (layer.h + layer.a * (fractal(shape, x / layer.s + n * 37.1, n * 11.3, 7) - 0.5) * 2) * height;
    return line;
  });
  const trees = plantTrees(scene.trees ?? 0, random(seed + 3), width, height);
  const sky = (y, into) => {
    const t = Math.min(1, Math.max(0, y / height / scene.horizon));
    for (let c = 0; c < 3; c += 1) into[c] = mix(scene.sky[0][c], scene.sky[1][c], t * t);
    return into;
  };
  const pools = sky(height * 0.3, new Float64Array(3));
  const rowSky = new Float64Array(3);
  const reflected = new Float64Array(3);
  const rgb = new Float64Array(3);
  const out = Buffer.alloc(width * (to - from) * 3);
  for (let y = from; y < to; y += 1) {
    sky(y, rowSky);
    if (scene.sea) sky(scene.sea * height * 2 - y, reflected);
    for (let x = 0; x < width; x += 1) {
      let layer = scene.layers.length - 1;
      while (layer >= 0 && y < ridges[layer][x]) layer -= 1;
      if (layer >= 0)
        ground(rgb, scene.layers[layer], layer, x, y, y - ridges[layer][x], texture, shape, pools, height);
      else if (scene.sea && y > scene.sea * height) sea(rgb, x, y, texture, reflected);
      else air(rgb, x, y, rowSky, scene.sun, texture, width, height);
      if (trees.length) treeAt(rgb, trees, x, y, shape, texture);
      const noise = (grain() + grain() - 1) * 9;
      const at = ((y - from) * width + x) * 3;
      out[at] = clampByte(rgb[0] + noise);
      out[at + 1] = clampByte(rgb[1] + noise);
      out[at + 2] = clampByte(rgb[2] + noise);
    }
  }
  return out;
}

function air(rgb, x, y, sky, sun, texture, width, height) {
  const dx = x / width - sun[0];
  const dy = y / height - sun[1];
  const glow = Math.exp(-(dx * dx + dy * dy) * 40);
  const cloud = fractal(texture, x / 900, y / 260, 9, 0.62);
  const cover = Math.min(1, Math.max(0, (cloud - 0.5) * 3.2));
  const shade = fractal(texture, x / 900 + 0.02, y / 260 - 0.03, 5) < cloud ? 1 : 0.85;
  rgb[0] = mix(sky[0] + 70 * glow, 250 * shade, cover * 0.6);
  rgb[1] = mix(sky[1] + 55 * glow, 225 * shade, cover * 0.55);
  rgb[2] = mix(sky[2] + 30 * glow, 210 * shade, cover * 0.5);
}

function sea(rgb, x, y, texture, reflected) {
  const shade = 0.55 + 0.6 * fractal(texture, x / 260, y / 9, 6);
  rgb[0] = reflected[0] * 0.55 * shade + 10;
  rgb[1] = reflected[1] * 0.7 * shade + 20;
  rgb[2] = reflected[2] * 0.85 * shade + 25;
}

const haze = [200, 175, 175];
const rimLight = [60, 40, 10];

// A surface lit from above: texture at the layer's scale, embossed against a shifted copy of itself.
function ground(rgb, layer, n, x, y, depth, texture, shape, pools, height) {
  const near = fractal(texture, x / layer.t + n * 13, y / layer.t, 8, 0.68);
  const shifted = fractal(texture, x / layer.t + n * 13 + 0.35, y / layer.t - 0.35, 6, 0.68);
  const contrast = 1 - layer.haze * 0.8;
  const shade = Math.max(0.15, 1 + contrast * (2.2 * (near - 0.5) + 3 * (near - shifted)));
  for (let c = 0; c < 3; c += 1) rgb[c] = layer.c[c] * shade;
  if (layer.wet) {
    const pool = fractal(shape, x / 500, y / 120, 6);
    if (pool > 0.56)
      for (let c = 0; c < 3; c += 1) rgb[c] = mix(rgb[c], pools[c] * 0.8, Math.min(1, (pool - 0.56) * 12));
  }
  const rim = Math.max(0, 0.25 - depth / height) * 0.8;
  for (let c = 0; c < 3; c += 1) rgb[c] = mix(rgb[c] + rimLight[c] * rim, haze[c], layer.haze * 0.6);
}

function plantTrees(count, next, width, height) {
  return Array.from({ length: count }, () => {
    const distance = next();
    return {
      x: next() * width,
      base: (0.64 + 0.14 * distance) * height,
      r: (0.03 + 0.07 * distance) * width,
      h: (0.05 + 0.12 * distance) * height,
    };
  });
}

// A flat-topped crown with a ragged edge, lit on top, on a trunk that widens to the ground.
function treeAt(rgb, trees, x, y, shape, texture) {
  for (const tree of trees) {
    const top = tree.base - tree.h;
    if (Math.abs(x - tree.x) > tree.r * 1.3 || y < top - tree.r * 0.4 || y > tree.base) continue;
    const dx = (x - tree.x) / tree.r;
    const dy = (y - top) / (tree.r * 0.28);
    if (dx * dx + dy * dy + 0.5 * (fractal(shape, x / 40, y / 40, 5) - 0.5) < 1) {
      const leaf = fractal(texture, x / 18, y / 18, 6);
      const lit = dy < 0 ? 1.25 : 0.8;
      rgb[0] = (40 + 50 * leaf) * lit;
      rgb[1] = (60 + 60 * leaf) * lit;
      rgb[2] = (25 + 25 * leaf) * lit;
      return;
    }
    if (y > top && Math.abs(x - tree.x) < tree.r * 0.05 * (1 + (0.5 * (y - top)) / tree.h)) {
      const bark = fractal(texture, x / 6, y / 30, 5);
      rgb[0] = 55 + 40 * bark;
      rgb[1] = 45 + 30 * bark;
      rgb[2] = 35 + 20 * bark;
      return;
    }
  }
}

module.exports = { render };
