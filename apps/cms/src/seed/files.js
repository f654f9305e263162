// Where seed content lives and which files exist. Shared by the seeder (runtime) and
// scripts/check-seed.mjs (offline), so both read exactly the same files.
const fs = require('fs');
const path = require('path');
const model = require('../../model');

const SEED = process.env.SEED_DIR || path.resolve(__dirname, '..', '..', 'seed');
const MEDIA = path.join(SEED, 'media');
const MEDIA_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

function readJson(file) {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const pageFile = (domain, endpoint, locale) => path.join(SEED, 'pages', domain, `${endpoint}.${locale}.json`);
const collectionFile = (type, locale) => path.join(SEED, 'collections', `${type}.${locale}.json`);
const sidebarFile = (locale) => path.join(SEED, `sidebar.${locale}.json`);
const tariffFile = () => path.join(SEED, 'tariff-bands.json');
const altFile = () => path.join(MEDIA, 'alt.json');
// Photos painted at seed time (src/seed/photos): their names and recipes.
const photoRecipes = () => readJson(path.join(MEDIA, 'photos.json')) || {};

// `<name>.sw.<ext>` is the Swahili copy of `<name>.<ext>` (a translated PDF), not a media file of its own.
const SWAHILI_COPY = /\.sw\.[a-z]+$/i;

// The media the seed uploads: the files of seed/media (not their Swahili copies) and the photos it paints.
function mediaFiles() {
  if (!fs.existsSync(MEDIA)) return [];
  const files = fs
    .readdirSync(MEDIA)
    .filter((name) => MEDIA_TYPES[path.extname(name).toLowerCase()] && !SWAHILI_COPY.test(name));
  return [...new Set([...files, ...Object.keys(photoRecipes())])].sort();
}

/** The file to upload for `file` in `locale`: its Swahili copy when seed/media has one. */
function mediaSource(file, locale) {
  const copy = `${path.basename(file, path.extname(file))}.${locale}${path.extname(file)}`;
  return locale !== 'en' && fs.existsSync(path.join(MEDIA, copy)) ? copy : file;
}

// "annual-report-2025.pdf" → "Annual report 2025": the alt text when alt.json has no entry.
const humanise = (file) => {
  const words = path.basename(file, path.extname(file)).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// Collection seed types in load order (device-types before the device-updates that point at them).
const collectionOrder = () => {
  const types = Object.keys(model.collectionTypes).filter((t) => t !== 'tariff-bands');
  return ['device-types', ...types.filter((t) => t !== 'device-types')];
};

module.exports = {
  SEED,
  MEDIA,
  MEDIA_TYPES,
  readJson,
  pageFile,
  collectionFile,
  sidebarFile,
  tariffFile,
  altFile,
  photoRecipes,
  mediaFiles,
  mediaSource,
  humanise,
  collectionOrder,
};
