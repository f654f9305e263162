import { locales, useLanguage, type Locale } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import styles from './language-switch.module.css';

const names: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** Two buttons, each labelled in its own language, so a visitor finds theirs whatever is shown now. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLanguage();
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.language.label' })}
      className={styles.switch}
    >
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className={styles.option}
          onClick={() => setLocale(option)}
        >
          <span aria-hidden="true">{option.toUpperCase()}</span>
          <span className="visually-hidden">{names[option]}</span>
        </button>
      ))}
    </div>
  );
}
