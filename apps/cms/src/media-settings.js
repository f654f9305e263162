// The site makes every size and format it shows from the original (its server's /_img/…: AVIF,
// WebP and JPEG at the layout's widths), so the media library keeps each upload as it came: no
// re-encoding at 80 % (a second loss before the site's own) and no large/medium/small copies that
// nothing reads. Set on a fresh install only (an empty library): an editor's later choice in
// Settings → Media Library stands.
async function keepOriginals(strapi) {
  if ((await strapi.db.query('plugin::upload.file').count()) > 0) return;
  const store = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const current = (await store.get({})) || {};
  await store.set({ value: { ...current, sizeOptimization: false, responsiveDimensions: false } });
}

module.exports = { keepOriginals };
