import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { maxQueryLength } from './search-outcome';
import styles from './search-form.module.css';

export type SearchFormProps = {
  defaultValue?: string;
  /** The header's field has no visible label (its placeholder and button say what it is). */
  compact?: boolean;
  onSubmit?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  onInput?: (value: string) => void;
};

/**
 * A plain GET form to `/search` (`/sw/search` in Swahili: the router adds the language): without
 * JavaScript the browser submits it and the server answers with the results page.
 */
export function SearchForm({ defaultValue, compact, onSubmit, inputRef, onInput }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={compact ? styles.compact : styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('shell.search.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxQueryLength}
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('shell.search.placeholder')}
          onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className={compact ? 'visually-hidden' : undefined}>{t('shell.search.submit')}</span>
        </button>
      </div>
    </Form>
  );
}

export function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
