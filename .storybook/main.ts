import type { StorybookConfig } from '@storybook/react-vite';

// Configured by hand: `storybook init/add` cannot run offline (see docs/toolchain).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Holds MSW's mockServiceWorker.js (regenerate with `npx msw init .storybook/public --save=false`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
