import { defineConfig } from 'vitest/config';

/**
 * Every project's unit, component and server tests in one Vitest (`npm run test:unit`, what `npm test`
 * runs): each project keeps its own configuration, and one process starts instead of one per project
 * (ADR 0036: `nx run-many -t test` took 153 s of CPU for what this runs in 133). Nx's
 * `test` target of each project runs the same configuration alone. tools/checks/unit-test-projects.mjs
 * fails on a project configuration these globs miss.
 */
export const unitTestProjects = [
  'apps/*/{vite,vitest}.config.ts',
  'libs/*/vite.config.ts',
  'libs/shared/*/vite.config.ts',
];

export default defineConfig({ test: { projects: unitTestProjects } });
