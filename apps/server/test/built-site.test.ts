import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBuiltSite } from '../src/renderer.ts';

let dir: string;
const nodeEnv = process.env['NODE_ENV'];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'built-site-'));
  mkdirSync(join(dir, 'server'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  process.env['NODE_ENV'] = nodeEnv; // loadBuiltSite sets it for the built libraries
});

test('a build older than the server (no default export) is refused with what to do', async () => {
  // The entry's shape before it had one default export: named functions only.
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    'export async function render() { return { kind: "redirect", status: 302, location: "/" }; }\n',
  );
  await expect(loadBuiltSite(dir)).rejects.toThrow(
    'The built site is older than this server: run `npx nx run site:build`.',
  );
});
