#!/usr/bin/env bash
# Build the sdist and, from it, the wheel; install the wheel into a fresh virtual environment
# outside the checkout; then, from an empty temporary folder, check what a user would run:
#   spellforge --version, library stats --json (all 827 spells), render Fireball --lang ru,
#   the window (offscreen), and that the ru/pl catalogs load from the installed package.
#   packaging/check_wheel.sh [PYTHON]      (PYTHON: builds the wheel; default .venv/bin/python)
# The wheel's dependencies come through pip's cache, filled when .venv was set up.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="${1:-$ROOT/.venv/bin/python}"
case "$PY" in /*) ;; */*) PY="$PWD/$PY" ;; esac  # the checks run from a temporary folder
TMP="$(mktemp -d "${TMPDIR:-/tmp}/spellforge-wheel.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"

echo "check_wheel: building the sdist and the wheel"
"$PY" -m build --sdist --wheel --outdir "$TMP/dist" "$ROOT" >"$TMP/build.log" 2>&1 || { cat "$TMP/build.log"; exit 1; }
WHEEL="$(ls "$TMP"/dist/spellforge-*.whl)"
SDIST="$(ls "$TMP"/dist/spellforge-*.tar.gz)"
tar -tzf "$SDIST" >"$TMP/sdist.txt"
"$PY" -m zipfile -l "$WHEEL" >"$TMP/wheel.txt"
for d in db/sets/ i18n/spellforge_ru.qm i18n/spellforge_pl.qm images/fonts/DejaVuSans.ttf images/app/; do
  grep -q "/$d" "$TMP/sdist.txt" || { echo "check_wheel: the sdist lacks $d" >&2; exit 1; }
  grep -q "spellforge/_data/$d" "$TMP/wheel.txt" || { echo "check_wheel: the wheel lacks $d" >&2; exit 1; }
done
echo "check_wheel: $(basename "$WHEEL") ($(du -h "$WHEEL" | cut -f1)), sdist $(du -h "$SDIST" | cut -f1)"

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
