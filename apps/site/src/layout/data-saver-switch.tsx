import { localizedPath, useLanguage } from '@site/shared-i18n';
import { saveDataValues } from '@site/shared-i18n/storage-keys';
import { saveDataSwitch } from '@site/shared-server-contract';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { notFoundRouteId } from '../app/route-ids';
import styles from './data-saver-switch.module.css';

const messages = defineMessages({
  offer: {
    id: 'shell.saveData.offer',
    defaultMessage: 'Slow or costly connection? Lighter pages load faster.',
    description:
      'In the footer, before the button that turns the data saver on (pages without scripts, smaller photos); one short line',
  },
  turnOn: {
    id: 'shell.saveData.turnOn',
    defaultMessage: 'Turn on data saver',
    description: 'Footer button: the site then sends pages without scripts and with smaller photos; short',
  },
  isOn: {
    id: 'shell.saveData.isOn',
    defaultMessage: 'Data saver is on: pages come without scripts and with smaller photos.',
    description:
      'In the footer while the data saver is on, before the button that turns it off; one short line',
  },
  turnOff: {
    id: 'shell.saveData.turnOff',
    defaultMessage: 'Turn off data saver',
    description: 'Footer button: the site then sends full pages again; short',
  },
});

/**
 * The visitor's data saver switch (ADR 0030): a plain form the server answers, so it works on the
 * lighter pages, which have no scripts. Both states are in the markup, as every visitor gets the
 * same cached footer: the server marks a lighter page's root (`data-save-data`) and the stylesheet
 * shows the state it is in. A not-found page goes back to its language's home page.
 */
export function DataSaverSwitch() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => match.id === notFoundRouteId);
  const { fields } = saveDataSwitch;
  return (
    <form method="post" action={saveDataSwitch.path} className={styles.switch}>
      <input type="hidden" name={fields.back} value={localizedPath(notFound ? '/' : pathname, locale)} />
      <p className={styles.whenOff}>{intl.formatMessage(messages.offer)}</p>
      <button type="submit" name={fields.mode} value={saveDataValues.on} className={styles.whenOff}>
        {intl.formatMessage(messages.turnOn)}
      </button>
      <p className={styles.whenOn}>{intl.formatMessage(messages.isOn)}</p>
      <button type="submit" name={fields.mode} value={saveDataValues.off} className={styles.whenOn}>
        {intl.formatMessage(messages.turnOff)}
      </button>
    </form>
  );
}
