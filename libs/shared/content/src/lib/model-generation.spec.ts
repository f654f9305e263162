import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The content model is defined once (apps/cms/model); Strapi's schemas, the site's types, the block
// guard and the block reference are generated from it. The CMS's own files are loaded by path, as the
// generators load them, so that this library's type check stays out of the CMS's dependency tree and
// the project graph has no edge from here to the CMS (a seed change would mark every library). That
// the committed files are what the model generates is `generate-model --check`'s (npm test's first step).
type Generator = typeof import('../../../../../tools/scripts/generate-model.mjs');
type Model = Parameters<Generator['typesSource']>[0];
type Attribute = Model['components'][string]['attributes'][string];

const root = resolve(import.meta.dirname, '../../../../..');
const load = async <T>(file: string) =>
  (await import(/* @vite-ignore */ pathToFileURL(join(root, file)).href)) as T;
const require = createRequire(import.meta.url);
const model: Model = require(join(root, 'apps/cms/model/index.js'));
const { blockShapes, referenceSource, typesSource } = await load<Generator>(
  'tools/scripts/generate-model.mjs',
);
const { componentSchemas } = await load<{
  componentSchemas: (components: Model['components']) => Record<string, { attributes: object }>;
}>('apps/cms/scripts/generate-schemas.mjs');

/** The model with one more field on the hero block. */
function withHeroField(name: string, attr: Attribute): Model {
  const hero = model.components['blocks.hero'];
  if (!hero) throw new Error('no hero block in the model');
  return {
    components: {
      ...model.components,
      'blocks.hero': { ...hero, attributes: { ...hero.attributes, [name]: attr } },
    },
  };
}

describe('content model generation', () => {
  it('a new required block field shows in the Strapi schema, the site types, the guard and the docs', () => {
    const changed = withHeroField('subtitle', {
      type: 'string',
      required: true,
      x: { note: 'Under the title.' },
    });
    const schema = (m: Model) => componentSchemas(m.components)['blocks/hero.json']?.attributes;

    expect(schema(model)).not.toHaveProperty('subtitle');
    expect(schema(changed)).toHaveProperty('subtitle', { type: 'string', required: true });

    expect(typesSource(model)).not.toMatch(/subtitle/);
    expect(typesSource(changed)).toMatch(/export type HeroBlock = \{[^}]*\n {2}subtitle: string;\n/);

    expect(blockShapes(model)['blocks.hero']).toEqual({ strings: ['title'] });
    expect(blockShapes(changed)['blocks.hero']).toEqual({ strings: ['title', 'subtitle'] });

    expect(referenceSource(changed)).toMatch(/\| `subtitle` \| string \| yes \| Under the title. \|/);
  });

  it('optional fields are nullable, lists always arrays, and private or unknown types never break it', () => {
    const changed = withHeroField('tags', {
      type: 'component',
      repeatable: true,
      component: 'shared.feature',
    });
    const extra = withHeroField('rating', { type: 'some-future-type', required: true });
    const secret = withHeroField('internal', { type: 'text', private: true });

    expect(typesSource(withHeroField('badge', { type: 'boolean' }))).toMatch(
      /\n {2}badge\?: boolean \| null;\n/,
    );
    expect(typesSource(changed)).toMatch(/\n {2}tags: Feature\[\];\n/);
    expect(blockShapes(changed)['blocks.hero']).toEqual({ strings: ['title'], arrays: ['tags'] });
    expect(typesSource(extra)).toMatch(/\n {2}rating: unknown;\n/);
    expect(blockShapes(extra)['blocks.hero']).toEqual({ strings: ['title'] });
    expect(typesSource(secret)).not.toMatch(/internal/);
  });

  it('keeps the site names recorded in the model', () => {
    const source = typesSource(model);
    for (const name of ['CardItem', 'DocumentItem', 'FaqItem', 'Slide', 'Bundle', 'Theme', 'CollectionName'])
      expect(source).toMatch(new RegExp(`export type ${name} =`));
  });
});
