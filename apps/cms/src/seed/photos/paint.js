// A worker thread (index.js) that paints one seed photo and writes it as a JPEG to `file`.
const { workerData } = require('worker_threads');
const sharp = require('sharp');
const { render } = require('./render');
const { scenes } = require('./scenes');

const { name, recipe, jpeg, file } = workerData;
const scene = scenes[recipe.scene];
if (!scene) throw new Error(`photos.json: ${name} names no scene "${recipe.scene}"`);
const raw = render(recipe.width, recipe.height, recipe.seed, scene);
// A failed write rejects unhandled, which ends the worker with an error the seed reports.
sharp(raw, { raw: { width: recipe.width, height: recipe.height, channels: 3 } })
  .jpeg(jpeg)
  .toFile(file);
