import { shareholderRules } from '@site/form-rules';
import { shareholderVectors } from '@site/form-rules/vectors';
import { itResolvesTheSharedVectors, resolveForm } from '@site/shared-forms/testing';
import { shareholderDefaults } from './shareholder-defaults';

const valid = {
  ...shareholderDefaults,
  fullName: 'Neema Mushi',
  cdsAccount: '123456',
  email: 'neema@example.com',
  phone: '+255 784 111 222',
  bankName: 'CRDB Bank',
  accountName: 'Neema Mushi',
  accountNumber: '0150123456789',
  consent: true,
};

describe('the shareholder form’s rules in the browser', () => {
  itResolvesTheSharedVectors(shareholderRules, shareholderVectors);

  it('sends a complete update with the phone normalised and blank optional answers left out', async () => {
    const { errors, values } = await resolveForm(shareholderRules, valid);
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ phone: '+255784111222', consent: true });
    expect(values).not.toHaveProperty('postalAddress');
  });

  it('requires name, CDS account, contacts, bank details and consent', async () => {
    expect((await resolveForm(shareholderRules, shareholderDefaults)).errors).toEqual(
      [
        ['fullName', 'required'],
        ['cdsAccount', 'required'],
        ['email', 'required'],
        ['phone', 'required'],
        ['bankName', 'required'],
        ['accountName', 'required'],
        ['accountNumber', 'required'],
        ['consent', 'consent_required'],
      ].sort(),
    );
  });
});
