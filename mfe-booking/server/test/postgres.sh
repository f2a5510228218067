#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and proofs: its own temporary folder, a free loopback port,
# its unix socket inside that folder, run as an unprivileged user. Nothing of the machine's own
# PostgreSQL (if any) is touched.
#
#   postgres.sh start            starts one, prints its folder (first line) and URL (second line)
#   postgres.sh stop FOLDER      stops it and deletes the folder
#   postgres.sh run CMD ARGS...  starts one, runs CMD at the repository root with
#                                TEST_DATABASE_URL set, stops it even when CMD fails; CMD's exit code
#
# PG_FSYNC=off (the default for `run`) trades crash safety of the throwaway cluster for speed;
# the load and crash proofs start it with PG_FSYNC=on.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's postgresql package…" >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      dir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
    else
      echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
      exit 1
    fi
  fi
  echo "$dir"
}

# PostgreSQL refuses to run as root: run its tools as `nobody` then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local bin dir port fsync
  bin="$(find_bin)"
  fsync="${PG_FSYNC:-on}"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/booking-pg.XXXXXX")"
  chmod 755 "$dir"
  if [ "$(id -u)" = 0 ]; then chown nobody "$dir"; fi
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  for attempt in 1 2 3; do
    port="$(free_port)"
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=$fsync -c synchronous_commit=$fsync -c full_page_writes=$fsync -c max_connections=200 -c shared_buffers=64MB" >/dev/null; then
      echo "$port" >"$dir/port"
      echo "$dir"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    echo "PostgreSQL did not start on port $port (attempt $attempt)" >&2
  done
  cat "$dir/server.log" >&2
  exit 1
}

stop() {
  local dir="$1" bin
  [ -d "$dir/data" ] || { rm -rf "$dir"; return 0; }
  bin="$(find_bin)"
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:?usage: postgres.sh stop FOLDER}" ;;
  run)
    shift
    [ $# -gt 0 ] || { echo "usage: postgres.sh run CMD ARGS..." >&2; exit 2; }
    out="$(PG_FSYNC="${PG_FSYNC:-off}" start)"
    dir="$(echo "$out" | sed -n 1p)"
    url="$(echo "$out" | sed -n 2p)"
    trap 'stop "$dir"' EXIT
    trap 'exit 130' INT TERM
    echo "Throwaway PostgreSQL at $url" >&2
    cd "$ROOT"
    set +e
    TEST_DATABASE_URL="$url" "$@"
    code=$?
    set -e
    exit "$code"
    ;;
  *)
    echo "usage: postgres.sh start | stop FOLDER | run CMD ARGS..." >&2
    exit 2
    ;;
esac
