import type { ContactChannel, ContactChannelsBlock as ContactChannelsContent } from '@site/shared-content';
import { Grid, Heading, Icon, TextLink } from '@site/shared-ui';
import { defineMessage, useIntl } from 'react-intl';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import { resolveHref } from '../shared/cms-link';
import { PlaceholderBadge } from '../shared/sample-badge';
import lists from '../shared/lists.module.css';
import { channelHref, channelIcons } from './channel-href';
import styles from './contact-channels-block.module.css';

const hoursMessage = defineMessage<{ hours: string }>({
  id: 'shared.blocks.contact.hours',
  defaultMessage: 'Open: {hours}',
  description:
    "Opening hours under a customer care channel: {hours} is the editor's text (24 hours, Mon–Fri 8:00–17:00)",
});

/** Ways to reach customer care; every channel is one tap away (dialler, WhatsApp, mail app). */
export default function ContactChannelsBlock({ block }: BlockProps<ContactChannelsContent>) {
  if (block.channels.length === 0) return null;
  const level = itemLevel(block.title);
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <Grid as="ul" columns={3} className={lists.plainList}>
        {block.channels.map((channel, n) => (
          <li key={channel.id ?? n} className={styles.channel}>
            <ChannelCard channel={channel} level={level} />
          </li>
        ))}
      </Grid>
    </BlockSection>
  );
}

function ChannelCard({ channel, level }: { channel: ContactChannel; level: 2 | 3 }) {
  const intl = useIntl();
  const link = resolveHref(channelHref(channel));
  return (
    <>
      <span className={styles.icon}>
        <Icon name={(channel.kind && channelIcons[channel.kind]) || 'globe'} />
      </span>
      <div className={styles.body}>
        <Heading level={level} className={styles.label}>
          {channel.label}
        </Heading>
        {link ? (
          <TextLink
            href={link.href}
            linkComponent={link.linkComponent}
            variant="standalone"
            className={styles.value}
          >
            {breakable(channel.value)}
          </TextLink>
        ) : (
          <p className={styles.value}>{breakable(channel.value)}</p>
        )}
        <PlaceholderBadge of={`${channel.value ?? ''} ${channel.href ?? ''}`} place="below" />
        {channel.hours && (
          <p className={styles.hours}>{intl.formatMessage(hoursMessage, { hours: channel.hours })}</p>
        )}
      </div>
    </>
  );
}

/** An address may wrap after its "@" (investors@ / example.com) rather than mid-word on a small screen. */
function breakable(value: string) {
  const at = value.indexOf('@');
  if (at <= 0 || at === value.length - 1) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}
