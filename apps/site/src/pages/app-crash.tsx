import { useRouteError } from 'react-router';

/**
 * Last resort when the chrome itself failed: plain HTML in both languages, no providers needed.
 */
export function AppCrash() {
  console.error(useRouteError());
  // Both languages at once, from no catalog: the catalogs may be what failed.
  /* eslint-disable formatjs/no-literal-string-in-jsx */
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Something went wrong</h1>
      <p>Please reload the page.</p>
      <p lang="sw">Kuna tatizo limetokea. Tafadhali pakia ukurasa upya.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload / Pakia upya
      </button>
    </main>
  );
  /* eslint-enable formatjs/no-literal-string-in-jsx */
}
