import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Heading, type HeadingLevel } from '../../utils/heading';
import { cx } from '../../utils/cx';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** `single` closes the open item when another opens (FAQ style). */
  type?: 'single' | 'multiple';
  /**
   * Open item ids. One array shape for both types, so a route (e.g. `/faq#pin-reset`) can open an
   * item without caring which type the block uses.
   */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Level of the heading wrapping each trigger, to fit the page outline. */
  headingLevel?: HeadingLevel;
  className?: string;
};

export function Accordion({
  items,
  type = 'single',
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const list = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading level={headingLevel} className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger} id={`${item.id}-trigger`}>
            <span>{item.title}</span>
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        className={cx(styles.accordion, className)}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
      >
        {list}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={cx(styles.accordion, className)}
      value={value ? (value[0] ?? '') : undefined}
      defaultValue={defaultValue?.[0]}
      onValueChange={(next) => onValueChange?.(next ? [next] : [])}
    >
      {list}
    </RadixAccordion.Root>
  );
}
