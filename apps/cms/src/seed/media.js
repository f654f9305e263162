// Uploads seed/media (and the photos painted from seed/media/photos.json) once per locale: the media
// library holds one alt text per file, so the Swahili pages point at a Swahili-captioned copy
// (`<name>.sw.<ext>`) and screen readers hear the page's language. A document translated in seed/media
// (`<name>.sw.pdf`) is that copy's content.
const fs = require('fs');
const path = require('path');
const files = require('./files');
const { photoFile } = require('./photos');

const storedName = (file, locale) =>
  locale === 'en' ? file : `${path.basename(file, path.extname(file))}.${locale}${path.extname(file)}`;

async function uploadMedia(strapi, log) {
  const alt = files.readJson(files.altFile()) || {};
  const photos = files.photoRecipes();
  const names = files.mediaFiles();
  const ids = {}; // file → { en: id, sw: id }
  const fileQuery = strapi.db.query('plugin::upload.file');
  const existing = await fileQuery.findMany({ select: ['id', 'name'] });
  const byName = new Map(existing.map((f) => [f.name, f.id]));
  const upload = strapi.plugin('upload').service('upload');
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
    return created.id;
  };
  let uploaded = 0;
  for (const file of names) {
    ids[file] = {};
    for (const locale of ['en', 'sw']) {
      const name = storedName(file, locale);
      if (byName.has(name)) {
        ids[file][locale] = byName.get(name);
        continue;
      }
      try {
        ids[file][locale] = await uploadOne(file, locale, name);
        uploaded += 1;
      } catch (error) {
        // A file the library refuses (over UPLOAD_MAX_MB, say) leaves its fields empty; the rest loads.
        log.error(`seed media ${name}: ${error.message} (skipped)`);
      }
    }
  }
  return { ids, uploaded, total: names.length };
}

module.exports = { uploadMedia, storedName };
