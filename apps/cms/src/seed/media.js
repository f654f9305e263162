// Uploads seed/media (and the photos painted from seed/media/photos.json) once per locale: the media
// library holds one alt text per file, so the Swahili pages point at a Swahili-captioned copy
// (`<name>.sw.<ext>`) and screen readers hear the page's language. A document translated in seed/media
// (`<name>.sw.pdf`) is that copy's content.
const fs = require('fs');
const path = require('path');
const { default: PQueue } = require('p-queue');
const files = require('./files');
const { photoFile } = require('./photos');

const storedName = (file, locale) =>
  locale === 'en' ? file : `${path.basename(file, path.extname(file))}.${locale}${path.extname(file)}`;

// Uploads overlap: each is mostly file copying and image decoding off the main thread, which the
// documents written meanwhile do not wait on (the first start's seed is what `npm start` waits for).
const uploadsAtOnce = 4;

/** Every `media:<file>` a seed document's data names. */
function mediaNamesIn(value, names = new Set()) {
  if (typeof value === 'string' && value.startsWith('media:')) names.add(value.slice('media:'.length));
  else if (Array.isArray(value)) value.forEach((item) => mediaNamesIn(item, names));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => mediaNamesIn(item, names));
  return names;
}

/**
 * Starts uploading every seed file the library lacks, a few at a time, in the order `documents` (the
 * seed data of each document, in the order they are written) first name them, the painted photos
 * last (they may still be painting), and returns at once. `ids` (file → { en: id, sw: id }) fills in as uploads
 * finish; `ready(data)` waits for the uploads a document's data names, so the document is written
 * after them and outside their way (SQLite has one connection: a document's transaction must not wait
 * on an upload). `done` resolves with { ids, uploaded, total } once all have finished. A file the
 * library refuses (over UPLOAD_MAX_MB, say) is logged and its fields stay empty; the rest loads.
 */
function startMediaUploads(strapi, log, documents = []) {
  const alt = files.readJson(files.altFile()) || {};
  const photos = files.photoRecipes();
  const names = files.mediaFiles();
  const ids = {};
  const uploads = new Map(); // file → the promise of its uploads (both locales)
  const queue = new PQueue({ concurrency: uploadsAtOnce });
  const upload = strapi.plugin('upload').service('upload');
  let uploaded = 0;

  const uploadOne = async (file, locale, name) => {
    const filepath = photos[file]
      ? await photoFile(file, photos[file])
      : path.join(files.MEDIA, files.mediaSource(file, locale));
    const text = (alt[file] && alt[file][locale]) || (alt[file] && alt[file].en) || files.humanise(file);
    if (!alt[file] && locale === 'en')
      log.warn(`seed media ${file}: no alt text in alt.json (using "${text}")`);
    const [created] = await upload.upload({
      data: { fileInfo: { name, alternativeText: text, caption: text } },
      files: {
        filepath,
        originalFilename: name,
        mimetype: files.MEDIA_TYPES[path.extname(file).toLowerCase()],
        size: fs.statSync(filepath).size,
      },
    });
    uploaded += 1;
    return created.id;
  };

  const started = strapi.db
    .query('plugin::upload.file')
    .findMany({ select: ['id', 'name'] })
    .then((existing) => {
      const byName = new Map(existing.map((f) => [f.name, f.id]));
      const needed = [...mediaNamesIn(documents)].filter((file) => names.includes(file));
      const byNeed = [...new Set([...needed, ...names])];
      const order = [...byNeed.filter((file) => !photos[file]), ...byNeed.filter((file) => photos[file])];
      for (const file of order) {
        ids[file] = {};
        const both = ['en', 'sw'].map((locale) => {
          const name = storedName(file, locale);
          if (byName.has(name)) return (ids[file][locale] = byName.get(name));
          return queue.add(() =>
            uploadOne(file, locale, name).then(
              (id) => (ids[file][locale] = id),
              (error) => log.error(`seed media ${name}: ${error.message} (skipped)`),
            ),
          );
        });
        uploads.set(file, Promise.all(both));
      }
    });

  return {
    ids,
    ready: async (data) => {
      await started;
      await Promise.all([...mediaNamesIn(data)].map((file) => uploads.get(file)));
    },
    done: started
      .then(() => Promise.all(uploads.values()))
      .then(() => ({ ids, uploaded, total: names.length })),
  };
}

module.exports = { startMediaUploads };
