import { formatFiles, logger, names, type Tree } from '@nx/devkit';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { displayNameOf, domainOf } from '../domain.ts';
import { addImport, appendToLiteral, argumentOf, literalNamed, moduleExports } from '../source-edit.ts';
import { modelEntry, modelPart, registry, renderer, spec, story, type BlockNames } from './block-files.ts';

export type BlockOptions = { domain: string; name: string; displayName?: string };

type Part = { blocks?: Record<string, unknown> };
type ModelModules = {
  model: { components: Record<string, unknown>; componentsOf: (parts: Array<[string, Part]>) => object };
  domainParts: () => Array<[string, Part]>;
  fields: { str: () => object; text: () => object };
};

/** The content model as it is on disk (apps/cms/model), read as its generators read it. */
function modelModules(root: string): ModelModules {
  const require = createRequire(import.meta.url);
  const model = (file: string) => require(join(root, 'apps/cms/model', file));
  return {
    model: model('index.js'),
    domainParts: model('domains/index.js').domainParts,
    fields: model('fields.js'),
  };
}

/**
 * The site's types, block guard and block reference (tools/scripts/generate-model.mjs) of the model
 * with the new block in its domain's part, written into the tree with the rest (a dry run lists them).
 */
async function writeGeneratedModel(tree: Tree, modules: ModelModules, b: BlockNames) {
  const { model, domainParts, fields } = modules;
  const block = { displayName: b.displayName, attributes: { title: fields.str(), intro: fields.text() } };
  const others = domainParts().filter(([domain]) => domain !== b.domain);
  const own = domainParts().find(([domain]) => domain === b.domain)?.[1] ?? {};
  const parts: Array<[string, Part]> = [
    ...others,
    [b.domain, { ...own, blocks: { ...own.blocks, [b.name]: block } }],
  ];
  parts.sort(([a], [c]) => (a < c ? -1 : 1));
  const generator = join(tree.root, 'tools/scripts/generate-model.mjs');
  const { outputs } = (await import(pathToFileURL(generator).href)) as {
    outputs: (model: { components: object }) => Promise<Record<string, string>>;
  };
  for (const [file, content] of Object.entries(await outputs({ components: model.componentsOf(parts) })))
    tree.write(file, content);
}

/**
 * `nx g @site/tools:block <domain> <name>`: a block only that domain's pages render: the renderer, its
 * entry in the domain's block registry, a spec, a story, and its component in the domain's part of the
 * content model (apps/cms/model/domains/<domain>.js), with the generated types and reference.
 */
export default async function blockGenerator(tree: Tree, options: BlockOptions) {
  const code = domainOf(tree, options.domain);
  const modules = modelModules(tree.root);
  if (modules.model.components[`blocks.${options.name}`])
    throw new Error(`The content model already has blocks.${options.name}`);
  const b: BlockNames = {
    name: options.name,
    className: names(options.name).className,
    displayName: options.displayName ?? displayNameOf(options.name),
    domain: code.domain,
    blocksExport: code.blocksExport,
    storyTitle: code.storyTitle,
  };
  const dir = `${code.root}/src/blocks`;
  tree.write(`${dir}/${b.name}-block.tsx`, renderer(b));
  tree.write(`${dir}/${b.name}-block.spec.tsx`, spec(b));
  tree.write(`${dir}/${b.name}-block.stories.tsx`, story(b));
  if (!tree.exists(`${dir}/registry.ts`)) {
    // The domain's first block: its registry, handed to the shell with its routes.
    tree.write(`${dir}/registry.ts`, registry(b));
    addImport(tree, `${code.root}/src/routes.tsx`, `import { ${b.blocksExport} } from './blocks/registry';`);
    appendToLiteral(
      tree,
      `${code.root}/src/routes.tsx`,
      argumentOf('domainFromManifest'),
      `blocks: ${b.blocksExport}`,
    );
  }
  appendToLiteral(
    tree,
    `${dir}/registry.ts`,
    literalNamed(b.blocksExport),
    `'blocks.${b.name}': { load: () => import('./${b.name}-block') }`,
  );

  const part = `apps/cms/model/domains/${b.domain}.js`;
  if (!tree.exists(part)) tree.write(part, modelPart(b));
  if (!/\bblocks:/.test(tree.read(part, 'utf8') ?? ''))
    appendToLiteral(tree, part, moduleExports, 'blocks: {}');
  appendToLiteral(tree, part, literalNamed('blocks'), modelEntry(b));
  await writeGeneratedModel(tree, modules, b);
  await formatFiles(tree);

  return () => {
    logger.info(
      `blocks.${b.name} renders on ${b.domain} pages. Next: its fields in ${part}, its content in ${dir}/${b.name}-block.tsx, then npm run generate:model.`,
    );
  };
}
