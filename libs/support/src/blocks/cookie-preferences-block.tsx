import { LeadBlockSection, type BlockProps } from '@site/shared-blocks';
import type { CookiePreferencesBlock as CookiePreferencesContent } from '@site/shared-content';
import {
  clearDeviceStorage,
  hasOptionalConsent,
  MessagesScope,
  setOptionalConsent,
  storedItems,
} from '@site/shared-i18n';
import { answerFields, storagePreferences } from '@site/shared-server-contract';
import { useIntl, type IntlShape } from 'react-intl';
import { Badge, Button, Checkbox, markHydrated } from '@site/shared-ui';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router';
import styles from './cookie-preferences-block.module.css';
import {
  areaMessages,
  clearedEverything,
  clearedMessage,
  cookieTexts,
  storageLifetimes,
  storageNames,
  storagePurposes,
} from './cookie-preferences/cookie-messages';
import { cookieMessages } from './cookie-preferences/messages';

const messageSources = [cookieMessages];
const { fields, actions, answers } = storagePreferences;

const consentListeners = new Set<() => void>();
const subscribeConsent = (listener: () => void) => {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
};
const notifyConsent = () => consentListeners.forEach((listener) => listener());

type Status = { kind: 'cleared'; count: number | null } | { kind: 'consent'; allowed: boolean } | null;

/** What the server's answer to the form (`?storage=`) says was done; anything else says nothing. */
function answeredStatus(answer: string | null): Status {
  if (answer === answers.on || answer === answers.off)
    return { kind: 'consent', allowed: answer === answers.on };
  if (answer === answers.cleared) return { kind: 'cleared', count: null };
  return null;
}

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

/**
 * The block's content, with its texts (`cookieMessages`) in scope. The controls are a plain form
 * the site's server answers (ADR 0029): without JavaScript it records the choice or clears the
 * device and comes back here with `?storage=` saying what it did. With JavaScript the same form
 * acts on the device itself, and the tick box saves as soon as it changes.
 */
export function CookiePreferences({ block, index }: BlockProps<CookiePreferencesContent>) {
  const intl = useIntl();
  const [asked] = useSearchParams();
  // The address as the visitor sees it, language prefix (the router's basename) included.
  const back = useHref({ pathname: useLocation().pathname });
  const answered = answeredStatus(asked.get(answerFields.storage));
  // The server (and the hydrating render) show the choice its answer saved, else the default, off;
  // the cookie is read once the app runs.
  const consent = useSyncExternalStore(
    subscribeConsent,
    hasOptionalConsent,
    () => answered?.kind === 'consent' && answered.allowed,
  );
  const [status, setStatus] = useState<Status>(answered);
  const [clearing, setClearing] = useState(false);
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === actions.clear) void clear();
    else choose(consent);
  };

  return (
    <LeadBlockSection title={block.title} intro={block.intro} index={index}>
      <ul className={styles.items}>
        {storedItems.map((item) => (
          <StoredItemRow key={item.id} item={item} t={t} />
        ))}
      </ul>
      <form
        className={styles.controls}
        ref={markHydrated}
        method="post"
        action={storagePreferences.path}
        onSubmit={submit}
      >
        <input type="hidden" name={fields.back} value={back} />
        <fieldset className={styles.consent}>
          <legend className={styles.legend}>{t(cookieTexts.consentLegend)}</legend>
          <Checkbox
            name={fields.optional}
            value="on"
            label={t(cookieTexts.consentLabel)}
            hint={t(cookieTexts.consentHint)}
            checked={consent}
            onChange={(event) => choose(event.currentTarget.checked)}
          />
          <Button type="submit" name={fields.action} value={actions.save} variant="secondary">
            {t(cookieTexts.saveButton)}
          </Button>
        </fieldset>
        <div className={styles.clear}>
          <p className={styles.clearText}>{t(cookieTexts.clearText)}</p>
          <Button
            type="submit"
            name={fields.action}
            value={actions.clear}
            variant="primary"
            loading={clearing}
          >
            {t(cookieTexts.clearButton)}
          </Button>
        </div>
        <p role="status" className={styles.status}>
          {status?.kind === 'cleared' &&
            (status.count === null ? t(clearedEverything) : t(clearedMessage, { count: status.count }))}
          {status?.kind === 'consent' && t(status.allowed ? cookieTexts.consentOn : cookieTexts.consentOff)}
        </p>
      </form>
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
