import { shareholderDefaults, shareholderSchema } from './shareholder-schema';

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

/** Field → the first problem's code, as react-hook-form shows it beside the field. */
const codes = (input: unknown) => {
  const result = shareholderSchema.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('shareholderSchema', () => {
  it('accepts a complete update and normalises the phone', () => {
    expect(shareholderSchema.parse(valid)).toMatchObject({ phone: '+255784111222', consent: true });
  });

  it('requires name, CDS account, contacts, bank details and consent', () => {
    expect(codes(shareholderDefaults)).toEqual({
      fullName: 'required',
      cdsAccount: 'required',
      email: 'required',
      phone: 'required',
      bankName: 'required',
      accountName: 'required',
      accountNumber: 'required',
      consent: 'consent_required',
    });
  });

  it('checks formats and lengths', () => {
    expect(
      codes({
        ...valid,
        email: 'neema@',
        phone: '0784',
        cdsAccount: '1'.repeat(41),
        postalAddress: 'x'.repeat(301),
      }),
    ).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      cdsAccount: 'too_long',
      postalAddress: 'too_long',
    });
  });
});
