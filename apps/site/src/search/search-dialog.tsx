import * as Dialog from '@radix-ui/react-dialog';
import { MessagesScope, useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import type { SearchOutcome } from '@site/shared-server-contract';
import { TextLink } from '@site/shared-ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LineIcon } from '../layout/line-icon';
import styles from './search-dialog.module.css';
import { SearchForm } from './search-form';
import { searchMessages } from './search-messages';
import { fetchSearch } from './search-outcome';
import { SearchResults } from './search-results';
import { allMessage, countMessage, searchTexts } from './search-texts';

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's search button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

const firstResults = 5;

/**
 * The phone's search (Radix dialog: focus kept inside, Escape closes): the first results appear
 * as the visitor types, Enter opens the full results page.
 */
export default function SearchDialog(props: SearchDialogProps) {
  return (
    <MessagesScope sources={searchMessages}>
      <SearchDialogContent {...props} />
    </MessagesScope>
  );
}

function SearchDialogContent({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const t = intl.formatMessage;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; outcome: SearchOutcome } | null>(null);
  const typed = query.trim();

  useEffect(() => {
    if (typed.length < 2) return;
    let current = true;
    // Waits for a pause in typing: one request per word, not per letter.
    const timer = window.setTimeout(() => {
      void fetchSearch(typed, locale, firstResults).then(
        (outcome) => current && setFound({ query: typed, outcome }),
      );
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [typed, locale]);

  // Only the answer to what the field says now (a shorter or newer text hides older results).
  const outcome = found && found.query === typed && typed.length >= 2 ? found.outcome : null;
  const answer = outcome?.status === 200 ? outcome.answer : null;
  const more = `/search?${new URLSearchParams({ q: typed })}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t(searchTexts.dialogTitle)}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t(searchTexts.close)}>
              <LineIcon>
                <path d="M6 6l12 12M18 6 6 18" />
              </LineIcon>
            </Dialog.Close>
          </div>
          <SearchForm inputRef={input} onInput={setQuery} onSubmit={() => onOpenChange(false)} />
          <p role="status" className={styles.status}>
            {answer
              ? t(countMessage, { total: answer.total, query: answer.query })
              : outcome?.status === 503
                ? t(searchTexts.unavailable)
                : ''}
          </p>
          {answer && answer.total > 0 && (
            <>
              <SearchResults hits={answer.results} headingLevel={3} />
              {answer.total > answer.results.length && (
                <p className={styles.more}>
                  <TextLink href={more} onClick={() => onOpenChange(false)}>
                    {t(allMessage, { total: answer.total })}
                  </TextLink>
                </p>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
