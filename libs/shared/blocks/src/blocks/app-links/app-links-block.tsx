import { isExternalHref, safeHref, type AppLinksBlock as AppLinksContent } from '@site/shared-content';
import { Button, Stack } from '@site/shared-ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import { resolveHref } from '../shared/cms-link';
import { BlockPicture } from '../shared/block-picture';
import styles from './app-links-block.module.css';

const messages = defineMessages({
  playStore: {
    id: 'shared.blocks.appLinks.playStore',
    defaultMessage: 'Get it on Google Play',
    description:
      "Button to an app's page on Google Play, in an app promotion; the store's own wording if it has one in the language",
  },
  appStore: {
    id: 'shared.blocks.appLinks.appStore',
    defaultMessage: 'Download on the App Store',
    description: "Button to an app's page on Apple's App Store, beside the Google Play one",
  },
});

/** Only https store pages qualify: a site path or tel: is not an app store. */
function storeHref(url: string | null | undefined) {
  const href = safeHref(url);
  return href && isExternalHref(href) ? resolveHref(href) : null;
}

/** Promotes an app (M-Pesa, My Vodacom) with its Google Play and App Store buttons. */
export default function AppLinksBlock({ block, index }: BlockProps<AppLinksContent>) {
  const play = storeHref(block.playStoreUrl);
  const apple = storeHref(block.appStoreUrl);
  return (
    <BlockSection title={block.title} tone="grey">
      <div className={styles.layout}>
        <div className={styles.copy}>
          {block.appName && <p className={styles.appName}>{block.appName}</p>}
          {block.text && <p className={styles.text}>{block.text}</p>}
          {(play || apple) && (
            <Stack direction="row" gap={3}>
              {play && (
                <Button href={play.href} linkComponent={play.linkComponent}>
                  <FormattedMessage {...messages.playStore} />
                </Button>
              )}
              {apple && (
                <Button href={apple.href} linkComponent={apple.linkComponent} variant="secondary">
                  <FormattedMessage {...messages.appStore} />
                </Button>
              )}
            </Stack>
          )}
        </div>
        <BlockPicture media={block.image} index={index} className={styles.media} />
      </div>
    </BlockSection>
  );
}
