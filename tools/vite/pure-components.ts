import type { Plugin } from 'vite';

// React Router's browser build, the only library here that declares components this way.
const routerBuild = /\/node_modules\/react-router\/dist\/production\/lib\/.*\.js$/;
// `const Link = React$1.forwardRef(…)` at a module's top level.
const componentCall = /^((?:const|let) [\w$]+ = )(React\$1\.(?:forwardRef|memo)\()/gm;
// `Link.displayName = "Link";` at a module's top level: React DevTools' label.
const displayName = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * React Router declares its components with a top-level `React.forwardRef(…)` call and names each
 * with a top-level `displayName` write. The bundler must keep both, as either could have an effect,
 * so every component shipped whether the site used it or not: `Link`, `NavLink` and `Form`, with the
 * prefetch, route-discovery and fetcher code behind them (3.5 kB gzip of every page's JavaScript).
 * The calls are marked pure and the labels dropped, so that what nothing imports is left out.
 * The build fails if either pattern stops matching (a React Router upgrade): a component still named
 * stays in as surely as one still called, and the cut would go without a word.
 * Lines are kept where they were, so the source map needs no change (`map: null`).
 */
export function pureComponents(): Plugin {
  let marked = 0;
  let unnamed = 0;
  return {
    name: 'site:pure-components',
    // The browser build only: development serves React Router's development build, pre-bundled.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      marked = 0;
      unnamed = 0;
    },
    transform(code, id) {
      if (!routerBuild.test(id)) return null;
      const out = code
        .replace(componentCall, (_all, declaration: string, call: string) => {
          marked += 1;
          return `${declaration}/* @__PURE__ */ ${call}`;
        })
        .replace(displayName, () => {
          unnamed += 1;
          return '';
        });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && (marked === 0 || unnamed === 0)) {
        this.error(
          `site:pure-components marked ${marked} of React Router's component calls and dropped ${unnamed} of their names: check its build's shape.`,
        );
      }
    },
  };
}
