// Page single types come from the domain manifests (libs/<domain>/src/content-manifest.json): the
// manifests are the single source of routes and endpoints; this module only reads them.
const fs = require('fs');
const path = require('path');
const f = require('./fields');
const { withDomains } = require('./blocks');

const LIBS = process.env.MANIFESTS_DIR || path.resolve(__dirname, '..', '..', '..', 'libs');

function loadManifests() {
  return fs
    .readdirSync(LIBS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(LIBS, d.name, 'src', 'content-manifest.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => ({ file, ...JSON.parse(fs.readFileSync(file, 'utf8')) }));
}

// endpoint → { domain, displayName, populateDepth }; throws on an endpoint owned by two domains.
function pageTypes(manifests = loadManifests()) {
  const pages = {};
  for (const m of manifests) {
    for (const [endpoint, page] of Object.entries(m.pages || {})) {
      if (pages[endpoint])
        throw new Error(`page "${endpoint}" is declared by ${pages[endpoint].domain} and ${m.domain}`);
      pages[endpoint] = {
        domain: m.domain,
        displayName: page.displayName || endpoint,
        populateDepth: page.populateDepth ?? 10,
      };
    }
  }
  return pages;
}

// The endpoints a domain's routes read: `name` of page/form nodes and their `sections`.
function routedEndpoints(manifest) {
  const out = [];
  const walk = (nodes) => {
    for (const n of nodes || []) {
      if ((n.kind === 'page' || n.kind === 'form') && n.name) out.push(n.name);
      for (const s of n.sections || []) out.push(s);
      walk(n.children);
    }
  };
  walk(manifest.routes);
  return [...new Set(out)];
}

const pageAttributes = () => ({
  title: f.req(f.str()),
  seo: f.one('shared.seo'),
  backgroundColor: f.str({ regex: '^#[0-9a-fA-F]{6}$' }),
  blocks: { type: 'dynamiczone', components: Object.keys(withDomains()).map((name) => `blocks.${name}`) },
  editorNote: f.editorNote(),
});

module.exports = { loadManifests, pageTypes, routedEndpoints, pageAttributes, LIBS };
