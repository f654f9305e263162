// The types of the content model's vocabulary (fields.js): editors get them through JSDoc, and
// tools/scripts/generate-model.mjs reads the model with them.

/** Hints for the seed checker and the generators; never part of Strapi's schema. */
export type Hints = {
  /** a site path, https:, tel: or mailto: link */
  href?: boolean;
  /** an https:// address */
  https?: boolean;
  /** a name from ./icons.js */
  icon?: boolean;
  /** kebab-case */
  slug?: boolean;
  /** allowed values of a plain string (Strapi enums cannot start with a digit) */
  enum?: string[];
  /** the TypeScript name of an enumeration's union type */
  typeName?: string;
  /** one sentence for the block reference (docs/block-reference.md) and the generated types */
  note?: string;
};

/**
 * One attribute, as Strapi reads it (plus `x`). Any Strapi attribute type is allowed; the generators map
 * the types they know and read the others as `unknown`.
 */
export type Attribute = {
  /** Strapi attribute type: string, text, blocks, integer, media, component, … */
  type: string;
  required?: boolean;
  /** never returned by the API (left out of the site's types) */
  private?: boolean;
  unique?: boolean;
  default?: unknown;
  /** values of an enumeration */
  enum?: string[];
  /** uid of a component attribute (`shared.link`) */
  component?: string;
  /** a list of `component` */
  repeatable?: boolean;
  /** several media */
  multiple?: boolean;
  /** media kinds */
  allowedTypes?: string[];
  /** uids of a dynamic zone */
  components?: string[];
  regex?: string;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  relation?: string;
  target?: string;
  pluginOptions?: { i18n?: { localized: boolean } };
  x?: Hints;
};

/** A component (a block or a shared sub-component). */
export type ComponentDef = {
  /** shown to editors */
  displayName: string;
  /**
   * the site's TypeScript name when it is not the PascalCase of the component name (plus `Block` for
   * blocks), e.g. `CardItem` for `shared.card`
   */
  typeName?: string;
  /** one sentence for the block reference */
  note?: string;
  attributes: Record<string, Attribute>;
};

/** What the generators read of apps/cms/model/index.js: every component by uid (`blocks.hero`). */
export type Model = { components: Record<string, ComponentDef> };

/** A collection type: its API names and its fields. */
export type CollectionDef = {
  singular: string;
  displayName: string;
  /** shown to editors in the admin panel */
  description?: string;
  attributes: Record<string, Attribute>;
};

/** A domain's part of the model (domains/<domain>.js): its own blocks (by name) and collections (by plural). */
export type DomainPart = {
  blocks?: Record<string, ComponentDef>;
  collections?: Record<string, CollectionDef>;
};
