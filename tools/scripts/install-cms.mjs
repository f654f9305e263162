// Installs the CMS's own dependency tree (apps/cms keeps React 18 and its toolchain out of the
// site's tree). Runs as the root postinstall so one `npm ci` installs everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cms = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'cms');
if (process.env.SKIP_CMS_INSTALL === '1' || !existsSync(join(cms, 'package.json'))) process.exit(0);
// `npm ci` fails in apps/cms on platform packages the registry lacks: install from the lockfile.
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit' });
process.exit(result.status ?? 1);
