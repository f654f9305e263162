import type { EventCalendarBlock, EventItem, PagedList } from '@site/shared-content';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Heading } from '@site/shared-ui';
import { BlockSection, itemLevel } from '../shared/block-section';
import { EventRow } from '../shared/event-row';
import { ListEmpty, ListError, RowsLoading } from '../shared/list-states';
import lists from '../shared/lists.module.css';
import styles from './event-calendar.module.css';
import { splitEvents } from './split-events';

const messages = defineMessages({
  upcoming: {
    id: 'shared.blocks.events.upcoming',
    defaultMessage: 'Upcoming events',
    description: 'Heading of the events still to come in an event calendar (meetings, results days)',
  },
  past: {
    id: 'shared.blocks.events.past',
    defaultMessage: 'Past events',
    description: 'Heading of the events that have taken place, below the upcoming ones in an event calendar',
  },
});

export type EventCalendarProps = {
  block: EventCalendarBlock;
  /** The events as the domain that owns them reads them (`eventCalendarArgs`). */
  events: { data?: PagedList<EventItem>; isError: boolean; retry: () => void };
};

/** An investor or community calendar of the `events` collection: what is coming, then what was. */
export function EventCalendar({ block, events: { data, isError, retry } }: EventCalendarProps) {
  const groupLevel = itemLevel(block.title);
  const rowLevel = groupLevel === 2 ? 3 : 4;

  let body;
  if (isError) body = <ListError onRetry={retry} />;
  else if (!data) body = <RowsLoading count={3} />;
  else if (data.items.length === 0) body = <ListEmpty />;
  else {
    const { upcoming, past } = splitEvents(data.items);
    body = [
      { title: messages.upcoming, events: upcoming },
      { title: messages.past, events: past },
    ]
      .filter((group) => group.events.length > 0)
      .map((group) => (
        <div key={group.title.id} className={styles.group}>
          <Heading level={groupLevel} className={styles.groupTitle}>
            <FormattedMessage {...group.title} />
          </Heading>
          <ul className={lists.plainList}>
            {group.events.map((event) => (
              <EventRow key={event.documentId} event={event} level={rowLevel} />
            ))}
          </ul>
        </div>
      ));
  }
  return (
    <BlockSection title={block.title} intro={block.intro}>
      {body}
    </BlockSection>
  );
}
