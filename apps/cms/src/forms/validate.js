// Server-side validation of public form submissions. Problems come back as machine codes
// (required, too_long, invalid_email, ...) with a path, so the site can translate them.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// "+255" or "0" followed by 9 digits (spaces, dashes and dots ignored) → "+255XXXXXXXXX".
function normalisePhone(value) {
  if (typeof value !== 'string') return null;
  const compact = value.replace(/[\s.-]/g, '');
  const match = /^(?:\+255|0)(\d{9})$/.exec(compact);
  return match ? `+255${match[1]}` : null;
}

const blank = (v) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function checkValue(rule, value, path, errors) {
  const fail = (message) => {
    errors.push({ path, message, name: 'ValidationError' });
    return undefined;
  };
  switch (rule.kind) {
    case 'string':
    case 'text':
    case 'url': {
      if (typeof value !== 'string') return fail('invalid_value');
      const v = value.trim();
      if (rule.max && v.length > rule.max) return fail('too_long');
      if (rule.kind === 'url' && !/^https?:\/\/[^\s]+\.[^\s]+$/i.test(v)) return fail('invalid_url');
      return v;
    }
    case 'email': {
      if (typeof value !== 'string') return fail('invalid_email');
      const v = value.trim();
      if (v.length > 254) return fail('too_long');
      return EMAIL.test(v) ? v.toLowerCase() : fail('invalid_email');
    }
    case 'phone':
      return normalisePhone(value) || fail('invalid_phone');
    case 'int': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n)) return fail('invalid_number');
      if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max))
        return fail('invalid_number');
      return n;
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1e12) return fail('invalid_number');
      return n;
    }
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? value
        : fail('invalid_date');
    case 'enum':
      return rule.values.includes(value) ? value : fail('invalid_choice');
    case 'bool':
      if (typeof value !== 'boolean') return fail(rule.mustBeTrue ? 'consent_required' : 'invalid_value');
      if (rule.mustBeTrue && value !== true) return fail('consent_required');
      return value;
    case 'strings': {
      if (!Array.isArray(value) || value.length > (rule.max || 20)) return fail('invalid_choice');
      if (!value.every((s) => typeof s === 'string' && s.length > 0 && s.length <= (rule.itemMax || 60)))
        return fail('invalid_choice');
      return value;
    }
    case 'repeatable': {
      if (!Array.isArray(value)) return fail('invalid_value');
      if (value.length < (rule.min || 0))
        return fail(path[path.length - 1] === 'applicants' ? 'min_applicants' : 'required');
      if (rule.max && value.length > rule.max) return fail('too_long');
      return value.map((item, i) => checkObject(rule.item, item, [...path, i], errors));
    }
    default:
      return fail('invalid_value');
  }
}

function checkObject(rules, input, path, errors) {
  const out = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    errors.push({ path, message: 'invalid_value', name: 'ValidationError' });
    return out;
  }
  for (const key of Object.keys(input)) {
    if (!rules[key]) errors.push({ path: [...path, key], message: 'unknown_field', name: 'ValidationError' });
  }
  for (const [key, rule] of Object.entries(rules)) {
    const value = input[key];
    const required =
      rule.required ||
      (rule.requiredWhen && input[rule.requiredWhen[0]] === rule.requiredWhen[1]) ||
      rule.mustBeTrue;
    if (
      blank(value) ||
      (rule.kind === 'repeatable' && Array.isArray(value) && value.length === 0 && required)
    ) {
      if (required) {
        const code = rule.mustBeTrue
          ? 'consent_required'
          : key === 'applicants'
            ? 'min_applicants'
            : 'required';
        errors.push({ path: [...path, key], message: code, name: 'ValidationError' });
      }
      continue;
    }
    const checked = checkValue(rule, value, [...path, key], errors);
    if (checked !== undefined) out[key] = checked;
  }
  return out;
}

// → { data, errors }: `data` holds trimmed/normalised values of known fields only.
function validateSubmission(rules, input) {
  const errors = [];
  const data = checkObject(rules, input, [], errors);
  return { data, errors };
}

module.exports = { validateSubmission, normalisePhone };
