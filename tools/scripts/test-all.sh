#!/usr/bin/env bash
# `npm test`: every check of the repository, in the order CI wants them (fast failures first).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STRAPI_TELEMETRY_DISABLED=true
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "format"
npx prettier --check .
step "lint, typecheck, unit and component tests, builds"
npx nx run-many -t lint typecheck test build --parallel=2 --outputStyle=static
step "bundle budget"
node tools/scripts/bench-bundle.mjs --check
bash tools/scripts/ensure-chromium.sh
step "storybook build and story tests"
npm run build-storybook
npm run test:stories
step "content service checks (Strapi, SQLite in a temp folder)"
npm --prefix apps/cms run test
step "end-to-end (built site + seeded CMS + Chromium)"
npm run e2e
