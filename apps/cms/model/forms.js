// Create-only form submissions (not localised, no draft/publish, never readable by the public).
// `attributes` is what Strapi stores; `rules` is what src/forms/validate.js enforces on public input.
// The visitor's language arrives as `locale`, which Strapi reserves as an attribute name (i18n), so it
// is stored as `language`.
const f = require('./fields');

const S = 120; // default max length of a short answer
const L = 2000; // max length of a long answer

const components = {
  'budget-line': {
    displayName: 'Budget line',
    attributes: {
      item: f.str({ maxLength: S }),
      quantity: { type: 'decimal' },
      unitCost: { type: 'decimal' },
    },
  },
  applicant: {
    displayName: 'Applicant',
    attributes: {
      fullName: f.str({ maxLength: S }),
      role: f.str({ maxLength: S }),
      email: f.str({ maxLength: 254 }),
      phone: f.str({ maxLength: 13 }),
    },
  },
};

// Rule kinds: string (max), text (max), email, phone, int (min/max), date, enum (values), bool (mustBeTrue),
// url, list of strings, repeatable (min, item rules). `required: true` marks required fields.
const forms = {
  'foundation-applications': {
    singular: 'foundation-application',
    displayName: 'Foundation application',
    referencePrefix: 'VF',
    rules: {
      organisationName: { kind: 'string', max: S, required: true },
      registrationNumber: { kind: 'string', max: 60 },
      organisationType: { kind: 'string', max: S, required: true },
      yearFounded: { kind: 'int', min: 1900, max: 2100 },
      website: { kind: 'url', max: 200 },
      address: { kind: 'text', max: 500 },
      teamSize: { kind: 'int', min: 0, max: 100000 },
      teamDescription: { kind: 'text', max: L },
      projectTitle: { kind: 'string', max: 160, required: true },
      projectSummary: { kind: 'text', max: L, required: true },
      objectives: { kind: 'text', max: L, required: true },
      beneficiaries: { kind: 'text', max: L, required: true },
      startDate: { kind: 'date' },
      durationMonths: { kind: 'int', min: 1, max: 120 },
      budgetLines: {
        kind: 'repeatable',
        min: 1,
        max: 50,
        required: true,
        item: {
          item: { kind: 'string', max: S, required: true },
          quantity: { kind: 'number', required: true },
          unitCost: { kind: 'number', required: true },
        },
      },
      applicants: {
        kind: 'repeatable',
        min: 2,
        max: 10,
        required: true,
        item: {
          fullName: { kind: 'string', max: S, required: true },
          role: { kind: 'string', max: S, required: true },
          email: { kind: 'email', required: true },
          phone: { kind: 'phone', required: true },
        },
      },
      region: { kind: 'string', max: 60, required: true },
      district: { kind: 'string', max: 60, required: true },
      ward: { kind: 'string', max: 60 },
      locale: { kind: 'enum', values: ['en', 'sw'] },
    },
    attributes: {
      organisationName: f.str(),
      registrationNumber: f.str(),
      organisationType: f.str(),
      yearFounded: f.int(),
      website: f.str(),
      address: f.text(),
      teamSize: f.int(),
      teamDescription: f.text(),
      projectTitle: f.str(),
      projectSummary: f.text(),
      objectives: f.text(),
      beneficiaries: f.text(),
      startDate: f.date(),
      durationMonths: f.int(),
      budgetLines: f.many('forms.budget-line'),
      applicants: f.many('forms.applicant'),
      region: f.str(),
      district: f.str(),
      ward: f.str(),
    },
  },
  'business-community-signups': {
    singular: 'business-community-signup',
    displayName: 'Business community signup',
    referencePrefix: 'VBC',
    rules: {
      businessName: { kind: 'string', max: S, required: true },
      name: { kind: 'string', max: S, required: true },
      email: { kind: 'email', required: true },
      msisdn: { kind: 'phone', required: true },
      alternateMsisdn: { kind: 'phone' },
      heardFrom: {
        kind: 'enum',
        values: ['social-media', 'influencer', 'employee', 'merchant', 'event', 'search', 'other'],
        required: true,
      },
      influencerName: { kind: 'string', max: S, requiredWhen: ['heardFrom', 'influencer'] },
      employeeName: { kind: 'string', max: S, requiredWhen: ['heardFrom', 'employee'] },
      merchantName: { kind: 'string', max: S, requiredWhen: ['heardFrom', 'merchant'] },
      businessSize: { kind: 'enum', values: ['sole', 'small', 'medium', 'large'], required: true },
      interests: { kind: 'strings', max: 20, itemMax: 60 },
      industry: { kind: 'string', max: S },
      serviceNeeded: {
        kind: 'enum',
        values: ['connectivity', 'mpesa-business', 'cloud', 'iot', 'security', 'other'],
        required: true,
      },
      customServiceName: { kind: 'string', max: S, requiredWhen: ['serviceNeeded', 'other'] },
      locale: { kind: 'enum', values: ['en', 'sw'] },
    },
    attributes: {
      businessName: f.str(),
      name: f.str(),
      email: f.str(),
      msisdn: f.str(),
      alternateMsisdn: f.str(),
      heardFrom: f.enumeration([
        'social-media',
        'influencer',
        'employee',
        'merchant',
        'event',
        'search',
        'other',
      ]),
      influencerName: f.str(),
      employeeName: f.str(),
      merchantName: f.str(),
      businessSize: f.enumeration(['sole', 'small', 'medium', 'large']),
      interests: f.json(),
      industry: f.str(),
      serviceNeeded: f.enumeration(['connectivity', 'mpesa-business', 'cloud', 'iot', 'security', 'other']),
      customServiceName: f.str(),
    },
  },
  'shareholder-forms': {
    // `shareholder-form` is already the single type of the form's page, hence another singular name.
    singular: 'shareholder-submission',
    displayName: 'Shareholder form submission',
    referencePrefix: 'SH',
    rules: {
      fullName: { kind: 'string', max: S, required: true },
      cdsAccount: { kind: 'string', max: 40, required: true },
      email: { kind: 'email', required: true },
      phone: { kind: 'phone', required: true },
      postalAddress: { kind: 'text', max: 300 },
      bankName: { kind: 'string', max: S, required: true },
      bankBranch: { kind: 'string', max: S },
      accountName: { kind: 'string', max: S, required: true },
      accountNumber: { kind: 'string', max: 40, required: true },
      consent: { kind: 'bool', mustBeTrue: true },
      locale: { kind: 'enum', values: ['en', 'sw'] },
    },
    attributes: {
      fullName: f.str(),
      cdsAccount: f.str(),
      email: f.str(),
      phone: f.str(),
      postalAddress: f.text(),
      bankName: f.str(),
      bankBranch: f.str(),
      accountName: f.str(),
      accountNumber: f.str(),
      consent: f.bool(),
    },
  },
};

// Every form type also stores the language and the server-set reference.
for (const form of Object.values(forms)) {
  form.attributes.language = f.enumeration(['en', 'sw']);
  form.attributes.reference = f.str({ unique: true });
}

module.exports = { components, forms };
