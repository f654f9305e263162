// Turns seed JSON into document-service input, walking the target schema: "media:<file>" → file id
// of the locale's upload, Markdown strings in rich text fields → blocks JSON, relations given as slugs
// → documentIds. Unknown keys pass through untouched (Strapi rejects them; check-seed reports them).
const { markdownToBlocks } = require('./markdown');

function mediaId(value, ctx, where) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.startsWith('media:')) {
    const name = value.slice('media:'.length);
    const id = ctx.media[name] && ctx.media[name][ctx.locale];
    if (!id) ctx.warn(`${where}: unknown media "${name}" (left empty)`);
    return id || null;
  }
  ctx.warn(`${where}: media value ${JSON.stringify(value)} is not "media:<file>" (left empty)`);
  return null;
}

async function transform(attributes, data, ctx, where) {
  if (!data || typeof data !== 'object') return data;
  const out = {};
  for (const [key, value] of Object.entries(data)) {
    const attr = attributes[key];
    const at = `${where}.${key}`;
    if (!attr) {
      if (key !== '__component') ctx.warn(`${at}: not in the schema (dropped)`);
      else out[key] = value;
      continue;
    }
    if (attr.type === 'media') {
      out[key] =
        attr.multiple && Array.isArray(value)
          ? value.map((v) => mediaId(v, ctx, at)).filter(Boolean)
          : mediaId(value, ctx, at);
    } else if (attr.type === 'blocks') {
      out[key] = markdownToBlocks(value);
    } else if (attr.type === 'component') {
      const schema = ctx.strapi.components[attr.component].attributes;
      if (attr.repeatable)
        out[key] = await Promise.all(
          (value || []).map((item, i) => transform(schema, item, ctx, `${at}[${i}]`)),
        );
      else out[key] = value ? await transform(schema, value, ctx, at) : value;
    } else if (attr.type === 'dynamiczone') {
      const items = [];
      for (const [i, item] of (value || []).entries()) {
        const component = ctx.strapi.components[item.__component];
        if (!component) {
          ctx.warn(`${at}[${i}]: unknown component ${item.__component} (dropped)`);
          continue;
        }
        items.push(await transform(component.attributes, item, ctx, `${at}[${i}]`));
      }
      out[key] = items;
    } else if (attr.type === 'relation') {
      out[key] = await ctx.relation(attr, value, at);
    } else {
      out[key] = value;
    }
  }
  return out;
}

module.exports = { transform };
