// @ts-check
// What the site's server and the CMS both refuse, written once: secrets not fit for production and
// drawings out of bounds. Plain JavaScript: the server imports it, the CMS (CommonJS) requires it.
export { committedText, committedTextPath, writeCommittedText } from './committed-text.js';
export { drawingBounds, drawingProblem } from './drawings.js';
export {
  howToMakeASecret,
  minDistinctCharacters,
  minSecretLength,
  secretProblem,
  secretProblems,
} from './secrets.js';
