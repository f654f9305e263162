// Strapi columns of the form submission types, derived from the forms' shared rules
// (@site/form-rules): a limit or a choice is written once, and the columns always hold what the
// validator lets through (test/model.test.mjs checks the limits fit the column types).
const f = require('./fields');

// A Strapi `string` is varchar(255) on PostgreSQL: longer or multi-line answers are `text`.
const STRING_MAX = 255;

function attribute(rule, componentOf) {
  const presence = rule.required && !rule.when ? { required: true } : {};
  switch (rule.kind) {
    case 'text':
      return rule.multiline || rule.max > STRING_MAX
        ? f.text({ maxLength: rule.max, ...presence })
        : f.str({ maxLength: rule.max, ...presence });
    case 'email':
    case 'phone':
    case 'url':
      return f.str({ maxLength: rule.max, ...presence });
    case 'whole':
      // Whole shillings up to the rule's maximum (a trillion) are past a 32-bit integer.
      return rule.big
        ? { type: 'biginteger', ...presence }
        : f.int({ min: rule.min, max: rule.max, ...presence });
    case 'date':
      return f.date(presence);
    case 'choice':
      return f.enumeration([...rule.values], presence);
    case 'choices':
      return f.json();
    case 'consent':
      return f.bool(presence);
    case 'list':
      return f.many(`forms.${componentOf}`, { min: rule.min, max: rule.max, ...presence });
    default:
      throw new Error(`form-schema: no column for a "${rule.kind}" field`);
  }
}

/**
 * Attributes of a form's submission type: one per field (the visitor's `locale` is stored as
 * `language`: Strapi reserves `locale`), plus the server-made `reference`.
 * `components` names the component of each list field: `{ applicants: 'applicant' }`.
 */
function formAttributes(rules, components = {}) {
  const { locale, ...fields } = rules.fields;
  const attributes = Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => [name, attribute(rule, components[name])]),
  );
  return { ...attributes, language: attribute(locale), reference: f.str({ unique: true, maxLength: 20 }) };
}

/** The component of a list field (`applicants` → `forms.applicant`). */
function listComponent(rule, displayName) {
  return {
    displayName,
    attributes: Object.fromEntries(Object.entries(rule.of).map(([name, item]) => [name, attribute(item)])),
  };
}

module.exports = { formAttributes, listComponent, STRING_MAX };
