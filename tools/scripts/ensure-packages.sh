#!/usr/bin/env bash
# The Debian packages the tests drive for real: Chromium's headless shell (story, workbench and
# end-to-end tests; no browser downloads on this network) and Chromium (the benchmarks: ADR 0033),
# redis-server (the two-instance test), PostgreSQL (the CMS tests). Installed with apt-get only when
# missing.
set -euo pipefail
declare -A binaries=([chromium]=/usr/bin/chromium [chromium-headless-shell]=/usr/bin/chromium-headless-shell
  [redis-server]=/usr/bin/redis-server [postgresql]=/usr/bin/pg_ctlcluster)
missing=()
for package in "${!binaries[@]}"; do
  [ -x "${binaries[$package]}" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
