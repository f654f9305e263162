import { LeadBlockSection, type BlockProps } from '@site/shared-blocks';
import type { CookiePreferencesBlock as CookiePreferencesContent } from '@site/shared-content';
import {
  clearDeviceStorage,
  hasOptionalConsent,
  MessagesScope,
  setOptionalConsent,
  storedItems,
} from '@site/shared-i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { Badge, Button, Checkbox, markHydrated, useHydrated } from '@site/shared-ui';
import { useState, useSyncExternalStore } from 'react';
import styles from './cookie-preferences-block.module.css';
import {
  areaMessages,
  clearedMessage,
  cookieTexts,
  storageLifetimes,
  storageNames,
  storagePurposes,
} from './cookie-preferences/cookie-messages';
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
 * stores on a device (from the one registry in shared-i18n, texts declared per id), a button
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
  const t = intl.formatMessage;

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
          <legend className={styles.legend}>{t(cookieTexts.consentLegend)}</legend>
          <Checkbox
            label={t(cookieTexts.consentLabel)}
            hint={t(cookieTexts.consentHint)}
            checked={consent}
            disabled={!hydrated}
            onChange={(event) => choose(event.currentTarget.checked)}
          />
        </fieldset>
        <div className={styles.clear}>
          <p className={styles.clearText}>{t(cookieTexts.clearText)}</p>
          <Button variant="primary" onClick={() => void clear()} loading={clearing} disabled={!hydrated}>
            {t(cookieTexts.clearButton)}
          </Button>
        </div>
        <p role="status" className={styles.status}>
          {status?.kind === 'cleared' && t(clearedMessage, { count: status.count })}
          {status?.kind === 'consent' && t(status.allowed ? cookieTexts.consentOn : cookieTexts.consentOff)}
        </p>
      </div>
    </LeadBlockSection>
  );
}

function StoredItemRow({ item, t }: { item: (typeof storedItems)[number]; t: IntlShape['formatMessage'] }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.name}>{t(storageNames[item.id])}</h3>
        <Badge tone={item.essential ? 'neutral' : 'info'}>
          {t(item.essential ? cookieTexts.essential : cookieTexts.optional)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t(cookieTexts.purpose)}</dt>
          <dd>{t(storagePurposes[item.id])}</dd>
        </div>
        <div>
          <dt>{t(cookieTexts.lifetime)}</dt>
          <dd>{t(storageLifetimes[item.id])}</dd>
        </div>
        <div>
          <dt>{t(cookieTexts.where)}</dt>
          <dd>
            {t(areaMessages[item.area])}:{' '}
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
