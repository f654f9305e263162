import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Browser build only: moves the build's source maps out of the folder the server serves, into `dir`.
 * They are for `npm run bench:bundle`, which attributes the initial JavaScript to the libraries it
 * comes from; a visitor never downloads them.
 */
export function sourcemapsAside(dir: string): Plugin {
  return {
    name: 'site:sourcemaps-aside',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = join(dir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(options.dir ?? '', fileName), target);
      }
    },
  };
}
