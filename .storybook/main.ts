import type { StorybookConfig } from '@storybook/react-vite';
import { eastAfricaTimeZone } from '../tools/vite/east-africa-time-zone.ts';

// One configuration for every Storybook (docs/domain-teams.md): the designers' root one holds every
// story; a domain's (`nx run <domain>:storybook`, which sets STORYBOOK_DOMAIN) holds that domain's
// stories and the shared ui's, with the same decorators, toolbar and look.
const domain = process.env['STORYBOOK_DOMAIN'];
const stories = domain
  ? [`../libs/${domain}/src/**/*.stories.@(ts|tsx)`, '../libs/shared/ui/src/**/*.stories.@(ts|tsx)']
  : ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/site/src/**/*.stories.@(ts|tsx)'];

// Configured by hand: `storybook init/add` cannot run offline (they fetch a CLI the registry lacks).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories,
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Holds MSW's mockServiceWorker.js (regenerate with `npx msw init .storybook/public --save=false`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The same Vite plugins the site's code needs: the time zone's data of the Intl polyfills.
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), eastAfricaTimeZone()] }),
};

export default config;
