import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { startCms, startSite } from './tools/scripts/lib/stack.mjs';
import { chromiumFlags, chromiumPath } from './tools/browser/chromium.mjs';
const cms = await startCms();
const site = await startSite(cms.url);
for (let i = 0; i < 300 && (await fetch(`${site.url}/readyz`).catch(() => null))?.status !== 200; i++) await new Promise((r) => setTimeout(r, 1000));
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
for (const path of ['/sw/internet-overview', '/guidelines', '/sw/planet', '/sw/internet-overview', '/guidelines', '/sw/planet']) {
  const { lhr } = await lighthouse(site.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: 10 } });
  const cls = lhr.audits['cumulative-layout-shift'].numericValue;
  console.log(path, 'CLS', cls);
  if (cls > 0) console.log(JSON.stringify(lhr.audits['layout-shifts']?.details?.items ?? [], null, 1).slice(0, 3000));
}
await chrome.kill();
await site.stop(); await cms.stop();
process.exit(0);
