import { defineMessages, FormattedMessage } from 'react-intl';
import { Badge } from '@site/shared-ui';

const messages = defineMessages({
  badge: {
    id: 'shared.sample.badge',
    defaultMessage: 'Sample',
    description:
      'Small badge beside an invented news story or event, saying it is sample content; one short word',
  },
});

/**
 * "Sample" beside an invented article, story or event (the entry's CMS switch `sampleContent`), so
 * each one says so itself and not only the site-wide notice. Nothing for a real entry.
 */
export function SampleBadge({ sample }: { sample: boolean | null | undefined }) {
  if (!sample) return null;
  return (
    <Badge tone="warning">
      <FormattedMessage {...messages.badge} />
    </Badge>
  );
}
