// The CMS suites' global setup (node --test --test-global-setup, scripts/run-tests.mjs): a folder for
// the run's seed templates (scripts/seed-templates.mjs) unless the caller keeps one already (`npm test`
// shares its own with the end-to-end suite); removed, with the PostgreSQL templates in it, at the end.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgAdmin } from '../scripts/seed-templates.mjs';

let made = null;

export function globalSetup() {
  if (process.env.CMS_SEED_TEMPLATES) return;
  made = mkdtempSync(join(tmpdir(), 'cms-seed-templates-'));
  process.env.CMS_SEED_TEMPLATES = made;
}

export async function globalTeardown() {
  if (!made) return;
  for (const entry of readdirSync(made).filter((name) => name.startsWith('postgres-'))) {
    const file = join(made, entry, 'template.json');
    if (existsSync(file))
      await pgAdmin(
        `DROP DATABASE IF EXISTS ${JSON.parse(readFileSync(file, 'utf8')).database} WITH (FORCE)`,
      );
  }
  rmSync(made, { recursive: true, force: true });
}
