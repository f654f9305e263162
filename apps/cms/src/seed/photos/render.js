// Paints a scene (scenes.js) pixel by pixel into raw RGB: sky with sun glow and clouds, the
// layers' ridges with lit, textured surfaces, trees, and a film grain. Deterministic by seed.
const { fractal, random, valueNoise } = require('./noise');

const mix = (a, b, t) => a + (b - a) * t;
const mixRgb = (from, to, t) => from.map((value, n) => mix(value, to[n], t));
const clampByte = (value) => (value < 0 ? 0 : value > 255 ? 255 : value);

function render(width, height, seed, scene) {
  const texture = valueNoise(seed);
  const shape = valueNoise(seed + 1);
  const grain = random(seed + 2);
  const ridges = scene.layers.map((layer, n) => {
    const line = new Float32Array(width);
    for (let x = 0; x < width; x += 1)
      line[x] =
        (layer.h + layer.a * (fractal(shape, x / layer.s + n * 37.1, n * 11.3, 7) - 0.5) * 2) * height;
    return line;
  });
  const trees = plantTrees(scene.trees ?? 0, random(seed + 3), width, height);
  const sky = (y) => {
    const t = Math.min(1, Math.max(0, y / height / scene.horizon));
    return mixRgb(scene.sky[0], scene.sky[1], t * t);
  };
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let layer = scene.layers.length - 1;
      while (layer >= 0 && y < ridges[layer][x]) layer -= 1;
      let rgb;
      if (layer >= 0)
        rgb = ground(scene.layers[layer], layer, x, y, y - ridges[layer][x], texture, shape, sky, height);
      else if (scene.sea && y > scene.sea * height) rgb = sea(x, y, texture, sky(scene.sea * height * 2 - y));
      else rgb = air(x, y, sky(y), scene.sun, texture, width, height);
      rgb = treeAt(trees, x, y, shape, texture) ?? rgb;
      const noise = (grain() + grain() - 1) * 9;
      out[(y * width + x) * 3] = clampByte(rgb[0] + noise);
      out[(y * width + x) * 3 + 1] = clampByte(rgb[1] + noise);
      out[(y * width + x) * 3 + 2] = clampByte(rgb[2] + noise);
    }
  }
  return out;
}

function air(x, y, rgb, sun, texture, width, height) {
  const [dx, dy] = [x / width - sun[0], y / height - sun[1]];
  const glow = Math.exp(-(dx * dx + dy * dy) * 40);
  const lit = [rgb[0] + 70 * glow, rgb[1] + 55 * glow, rgb[2] + 30 * glow];
  const cloud = fractal(texture, x / 900, y / 260, 9, 0.62);
  const cover = Math.min(1, Math.max(0, (cloud - 0.5) * 3.2));
  const shade = fractal(texture, x / 900 + 0.02, y / 260 - 0.03, 5) < cloud ? 1 : 0.85;
  return [
    mix(lit[0], 250 * shade, cover * 0.6),
    mix(lit[1], 225 * shade, cover * 0.55),
    mix(lit[2], 210 * shade, cover * 0.5),
  ];
}

function sea(x, y, texture, reflected) {
  const shade = 0.55 + 0.6 * fractal(texture, x / 260, y / 9, 6);
  return [
    reflected[0] * 0.55 * shade + 10,
    reflected[1] * 0.7 * shade + 20,
    reflected[2] * 0.85 * shade + 25,
  ];
}

// A surface lit from above: texture at the layer's scale, embossed against a shifted copy of itself.
function ground(layer, n, x, y, depth, texture, shape, sky, height) {
  const near = fractal(texture, x / layer.t + n * 13, y / layer.t, 8, 0.68);
  const shifted = fractal(texture, x / layer.t + n * 13 + 0.35, y / layer.t - 0.35, 6, 0.68);
  const contrast = 1 - layer.haze * 0.8;
  const shade = Math.max(0.15, 1 + contrast * (2.2 * (near - 0.5) + 3 * (near - shifted)));
  let rgb = layer.c.map((value) => value * shade);
  if (layer.wet) {
    const pool = fractal(shape, x / 500, y / 120, 6);
    if (pool > 0.56)
      rgb = mixRgb(
        rgb,
        sky(height * 0.3).map((value) => value * 0.8),
        Math.min(1, (pool - 0.56) * 12),
      );
  }
  const rim = Math.max(0, 0.25 - depth / height) * 0.8;
  rgb = [rgb[0] + 60 * rim, rgb[1] + 40 * rim, rgb[2] + 10 * rim];
  return mixRgb(rgb, [200, 175, 175], layer.haze * 0.6);
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
function treeAt(trees, x, y, shape, texture) {
  for (const tree of trees) {
    const top = tree.base - tree.h;
    if (Math.abs(x - tree.x) > tree.r * 1.3 || y < top - tree.r * 0.4 || y > tree.base) continue;
    const [dx, dy] = [(x - tree.x) / tree.r, (y - top) / (tree.r * 0.28)];
    if (dx * dx + dy * dy + 0.5 * (fractal(shape, x / 40, y / 40, 5) - 0.5) < 1) {
      const leaf = fractal(texture, x / 18, y / 18, 6);
      const lit = dy < 0 ? 1.25 : 0.8;
      return [(40 + 50 * leaf) * lit, (60 + 60 * leaf) * lit, (25 + 25 * leaf) * lit];
    }
    if (y > top && Math.abs(x - tree.x) < tree.r * 0.05 * (1 + (0.5 * (y - top)) / tree.h)) {
      const bark = fractal(texture, x / 6, y / 30, 5);
      return [55 + 40 * bark, 45 + 30 * bark, 35 + 20 * bark];
    }
  }
  return null;
}

module.exports = { render };
