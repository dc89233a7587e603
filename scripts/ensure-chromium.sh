#!/usr/bin/env bash
# Make sure Debian's chromium (and fonts for readable screenshots) is installed for the browser tests.
# Playwright's own browser download cannot be used here; we drive the distro chromium via playwright-core.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "chromium present: /usr/bin/chromium"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "ensure-chromium: /usr/bin/chromium is missing, not root, and sudo is not available." >&2
  echo "Install it with: apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation" >&2
  exit 1
fi

echo "chromium missing: installing Debian's chromium and fonts-liberation"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing" >&2
  exit 1
fi
echo "chromium installed: /usr/bin/chromium"
