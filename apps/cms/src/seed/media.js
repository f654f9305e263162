// Uploads seed/media once per locale: the media library holds one alt text per file, so the Swahili
// pages point at a Swahili-captioned copy (`<name>.sw.<ext>`) and screen readers hear the page's language.
// A document translated in seed/media (`<name>.sw.pdf`) is that copy's content.
const fs = require('fs');
const path = require('path');
const files = require('./files');

const storedName = (file, locale) =>
  locale === 'en' ? file : `${path.basename(file, path.extname(file))}.${locale}${path.extname(file)}`;

async function uploadMedia(strapi, log) {
  const alt = files.readJson(files.altFile()) || {};
  const names = files.mediaFiles();
  const ids = {}; // file → { en: id, sw: id }
  const fileQuery = strapi.db.query('plugin::upload.file');
  const existing = await fileQuery.findMany({ select: ['id', 'name'] });
  const byName = new Map(existing.map((f) => [f.name, f.id]));
  const upload = strapi.plugin('upload').service('upload');
  let uploaded = 0;
  for (const file of names) {
    ids[file] = {};
    for (const locale of ['en', 'sw']) {
      const name = storedName(file, locale);
      if (byName.has(name)) {
        ids[file][locale] = byName.get(name);
        continue;
      }
      const filepath = path.join(files.MEDIA, files.mediaSource(file, locale));
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
      ids[file][locale] = created.id;
      uploaded += 1;
    }
  }
  return { ids, uploaded, total: names.length };
}

module.exports = { uploadMedia, storedName };
