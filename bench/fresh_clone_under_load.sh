#!/usr/bin/env bash
# The check a new user makes, three times (issue 41): the committed project cloned into an empty
# folder (nothing beside it: no ../shared), an empty HOME and TMPDIR, a busy loop on every core,
# then the README's test command. Prints each run's result line, the seconds pytest reports and
# the wall time, the skips, and anything the run wrote into HOME's .local/share or .config.
# Exits 1 when a run failed, skipped more than 10 tests, wrote into HOME or took pytest over 300 s in
# every run.
#   bench/fresh_clone_under_load.sh [RUNS] [--quiet-cores]
set -uo pipefail
REPO=$(cd "$(dirname "$0")/.." && git rev-parse --show-toplevel)
runs=${1:-3}
W=$(mktemp -d "${TMPDIR:-/tmp}/spellforge-fresh.XXXXXX")
busy=()
cleanup() { for p in "${busy[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$W"; }
trap cleanup EXIT
git clone -q "$REPO" "$W/clone/spellforge" || exit 2
if [ "${2:-}" != "--quiet-cores" ]; then
  for _ in $(seq "$(nproc)"); do ( while :; do :; done ) & busy+=($!); done
fi
status=0; fast=0
cd "$W/clone/spellforge"
for run in $(seq "$runs"); do
  rm -rf "$W/home" "$W/tmp"; mkdir -p "$W/home" "$W/tmp"
  start=$(date +%s)
  env -i PATH="$PATH" HOME="$W/home" TMPDIR="$W/tmp" LANG=C.UTF-8 \
    bash -c 'scripts/bootstrap.sh >/dev/null && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -p no:cacheprovider' \
    > "$W/run-$run.txt" 2>&1
  rc=$?
  wall=$(( $(date +%s) - start ))
  line=$(grep -E '(passed|failed|error)' "$W/run-$run.txt" | tail -1)
  secs=$(echo "$line" | sed -nE 's/.* in ([0-9.]+)s.*/\1/p' | cut -d. -f1)
  skips=$(echo "$line" | sed -nE 's/.* ([0-9]+) skipped.*/\1/p'); skips=${skips:-0}
  written=$(cd "$W/home" && find . -type f \( -path './.local/share/*' -o -path './.config/*' \) | grep -v fontconfig | head -5)
  echo "run $run/$runs: exit $rc, pytest ${secs:-?} s, wall $wall s (${#busy[@]} busy cores): $line"
  grep -E '^(FAILED|ERROR) ' "$W/run-$run.txt" | head -10
  [ -n "$written" ] && { echo "  written into HOME: $written"; status=1; }
  [ "$rc" = 0 ] || status=1
  [ "$skips" -le 10 ] || { echo "  more than 10 skips"; status=1; }
  [ -n "$secs" ] && [ "$secs" -le 300 ] && fast=1
done
[ "$fast" = 1 ] || { echo "pytest took over 300 s in every run"; status=1; }
exit $status
