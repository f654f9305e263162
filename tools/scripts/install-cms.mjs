// Installs the CMS's own dependency tree (apps/cms keeps React 18 and its toolchain out of the
// site's tree). Runs as the root postinstall so one `npm ci` installs everything, on the project's
// Node 24 (npm puts node_modules/.bin/node first on the PATH of every script).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cms = join(root, 'apps', 'cms');
if (process.env.SKIP_CMS_INSTALL === '1' || !existsSync(join(cms, 'package.json'))) process.exit(0);

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `install-cms: running on Node ${process.version}; the project's Node 24 should be first on the PATH.`,
  );
  process.exit(1);
}

/** The folder holding this Node's headers (`include/node`): better-sqlite3 compiles against them. */
function nodeHeaders() {
  const candidates = [
    dirname(dirname(process.execPath)),
    join(root, 'node_modules', 'node', 'node_modules', `node-${process.platform}-${process.arch}`),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'include', 'node', 'node.h')));
}

const headers = nodeHeaders();
// The machine's npm config may point node-gyp at another Node's headers (nodedir=/usr): override it,
// or the native module is built for the wrong ABI and Strapi fails with NODE_MODULE_VERSION.
const env = { ...process.env, ...(headers ? { npm_config_nodedir: headers } : {}) };
// `npm ci` fails in apps/cms on platform packages the registry lacks: install from the lockfile.
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit', env });
process.exit(result.status ?? 1);
