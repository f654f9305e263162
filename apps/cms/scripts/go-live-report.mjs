#!/usr/bin/env node
// `npm run go-live-report`: what stands between the content of this CMS's database and a launch
// (scripts/go-live.mjs), as text (`-- --json` for the items as JSON). Exits 1 while anything listed
// blocks a launch, so a deploy can be gated on it; the admin panel shows the same report.
import { goLiveReportOf, reportText } from './go-live.mjs';
import { runTask } from './strapi-task.mjs';

const report = await runTask((strapi) => goLiveReportOf(strapi));
const text = process.argv.includes('--json') ? JSON.stringify(report, null, 2) : reportText(report);
// Exit once the whole report is written: a pipe takes it in pieces, and process.exit would cut it.
process.stdout.write(`${text}\n`, () => process.exit(report.blocking.length ? 1 : 0));
