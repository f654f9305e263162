import type { BusinessService } from '@site/shared-content';
import { sharedMessages } from '@site/shared-i18n';
import { itBadgesOnlyTheSample } from '@site/shared-testing';
import { screen } from '@testing-library/react';
import { businessMessages } from '../messages';
import { BusinessServiceDetail } from './business-service-detail';

const service: BusinessService = {
  id: 1,
  documentId: 'svc1',
  title: 'Business internet and fibre',
  slug: 'business-internet-and-fibre',
  publishDate: '2026-01-10',
  segment: 'small',
  summary: 'A reliable line for the shop.',
  image: null,
  features: [],
  body: null,
};

// Sample mode: a business service of the sample site says so where it stands, in the page's language.
describe('BusinessServiceDetail', () => {
  itBadgesOnlyTheSample(
    'badges a sample service (%s), and not a real one',
    service,
    (shown) => <BusinessServiceDetail service={shown} backHref="/vodacom-business" backLabel="Business" />,
    () => screen.findByRole('heading', { level: 1, name: service.title }),
    [sharedMessages, businessMessages],
  );
});
