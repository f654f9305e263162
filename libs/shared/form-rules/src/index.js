// @ts-check
// The rules of the three public forms, written once: the site validates with them in the browser
// (shared-forms: `rulesResolver`), the CMS on every submission (apps/cms/src/forms), and the CMS's
// columns are derived from them (apps/cms/model/form-schema.js).

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */
/** @typedef {import('./fields.js').Rule} Rule */
/** @typedef {import('./fields.js').Fields} Fields */
/** @typedef {import('./fields.js').FormRules} FormRules */
/** @typedef {import('./steps.js').Step} Step */
/** @typedef {import('./validate.js').FormError} FormError */
/** @typedef {import('./validate.js').Path} Path */
/** @typedef {import('./validate.js').Submission} Submission */
/** @typedef {import('./validate.js').Validation} Validation */
export { errorCodes, isErrorCode } from './codes.js';
export { locales } from './fields.js';
export { maxErrors, validate } from './validate.js';
export { regions } from './regions.js';
export { stepOf } from './steps.js';
export {
  foundationApplicationRules,
  foundationApplicationSteps,
  maxApplicants,
  maxBudgetLines,
  minApplicants,
  organisationTypes,
} from './foundation-application.js';
export {
  businessCommunityRules,
  businessSizes,
  heardFromOptions,
  industryOptions,
  interestOptions,
  serviceOptions,
} from './business-community.js';
export { shareholderRules } from './shareholder.js';
