import type { Device } from '@site/shared-content';
import { FirstScreenEnd, imageSizes, SampleBadge } from '@site/shared-blocks';
import { DetailBody, LeadImage } from '@site/shared-pages';
import { Badge, Container } from '@site/shared-ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './device-detail.module.css';

const messages = defineMessages({
  price: {
    id: 'mobile.device.price',
    defaultMessage: 'Price',
    description:
      "Read by screen readers before a device's price on its page (hidden on screen), followed by a colon",
  },
  specs: {
    id: 'mobile.device.specs',
    defaultMessage: 'Specifications',
    description: "Heading of a device's table of technical facts (screen, memory, battery) on its page",
  },
});

export type DeviceDetailProps = { device: Device; price: string | null; backHref: string; backLabel: string };

/** A device: picture, price, key facts and the full specification table. */
export function DeviceDetail({ device, price, backHref, backLabel }: DeviceDetailProps) {
  return (
    <article className={styles.device}>
      <Container>
        <div className={styles.top}>
          <LeadImage
            className={styles.image}
            media={device.image}
            sizes={imageSizes.detailHalf}
            fallbackWidth={480}
            fallbackHeight={360}
          />
          <div>
            {device.brand && <p className={styles.brand}>{device.brand}</p>}
            <h1 className={styles.title}>{device.title}</h1>
            {device.network && <Badge>{device.network}</Badge>} <SampleBadge sample={device.sampleContent} />
            {price && (
              <p className={styles.price}>
                <span className="visually-hidden">
                  <FormattedMessage {...messages.price} />:{' '}
                </span>
                {price}
              </p>
            )}
            {device.summary && <p>{device.summary}</p>}
          </div>
        </div>
        <FirstScreenEnd />
        {(device.specs ?? []).length > 0 && (
          <section aria-labelledby="device-specs">
            <h2 id="device-specs">
              <FormattedMessage {...messages.specs} />
            </h2>
            <dl className={styles.specs}>
              {(device.specs ?? []).map((spec) => (
                <div key={spec.label} className={styles.spec}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <DetailBody body={device.body} backHref={backHref} backLabel={backLabel} />
      </Container>
    </article>
  );
}
