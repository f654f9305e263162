// @ts-check
// What makes a secret fit for production, one rule for the CMS (apps/cms/src/security/secrets.js),
// the site's server (apps/server/src/config.ts) and `npm run start:prod` (tools/scripts/start.mjs).
import { committedText, committedTextPath } from './committed-text.js';

/** What `openssl rand -base64 32` makes is 44 characters; `npm start` writes 32 or more. */
export const minSecretLength = 32;
/** A random string of 32 characters has 10 different ones or more (hex: 1 in 200,000 has fewer). */
export const minDistinctCharacters = 10;
/** Said with every refusal. */
export const howToMakeASecret = 'make one with `openssl rand -base64 32`';

/**
 * Why `value` may not be a production secret, or null when it may: missing, with spaces or line
 * breaks around it (a copy-paste slip that another reader of the same variable would trim), found
 * anywhere in the text this repository commits, too short, or too few different characters to be
 * random.
 * @param {string | undefined} value
 * @param {string | null} [committed] the text this repository commits (`committedText()`)
 * @returns {string | null}
 */
export function secretProblem(value, committed = committedText()) {
  if (value === undefined || value === '') return 'is not set';
  if (value.trim() !== value) return 'has spaces or line breaks around it';
  if (committed === null)
    return `cannot be checked: this is neither a git checkout nor an image with ${committedTextPath} (deploy/Dockerfile writes it)`;
  // (A few characters are found in any text: those are refused as short below.)
  if (value.length >= 8 && committed.includes(value))
    return 'is a string this repository commits (a test’s, an example’s): anyone who reads it knows it';
  if (value.length < minSecretLength) return `is shorter than ${minSecretLength} characters`;
  if (new Set(value).size < minDistinctCharacters)
    return `has fewer than ${minDistinctCharacters} different characters: it is not random`;
  return null;
}

/**
 * Every refusal for the named secrets of `env`, each naming its variable and how to make a good one;
 * a list variable (`APP_KEYS`: comma-separated) is judged value by value.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} names
 * @param {{ lists?: string[], committed?: string | null }} [options]
 * @returns {string[]}
 */
export function secretProblems(env, names, options = {}) {
  const committed = options.committed === undefined ? committedText() : options.committed;
  return names.flatMap((name) => {
    const raw = env[name];
    // Spaces around a list's commas separate its items; around the whole value they are a slip.
    const items = options.lists?.includes(name) && raw?.trim() === raw ? raw?.split(',') : null;
    const values = items ? items.map((item) => item.trim()).filter(Boolean) : [raw];
    if (values.length === 0) values.push(undefined);
    const problem = values.map((value) => secretProblem(value, committed)).find(Boolean);
    return problem ? [`${name} ${problem}; ${howToMakeASecret}`] : [];
  });
}
