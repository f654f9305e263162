import { useId } from 'react';
import { useIntl } from 'react-intl';
import { maxQueryLength } from '@site/shared-server-contract';
import { useHref, useNavigate } from 'react-router';
import styles from './search-form.module.css';
import { SearchIcon } from './search-icon';
import { searchTexts } from './search-texts';

export type SearchFormProps = {
  defaultValue?: string;
  onSubmit?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  onInput?: (value: string) => void;
};

/**
 * A plain GET form to `/search` (`/sw/search` in Swahili: the router adds the language): without
 * JavaScript the browser submits it and the server answers with the results page.
 */
export function SearchForm({ defaultValue, onSubmit, inputRef, onInput }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const action = useHref('/search');
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        // With the app running: the results page without reloading the site.
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('q');
        onSubmit?.();
        void navigate(`/search?${new URLSearchParams({ q: typeof query === 'string' ? query : '' })}`);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage(searchTexts.label)}
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
          placeholder={intl.formatMessage(searchTexts.placeholder)}
          onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span>{intl.formatMessage(searchTexts.submit)}</span>
        </button>
      </div>
    </form>
  );
}
