#!/usr/bin/env bash
# Sets up everything the tests need, then runs lint, type-check, unit, router and REST tests, and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_bun
install_workspace
ensure_chromium
echo "== lint";       bun run lint
echo "== typecheck";  bun run typecheck
echo "== i18n";       bun run --filter @cancha/web i18n:check
echo "== unit";       bun run test:unit
echo "== build";      bun run build
echo "== release";    bun scripts/release.ts && bun run test:release
echo "== browser";    bun run test:e2e
