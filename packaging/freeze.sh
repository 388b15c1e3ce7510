#!/usr/bin/env bash
# Build the one-folder frozen app with PyInstaller:
#   packaging/freeze.sh OUTDIR [PYTHON]
# PYTHON (default .venv/bin/python) is an environment where Spellforge's dependencies are
# installed. PyInstaller (~60 MB) goes into a throw-away folder and its cache (~100 MB) into
# another, both removed at the end: nothing is added to that environment or to ~/.cache. The result is OUTDIR/spellforge/
# with the programs `spellforge` (CLI; the window when run without a command) and
# `spellforge-app` (the window, no console), plus OUTDIR/Spellforge.app on macOS.
# The same spec (packaging/spellforge.spec) builds on Windows and macOS; see packaging/README.md.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: packaging/freeze.sh OUTDIR [PYTHON]" >&2; exit 2; }
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
OUT="$(cd "$1" && pwd)"
PY="${2:-$ROOT/.venv/bin/python}"
[ -x "$PY" ] || command -v "$PY" >/dev/null || { echo "freeze: no Python at $PY" >&2; exit 2; }

"$PY" -c "import PySide6, sqlmodel, PIL" || { echo "freeze: Spellforge's dependencies are missing in $PY (pip install -e .)" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "freeze: PyInstaller into $WORK (removed at the end)"
"$PY" -m pip install -q --disable-pip-version-check --target "$WORK/pyinstaller" "pyinstaller>=6.10"
SEP="$("$PY" -c 'import os; print(os.pathsep)')"  # ";" on Windows
export PYTHONPATH="$WORK/pyinstaller${PYTHONPATH:+$SEP$PYTHONPATH}" PYINSTALLER_CONFIG_DIR="$WORK/cache"
rm -rf "$OUT/spellforge"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath "$OUT" --workpath "$WORK/build" "$ROOT/packaging/spellforge.spec"
echo "freeze: $OUT/spellforge ($(du -sh "$OUT/spellforge" | cut -f1))"
