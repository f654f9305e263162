import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|json|svg|webmanifest|txt|html)$/;

/**
 * Browser build only: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset, at the
 * highest levels, once per build. The server sends them as they are: no compression work per request.
 */
export function precompress(): Plugin {
  return {
    name: 'site:precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle({ dir = '' }, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const path = join(dir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
