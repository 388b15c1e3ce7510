#!/bin/sh
# Refresh the .ts files from the code and compile them (run from the repository root).
# The .ts files are the source of the translations: lupdate keeps every translation, adds new
# strings as unfinished and drops the ones the code no longer has (git keeps their history).
set -e
BIN=${PYSIDE_BIN:-.venv/bin}
# The files with sentences: the window, the headless modules with words, the command line and every
# registered game's (i18n/ts_sources.py, the list tests/ui/test_ts_lint.py checks against too).
SOURCES=$("$BIN/python" i18n/ts_sources.py)
"$BIN/pyside6-lupdate" -no-obsolete $SOURCES -ts i18n/spellforge_ru.ts i18n/spellforge_pl.ts
"$BIN/pyside6-lupdate" -no-obsolete -pluralonly $SOURCES -ts i18n/spellforge_en.ts
"$BIN/pyside6-lrelease" i18n/spellforge_ru.ts i18n/spellforge_pl.ts i18n/spellforge_en.ts
# Name what still needs a translation, as ready-to-fill commands (status 0 either way).
"$BIN/python" i18n/set_translation.py --unfinished || true
