import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as it streams in. */
const hint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks that run on every page's start (the entry and the vendor chunks named) with V8's
 * compile hint (Chrome 136+; other engines read a comment). Their functions nearly all run while the
 * page starts, and each one compiled lazily is compiled on the main thread when first called; with the
 * hint V8 compiles them on a background thread while the file downloads. The hint must be the file's
 * first line: it is added after Vite has put its preload map at the top of the entry.
 */
export function compileHints(vendorChunks: string[]): Plugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && (chunk.isEntry || vendorChunks.includes(chunk.name)))
            chunk.code = hint + chunk.code;
      },
    },
  };
}
