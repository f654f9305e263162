import { LeadBlockSection, type BlockProps } from '@site/shared-blocks';
import type { CookiePreferencesBlock as CookiePreferencesContent } from '@site/shared-content';
import {
  clearDeviceStorage,
  hasOptionalConsent,
  MessagesScope,
  setOptionalConsent,
  storedItems,
  type StoredItem,
} from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Badge, Button, Checkbox, markHydrated, useHydrated } from '@site/shared-ui';
import { useState, useSyncExternalStore } from 'react';
import styles from './cookie-preferences-block.module.css';
import { cookieMessages } from './cookie-preferences/messages';

const messageSources = [cookieMessages];

const consentListeners = new Set<() => void>();
const subscribeConsent = (listener: () => void) => {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
};
const notifyConsent = () => consentListeners.forEach((listener) => listener());

type Status = { kind: 'cleared'; count: number } | { kind: 'consent'; allowed: boolean } | null;

/**
 * The CMS's `blocks.cookie-preferences`: the editor's title and intro, then everything the site
 * stores on a device (from the one registry in shared-i18n, texts `support.storage.<id>.*`), a button
 * that clears it all, and the choice for optional storage (off unless turned on; nothing uses it yet).
 */
export default function CookiePreferencesBlock(props: BlockProps<CookiePreferencesContent>) {
  return (
    <MessagesScope sources={messageSources}>
      <CookiePreferences {...props} />
    </MessagesScope>
  );
}

/** The block's content, with its texts (`cookieMessages`) in scope. */
export function CookiePreferences({ block, index }: BlockProps<CookiePreferencesContent>) {
  const intl = useIntl();
  // Storage is read after hydration: the server (and the hydrating render) show the default, off.
  const consent = useSyncExternalStore(subscribeConsent, hasOptionalConsent, () => false);
  const [status, setStatus] = useState<Status>(null);
  const [clearing, setClearing] = useState(false);
  // These controls act on the device's storage: they work once the app runs, and until then (or
  // without JavaScript) they show as unavailable rather than doing nothing.
  const hydrated = useHydrated();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const clear = async () => {
    setClearing(true);
    const count = await clearDeviceStorage();
    notifyConsent();
    setClearing(false);
    setStatus({ kind: 'cleared', count });
  };
  const choose = (allowed: boolean) => {
    setOptionalConsent(allowed);
    notifyConsent();
    setStatus({ kind: 'consent', allowed });
  };

  return (
    <LeadBlockSection title={block.title} intro={block.intro} index={index}>
      <ul className={styles.items}>
        {storedItems.map((item) => (
          <StoredItemRow key={item.id} item={item} t={t} />
        ))}
      </ul>
      <div className={styles.controls} ref={markHydrated}>
        <fieldset className={styles.consent}>
          <legend className={styles.legend}>{t('support.cookies.consent.legend')}</legend>
          <Checkbox
            label={t('support.cookies.consent.label')}
            hint={t('support.cookies.consent.hint')}
            checked={consent}
            disabled={!hydrated}
            onChange={(event) => choose(event.currentTarget.checked)}
          />
        </fieldset>
        <div className={styles.clear}>
          <p className={styles.clearText}>{t('support.cookies.clear.text')}</p>
          <Button variant="primary" onClick={() => void clear()} loading={clearing} disabled={!hydrated}>
            {t('support.cookies.clear.button')}
          </Button>
        </div>
        <p role="status" className={styles.status}>
          {status?.kind === 'cleared' && t('support.cookies.cleared', { count: status.count })}
          {status?.kind === 'consent' &&
            t(status.allowed ? 'support.cookies.consent.on' : 'support.cookies.consent.off')}
        </p>
      </div>
    </LeadBlockSection>
  );
}

function StoredItemRow({
  item,
  t,
}: {
  item: StoredItem;
  t: (id: string, values?: Record<string, string | number>) => string;
}) {
  const prefix = `support.storage.${item.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.name}>{t(`${prefix}.name`)}</h3>
        <Badge tone={item.essential ? 'neutral' : 'info'}>
          {t(item.essential ? 'support.cookies.essential' : 'support.cookies.optional')}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('support.cookies.purpose')}</dt>
          <dd>{t(`${prefix}.purpose`)}</dd>
        </div>
        <div>
          <dt>{t('support.cookies.lifetime')}</dt>
          <dd>{t(`${prefix}.lifetime`)}</dd>
        </div>
        <div>
          <dt>{t('support.cookies.where')}</dt>
          <dd>
            {t(`support.cookies.area.${item.area}`)}:{' '}
            <code className={styles.key}>
              {item.key}
              {'prefix' in item && item.prefix ? '…' : ''}
            </code>
          </dd>
        </div>
      </dl>
    </li>
  );
}
