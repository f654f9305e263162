// Loads Strapi for a maintenance task (no listener, no seeding, no admin required: CMS_TASK), runs
// `task(strapi)` and shuts down. The same configuration and production checks as a start apply.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function runTask(task) {
  process.env.CMS_TASK = '1';
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  process.env.NODE_ENV ??= 'production';
  process.chdir(appDir);
  const require = createRequire(join(appDir, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir, distDir: appDir });
  strapi.log.level = 'warn';
  await strapi.load();
  try {
    return await task(strapi);
  } finally {
    await strapi.destroy();
  }
}

// A value from the environment, else asked on the terminal (hidden when `secret`): never from argv,
// which shell history and `ps` keep.
export async function ask(name, question, { secret = false } = {}) {
  if (process.env[name]) return process.env[name];
  if (!process.stdin.isTTY) throw new Error(`${name} is not set and there is no terminal to ask on`);
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (secret) rl._writeToOutput = (text) => rl.output.write(text.startsWith(question) ? text : '');
  try {
    return await new Promise((resolve) => rl.question(question, resolve));
  } finally {
    if (secret) process.stdout.write('\n');
    rl.close();
  }
}
