// @ts-check
// Test vectors both sides run: the forms' unit tests through the browser resolver, the CMS tests by
// posting them to a real Strapi. Same input → same refusals (path and code) or the same stored value.
// Every invalid vector is one the browser refuses; the CMS must refuse it too.

/** @typedef {import('../src/validate.js').Path} Path */
/** @typedef {import('../src/codes.js').ErrorCode} ErrorCode */
/**
 * `errors`: exactly these refusals (any order). Otherwise accepted, with the fields of `value` stored
 * so and the fields of `absent` not stored.
 * @typedef {{ name: string, input: { [field: string]: unknown }, errors?: [string, ErrorCode][],
 *   value?: { [field: string]: unknown }, absent?: string[] }} Vector
 */
/** @typedef {{ collection: string, vectors: Vector[] }} FormVectors */

/**
 * A copy of `base` with values set at dotted paths (`applicants.1.email`); `undefined` removes.
 * @param {{ [field: string]: unknown }} base
 * @param {{ [path: string]: unknown }} changes
 */
function changed(base, changes) {
  const copy = structuredClone(base);
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = /** @type {string} */ (keys.pop());
    /** @type {any} */
    let target = copy;
    for (const key of keys) target = target[key];
    if (value === undefined) delete target[last];
    else target[last] = value;
  }
  return copy;
}

const applicant = (/** @type {number} */ n) => ({
  fullName: `Applicant ${n}`,
  role: 'Coordinator',
  email: `applicant${n}@example.org`,
  phone: `07123456${n}${n}`,
});

const foundation = {
  organisationName: 'Mwanga Youth Trust',
  organisationType: 'ngo',
  yearFounded: 2015,
  website: 'https://mwanga.example.org',
  projectTitle: 'Coding clubs',
  projectSummary: 'Weekly clubs.\nTwo schools.',
  objectives: 'Teach 200 pupils.',
  beneficiaries: 'Pupils in Dodoma.',
  startDate: '2027-01-15',
  durationMonths: 12,
  budgetLines: [
    { item: 'Laptops', quantity: 10, unitCost: 900_000 },
    { item: 'Solar installation', quantity: 1, unitCost: 150_000_000 },
  ],
  applicants: [applicant(1), applicant(2)],
  region: 'Dodoma',
  district: 'Dodoma Urban',
};

const business = {
  businessName: 'Duka la Mama',
  businessSize: 'sole',
  name: 'Neema',
  email: 'neema@example.co.tz',
  msisdn: '0754 000 111',
  heardFrom: 'search',
  interests: ['cloud', 'mpesa'],
  serviceNeeded: 'cloud',
};

const shareholder = {
  fullName: 'Asha Mussa',
  cdsAccount: 'CDS-778812',
  email: 'Asha@Example.org',
  phone: '+255 712 345 678',
  bankName: 'CRDB',
  accountName: 'Asha Mussa',
  accountNumber: '0150123456',
  consent: true,
};

/** @type {FormVectors} */
export const foundationApplicationVectors = {
  collection: 'foundation-applications',
  vectors: [
    {
      name: 'a complete application, with a TSh 150,000,000 budget line',
      input: foundation,
      value: {
        budgetLines: foundation.budgetLines,
        applicants: [
          { ...applicant(1), phone: '+255712345611' },
          { ...applicant(2), phone: '+255712345622' },
        ],
        startDate: '2027-01-15',
      },
    },
    {
      name: 'control, NUL, zero-width and bidi characters are removed from text',
      input: changed(foundation, {
        organisationName: 'Mwanga\u0000 Youth\u200b Trust\u202e',
        projectSummary: 'Line one\r\nLine\u0007 two\u2066',
      }),
      value: { organisationName: 'Mwanga Youth Trust', projectSummary: 'Line one\nLine two' },
    },
    {
      name: 'one applicant',
      input: changed(foundation, { applicants: [applicant(1)] }),
      errors: [['applicants', 'min_applicants']],
    },
    {
      name: 'no budget line',
      input: changed(foundation, { budgetLines: [] }),
      errors: [['budgetLines', 'required']],
    },
    {
      name: 'fractions of a shilling, a fractional quantity',
      input: changed(foundation, { 'budgetLines.0.unitCost': 0.001, 'budgetLines.1.quantity': 2.5 }),
      errors: [
        ['budgetLines.0.unitCost', 'not_whole_number'],
        ['budgetLines.1.quantity', 'not_whole_number'],
      ],
    },
    {
      name: 'numbers written as hex, exponent, negative or beyond the limit',
      input: changed(foundation, {
        'budgetLines.0.unitCost': '0x10',
        'budgetLines.0.quantity': '1e3',
        'budgetLines.1.quantity': -1,
        'budgetLines.1.unitCost': 10_000_000_000_000,
      }),
      errors: [
        ['budgetLines.0.quantity', 'invalid_number'],
        ['budgetLines.0.unitCost', 'invalid_number'],
        ['budgetLines.1.quantity', 'invalid_number'],
        ['budgetLines.1.unitCost', 'invalid_number'],
      ],
    },
    {
      name: 'dates that do not exist or are out of range',
      input: changed(foundation, { startDate: '0000-01-01' }),
      errors: [['startDate', 'invalid_date']],
    },
    {
      name: 'the 30th of February',
      input: changed(foundation, { startDate: '2027-02-30' }),
      errors: [['startDate', 'invalid_date']],
    },
    {
      name: 'an address that is not a public web address',
      // eslint-disable-next-line no-script-url -- exactly what must be refused
      input: changed(foundation, { website: 'javascript:alert(1)' }),
      errors: [['website', 'invalid_url']],
    },
    {
      name: 'choices that are not on the list',
      input: changed(foundation, { organisationType: 'NGO', region: 'Atlantis' }),
      errors: [
        ['organisationType', 'invalid_choice'],
        ['region', 'invalid_choice'],
      ],
    },
    {
      name: 'markup and hidden characters in e-mail addresses, a Kenyan phone',
      input: changed(foundation, {
        'applicants.0.email': '<script>@x.com',
        'applicants.1.email': 'asha\u200b@example.org',
        'applicants.1.phone': '+254712345678',
      }),
      errors: [
        ['applicants.0.email', 'invalid_email'],
        ['applicants.1.email', 'invalid_email'],
        ['applicants.1.phone', 'invalid_phone'],
      ],
    },
    {
      name: 'answers too long, blank or made of invisible characters only',
      input: changed(foundation, {
        organisationName: 'x'.repeat(121),
        projectTitle: '\u200b\u200b ',
        district: undefined,
      }),
      errors: [
        ['organisationName', 'too_long'],
        ['projectTitle', 'required'],
        ['district', 'required'],
      ],
    },
    {
      name: 'fields the form does not have, also named like object internals',
      // (`__proto__` never reaches the rules in the CMS: its JSON parser refuses the body first.)
      input: changed(foundation, {
        constructor: 1,
        toString: 'x',
        editorNote: 'y',
        'applicants.0.hasOwnProperty': 1,
      }),
      errors: [
        ['constructor', 'unknown_field'],
        ['toString', 'unknown_field'],
        ['editorNote', 'unknown_field'],
        ['applicants.0.hasOwnProperty', 'unknown_field'],
      ],
    },
  ],
};

/** @type {FormVectors} */
export const businessCommunityVectors = {
  collection: 'business-community-signups',
  vectors: [
    {
      name: 'a sign-up, with the phone normalised',
      input: business,
      value: { msisdn: '+255754000111', interests: ['cloud', 'mpesa'] },
    },
    {
      name: 'a name asked for another answer is not kept',
      input: changed(business, { influencerName: 'Mwamba' }),
      value: { heardFrom: 'search' },
      absent: ['influencerName'],
    },
    {
      name: 'the name that "where heard" and "other service" call for',
      input: changed(business, { heardFrom: 'influencer', serviceNeeded: 'other' }),
      errors: [
        ['influencerName', 'required'],
        ['customServiceName', 'required'],
      ],
    },
    {
      name: 'interests are a list of the offered products only',
      input: changed(business, { interests: ['cloud', '=1+1', '<b>x</b>'] }),
      errors: [['interests', 'invalid_choice']],
    },
    {
      name: 'interests as a single string',
      input: changed(business, { interests: 'cloud' }),
      errors: [['interests', 'invalid_choice']],
    },
    {
      name: 'choices that are not on the lists',
      input: changed(business, { heardFrom: 'radio', industry: 'mining', locale: 'fr' }),
      errors: [
        ['industry', 'invalid_choice'],
        ['heardFrom', 'invalid_choice'],
        ['locale', 'invalid_choice'],
      ],
    },
    {
      name: 'an e-mail with a one-letter top-level domain and a short phone',
      input: changed(business, { email: 'neema@example.c', alternateMsisdn: '071234' }),
      errors: [
        ['email', 'invalid_email'],
        ['alternateMsisdn', 'invalid_phone'],
      ],
    },
  ],
};

/** @type {FormVectors} */
export const shareholderVectors = {
  collection: 'shareholder-forms',
  vectors: [
    {
      name: 'an update, with e-mail lower-cased and phone normalised',
      input: shareholder,
      value: { email: 'asha@example.org', phone: '+255712345678', consent: true },
    },
    {
      name: 'right-to-left overrides in names are removed',
      input: changed(shareholder, { accountName: '\u202eAsha Mussa\u202c' }),
      value: { accountName: 'Asha Mussa' },
    },
    {
      name: 'no consent, consent as text, no e-mail',
      input: changed(shareholder, { consent: 'true', email: undefined }),
      errors: [
        ['email', 'required'],
        ['consent', 'consent_required'],
      ],
    },
    {
      name: 'consent refused',
      input: changed(shareholder, { consent: false }),
      errors: [['consent', 'consent_required']],
    },
    {
      name: 'values of the wrong type and too long',
      input: changed(shareholder, { fullName: ['Asha'], cdsAccount: '1'.repeat(41), postalAddress: 7 }),
      errors: [
        ['fullName', 'invalid_value'],
        ['cdsAccount', 'too_long'],
        ['postalAddress', 'invalid_value'],
      ],
    },
  ],
};

export const formVectors = [foundationApplicationVectors, businessCommunityVectors, shareholderVectors];
