import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import styles from './tabs.module.css';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. "Bundle types". */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/** Radix tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx(styles.tabs, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.id}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
