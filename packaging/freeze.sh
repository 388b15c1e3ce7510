#!/usr/bin/env bash
# Build the one-folder frozen app with PyInstaller:
#   packaging/freeze.sh OUTDIR [PYTHON]
# PYTHON (default .venv/bin/python) is an environment where Spellforge's dependencies are
# installed; PyInstaller is installed into it when missing. The result is OUTDIR/spellforge/
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

if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
  echo "freeze: installing PyInstaller into $("$PY" -c 'import sys; print(sys.prefix)')"
  "$PY" -m pip install -q "pyinstaller>=6.10"
fi
"$PY" -c "import PySide6, sqlmodel, PIL" || { echo "freeze: Spellforge's dependencies are missing in $PY (pip install -e .)" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
rm -rf "$OUT/spellforge"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath "$OUT" --workpath "$WORK" "$ROOT/packaging/spellforge.spec"
echo "freeze: $OUT/spellforge ($(du -sh "$OUT/spellforge" | cut -f1))"
