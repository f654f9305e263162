import { businessCommunityRules } from '@site/form-rules';

/**
 * The business community sign-up, as the boxes hold it before sending (its rules:
 * `businessCommunityRules` of @site/form-rules, which the CMS enforces too).
 */
export const businessCommunityDefaults = {
  businessName: '',
  businessSize: '',
  industry: '',
  name: '',
  email: '',
  msisdn: '',
  alternateMsisdn: '',
  heardFrom: '',
  influencerName: '',
  employeeName: '',
  merchantName: '',
  interests: [] as string[],
  serviceNeeded: '',
  customServiceName: '',
};

export type BusinessCommunityInput = typeof businessCommunityDefaults;
type FieldName = keyof BusinessCommunityInput;

/**
 * The field the rules ask for when `field` has `value` ("where heard" influencer → influencer name),
 * or null: the form shows it exactly when the rules require it.
 */
export function askedFor(field: FieldName, value: string): FieldName | null {
  const found = Object.entries(businessCommunityRules.fields).find(
    ([, rule]) => 'when' in rule && rule.when?.field === field && rule.when.is === value,
  );
  return found ? (found[0] as FieldName) : null;
}
