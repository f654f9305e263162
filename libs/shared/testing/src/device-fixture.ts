import type { Device } from '@site/shared-content';

/** A `device-updates` entry as the CMS answers it, for specs and stories. */
export function deviceFixture(extra: Partial<Device> = {}): Device {
  return {
    id: 1,
    documentId: 'dev1',
    title: 'Galaxy A15 5G',
    slug: 'galaxy-a15-5g',
    publishDate: '2026-01-10',
    brand: 'Samsung',
    price: 450000,
    network: '5G',
    summary: 'Big screen, long battery.',
    image: null,
    specs: [],
    body: null,
    deviceType: null,
    ...extra,
  };
}
