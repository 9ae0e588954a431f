#!/usr/bin/env bash
# Sets up everything the tests need, then runs lint, type-check, the API's dependency rule, unit, router, REST, fuzz and security tests (the
# router and REST suites on SQLite and again on PostgreSQL), the
# build with its JavaScript budgets, the release smoke, short smokes of the benchmark and crash test, and the
# browser journeys (with axe-core on each journey's last screens).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_bun
install_workspace
ensure_chromium
ensure_postgres
ensure_proxies
echo "== lint";       bun run lint
echo "== typecheck";  bun run typecheck
echo "== rooms";      bun run deps
echo "== i18n";       bun run --filter @cancha/web i18n:check
echo "== unit";       bun run test:unit
echo "== unit on PostgreSQL"; bun run test:postgres
echo "== build";      bun run build
echo "== release";    bun scripts/release.ts && bun run test:release
echo "== bench smoke"; bun run bench --smoke
echo "== crash smoke"; bun run crash-test --smoke
echo "== rolling restart"; bun run rolling-restart
echo "== browser";    bun run test:e2e
