"""`spellforge translations export|import|set`: the user's card-name translations as CSV."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import emit


def register(sub) -> None:
    p = sub.add_parser("translations", help="export or import card-name translations (card_id,lang,name,source)")
    tsub = p.add_subparsers(dest="translations_command", required=True)
    e = tsub.add_parser("export", help="write every card's names to CSV")
    e.add_argument("-o", "--output", help="file to write (default: standard output)")
    e.add_argument("--lang", action="append", choices=("en", "ru", "pl"),
                   help="a language to export; repeat it for several (default: ru and pl)")
    e.set_defaults(func=export_cmd)
    i = tsub.add_parser("import", help="store names from a CSV as your own names")
    i.add_argument("file", help="CSV file with columns card_id,lang,name[,source]")
    i.add_argument("--json", action="store_true", help="machine-readable JSON output")
    i.set_defaults(func=import_cmd)
    s = tsub.add_parser("set", help="set your own name for one card")
    s.add_argument("card", help="the card, by name in any language or by id")
    s.add_argument("lang", choices=("en", "ru", "pl"), help="the language of the name")
    s.add_argument("name", help="your name for the card in that language")
    s.set_defaults(func=set_cmd)


def export_cmd(args) -> int:
    from spellforge.fileio import write_atomic
    from spellforge.i18n.translations_csv import export_names
    from spellforge.library import open_library

    text = export_names(open_library(), tuple(args.lang or ("ru", "pl")))
    if args.output:
        try:
            write_atomic(Path(args.output), text)
        except OSError as e:
            from spellforge.cli import CliExit

            raise CliExit(f"{args.output}: cannot write: {e.strerror or e}") from None
    else:
        sys.stdout.write(text)
    return 0


def import_cmd(args) -> int:
    from spellforge.i18n.translations_csv import NamesFileError, import_names, read_names_file
    from spellforge.library import open_library
    from spellforge.library.user_store import UserStore

    path = Path(args.file)
    try:
        text = read_names_file(path)
    except NamesFileError as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    store = UserStore()  # first: unusable user data stops here with one line
    reports = import_names(open_library(), store, text, str(path))
    data = [{"line": r.line, "status": r.status, "message": r.message} for r in reports]
    stored = sum(r.status == "stored" for r in reports)
    errors = [r for r in reports if r.status == "error"]
    notes = [r.message for r in reports if r.status == "stored" and r.message]
    emit(data, args.json, "\n".join([f"{stored} name{'' if stored == 1 else 's'} stored, {len(errors)} error{'' if len(errors) == 1 else 's'}"] + notes + [r.message for r in errors]))
    return 1 if errors else 0


def set_cmd(args) -> int:
    from spellforge.cli.cmd_card import find_card
    from spellforge.library import open_library
    from spellforge.library.user_names import set_user_name
    from spellforge.library.user_store import UserStore

    store = UserStore()  # first: unusable user data stops here with one line
    card, _ = find_card(open_library(), args.card)
    if card is None:
        print(f"spellforge: no card named {args.card!r}", file=sys.stderr)
        return 1
    set_user_name(store, card.id, args.lang, args.name)
    from spellforge.safetext import clean_line

    print(f"{card.name} [{args.lang}] = {' '.join(clean_line(args.name).split())}")  # as stored
    return 0
