"""`spellforge card-text import PATH` / `card-text clear`: the English printed card text from the
user's own OCTGN install, kept in the user's data (never in db/)."""

from __future__ import annotations

from spellforge.cli import CliExit, emit
from spellforge.i18n.cli_words import Context
from spellforge.i18n.plurals import english

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("card-text", help=Cli.tr("your OCTGN install's printed card text (kept in your data)"))
    csub = p.add_subparsers(dest="card_text_command", required=True)
    i = csub.add_parser("import", help=Cli.tr("read the Text of every card from an OCTGN folder or set.xml files"))
    i.add_argument("paths", nargs="+", metavar="PATH", help=Cli.tr("an OCTGN installation folder, a folder of set files or set.xml files"))
    i.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    i.set_defaults(func=import_cmd)
    c = csub.add_parser("clear", help=Cli.tr("forget every imported card text"))
    c.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    c.set_defaults(func=clear_cmd)


def import_cmd(args) -> int:
    from spellforge.convert.octgn_text import TextScan, read_texts
    from spellforge.library import open_library
    from spellforge.library.user.card_text import import_card_texts
    from spellforge.library.user.store import UserStore

    scan = TextScan()
    for path in args.paths:
        try:
            part = read_texts(path)
        except (FileNotFoundError, NotADirectoryError) as exc:
            raise CliExit(str(exc)) from None
        scan.texts += part.texts
        scan.files += part.files
        scan.problems += part.problems
    if not scan.files:
        why = "; ".join(scan.problems) or "no set.xml file found"
        raise CliExit(f"{', '.join(map(str, args.paths))}: nothing to import ({why})")
    lib = open_library()
    store = UserStore()
    try:
        result = import_card_texts(lib, store, scan)
    finally:
        store.close()
    data = result.as_dict()
    lines = [english(f"read {data['files']} set file(s): stored the text of {data['stored']} card(s), "
                     f"{data['unchanged']} unchanged, {data['unmatched']} not in the library")]
    lines += [f"skipped: {p}" for p in data["problems"]]
    emit(data, args.json, "\n".join(lines))
    return 0


def clear_cmd(args) -> int:
    from spellforge.library.user.card_text import clear_card_texts
    from spellforge.library.user.store import UserStore

    store = UserStore()
    try:
        n = clear_card_texts(store)
    finally:
        store.close()
    emit({"cleared": n}, args.json, english(f"forgot the imported text of {n} card(s)"))
    return 0
