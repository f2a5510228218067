#!/bin/sh
# Starts Chromium for the prerenderer as the unprivileged user nobody, with Chromium's own sandbox on:
# Chromium refuses its sandbox to root, and the server may run as root (CI does). The profile folder
# the launcher made is handed to nobody first. PRERENDER_CHROMIUM names the real binary.
set -eu
for arg in "$@"; do
  case "$arg" in
    --user-data-dir=*) chown -R nobody:nogroup "${arg#--user-data-dir=}" ;;
  esac
done
binary="${PRERENDER_CHROMIUM:?PRERENDER_CHROMIUM names the Chromium binary}"
unset PRERENDER_CHROMIUM
exec setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all --bounding-set=-all -- "$binary" "$@"
