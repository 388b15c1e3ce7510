"""`spellforge translations export|import|set`: the user's card-name translations as CSV."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("translations", help=Cli.tr("export or import card-name translations (card_id,lang,name,source)"))
    tsub = p.add_subparsers(dest="translations_command", required=True)
    e = tsub.add_parser("export", help=Cli.tr("write every card's names to CSV"))
    e.add_argument("-o", "--output", help=Cli.tr("file to write (default: standard output)"))
    e.add_argument("--lang", action="append", choices=("en", "ru", "pl"),
                   help=Cli.tr("a language to export; repeat it for several (default: ru and pl)"))
    e.set_defaults(func=export_cmd)
    i = tsub.add_parser("import", help=Cli.tr("store names from a CSV as your own names"))
    i.add_argument("file", help=Cli.tr("CSV file with columns card_id,lang,name[,source]"))
    i.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    i.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the readable output"))
    i.set_defaults(func=import_cmd)
    s = tsub.add_parser("set", help=Cli.tr("set your own name for one card"))
    s.add_argument("card", help=Cli.tr("the card, by name in any language or by id"))
    s.add_argument("name_lang", metavar="LANG", choices=LANGS, help=Cli.tr("the language of the name (en, ru or pl)"))
    s.add_argument("name", help=Cli.tr("your name for the card in that language"))
    s.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the readable output"))
    s.set_defaults(func=set_cmd)


def export_cmd(args) -> int:
    from spellforge.fileio import write_atomic
    from spellforge.formats.names_csv import export_names
    from spellforge.library import open_library

    from spellforge.cli import output_path

    if args.output:
        output_path(args.output)
    text = export_names(open_library(), tuple(args.lang or ("ru", "pl")))
    if args.output:
        try:
            write_atomic(Path(args.output), text)
        except OSError as e:
            from spellforge.cli import CliExit

            raise CliExit(Cli.tr("{path}: cannot write: {error}").format(path=args.output, error=e.strerror or e)) from None
    else:
        sys.stdout.write(text)
    return 0


def import_cmd(args) -> int:
    from spellforge.formats.names_csv import NamesFileError, import_names, read_names_file
    from spellforge.library import open_library
    from spellforge.library.user.store import UserStore

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
    head = Cli.tr("%n name(s) stored", "", stored) + ", " + Cli.tr("%n error(s)", "", len(errors))
    emit(data, args.json, "\n".join([head] + notes + [r.message for r in errors]))
    return 1 if errors else 0


def set_cmd(args) -> int:
    from spellforge.cli.cmd_card import find_card
    from spellforge.library import open_library
    from spellforge.library.user.names import set_user_name
    from spellforge.library.user.store import UserStore

    store = UserStore()  # first: unusable user data stops here with one line
    lib = open_library()
    card, _ = find_card(lib, args.card)
    if card is None:
        print("spellforge translations: " + Cli.tr("no card named {name}").format(name=repr(args.card)), file=sys.stderr)
        return 1
    set_user_name(store, card.id, args.name_lang, args.name)
    from spellforge.safetext import clean_line

    language = {"en": Cli.tr("English"), "ru": Cli.tr("Russian"), "pl": Cli.tr("Polish")}[args.name_lang]
    print(Cli.tr("{card}, its {language} name: {name}").format(  # as stored
        card=card.display_name(args.lang), language=language, name=" ".join(clean_line(args.name).split())))
    return 0
