"""`spellforge convert-sets DIR`: rebuild the text library in db/ from OCTGN set files.

Developer commands: `--lang` translates the counts' labels; a converter's error keeps the tool's
own words (it names the XML file, element and line a developer fixes)."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def _labels() -> dict[str, str]:
    """The summary's keys as the readable report names them (convert_sets, convert_templates)."""
    return {"sets": Cli.tr("sets"), "spell_names": Cli.tr("spell names"), "printings": Cli.tr("printings"),
            "excluded": Cli.tr("excluded"), "reprints_disagreeing": Cli.tr("reprints that disagree"),
            "mages": Cli.tr("mages"), "product_rows": Cli.tr("product rows"),
            "core": Cli.tr("Core Set books"), "official": Cli.tr("other official books"),
            "academy": Cli.tr("Academy books"), "apprentice": Cli.tr("apprentice books"),
            "octgn-apprentice": Cli.tr("OCTGN Apprentice Mode books")}


def _text(summary: dict) -> str:
    labels = _labels()
    return "\n".join(f"{labels.get(k, k)}: {v}" for k, v in summary.items())


def register(sub) -> None:
    p = sub.add_parser("convert-sets", help=Cli.tr("convert OCTGN set.xml files into the db/ text library"))
    p.add_argument("source", help=Cli.tr("folder with OCTGN set .xml files (facts-only or a full OCTGN install)"))
    p.add_argument("--products", help=Cli.tr("products.csv with copies per product"))
    p.add_argument("--out", default=None, help=Cli.tr("output folder (default: the project's db/)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    p.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the readable output"))
    p.set_defaults(func=run)
    t = sub.add_parser("convert-templates", help=Cli.tr("convert the official OCTGN .o8d spellbooks into db/templates"))
    t.add_argument("source", help=Cli.tr("the OCTGN decks folder (official-spellbooks, offical-academy-spellbooks, "
                                         "apprentice-spellbooks, octgn-apprentice-mode)"))
    t.add_argument("--out", default=None, help=Cli.tr("output folder (default: the project's db/templates)"))
    t.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    t.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the readable output"))
    t.set_defaults(func=run_templates)


def run(args) -> int:
    from spellforge import paths
    from spellforge.convert import SetFileError, convert_sets

    out = Path(args.out) if args.out else paths.db_source_dir()
    try:
        summary = convert_sets(Path(args.source), out, Path(args.products) if args.products else None)
    except SetFileError as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    emit(summary, args.json, _text(summary))
    return 0


def run_templates(args) -> int:
    from spellforge import paths
    from spellforge.formats.template_convert import TemplateError, convert_templates
    from spellforge.formats.errors import ReadError
    from spellforge.library import open_library

    out = Path(args.out) if args.out else paths.db_source_dir() / "templates"
    try:
        summary = convert_templates(Path(args.source), out, open_library())
    except (TemplateError, ReadError) as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    emit(summary, args.json, _text(summary))
    return 0
