import { describeDomainReads } from '@site/shared-routing/testing';
import { mobileApi } from './api/mobile-api';
import { mobileMessages } from './messages';
import { mobileDomain } from './routes';

const { getMobilePage, getSportUpdates, getSportUpdate, getDeviceUpdates, getDeviceUpdate } =
  mobileApi.endpoints;

describeDomainReads({
  domain: mobileDomain,
  messages: mobileMessages,
  reads: [
    { path: '/internet-overview', heading: 'Page internet', endpoints: [getMobilePage] },
    { path: '/soka', heading: 'Page sport', endpoints: [getMobilePage, getSportUpdates] },
    { path: '/sport-news/art1', heading: 'Sport update 1', endpoints: [getSportUpdate] },
    { path: '/devices', heading: 'Page device', endpoints: [getMobilePage, getDeviceUpdates] },
    // The device header and FAQ below a device are the domain's pages too.
    { path: '/devices/art2', heading: 'Sport update 2', endpoints: [getDeviceUpdate, getMobilePage] },
  ],
});
