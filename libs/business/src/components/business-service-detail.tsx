import type { BusinessService } from '@site/shared-content';
import { FirstScreenEnd, imageSizes, SampleBadge } from '@site/shared-blocks';
import { DetailBody, LeadImage } from '@site/shared-pages';
import { Badge, Container, Grid, Icon, Section } from '@site/shared-ui';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import styles from './business-service-detail.module.css';

/** The badge of each business segment a service is for. */
const segments: Record<string, MessageDescriptor> = defineMessages({
  small: {
    id: 'business.service.segment.small',
    defaultMessage: 'Small business',
    description:
      "Badge over a business service's title: the service is for small businesses; two short words",
  },
  mid: {
    id: 'business.service.segment.mid',
    defaultMessage: 'Medium business',
    description:
      "Badge over a business service's title: the service is for medium-sized businesses; two short words",
  },
  large: {
    id: 'business.service.segment.large',
    defaultMessage: 'Large business',
    description:
      "Badge over a business service's title: the service is for large businesses and corporates; two short words",
  },
});
const messages = defineMessages({
  features: {
    id: 'business.service.features',
    defaultMessage: 'What you get',
    description: "Heading of the list of a business service's features on its page",
  },
});

export type BusinessServiceDetailProps = { service: BusinessService; backHref: string; backLabel: string };

/** A business service: what it is, what you get, and the full description. */
export function BusinessServiceDetail({ service, backHref, backLabel }: BusinessServiceDetailProps) {
  const segment = service.segment ? segments[service.segment] : undefined;
  return (
    <article>
      <Section tone="grey">
        <Container>
          <div className={styles.intro}>
            <div>
              {segment && (
                <Badge>
                  <FormattedMessage {...segment} />
                </Badge>
              )}{' '}
              <SampleBadge sample={service.sampleContent} />
              <h1 className={styles.title}>{service.title}</h1>
              {service.summary && <p className={styles.summary}>{service.summary}</p>}
            </div>
            <LeadImage className={styles.image} media={service.image} sizes={imageSizes.detailAside} />
          </div>
        </Container>
      </Section>
      <FirstScreenEnd />
      {(service.features ?? []).length > 0 && (
        <Section aria-labelledby="service-features">
          <Container>
            <h2 id="service-features">
              <FormattedMessage {...messages.features} />
            </h2>
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
