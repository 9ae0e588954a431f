#!/usr/bin/env bash
# Sets up and starts Cancha on its embedded defaults: one SQLite file under ./data, demo data on first start.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_bun
install_workspace
bun run build
echo
echo "Cancha is starting on http://localhost:${PORT:-3000}  (Ctrl+C stops it)"
echo "Demo accounts (password cancha123): organizador@cancha.demo, jugador@cancha.demo, duena@cancha.demo"
echo
DEMO="${DEMO:-1}" exec bun run start
