#!/bin/sh
# Refresh the Russian and Polish UI catalogs and compile them (run from the repository root).
set -e
BIN=${PYSIDE_BIN:-.venv/bin}
"$BIN/pyside6-lupdate" -no-obsolete spellforge/ui/*.py -ts i18n/spellforge_ru.ts i18n/spellforge_pl.ts
"$BIN/pyside6-lupdate" -no-obsolete -pluralonly spellforge/ui/*.py -ts i18n/spellforge_en.ts
"$BIN/python" i18n/apply_catalog.py
"$BIN/pyside6-lrelease" i18n/spellforge_ru.ts i18n/spellforge_pl.ts i18n/spellforge_en.ts
