// @ts-check
// Each domain's part of the content model (docs/domain-teams.md): the blocks only its pages render and
// the collections it owns, one file per domain (`<domain>.js`, written by `nx g @site/tools:block`).
// The shared model (blocks.js, collections.js) takes them in, in domain name order.
const fs = require('fs');
const path = require('path');

/** @returns {Array<[string, import('../types').DomainPart]>} */
function domainParts() {
  return fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .sort()
    .map((file) => [path.basename(file, '.js'), require(path.join(__dirname, file))]);
}

/** Every domain's `kind` (blocks or collections), merged. */
const fromDomains = (/** @type {'blocks' | 'collections'} */ kind, parts = domainParts()) =>
  Object.assign({}, ...parts.map(([, part]) => part[kind] ?? {}));

module.exports = { domainParts, fromDomains };
