import type { CreateNodes } from '@nx/devkit';
import { dirname, basename } from 'node:path';
import { domainTargets } from './domain-targets.ts';

/**
 * Every domain library (a library with a content manifest) gets its team's targets: `serve` (its
 * workbench), `storybook` and `build-storybook`. A new domain has them from its first manifest.
 */
export const createNodes: CreateNodes = [
  'libs/*/src/content-manifest.json',
  (manifests, _options, context) =>
    manifests.map((manifest) => {
      const root = dirname(dirname(manifest));
      return [
        manifest,
        { projects: { [root]: { targets: domainTargets(context.workspaceRoot, basename(root)) } } },
      ];
    }),
];
