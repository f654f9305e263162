// Create-only form submissions (not localised, no draft/publish, never readable by the public).
// What a submission may hold is the forms' shared rules (@site/form-rules, also run by the site in the
// browser); src/forms validates with them and the columns are derived from them (form-schema.js).
const { businessCommunityRules, foundationApplicationRules, shareholderRules } = require('@site/form-rules');
const { formAttributes, listComponent } = require('./form-schema');

const lists = { budgetLines: 'budget-line', applicants: 'applicant' };

const components = {
  'budget-line': listComponent(foundationApplicationRules.fields.budgetLines, 'Budget line'),
  applicant: listComponent(foundationApplicationRules.fields.applicants, 'Applicant'),
};

const forms = {
  'foundation-applications': {
    singular: 'foundation-application',
    displayName: 'Foundation application',
    referencePrefix: 'VF',
    rules: foundationApplicationRules,
    attributes: formAttributes(foundationApplicationRules, lists),
  },
  'business-community-signups': {
    singular: 'business-community-signup',
    displayName: 'Business community signup',
    referencePrefix: 'VBC',
    rules: businessCommunityRules,
    attributes: formAttributes(businessCommunityRules),
  },
  'shareholder-forms': {
    // `shareholder-form` is already the single type of the form's page, hence another singular name.
    singular: 'shareholder-submission',
    displayName: 'Shareholder form submission',
    referencePrefix: 'SH',
    rules: shareholderRules,
    attributes: formAttributes(shareholderRules),
  },
};

module.exports = { components, forms };
