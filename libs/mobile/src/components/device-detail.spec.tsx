import { sharedMessages } from '@site/shared-i18n';
import { deviceFixture, itBadgesOnlyTheSample } from '@site/shared-testing';
import { screen } from '@testing-library/react';
import { mobileMessages } from '../messages';
import { DeviceDetail } from './device-detail';

const device = deviceFixture();

// Sample mode: a device of the sample site says so beside its name and price, in the page's language.
describe('DeviceDetail', () => {
  itBadgesOnlyTheSample(
    'badges a sample device (%s), and not a real one',
    device,
    (shown) => <DeviceDetail device={shown} price="TZS 450,000" backHref="/devices" backLabel="Devices" />,
    () => screen.findByRole('heading', { level: 1, name: 'Galaxy A15 5G' }),
    [sharedMessages, mobileMessages],
  );
});
