import type { Domain, ManifestRoute } from '@site/shared-routing';
import { data, type RouteObject } from 'react-router';

/** What an outside route throws: the 404 names the domain that owns the path. */
export type OutsideAnswer = { outsideDomain: string };

// The view loads on demand: a workbench shows it only when a link leaves the domain.
const loadView = () => import('./outside-workbench');

const paths = (nodes: ManifestRoute[]): string[] =>
  nodes.flatMap((node) => [...(node.path ? [node.path] : []), ...paths(node.children ?? [])]);

/**
 * In a domain team's workbench, the other domains' paths answer 404 with a page that says they are
 * outside this workbench (and how to see them), not the site's not-found page that looks like a bug.
 */
export function outsideRoutes(outside: Domain[]): RouteObject[] {
  return outside.flatMap(({ manifest }) =>
    [...new Set(paths(manifest.routes))].map((path) => ({
      id: `outside:${path}`,
      path,
      loader: () => {
        throw data({ outsideDomain: manifest.domain } satisfies OutsideAnswer, { status: 404 });
      },
      lazy: async () => ({ ErrorBoundary: (await loadView()).OutsideWorkbench }),
    })),
  );
}
