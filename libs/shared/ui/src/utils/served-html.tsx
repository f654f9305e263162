import { useState, type ReactNode, type Ref } from 'react';

const attribute = 'data-served';

// The server's HTML of each served part, by its id, taken from the page the browser was given before
// anything replaced it: a part shown again after a navigation is the same HTML.
let kept: Map<string, string> | null = null;

function keptHtml(id: string): string {
  if (!kept) {
    kept = new Map();
    for (const element of document.querySelectorAll(`[${attribute}]`))
      kept.set(element.getAttribute(attribute) ?? '', element.innerHTML);
  }
  return kept.get(id) ?? '';
}

/** For tests: the next part reads the document afresh. */
export function forgetServedHtml(): void {
  kept = null;
}

/**
 * A part of the page the browser never renders (ADR 0032): text, pictures and links, nothing to
 * hydrate. Given its content (the server, or a page opened by a navigation), it renders it; given
 * only its id (a page the server rendered, whose state keeps only the part's place), it keeps the
 * server's HTML as it is: React neither renders nor compares what is inside. A wrapper with
 * `display: contents` leaves the layout as it is.
 */
export function ServedHtml({
  id,
  children,
  ref,
}: {
  id: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return children === undefined ? (
    <KeptHtml id={id} ref={ref} />
  ) : (
    <div {...{ [attribute]: id }} ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

function KeptHtml({ id, ref }: { id: string; ref?: Ref<HTMLDivElement> }) {
  const [html] = useState(() => keptHtml(id));
  return (
    <div
      {...{ [attribute]: id }}
      ref={ref}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The served part a click happened in, if any. */
export function servedPartOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${attribute}]`) : null;
}
