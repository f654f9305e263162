import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { clsx as cx } from 'clsx';
import styles from './drawer.module.css';

export type DrawerProps = {
  /** Visible text of the button that opens the drawer, e.g. "Menu". */
  triggerLabel: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** Dialog title (required by assistive tech); hide it visually with `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  side?: 'left' | 'right';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Icon of the trigger; a hamburger by default. */
  triggerIcon?: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
};

/** Side sheet built on Radix Dialog (focus trap, Escape, scroll lock) for the mobile menu. */
export function Drawer({
  triggerLabel,
  closeLabel,
  title,
  hideTitle = false,
  description,
  side = 'right',
  open,
  onOpenChange,
  triggerIcon = <Menu aria-hidden="true" />,
  triggerClassName,
  children,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={cx(styles.trigger, triggerClassName)}>
        {triggerIcon}
        <span>{triggerLabel}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Without a description, an explicit undefined tells Radix there is none on purpose. */}
        <Dialog.Content
          className={cx(styles.panel, styles[side])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={cx(styles.title, hideTitle && 'visually-hidden')}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
