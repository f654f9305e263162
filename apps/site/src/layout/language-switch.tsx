import { locales, localizedPath, useLanguage, type Locale } from '@site/shared-i18n';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styles from './language-switch.module.css';

const messages = defineMessages({
  label: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description:
      'Name of the pair of links English / Kiswahili in the header (read by screen readers); one word',
  },
});

const names: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * The same page in each language: plain links (they work before the app has loaded, and the server
 * renders the other language), each named in its own language so a visitor finds theirs. Following
 * one remembers the choice under `lang` for the next visit: the head's script does that for every
 * `a[data-locale]`, before and after hydration (apps/site/src/server/lang-redirect.ts).
 */
export function LanguageSwitch() {
  const { locale } = useLanguage();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  return (
    <div className={styles.switch} role="group" aria-label={intl.formatMessage(messages.label)}>
      {locales.map((option) => (
        <a
          key={option}
          href={`${localizedPath(pathname, option)}${search}`}
          hrefLang={option}
          lang={option}
          aria-current={option === locale ? 'true' : undefined}
          className={styles.option}
          data-locale={option}
        >
          <span aria-hidden="true">{option.toUpperCase()}</span>
          <span className="visually-hidden">{names[option]}</span>
        </a>
      ))}
    </div>
  );
}
