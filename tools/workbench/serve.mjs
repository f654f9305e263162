#!/usr/bin/env node
// @ts-check
// `npx nx serve <domain>`: the domain's pages in the site's chrome, rendered by the site's server with
// hot reload, on the domain's own port (Nx passes it; `npx nx serve <domain> --port N` moves it). Content comes from the CMS at
// CMS_URL (default http://127.0.0.1:1337) when it answers, else from the answers recorded from the seed
// (`npm run workbench:record`), served by a stand-in CMS. Ctrl+C stops both.
import { parseArgs } from 'node:util';
import { stopGroup } from '../scripts/lib/stack.mjs';
import { answersFile, startFixtureCms } from './fixture-cms.mjs';
import { assertDomain, cmsAnswers, landingPath, startWorkbench } from './workbench.mjs';

const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
const domain = assertDomain(positionals[0]);
if (!values.port)
  throw new Error("Start a workbench with `npx nx serve <domain>` (it gives the domain's port).");
const port = Number(values.port);
const liveCms = process.env['CMS_URL'] ?? 'http://127.0.0.1:1337';

const live = await cmsAnswers(liveCms);
const fixtures = live ? null : await startFixtureCms({ domain });
const cmsUrl = fixtures?.url ?? liveCms;
const { url, child } = await startWorkbench({ domain, port, cmsUrl });
console.log(
  `[workbench] ${domain}: ${url}${landingPath(domain)} (Swahili: ${url}/sw${landingPath(domain)})\n` +
    (fixtures
      ? `[workbench] content: recorded from the seed (${answersFile(domain)}); no CMS answered at ${liveCms}`
      : `[workbench] content: the CMS at ${cmsUrl}`),
);

const stop = async () => {
  await stopGroup(child, 5_000);
  await fixtures?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  void fixtures?.close();
  process.exit(code ?? 0);
});
