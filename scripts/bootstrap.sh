#!/usr/bin/env bash
# Set up Spellforge on a fresh Debian/Ubuntu machine with Python 3.11:
#  1. the system libraries Qt 6 needs (installed with apt-get when we are root or have sudo,
#     otherwise the exact command is printed),
#  2. a virtual environment in .venv with Spellforge and its test tools.
# Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

QT_DEBS=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
         libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 libxcb-render-util0
         libxcb-image0 libxcb-xinerama0 libxcb-xkb1)
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${QT_DEBS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ! "$PY" -m venv --help >/dev/null 2>&1 || ! "$PY" -c "import ensurepip" >/dev/null 2>&1; then
    missing+=("python3-venv")
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    echo "bootstrap: installing system packages: ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else SUDO="none"; fi
    if [ "$SUDO" = none ]; then
      echo "bootstrap: please run as root: apt-get install -y ${missing[*]}" >&2; exit 1
    fi
    $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

"$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Spellforge needs Python 3.11 or newer")'
[ -x .venv/bin/python ] || "$PY" -m venv .venv
# The editable install is redone only when the dependencies (pyproject.toml, setup.py) changed
# since the last one: the README's test command runs this first, and a reinstall costs ~20 s of
# CPU (and a trip to the package index for pip itself) for nothing.
STAMP=.venv/.spellforge-installed
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ] || [ setup.py -nt "$STAMP" ] \
    || ! .venv/bin/python -c 'import spellforge, pytest, xdist, pytestqt' >/dev/null 2>&1; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[test]'
  touch "$STAMP"
fi
# The package's bytecode, written once here (a no-op when it is current): in a fresh checkout the
# test workers would otherwise each compile all of spellforge/ at the same moment.
.venv/bin/python -m compileall -q -j 0 spellforge >/dev/null || true
echo "bootstrap: ready (.venv)"
