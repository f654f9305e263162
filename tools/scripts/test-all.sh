#!/usr/bin/env bash
# `npm test`: every check of the repository, fast failures first. Independent suites overlap where one
# mostly waits (the two CMS suites wait on Strapi while Storybook builds); nothing runs twice.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STRAPI_TELEMETRY_DISABLED=true
# Each step prints the seconds since the start, so a slow run shows which part grew.
step() { printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$*" "$SECONDS"; }
logs=$(mktemp -d)
# On an early failure, background suites still running are stopped with the run.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT

step "format, docs (links and named paths), no test waits on real time, no dead code (knip), generated content-model files up to date"
npx prettier --check . --log-level warn
npm run check:docs --silent
node --test tools/checks/*.test.mjs tools/scripts/lib/*.test.mjs
node tools/checks/no-real-time-waits.mjs
npx knip --no-progress
node tools/scripts/generate-model.mjs --check

step "Debian packages the tests drive (Chromium, Redis, PostgreSQL)"
bash tools/scripts/ensure-packages.sh

step "lint, typecheck, unit, component and server tests (two instances on a real Redis), builds"
npx nx run-many -t lint typecheck test build --parallel=2 --outputStyle=static
step "bundle budget"
node tools/scripts/bench-bundle.mjs --check

# The CMS suites on SQLite and on PostgreSQL, side by side in the background while Storybook builds:
# each starts one Strapi at a time and waits on it much of the time, so together they take ~650 s
# instead of ~970 one after the other. Their logs are printed when they end.
step "content service checks start in the background (Strapi on SQLite and on PostgreSQL)"
npm --prefix apps/cms run test >"$logs/cms-sqlite.log" 2>&1 &
sqlite=$!
npm --prefix apps/cms run test:postgres >"$logs/cms-postgres.log" 2>&1 &
postgres=$!

step "storybook build (the root one and each domain's) and story tests"
npm run build-storybook
# Each domain's stories build on their own (with the shared ui's), as its team opens them.
npx nx run-many -t build-storybook --parallel=2 --outputStyle=static
node tools/checks/domain-storybooks.mjs
npm run test:stories

# While the CMS suites still wait on Strapi: a domain's workbench in Chromium (no CMS, then one), and on
# copies of the workspace the generators (then lint, typecheck, tests of what they touched) and nx affected.
step "domain workbench, generators and nx affected"
npx nx run site-e2e:workbench --outputStyle=static
npx nx run tools:e2e --outputStyle=static

step "content service checks (waiting for the background runs)"
# Both are awaited before failing, so a failure in one still shows the other's result.
failed=0
for suite in sqlite postgres; do
  echo "-- content service checks on $suite --"
  if wait "${!suite}"; then tail -n 40 "$logs/cms-$suite.log"; else cat "$logs/cms-$suite.log"; failed=1; fi
  # The security suite's table of probes (tried, refused cleanly, stored wrongly, leaked, 5xx), wherever
  # it fell in the log: every run shows it. A run without it fails.
  sed -n '/# security probes/,/\*\*all\*\*/p' "$logs/cms-$suite.log" | grep . || { echo "no security table on $suite"; failed=1; }
done
if [ "$failed" = 1 ]; then exit 1; fi

step "end-to-end (production server + seeded CMS + Chromium)"
npm run e2e
