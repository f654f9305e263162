import { loadedMessages, loadMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { useEffect, useState, type ReactNode } from 'react';

export type CatalogsReadyProps = { sources: MessageSource[]; locale: Locale; children: ReactNode };

/**
 * Renders its children once the language's catalogs have loaded (at once for English), as the
 * browser's entry does before hydrating. Tests render synchronously with React's act, in which a
 * suspended tree is never retried: waiting here instead keeps every test's render a plain one.
 */
export function CatalogsReady({ sources, locale, children }: CatalogsReadyProps) {
  const [ready, setReady] = useState(() => loadedMessages(sources, locale) !== undefined);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadMessages(sources, locale).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready, sources, locale]);
  return ready ? children : null;
}
