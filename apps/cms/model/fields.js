// @ts-check
// Tiny vocabulary for attribute definitions: the one typed definition of the content model. Strapi's
// schemas (apps/cms/scripts/generate-schemas.mjs), the site's types, the block guard and the block
// reference (tools/scripts/generate-model.mjs) are all generated from what these helpers build.
// `x` holds hints that Strapi never sees (the generator strips it from Strapi's JSON): checks for
// scripts/check-seed.mjs (icon names, href schemes, kebab-case slugs) and, for the generated types and
// docs, `typeName` (the TypeScript name of an enumeration) and `note` (a sentence for the reference).

/** @typedef {import('./types').Hints} Hints */
/** @typedef {import('./types').Attribute} Attribute */
/** @typedef {import('./types').ComponentDef} ComponentDef */
/** @typedef {Partial<Attribute>} Options */

/** @type {(o?: Options) => Attribute} */
const str = (o = {}) => ({ type: 'string', ...o });
/** @type {(attr: Attribute) => Attribute} */
const req = (attr) => ({ ...attr, required: true });
/** Adds a sentence for the block reference. @type {(attr: Attribute, note: string) => Attribute} */
const note = (attr, text) => ({ ...attr, x: { ...attr.x, note: text } });
/** Hints merged, never replaced: `href({ x: { note } })` keeps `href: true`. @type {(x: Hints, o: Options) => Options} */
const hint = (x, o) => ({ ...o, x: { ...x, ...o.x } });
/** @type {(o?: Options) => Attribute} */
const text = (o = {}) => ({ type: 'text', ...o });
/** Strapi "blocks" rich text. @type {(o?: Options) => Attribute} */
const rich = (o = {}) => ({ type: 'blocks', ...o });
/** @type {(o?: Options) => Attribute} */
const int = (o = {}) => ({ type: 'integer', ...o });
/** @type {(o?: Options) => Attribute} */
const date = (o = {}) => ({ type: 'date', ...o });
/** @type {(o?: Options) => Attribute} */
const datetime = (o = {}) => ({ type: 'datetime', ...o });
/** @type {(o?: Options) => Attribute} */
const bool = (o = {}) => ({ type: 'boolean', ...o });
/** @type {(o?: Options) => Attribute} */
const json = (o = {}) => ({ type: 'json', ...o });
/** @type {(o?: Options) => Attribute} */
const email = (o = {}) => ({ type: 'email', ...o });
/** @type {(values: string[], o?: Options) => Attribute} */
const enumeration = (values, o = {}) => ({ type: 'enumeration', enum: values, ...o });
/** @type {(o?: Options) => Attribute} */
const image = (o = {}) => ({ type: 'media', multiple: false, allowedTypes: ['images'], ...o });
/** @type {(o?: Options) => Attribute} */
const file = (o = {}) => ({ type: 'media', multiple: false, allowedTypes: ['files', 'images'], ...o });
/** @type {(component: string, o?: Options) => Attribute} */
const one = (component, o = {}) => ({ type: 'component', repeatable: false, component, ...o });
/** @type {(component: string, o?: Options) => Attribute} */
const many = (component, o = {}) => ({ type: 'component', repeatable: true, component, ...o });
/** @type {(o?: Options) => Attribute} */
const href = (o = {}) => str(hint({ href: true }, o));
/** @type {(o?: Options) => Attribute} */
const icon = (o = {}) => str(hint({ icon: true }, o));
/** @type {(o?: Options) => Attribute} */
const slug = (o = {}) => str({ regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$', ...hint({ slug: true }, o) });
/** @type {(o?: Options) => Attribute} */
const link = (o = {}) => one('shared.link', o);
/** @type {() => Attribute} */
const theme = () => enumeration(['red', 'white', 'grey'], { x: { typeName: 'Theme' } });
/** For editors only: what is sample, what is sourced, what to check. Never in the public API. @type {() => Attribute} */
const editorNote = () => text({ private: true });
/** One value for both languages (a number, a code). @type {(attr: Attribute) => Attribute} */
const notLocalised = (attr) => ({ ...attr, pluginOptions: { i18n: { localized: false } } });
/** What every dated entry of a list has: a title, a slug (its address) and a publish date. */
const dated = () => ({ title: req(str()), slug: req(slug()), publishDate: date() });
/** The story of an article-like entry: a summary, an image and the body. */
const story = () => ({ summary: text(), image: image(), body: rich() });
/**
 * On for an invented entry or block (an article, an event, a device, a business service, a table of
 * prices): the site marks it "Sample" wherever it shows it. The seeder sets it from the "sample"
 * marker; an editor who verifies the content turns it off.
 */
const sampleMark = () => ({ sampleContent: bool({ default: false }) });
/**
 * A block that is a list of one component, under an optional title and intro (cards, steps,
 * documents…); `more`: the block's other fields, after the list.
 * @type {(displayName: string, name: string, component: string, more?: Record<string, Attribute>) => import('./types').ComponentDef}
 */
const listBlock = (displayName, name, component, more = {}) => ({
  displayName,
  attributes: { title: str(), intro: text(), [name]: many(component), ...more },
});
/**
 * An article-like collection (news, sport, the foundation's stories): dated, sorted into one field's
 * values (`filter`), with its story; an invented entry is marked.
 * @type {(singular: string, displayName: string, filter: Record<string, Attribute>) => import('./types').CollectionDef}
 */
const articles = (singular, displayName, filter) => ({
  singular,
  displayName,
  attributes: { ...dated(), ...filter, ...story(), ...sampleMark(), editorNote: editorNote() },
});

module.exports = {
  str,
  req,
  note,
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
  notLocalised,
  dated,
  story,
  sampleMark,
  listBlock,
  articles,
};
