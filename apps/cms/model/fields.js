// Tiny vocabulary for attribute definitions. `x` holds checks for scripts/check-seed.mjs
// (icon names, href schemes, kebab-case slugs); the generator strips it from Strapi's JSON.
const str = (o = {}) => ({ type: 'string', ...o });
const req = (attr) => ({ ...attr, required: true });
const text = (o = {}) => ({ type: 'text', ...o });
const rich = (o = {}) => ({ type: 'blocks', ...o });
const int = (o = {}) => ({ type: 'integer', ...o });
const date = (o = {}) => ({ type: 'date', ...o });
const datetime = (o = {}) => ({ type: 'datetime', ...o });
const bool = (o = {}) => ({ type: 'boolean', ...o });
const json = (o = {}) => ({ type: 'json', ...o });
const email = (o = {}) => ({ type: 'email', ...o });
const enumeration = (values, o = {}) => ({ type: 'enumeration', enum: values, ...o });
const image = (o = {}) => ({ type: 'media', multiple: false, allowedTypes: ['images'], ...o });
const file = (o = {}) => ({ type: 'media', multiple: false, allowedTypes: ['files', 'images'], ...o });
const one = (component, o = {}) => ({ type: 'component', repeatable: false, component, ...o });
const many = (component, o = {}) => ({ type: 'component', repeatable: true, component, ...o });
const href = (o = {}) => str({ x: { href: true }, ...o });
const icon = (o = {}) => str({ x: { icon: true }, ...o });
const slug = (o = {}) => str({ regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$', x: { slug: true }, ...o });
const link = (o = {}) => one('shared.link', o);
const theme = () => enumeration(['red', 'white', 'grey']);
// For editors only: what is sample, what is sourced, what to check. Never in the public API.
const editorNote = () => text({ private: true });

module.exports = {
  str,
  req,
  text,
  rich,
  int,
  date,
  datetime,
  bool,
  json,
  email,
  enumeration,
  image,
  file,
  one,
  many,
  href,
  icon,
  slug,
  link,
  theme,
  editorNote,
};
