// The seed's photos are made, not committed: three camera-sized JPEGs (2–5 MB each, 4,000 px wide)
// would add ~9 MB to the repository, and every replaced version as much again, for what a 100-line
// generator makes in a few seconds. seed/media/photos.json says what each shows and at what size;
// the first seed that needs one paints it (render.js, in a worker thread: paint.js) and keeps it in
// .cache/seed-photos, named by a hash of its recipe and of the generator, so a changed recipe or
// painter makes a new file. `paintAhead` starts the paintings a start will need while Strapi boots,
// on the other core; the seed then waits for each only if it is not done yet.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { Worker } = require('worker_threads');

const CACHE =
  process.env.SEED_PHOTO_CACHE || path.resolve(__dirname, '..', '..', '..', '.cache', 'seed-photos');
const painter = ['noise.js', 'render.js', 'scenes.js', 'paint.js']
  .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n');

// JPEG as a camera writes it: high quality, colour at half resolution (4:2:0), baseline.
const JPEG = { quality: 92, chromaSubsampling: '4:2:0', mozjpeg: false };

function cachedFile(name, recipe) {
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ recipe, JPEG }))
    .update(painter)
    .digest('hex');
  return path.join(CACHE, `${path.basename(name, path.extname(name))}.${hash.slice(0, 12)}.jpg`);
}

const paintings = new Map(); // cached file → the promise of its painting, while it is under way

// Paints one photo in a worker thread into the cache (written under a temporary name and renamed, so
// two CMS processes seeding at once never read half a file), then removes its older paintings.
function paint(name, recipe) {
  const file = cachedFile(name, recipe);
  if (fs.existsSync(file)) return Promise.resolve(file);
  if (!paintings.has(file)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    const painting = new Promise((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'paint.js'), {
        workerData: { name, recipe, jpeg: JPEG, file: partial },
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`painting ${name} stopped (exit ${code})`)),
      );
    }).then(() => {
      fs.renameSync(partial, file);
      // Older paintings of the same photo (another recipe or painter) are of no more use.
      const stem = `${path.basename(name, path.extname(name))}.`;
      for (const old of fs.readdirSync(CACHE))
        if (old.startsWith(stem) && old.endsWith('.jpg') && path.join(CACHE, old) !== file)
          fs.rmSync(path.join(CACHE, old), { force: true });
      return file;
    });
    paintings.set(file, painting);
    painting.then(
      () => paintings.delete(file),
      () => paintings.delete(file),
    );
  }
  return paintings.get(file);
}

/** The photo's file, painted now when the cache does not hold it (or waited for, when under way). */
const photoFile = (name, recipe) => paint(name, recipe);

/** Starts painting every photo of `recipes` the cache lacks; a failure shows when the seed asks for it. */
function paintAhead(recipes) {
  for (const [name, recipe] of Object.entries(recipes)) paint(name, recipe).catch(() => {});
}

module.exports = { photoFile, paintAhead };
