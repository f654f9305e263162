#!/usr/bin/env bash
# `npm test`: every check of the repository, fast failures first, each thing built and run once. On two
# cores the order is what makes it short: the CMS suites start as soon as the site is built, side by
# side (both wait on Strapi much of the time), while the Storybook, the workbench and the generators
# take the rest; the end-to-end suite runs last, once they ended. The CMS suites and the end-to-end
# suite share the run's seed templates (apps/cms/scripts/seed-templates.mjs): each seed is seeded once
# per database.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STRAPI_TELEMETRY_DISABLED=true
# Nx's plugins stay isolated in their own processes (its default): loaded into Nx's own process, the
# Vite plugin's reading of the Vitest configurations leaves NODE_ENV=test there, every task inherits
# it, and the site's build then resolves React Router's development build.
logs=$(mktemp -d)
export CMS_SEED_TEMPLATES="$logs/seed-templates"
# Node's module compile cache (V8 code cache on disk) for every Node process of the run: Strapi alone
# loads about forty times, and Nx, ESLint, Vitest and Playwright start many times over the same
# modules. About 4 % less CPU in the CMS files and the unit tests measured (docs/measurements.md).
export NODE_COMPILE_CACHE="$logs/node-compile-cache"
# On an early failure, background suites still running are stopped with the run.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT

# Each step prints the seconds since the start when it begins, and its own wall and CPU seconds (user +
# sys of every process it ran) when it ends: a slow run shows which part grew, and whether it worked or
# waited. A background step's figures are printed when it is awaited.
# cpu: "user sys", in whole seconds, of the processes this shell (a step's subshell) has run and awaited
# (`times`' second line). Called in the shell itself, never in a pipeline or `$(…)`: a new process
# starts its counts at zero.
cpu() {
  times >"$logs/times.$BASHPID"
  awk 'END { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d %d\n", u[1] * 60 + u[2], s[1] * 60 + s[2] }' "$logs/times.$BASHPID"
}
seconds() { awk '{ print $1 + $2 }' "$1" 2>/dev/null || echo '?'; }
announce() { printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$1" "$SECONDS"; }
# step <label> <command…>: one step in the foreground.
step() {
  local label=$1 start=$SECONDS
  shift
  announce "$label"
  (
    "$@"
    cpu >"$logs/step.cpu"
  )
  printf '%s: %d s, %s s CPU\n' "$label" $((SECONDS - start)) "$(seconds "$logs/step.cpu")" | tee -a "$logs/summary"
}
# background <name> <label> <command…>: a step that runs beside the next ones (output in its log).
declare -A pids labels starts
background() {
  local name=$1
  labels[$name]=$2
  starts[$name]=$SECONDS
  shift 2
  announce "${labels[$name]} (in the background)"
  (
    "$@" >"$logs/$name.log" 2>&1
    cpu >"$logs/$name.cpu"
  ) &
  pids[$name]=$!
}
# await <name>: waits for a background step; its log in full when it failed, else its end.
await() {
  local name=$1 failed=0
  wait "${pids[$name]}" || failed=1
  echo "-- ${labels[$name]} --"
  if [ "$failed" = 1 ]; then cat "$logs/$name.log"; else tail -n 40 "$logs/$name.log"; fi
  printf '%s: %d s, %s s CPU (awaited at %d s)\n' "${labels[$name]}" $((SECONDS - starts[$name])) \
    "$(seconds "$logs/$name.cpu")" "$SECONDS" | tee -a "$logs/summary"
  return $failed
}

fast_checks() {
  npx prettier --check . --log-level warn
  npm run check:docs --silent
  node --test tools/checks/*.test.mjs tools/scripts/lib/*.test.mjs
  node tools/checks/no-real-time-waits.mjs
  npx knip --no-progress
  node tools/scripts/generate-model.mjs --check
  node tools/checks/domain-storybooks.mjs
  node tools/checks/typecheck-solution.mjs
  node tools/checks/unit-test-projects.mjs
}
# On a fresh machine apt-get installs them (mostly download and unpacking) while the fast checks run:
# nothing before the first stage drives them.
background packages "Debian packages the tests drive (Chromium, Redis, PostgreSQL)" bash tools/scripts/ensure-packages.sh
step "format, docs (links, named paths and packages), no test waits on real time, no dead code (knip), generated content-model files up to date, what each Storybook holds, every project in the type check and the unit tests" fast_checks
await packages
# The type check in one process (`tsc -b` over the solution, tsconfig.json): each project checked once
# against its references' declarations. Nx's `typecheck` target, project by project, does the same
# work with a compiler started for each (about four times the CPU, docs/measurements.md).
background typecheck "type check (every project, one tsc -b)" npx tsc -b
# Lint and tests each in one process over every project (`npm run lint`: one ESLint over the tree;
# `npm run test:unit`: one Vitest over every project's configuration). Nx's `lint` and `test` targets
# run the same project by project, each process loading ESLint's plugins or starting Vitest again:
# about 85 s of CPU more (ADR 0036). The builds stay Nx's: the end-to-end suite reads the
# site's build from its cache.
first_stage() {
  npm run lint --silent
  npm run test:unit --silent
  npx nx run-many -t build --parallel=2 --outputStyle=static
}
step "lint (the whole tree), unit, component and server tests (two instances on a real Redis), builds" first_stage
await typecheck
step "bundle budget" node tools/scripts/bench-bundle.mjs --check

# The CMS suites start now, side by side: each waits on Strapi much of the time.
background cms-sqlite "content service checks on SQLite" npm --prefix apps/cms run test
background cms-postgres "content service checks on PostgreSQL" npm --prefix apps/cms run test:postgres

storybook() {
  npm run build-storybook
  npm run test:stories
}
step "the Storybook (every story, built once) and the story tests" storybook
# A domain's workbench in Chromium (no CMS, then one); on a copy of the workspace the generators (then
# lint, typecheck, tests and stories of what they touched) and nx affected.
step "domain workbench" npx nx run site-e2e:workbench --outputStyle=static
step "generators and nx affected" npx nx run tools:e2e --outputStyle=static
# The CMS suites are awaited before the end-to-end suite: beside them (three Strapis, two browsers
# and the site's server on two cores) a page's CMS reads passed the server's 15 s timeout and the
# page rendered as unavailable (a 503 in CI). Every one is awaited before failing, so a failure in one
# still shows the others' results.
announce "waiting for the background suites"
failed=0
for suite in cms-sqlite cms-postgres; do
  await "$suite" || failed=1
  # The security suite's table of probes (tried, refused cleanly, stored wrongly, leaked, 5xx), wherever
  # it fell in the log: every run shows it. A run without it fails.
  sed -n '/# security probes/,/\*\*all\*\*/p' "$logs/$suite.log" | grep . || { echo "no security table in ${labels[$suite]}"; failed=1; }
done

# The end-to-end suite last, with the machine to itself. It reads the site's build from Nx's cache
# (site:build ran above). A failure stops the run here (`set -e`: a step in a `||` list would not).
step "end-to-end (production server + seeded CMS + Chromium)" npm run e2e

echo
cat "$logs/summary"
cpu >"$logs/total.cpu"
read -r user sys <"$logs/total.cpu"
echo "npm test: $SECONDS s, $((user + sys)) s CPU (user $user s, sys $sys s)"
exit $failed
