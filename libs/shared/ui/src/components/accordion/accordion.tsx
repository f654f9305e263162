import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Heading, type HeadingLevel } from '../../utils/heading';
import { clsx as cx } from 'clsx';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** `single` closes the open item when another opens (FAQ style). */
  type?: 'single' | 'multiple';
  /**
   * Open item ids. One array shape for both types, so a route (e.g. `/faq#pin-reset`) can open an
   * item without caring which type the block uses. In `single` mode only the first id counts.
   */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Level of the heading inside each summary, to fit the page outline. */
  headingLevel?: HeadingLevel;
  className?: string;
};

const noneOpen: string[] = [];

/** The open ids after one item's `toggle` event: the same whatever order several events arrive in. */
function afterToggle(previous: string[], id: string, open: boolean, single: boolean): string[] {
  const others = (single ? previous.slice(0, 1) : previous).filter((other) => other !== id);
  if (!open) return others;
  return single ? [id] : [...others, id];
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Native disclosures: each item is a `<details>` whose `<summary>` holds the heading. The server HTML
 * carries every answer (a closed item's too, for search engines and find-in-page), the items open
 * and close before the script has run, and hydrating them measures nothing. In `single` mode the
 * items share a `name`, so the browser itself keeps one open; the state enforces it too.
 */
export function Accordion({
  items,
  type = 'single',
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const single = type === 'single';
  const groupName = useId();
  const [internal, setInternal] = useState<string[]>(() => defaultValue ?? noneOpen);
  const all = value ?? internal;
  const openIds = single ? all.slice(0, 1) : all;

  // The browser fires `toggle` asynchronously, once per item it changed (opening one item of a named
  // group closes the other): each event starts from the latest result, not from the last render's.
  // Updated in the commit (a ref write, no DOM access), before the echoes of a change the app made
  // (e.g. a route opening a question in a transition) can arrive.
  const latest = useRef(openIds);
  useLayoutEffect(() => {
    latest.current = openIds;
  });

  const onItemToggle = (id: string, open: boolean) => {
    const previous = latest.current;
    const next = afterToggle(previous, id, open, single);
    // Also the echo of an item the app opened or closed itself: nothing to report.
    if (sameIds(next, previous)) return;
    latest.current = next;
    if (value === undefined) setInternal((current) => afterToggle(current, id, open, single));
    onValueChange?.(next);
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          className={styles.item}
          name={single ? groupName : undefined}
          open={openIds.includes(item.id)}
          onToggle={(event) => onItemToggle(item.id, event.currentTarget.open)}
        >
          <summary className={styles.trigger} id={`${item.id}-trigger`}>
            <Heading level={headingLevel} className={styles.heading}>
              {item.title}
            </Heading>
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </summary>
          <div className={styles.contentInner}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
