import { locales, localizedPath, useLanguage, type Locale } from '@site/shared-i18n';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styles from './language-switch.module.css';

const messages = defineMessages({
  label: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description:
      'Name of the links English / Kiswahili in the header and above it on a phone (read by screen readers); one word',
  },
});

const names: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The same page in each language: where it is, and whether it is the one shown. */
function useLanguageLinks() {
  const { locale } = useLanguage();
  const { pathname, search } = useLocation();
  return locales.map((option) => ({
    option,
    href: `${localizedPath(pathname, option)}${search}`,
    current: option === locale,
  }));
}

/**
 * The same page in each language: plain links (they work before the app has loaded, and without it:
 * the server renders the other language), each named in its own language so a visitor finds theirs.
 * Following one remembers the choice under `lang` for the next visit: the head's script does that for
 * every `a[data-locale]`, before and after hydration (apps/site/src/server-render/lang-redirect.ts).
 */
export function LanguageSwitch() {
  const intl = useIntl();
  return (
    <div className={styles.switch} role="group" aria-label={intl.formatMessage(messages.label)}>
      {useLanguageLinks().map(({ option, href, current }) => (
        <a
          key={option}
          href={href}
          hrefLang={option}
          lang={option}
          aria-current={current ? 'true' : undefined}
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

/**
 * Narrower than the desktop header, where the switch does not fit beside search and the menu: the
 * other language by its name, in a strip above the header. A link like the switch's, so it works
 * with no script at all (Opera Mini, a failed download); the phone menu has the switch too.
 */
export function LanguageBar() {
  const intl = useIntl();
  return (
    <div className={styles.bar} role="group" aria-label={intl.formatMessage(messages.label)}>
      {useLanguageLinks()
        .filter(({ current }) => !current)
        .map(({ option, href }) => (
          <a
            key={option}
            href={href}
            hrefLang={option}
            lang={option}
            className={styles.barLink}
            data-locale={option}
          >
            {names[option]}
          </a>
        ))}
    </div>
  );
}
