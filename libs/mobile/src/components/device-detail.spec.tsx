import type { Device } from '@site/shared-content';
import { sharedMessages } from '@site/shared-i18n';
import { deviceFixture, SiteTestProviders } from '@site/shared-testing';
import { render, screen } from '@testing-library/react';
import { mobileMessages } from '../messages';
import { DeviceDetail } from './device-detail';

const device = deviceFixture();
const sources = [sharedMessages, mobileMessages];

const show = (shown: Device, locale: 'en' | 'sw') =>
  render(
    <SiteTestProviders locale={locale} sources={sources}>
      <DeviceDetail device={shown} price="TZS 450,000" backHref="/devices" backLabel="Devices" />
    </SiteTestProviders>,
  );

// Sample mode: a device of the sample site says so beside its name and price, in the page's language.
describe('DeviceDetail', () => {
  it.each([
    ['en', 'Sample'],
    ['sw', 'Mfano'],
  ] as const)('badges a sample device (%s), and not a real one', async (locale, badge) => {
    const { unmount } = show({ ...device, sampleContent: true }, locale);
    expect(await screen.findByText(badge)).toBeInTheDocument();
    unmount();
    show(device, locale);
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A15 5G' })).toBeInTheDocument();
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });
});
