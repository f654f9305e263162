// The seed's photos are made, not committed: three camera-sized JPEGs (2–5 MB each, 4,000 px wide)
// would add ~9 MB to the repository, and every replaced version as much again, for what a 100-line
// generator makes in a few seconds. seed/media/photos.json says what each shows and at what size;
// the first seed that needs one paints it (render.js) and keeps it in .cache/seed-photos, named by
// a hash of its recipe and of the generator, so a changed recipe or painter makes a new file.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const { render } = require('./render');
const { scenes } = require('./scenes');

const CACHE =
  process.env.SEED_PHOTO_CACHE || path.resolve(__dirname, '..', '..', '..', '.cache', 'seed-photos');
const painter = ['noise.js', 'render.js', 'scenes.js']
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

// The photo's file, painted now when the cache does not hold it (written under a temporary name
// and renamed, so two CMS processes seeding at once never read half a file).
async function photoFile(name, recipe) {
  const file = cachedFile(name, recipe);
  if (fs.existsSync(file)) return file;
  const scene = scenes[recipe.scene];
  if (!scene) throw new Error(`photos.json: ${name} names no scene "${recipe.scene}"`);
  fs.mkdirSync(CACHE, { recursive: true });
  const raw = render(recipe.width, recipe.height, recipe.seed, scene);
  const partial = `${file}.${process.pid}.tmp`;
  await sharp(raw, { raw: { width: recipe.width, height: recipe.height, channels: 3 } })
    .jpeg(JPEG)
    .toFile(partial);
  fs.renameSync(partial, file);
  // Older paintings of the same photo (another recipe or painter) are of no more use.
  const stem = `${path.basename(name, path.extname(name))}.`;
  for (const old of fs.readdirSync(CACHE))
    if (old.startsWith(stem) && old.endsWith('.jpg') && path.join(CACHE, old) !== file)
      fs.rmSync(path.join(CACHE, old), { force: true });
  return file;
}

module.exports = { photoFile };
