import { describeDomainReads } from '@site/shared-routing/testing';
import { businessApi } from './api/business-api';
import { businessMessages } from './messages';
import { businessDomain } from './routes';

const { getBusinessPage, getBusinessServices, getBusinessService } = businessApi.endpoints;

describeDomainReads({
  domain: businessDomain,
  messages: businessMessages,
  reads: [
    { path: '/vodacom-business', heading: 'Page vbu', endpoints: [getBusinessPage, getBusinessServices] },
    { path: '/vodacom-business/art1', heading: 'Sport update 1', endpoints: [getBusinessService] },
  ],
});
