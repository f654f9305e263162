import { relative } from 'node:path';
import type { Plugin } from 'vite';

// An arrow whose whole body is the import (not `import(…).then(…)`).
const lazyImport = /\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)(?!\s*\.)/g;

/**
 * Server build only: tags every `() => import('…')` with the imported module's id as the browser
 * build's manifest names it (`Object.assign(() => import('x'), { moduleId })`). When the server
 * renders a page it records which lazy modules (route pages, blocks) the page used and announces
 * their chunks with `<link rel="modulepreload">` (once the page has painted), so the browser fetches
 * them all at once instead of discovering them one by one.
 */
export function moduleIds(clientRoot: string): Plugin {
  return {
    name: 'site:module-ids',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const found = [...code.matchAll(lazyImport)];
      if (found.length === 0) return null;
      let out = code;
      for (const match of found.reverse()) {
        // matchAll's matches always carry their index and, here, the specifier's group
        const [call, , specifier = ''] = match;
        const at = match.index ?? 0;
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const moduleId = relative(clientRoot, resolved.id.replace(/\?.*$/s, '')).split('\\').join('/');
        const tagged = `Object.assign(${call}, { moduleId: ${JSON.stringify(moduleId)} })`;
        out = out.slice(0, at) + tagged + out.slice(at + call.length);
      }
      return { code: out, map: null };
    },
  };
}

/** The module id `moduleIds` gave a lazy import, if this is one (server build). */
export type TaggedImport = { moduleId?: string };
