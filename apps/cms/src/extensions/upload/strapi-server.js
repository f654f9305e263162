// The media library's `related` morph link points at every entry using a file, drafts included:
// private, so the content API neither returns nor populates it (`populate[image][populate][related]`
// answers 400). The admin does not read it; the upload service still maintains it.
module.exports = (plugin) => {
  plugin.contentTypes.file.schema.attributes.related.private = true;
  return plugin;
};
