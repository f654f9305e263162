import { describeDomainReads } from '@site/shared-routing/testing';
import { supportApi } from './api/support-api';
import { supportMessages } from './messages';
import { supportDomain } from './routes';

const { getSupportPage } = supportApi.endpoints;

describeDomainReads({
  domain: supportDomain,
  messages: supportMessages,
  reads: [
    { path: '/customer-service', heading: 'Page customer-service', endpoints: [getSupportPage] },
    // The FAQ topics below the FAQs are a page of the domain too.
    { path: '/faq', heading: 'Page faq', endpoints: [getSupportPage] },
  ],
});
