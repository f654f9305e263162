import type { EventItem } from '@site/shared-content';
import { formatDate } from '@site/shared-i18n';
import { defineMessage, useIntl } from 'react-intl';
import { Heading } from '@site/shared-ui';
import { CmsButton } from './cms-link';
import { SampleBadge } from './sample-badge';
import styles from './event-row.module.css';

const locationMessage = defineMessage<{ location: string }>({
  id: 'shared.blocks.events.location',
  defaultMessage: 'Location: {location}',
  description: "An event's place in a calendar row: {location} is the editor's text (Dar es Salaam, online)",
});

/** One event as a dated row: a calendar leaf (day, month) then what, when, where. */
export function EventRow({ event, level }: { event: EventItem; level: 2 | 3 | 4 }) {
  const intl = useIntl();
  // A date-only event is kept at 00:00 East Africa Time (docs/content-model.md): no time to show.
  const time = formatDate(intl, event.startDate, 'time');
  const hasTime = time !== formatDate(intl, event.startDate.slice(0, 10), 'time');
  return (
    <li className={styles.row}>
      {/* A visual calendar leaf; the full date below is the one read out. */}
      <span className={styles.leaf} aria-hidden="true">
        <span className={styles.day}>{formatDate(intl, event.startDate, 'day')}</span>
        <span className={styles.month}>{formatDate(intl, event.startDate, 'monthYear')}</span>
      </span>
      <div className={styles.body}>
        <Heading level={level} className={styles.title}>
          {event.title}
        </Heading>
        <p className={styles.meta}>
          <time dateTime={event.startDate}>
            {formatDate(intl, event.startDate)}
            {hasTime && `, ${time}`}
          </time>
          {event.endDate && event.endDate.slice(0, 10) !== event.startDate.slice(0, 10) && (
            <>
              {' – '}
              <time dateTime={event.endDate}>{formatDate(intl, event.endDate)}</time>
            </>
          )}
          <SampleBadge sample={event.sampleContent} />
          {event.location && <span>{intl.formatMessage(locationMessage, { location: event.location })}</span>}
        </p>
        {event.summary && <p className={styles.summary}>{event.summary}</p>}
        <CmsButton link={event.link ? { ...event.link, variant: 'text' } : null} />
      </div>
    </li>
  );
}
