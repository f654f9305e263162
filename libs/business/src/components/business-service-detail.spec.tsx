import type { BusinessService } from '@site/shared-content';
import { sharedMessages } from '@site/shared-i18n';
import { SiteTestProviders } from '@site/shared-testing';
import { render, screen } from '@testing-library/react';
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
const sources = [sharedMessages, businessMessages];

const show = (shown: BusinessService, locale: 'en' | 'sw') =>
  render(
    <SiteTestProviders locale={locale} sources={sources}>
      <BusinessServiceDetail service={shown} backHref="/vodacom-business" backLabel="Business" />
    </SiteTestProviders>,
  );

// Sample mode: a business service of the sample site says so where it stands, in the page's language.
describe('BusinessServiceDetail', () => {
  it.each([
    ['en', 'Sample'],
    ['sw', 'Mfano'],
  ] as const)('badges a sample service (%s), and not a real one', async (locale, badge) => {
    const { unmount } = show({ ...service, sampleContent: true }, locale);
    expect(await screen.findByText(badge)).toBeInTheDocument();
    unmount();
    show(service, locale);
    expect(await screen.findByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });
});
