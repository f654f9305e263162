import type { TargetConfiguration } from '@nx/devkit';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { storybookPort, workbenchPort } from './ports.ts';

/** The collections a domain's part of the content model owns (apps/cms/model/domains/<domain>.js). */
function ownCollections(workspaceRoot: string, domain: string): string[] {
  const require = createRequire(import.meta.url);
  const { domainParts } = require(join(workspaceRoot, 'apps/cms/model/domains/index.js')) as {
    domainParts: () => Array<[string, { collections?: Record<string, unknown> }]>;
  };
  const part = domainParts().find(([name]) => name === domain)?.[1];
  return Object.keys(part?.collections ?? {});
}

/**
 * What a domain's pages show besides its library: its seed (pages and collections) and its part of the
 * content model. As the workbench's inputs they also make `nx affected` mark the domain when they
 * change (the CMS owns the files; the site depends on the domain).
 */
function contentInputs(workspaceRoot: string, domain: string): string[] {
  return [
    `{workspaceRoot}/apps/cms/seed/pages/${domain}/**/*`,
    `{workspaceRoot}/apps/cms/model/domains/${domain}.js`,
    ...ownCollections(workspaceRoot, domain).flatMap((collection) => [
      `{workspaceRoot}/apps/cms/seed/collections/${collection}.*.json`,
      `{workspaceRoot}/apps/cms/seed/${collection}.json`,
    ]),
  ];
}

const storybookEnv = (domain: string) => ({
  env: { STORYBOOK_DISABLE_TELEMETRY: '1', STORYBOOK_DOMAIN: domain },
});

/** A domain team's own targets: its workbench, its Storybook and that Storybook's static build. */
export function domainTargets(workspaceRoot: string, domain: string): Record<string, TargetConfiguration> {
  return {
    serve: {
      command: `node tools/workbench/serve.mjs ${domain} --port ${workbenchPort(domain)}`,
      continuous: true,
      inputs: [
        'default',
        '^production',
        '{workspaceRoot}/tools/workbench/**/*',
        ...contentInputs(workspaceRoot, domain),
      ],
      metadata: {
        description: `The ${domain} pages alone in the site's chrome, server-rendered with hot reload (CMS_URL, else the answers recorded from the seed).`,
        technologies: ['vite'],
      },
    },
    storybook: {
      command: `storybook dev -c .storybook -p ${storybookPort(domain)} --no-open`,
      options: storybookEnv(domain),
      continuous: true,
      metadata: {
        description: `The ${domain} stories and the shared ui's, with the site's decorators.`,
        technologies: ['storybook'],
      },
    },
    'build-storybook': {
      command: `storybook build -c .storybook -o dist/storybook/${domain} --quiet`,
      options: storybookEnv(domain),
      cache: true,
      inputs: [
        'default',
        '^production',
        '{workspaceRoot}/.storybook/**/*',
        '{workspaceRoot}/libs/shared/ui/src/**/*.stories.tsx',
        { externalDependencies: ['storybook', '@storybook/react-vite'] },
      ],
      outputs: [`{workspaceRoot}/dist/storybook/${domain}`],
      metadata: {
        description: `The ${domain} Storybook as static files (dist/storybook/${domain}).`,
        technologies: ['storybook'],
      },
    },
  };
}
