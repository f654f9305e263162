import { businessCommunityRules } from '@site/form-rules';
import { businessCommunityVectors } from '@site/form-rules/vectors';
import { itResolvesTheSharedVectors, resolveForm } from '@site/shared-forms/testing';
import { askedFor, businessCommunityDefaults } from './business-community-defaults';

describe('the business community sign-up’s rules in the browser', () => {
  itResolvesTheSharedVectors(businessCommunityRules, businessCommunityVectors);

  it('asks for the name that an answer calls for, and for nothing else', () => {
    expect(askedFor('heardFrom', 'influencer')).toBe('influencerName');
    expect(askedFor('heardFrom', 'merchant')).toBe('merchantName');
    expect(askedFor('heardFrom', 'search')).toBeNull();
    expect(askedFor('serviceNeeded', 'other')).toBe('customServiceName');
  });

  it('sends neither empty optional answers nor a name no longer asked for', async () => {
    const { errors, values } = await resolveForm(businessCommunityRules, {
      ...businessCommunityDefaults,
      businessName: 'Kilimo Bora',
      businessSize: 'medium',
      name: 'Baraka',
      email: 'baraka@example.com',
      msisdn: '0754123456',
      heardFrom: 'search',
      employeeName: 'Typed before changing the answer',
      serviceNeeded: 'iot',
    });
    expect(errors).toEqual([]);
    expect(values).toEqual({
      businessName: 'Kilimo Bora',
      businessSize: 'medium',
      name: 'Baraka',
      email: 'baraka@example.com',
      msisdn: '+255754123456',
      heardFrom: 'search',
      serviceNeeded: 'iot',
    });
  });
});
