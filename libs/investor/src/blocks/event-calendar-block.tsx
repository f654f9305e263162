import { EventCalendar, eventCalendarArgs, type BlockProps } from '@site/shared-blocks';
import type { EventCalendarBlock as EventCalendarContent } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useGetEventsQuery } from '../api/investor-api';

/** `blocks.event-calendar` on any page of the site: the investor or community events, read through investor's endpoint. */
export default function EventCalendarBlock({ block }: BlockProps<EventCalendarContent>) {
  const { locale } = useLanguage();
  return <EventCalendar block={block} events={useGetEventsQuery(eventCalendarArgs(block, { locale }))} />;
}
