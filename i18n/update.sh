#!/bin/sh
# Refresh the .ts files from the code and compile them (run from the repository root).
# The .ts files are the source of the translations: lupdate keeps every translation, adds new
# strings as unfinished and drops the ones the code no longer has (git keeps their history).
set -e
BIN=${PYSIDE_BIN:-.venv/bin}
# Games with their own sentences: the headless messages, the command group's help pages and the Qt
# views of games/<game>/.
GAMES=$(ls spellforge/games/*/messages.py spellforge/games/*/cli.py spellforge/games/*/ui/*.py 2>/dev/null || true)
# The command line's own sentences (spellforge.i18n.cli_words), the validation messages, the A/B verdict.
CLI="spellforge/cli/*.py spellforge/rules/messages.py spellforge/sim/report/compare.py"
I18N="spellforge/sim/report/game_log.py spellforge/library/search_errors.py spellforge/i18n/read_warnings.py spellforge/i18n/user_data_words.py spellforge/i18n/line_notes.py spellforge/i18n/image_notes.py spellforge/formats/names_csv.py"
"$BIN/pyside6-lupdate" -no-obsolete $(find spellforge/ui -name "*.py" | sort) $I18N $CLI $GAMES -ts i18n/spellforge_ru.ts i18n/spellforge_pl.ts
"$BIN/pyside6-lupdate" -no-obsolete -pluralonly $(find spellforge/ui -name "*.py" | sort) $I18N $CLI $GAMES -ts i18n/spellforge_en.ts
"$BIN/pyside6-lrelease" i18n/spellforge_ru.ts i18n/spellforge_pl.ts i18n/spellforge_en.ts
# Name what still needs a translation, as ready-to-fill commands (status 0 either way).
"$BIN/python" i18n/set_translation.py --unfinished || true
