import type { BusinessService } from '@site/shared-content';
import { imageSizes, SampleBadge } from '@site/shared-blocks';
import { DetailBody, LeadImage } from '@site/shared-pages';
import { Badge, Container, Grid, Icon, Section } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import styles from './business-service-detail.module.css';

export type BusinessServiceDetailProps = { service: BusinessService; backHref: string; backLabel: string };

/** A business service: what it is, what you get, and the full description. */
export function BusinessServiceDetail({ service, backHref, backLabel }: BusinessServiceDetailProps) {
  const intl = useIntl();
  return (
    <article>
      <Section tone="grey">
        <Container>
          <div className={styles.intro}>
            <div>
              {service.segment && (
                <Badge>{intl.formatMessage({ id: `business.service.segment.${service.segment}` })}</Badge>
              )}{' '}
              <SampleBadge sample={service.sampleContent} />
              <h1 className={styles.title}>{service.title}</h1>
              {service.summary && <p className={styles.summary}>{service.summary}</p>}
            </div>
            <LeadImage className={styles.image} media={service.image} sizes={imageSizes.detailAside} />
          </div>
        </Container>
      </Section>
      {(service.features ?? []).length > 0 && (
        <Section aria-labelledby="service-features">
          <Container>
            <h2 id="service-features">{intl.formatMessage({ id: 'business.service.features' })}</h2>
            <Grid>
              {(service.features ?? []).map((feature) => (
                <div key={feature.title} className={styles.feature}>
                  {feature.icon && <Icon name={feature.icon} />}
                  <h3>{feature.title}</h3>
                  {feature.text && <p>{feature.text}</p>}
                </div>
              ))}
            </Grid>
          </Container>
        </Section>
      )}
      <Section>
        <Container width="narrow">
          <DetailBody body={service.body} backHref={backHref} backLabel={backLabel} />
        </Container>
      </Section>
    </article>
  );
}
