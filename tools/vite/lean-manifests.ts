import type { Plugin } from 'vite';

type Node = { meta?: Record<string, unknown>; children?: Node[] };

/**
 * Ships only what the site reads from the domain manifests: the CMS's display names are dropped,
 * and so are the default depth and the `requiresAuth: false` every route has (restored by the
 * route builder). Keeps the initial JavaScript inside its budget.
 */
export function leanManifests(): Plugin {
  return {
    name: 'site:lean-manifests',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/content-manifest.json')) return null;
      const manifest = JSON.parse(code) as {
        pages: Record<string, { populateDepth: number }>;
        routes: Node[];
      };
      const pages = Object.fromEntries(
        Object.entries(manifest.pages).map(([name, page]) => [
          name,
          page.populateDepth === 10 ? {} : { populateDepth: page.populateDepth },
        ]),
      );
      const strip = (nodes: Node[]): Node[] =>
        nodes.map(({ meta, children, ...node }) => {
          const { requiresAuth: _always, ...rest } = meta ?? {};
          return { ...node, meta: rest, ...(children ? { children: strip(children) } : {}) };
        });
      const lean = { ...manifest, pages, routes: strip(manifest.routes) };
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(lean))});`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}
