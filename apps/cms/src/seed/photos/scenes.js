// What the generated photos show: a sky over layers of land, each layer a ridge line with its own
// colour, texture scale and haze (far layers paler and flatter, as in a real landscape).
// h: ridge height (share of the picture), a: how much it rises and falls, s: ridge wavelength (px),
// t: texture scale (px), c: colour, haze: 0 near … 1 far. A layer with `wet` has pools of sky in it.
const scenes = {
  // Layered green hills at dusk, the sun just down behind the farthest ridge.
  hills: {
    horizon: 0.55,
    sky: [
      [55, 85, 150],
      [245, 170, 120],
    ],
    sun: [0.68, 0.46],
    layers: [
      { h: 0.5, a: 0.1, s: 1400, c: [120, 120, 150], haze: 0.65, t: 300 },
      { h: 0.58, a: 0.1, s: 1000, c: [90, 105, 90], haze: 0.45, t: 200 },
      { h: 0.68, a: 0.09, s: 700, c: [70, 95, 55], haze: 0.22, t: 90 },
      { h: 0.8, a: 0.07, s: 500, c: [60, 85, 35], haze: 0, t: 60 },
    ],
  },
  // Dry grassland with flat-topped trees and a blue range on the horizon, late morning.
  savanna: {
    horizon: 0.62,
    sky: [
      [70, 120, 190],
      [225, 215, 190],
    ],
    sun: [0.2, 0.3],
    layers: [
      { h: 0.6, a: 0.05, s: 1800, c: [110, 120, 140], haze: 0.6, t: 400 },
      { h: 0.66, a: 0.015, s: 900, c: [150, 140, 80], haze: 0.25, t: 60 },
      { h: 0.74, a: 0.02, s: 600, c: [170, 150, 80], haze: 0.05, t: 40 },
    ],
    trees: 9,
  },
  // A calm sea, a band of mangroves and a muddy shore with pools at low tide.
  coast: {
    horizon: 0.5,
    sky: [
      [80, 130, 200],
      [230, 225, 215],
    ],
    sun: [0.8, 0.2],
    sea: 0.5,
    layers: [
      { h: 0.62, a: 0.03, s: 800, c: [45, 80, 45], haze: 0.15, t: 50 },
      { h: 0.8, a: 0.01, s: 1200, c: [150, 130, 100], haze: 0, t: 30, wet: true },
    ],
  },
};

module.exports = { scenes };
