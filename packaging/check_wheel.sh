#!/usr/bin/env bash
# Build the sdist and, from it, the wheel (packaging/build_dist.py: on a copy of the checkout,
# checking both carry the data and the wheel no developer files); install the wheel into a fresh virtual environment
# outside the checkout; then, from an empty temporary folder, check what a user would run:
#   spellforge --version, library stats --json (all 827 spells), render Fireball --lang ru,
#   the window (offscreen), and that the ru/pl catalogs load from the installed package.
#   packaging/check_wheel.sh [PYTHON]      (PYTHON: has `build`, builds the wheel; default .venv/bin/python)
# The wheel's dependencies come through pip's cache, filled when .venv was set up.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="${1:-$ROOT/.venv/bin/python}"
case "$PY" in /*) ;; */*) PY="$PWD/$PY" ;; esac  # the checks run from a temporary folder
TMP="$(mktemp -d "${TMPDIR:-/tmp}/spellforge-wheel.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"

echo "check_wheel: building the sdist and, from it, the wheel (packaging/build_dist.py)"
# a copy of the checkout is built: no build/ or spellforge.egg-info/ is left in it
"$PY" "$ROOT/packaging/build_dist.py" "$TMP/dist" >"$TMP/build.out" || exit 1
SDIST="$(sed -n 1p "$TMP/build.out")"
WHEEL="$(sed -n 2p "$TMP/build.out")"
echo "check_wheel: $(basename "$WHEEL") ($(du -h "$WHEEL" | cut -f1)), sdist $(du -h "$SDIST" | cut -f1); both carry db/, the .qm catalogs, the font and the icon; the wheel no developer files"

echo "check_wheel: installing it into a fresh environment"
"$PY" -m venv "$TMP/venv"
"$TMP/venv/bin/python" -m pip install -q --disable-pip-version-check "$WHEEL"

mkdir "$TMP/work"
cd "$TMP/work"
unset PYTHONPATH SPELLFORGE_DB_SOURCE
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
"$TMP/venv/bin/python" -I "$ROOT/bench/bundle_smoke.py" "$TMP/venv/bin/spellforge"
"$TMP/venv/bin/python" -I "$ROOT/packaging/check_installed.py" "$ROOT"
[ -x "$TMP/venv/bin/spellforge-app" ] || { echo "check_wheel: no spellforge-app gui-script" >&2; exit 1; }
echo "check_wheel: all checks passed"
