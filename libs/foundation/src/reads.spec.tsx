import { describeDomainReads } from '@site/shared-routing/testing';
import { foundationApi } from './api/foundation-api';
import { foundationMessages } from './messages';
import { foundationDomain } from './routes';

const { getFoundationPage, getFoundationUpdates, getFoundationUpdate } = foundationApi.endpoints;

describeDomainReads({
  domain: foundationDomain,
  messages: foundationMessages,
  reads: [
    {
      path: '/vodacom-foundation',
      heading: 'Page vodacom-foundation',
      endpoints: [getFoundationPage, getFoundationUpdates],
    },
    { path: '/foundation-news/art1', heading: 'Sport update 1', endpoints: [getFoundationUpdate] },
  ],
});
