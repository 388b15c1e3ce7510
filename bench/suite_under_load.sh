#!/usr/bin/env bash
# The test suite under load: one busy loop per core beside the README's test command, N times
# (default 3), as issue 35 asks. Prints each run's result line and seconds; exits 1 when any run
# failed. A test that fails here depends on time or load: fake its clock or wait for its event
# (tests/README.md).
#   bench/suite_under_load.sh [RUNS] [extra pytest arguments…]
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}; shift || true
cores=$(nproc)
busy=()
for _ in $(seq "$cores"); do (while :; do :; done) & busy+=($!); done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
status=0
for run in $(seq "$runs"); do
  start=$(date +%s)
  QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -p no:cacheprovider "$@" > "/tmp/suite-under-load-$run.log" 2>&1
  rc=$?
  echo "run $run/$runs: $(tail -n 1 "/tmp/suite-under-load-$run.log") (exit $rc, $(( $(date +%s) - start )) s, $cores busy loops)"
  [ "$rc" = 0 ] || { status=1; grep -E '^(FAILED|ERROR) ' "/tmp/suite-under-load-$run.log"; }
done
exit $status
