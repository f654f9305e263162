import { defineMessages, FormattedMessage } from 'react-intl';
import { Badge } from '@site/shared-ui';
import styles from './sample-badge.module.css';

const messages = defineMessages({
  badge: {
    id: 'shared.sample.badge',
    defaultMessage: 'Sample',
    description:
      'Small badge beside invented content (a news story, an event, a device, a business service, a table of prices or a placeholder address), saying it is sample content; one short word',
  },
});

/**
 * "Sample" beside invented content (the CMS switch `sampleContent` of an article, an event, a device,
 * a business service or a table of prices), so each one says so itself and not only the site-wide
 * notice. Nothing for real content.
 */
export function SampleBadge({
  sample,
  place,
}: {
  sample: boolean | null | undefined;
  /** Where it stands when it is not in a card's or a heading's badge slot. */
  place?: 'beside' | 'above' | 'below';
}) {
  if (!sample) return null;
  return (
    <Badge tone="warning" className={place && styles[place]}>
      <FormattedMessage {...messages.badge} />
    </Badge>
  );
}

// RFC 2606 reserves example.com, .net and .org and the .example domain: an address there is a
// placeholder of the sample site, never a real contact.
const PLACEHOLDER_ADDRESS = /@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.example)(?![\w.-]*\w)/i;

/** True when a text or a link names a placeholder address (`name@example.com`, `mailto:x@mfano.example`). */
export function hasPlaceholderAddress(text: unknown): boolean {
  return typeof text === 'string' && PLACEHOLDER_ADDRESS.test(text);
}

/**
 * The sample badge beside (or, in a column, below) a text or link that names a placeholder address;
 * nothing otherwise.
 */
export function PlaceholderBadge({ of, place = 'beside' }: { of: unknown; place?: 'beside' | 'below' }) {
  return <SampleBadge sample={hasPlaceholderAddress(of)} place={place} />;
}
