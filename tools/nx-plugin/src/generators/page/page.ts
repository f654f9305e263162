import { formatFiles, logger, updateJson, type Tree } from '@nx/devkit';
import {
  displayNameOf,
  domainNames,
  domainOf,
  manifestNodes,
  manifestPath,
  type Manifest,
} from '../domain.ts';
import { appendToLiteral, argumentOf, literalNamed } from '../source-edit.ts';
import { pageStory, seedStub, type PageNames } from './page-files.ts';

export type PageOptions = {
  domain: string;
  path: string;
  name?: string;
  displayName?: string;
  swahiliName?: string;
  group?: string;
};

/** Refuses a page type or path another page of the site already has. */
function assertNew(tree: Tree, endpoint: string, path: string) {
  for (const domain of domainNames(tree)) {
    const manifest = domainOf(tree, domain).manifest;
    if (manifest.pages[endpoint]) throw new Error(`${domain} already has the page type "${endpoint}"`);
    if (manifestNodes(manifest.routes).some((node) => node.path === path))
      throw new Error(`${domain} already routes ${path}`);
  }
}

/**
 * `nx g @site/tools:page <domain> <path>`: a page of the domain read from the CMS. The manifest gets
 * its route and page type (the CMS's single type comes from it, apps/cms/model/pages.js), the domain's
 * `menu-messages.ts` its menu label (declared with its English text and a description), both catalogs
 * its text (as `npm run i18n:extract` would write the English one), the CMS seed a stub per language
 * (refused by the seed check until written), the route test its path, and the domain a story of it.
 * No endpoint: the domain's page endpoint reads it by its name.
 */
export default async function pageGenerator(tree: Tree, options: PageOptions) {
  const code = domainOf(tree, options.domain);
  const endpoint = options.name ?? options.path.slice(1).replace(/\//g, '-');
  assertNew(tree, endpoint, options.path);
  const page: PageNames = {
    domain: code.domain,
    path: options.path,
    endpoint,
    displayName: options.displayName ?? displayNameOf(endpoint),
    swahiliName: options.swahiliName,
  };
  const key = endpoint.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const label = `${code.domain}.nav.${key}`;

  updateJson<Manifest>(tree, manifestPath(code.domain), (manifest) => {
    manifest.pages[endpoint] = { displayName: page.displayName, populateDepth: 10 };
    const route = {
      path: page.path,
      name: endpoint,
      label,
      kind: 'page',
      meta: { isDynamic: true, requiresAuth: false },
    };
    const group = options.group
      ? manifestNodes(manifest.routes).find((node) => node.name === options.group)
      : null;
    if (options.group && !group) throw new Error(`${code.domain} has no group "${options.group}"`);
    (group ? (group.children ??= []) : manifest.routes).push(route);
    return manifest;
  });
  const description = `Main menu, ${code.domain} section: the link to the page ${page.path}; short, fits one line of a phone menu.`;
  appendToLiteral(
    tree,
    `${code.root}/src/menu-messages.ts`,
    argumentOf('defineMessages'),
    `${JSON.stringify(key)}: { id: ${JSON.stringify(label)}, defaultMessage: ${JSON.stringify(page.displayName)}, description: ${JSON.stringify(description)} }`,
  );
  // The English catalog in formatjs's order (ids sorted), as the extraction writes it.
  updateJson(tree, `${code.root}/src/messages/en.json`, (catalog: Record<string, string>) =>
    Object.fromEntries(
      Object.entries({ ...catalog, [label]: page.displayName }).sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );
  if (page.swahiliName)
    updateJson(tree, `${code.root}/src/messages/sw.json`, (catalog) => ({
      ...catalog,
      [label]: page.swahiliName,
    }));
  for (const locale of ['en', 'sw'] as const)
    tree.write(`apps/cms/seed/pages/${code.domain}/${endpoint}.${locale}.json`, seedStub(page, locale));
  appendToLiteral(tree, `${code.root}/src/routes.spec.tsx`, literalNamed('specPaths'), `'${page.path}'`);
  tree.write(`${code.root}/src/pages/${endpoint}-page.stories.tsx`, pageStory(page, code));
  await formatFiles(tree);

  return () => {
    logger.info(`${page.path} is routed. Before it is done:
  - write apps/cms/seed/pages/${code.domain}/${endpoint}.{en,sw}.json (npm --prefix apps/cms run seed:check lists what is left)${page.swahiliName ? '' : `\n  - write the Swahili menu label ${label} in ${code.root}/src/messages/sw.json (npm run i18n:check fails until then)`}
  - npm run workbench:record ${code.domain}, so the workbench has the page without a CMS`);
  };
}
