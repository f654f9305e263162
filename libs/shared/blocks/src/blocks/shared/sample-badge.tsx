import { useIntl } from 'react-intl';
import { Badge } from '@site/shared-ui';

/**
 * "Sample" beside an invented article, story or event (the entry's CMS switch `sampleContent`), so
 * each one says so itself and not only the site-wide notice. Nothing for a real entry.
 */
export function SampleBadge({ sample }: { sample: boolean | null | undefined }) {
  const intl = useIntl();
  if (!sample) return null;
  return <Badge tone="warning">{intl.formatMessage({ id: 'shared.sample.badge' })}</Badge>;
}
