import { choice, emailField, optionalText, optionalTzPhone, requiredText, tzPhone } from '@site/shared-forms';
import { z } from 'zod';

// Enum values are the CMS's (docs/content-model.md); their labels are in the domain's messages.
export const heardFromOptions = [
  'social-media',
  'influencer',
  'employee',
  'merchant',
  'event',
  'search',
  'other',
] as const;
export const businessSizes = ['sole', 'small', 'medium', 'large'] as const;
export const serviceOptions = [
  'connectivity',
  'mpesa-business',
  'cloud',
  'iot',
  'security',
  'other',
] as const;
export const interestOptions = [
  'mobile-lines',
  'internet',
  'mpesa',
  'cloud',
  'iot',
  'security',
  'devices',
] as const;
export const industryOptions = [
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
] as const;

/** A name asked only for one answer of another field ("where heard" → influencer, employee, merchant). */
const dependents = [
  { field: 'influencerName', on: 'heardFrom', value: 'influencer' },
  { field: 'employeeName', on: 'heardFrom', value: 'employee' },
  { field: 'merchantName', on: 'heardFrom', value: 'merchant' },
  { field: 'customServiceName', on: 'serviceNeeded', value: 'other' },
] as const;

const base = z.object({
  businessName: requiredText(120),
  name: requiredText(120),
  email: emailField(),
  msisdn: tzPhone(),
  alternateMsisdn: optionalTzPhone(),
  heardFrom: choice(heardFromOptions),
  influencerName: optionalText(120),
  employeeName: optionalText(120),
  merchantName: optionalText(120),
  businessSize: choice(businessSizes),
  interests: z.array(z.enum(interestOptions, { error: () => 'invalid_choice' })).max(20, 'invalid_choice'),
  industry: z.union([z.literal(''), z.enum(industryOptions, { error: () => 'invalid_choice' })]),
  serviceNeeded: choice(serviceOptions),
  customServiceName: optionalText(120),
});

/**
 * The business community sign-up. The dependent names are checked even when other answers are
 * wrong (`when`), so every problem shows after one press of Submit.
 */
export const businessCommunitySchema = dependents.reduce(
  (schema, { field, on, value }) =>
    schema.refine((values) => values[on] !== value || values[field] !== '', {
      path: [field],
      message: 'required',
      when: () => true,
    }),
  base,
);

export type BusinessCommunityInput = z.input<typeof businessCommunitySchema>;
export type BusinessCommunityValues = z.output<typeof businessCommunitySchema>;

export const businessCommunityDefaults: BusinessCommunityInput = {
  businessName: '',
  name: '',
  email: '',
  msisdn: '',
  alternateMsisdn: '',
  heardFrom: '',
  influencerName: '',
  employeeName: '',
  merchantName: '',
  businessSize: '',
  interests: [],
  industry: '',
  serviceNeeded: '',
  customServiceName: '',
};

/** The CMS payload: names that no longer apply (the visitor changed "where heard") are not sent. */
export function toBusinessCommunityPayload(values: BusinessCommunityValues) {
  const keep = (field: (typeof dependents)[number]['field']) => {
    const rule = dependents.find((d) => d.field === field);
    return rule && values[rule.on] === rule.value ? values[field] : '';
  };
  return {
    ...values,
    influencerName: keep('influencerName'),
    employeeName: keep('employeeName'),
    merchantName: keep('merchantName'),
    customServiceName: keep('customServiceName'),
  };
}
