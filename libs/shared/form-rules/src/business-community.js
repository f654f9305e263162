// @ts-check
// The business community sign-up (`business-community-signups`).
import { choice, choices, defineForm, email, phone, required, requiredWhen, text } from './fields.js';

export const heardFromOptions = /** @type {const} */ ([
  'social-media',
  'influencer',
  'employee',
  'merchant',
  'event',
  'search',
  'other',
]);
export const businessSizes = /** @type {const} */ (['sole', 'small', 'medium', 'large']);
export const serviceOptions = /** @type {const} */ ([
  'connectivity',
  'mpesa-business',
  'cloud',
  'iot',
  'security',
  'other',
]);
export const interestOptions = /** @type {const} */ ([
  'mobile-lines',
  'internet',
  'mpesa',
  'cloud',
  'iot',
  'security',
  'devices',
]);
export const industryOptions = /** @type {const} */ ([
  'agriculture',
  'retail',
  'transport',
  'hospitality',
  'manufacturing',
  'finance',
  'education',
  'health',
  'ict',
  'other',
]);

export const businessCommunityRules = defineForm({
  businessName: text(120, required),
  businessSize: choice(businessSizes, required),
  industry: choice(industryOptions),
  name: text(120, required),
  email: email(required),
  msisdn: phone(required),
  alternateMsisdn: phone(),
  heardFrom: choice(heardFromOptions, required),
  influencerName: text(120, requiredWhen('heardFrom', 'influencer')),
  employeeName: text(120, requiredWhen('heardFrom', 'employee')),
  merchantName: text(120, requiredWhen('heardFrom', 'merchant')),
  interests: choices(interestOptions),
  serviceNeeded: choice(serviceOptions, required),
  customServiceName: text(120, requiredWhen('serviceNeeded', 'other')),
});
