"""`spellforge images import PATH`: bring in the user's own card images (folder or zip)."""

from __future__ import annotations

from dataclasses import asdict

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("images", help=Cli.tr("the user's own card images"))
    isub = p.add_subparsers(dest="images_command", required=True)
    i = isub.add_parser("import", help=Cli.tr("import a folder or .zip of card images (named by GUID, printed code or name)"))
    i.add_argument("path", help=Cli.tr("a folder or .zip of card images"))
    i.add_argument("--lang", choices=("en", "ru", "pl"), help=Cli.tr("file the images under one card language only; the report is in that language too "
                          "(default: for every card language, report in English)"))
    i.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    i.set_defaults(func=import_cmd)


def import_cmd(args) -> int:
    from spellforge.library import open_library
    from spellforge.render import import_image_pack

    report = import_image_pack(args.path, open_library(), lang=args.lang)
    data = {"source": report.source, "imported": report.imported, "files": [asdict(f) for f in report.fates]}
    emit(data, args.json, report_text(report, args.lang or "en"))
    refused = report.count("refused")
    return 2 if refused and not report.imported else 0


def report_text(report, lang: str) -> str:
    """The summary line, then every file that was not simply imported, in `lang`."""
    from spellforge.i18n.image_notes import fate_word, translate_image_note
    from spellforge.library import open_library

    lib = open_library()
    counts = [f"{n} {fate_word(k)}" for k in ("imported", "replaced", "unmatched", "skipped", "refused")
              if (n := report.count(k))]
    head = f"{report.source}: " + (", ".join(counts) or Cli.tr("no files"))
    if report.cancelled:
        head += "; " + Cli.tr("cancelled")
    lines = [head]
    for f in report.fates:
        if f.fate == "imported":
            continue
        card = lib.card(f.card_id) if f.card_id else None
        target = ""
        if f.card_id:
            how = {"guid": Cli.tr("by OCTGN id"), "code": Cli.tr("by printed code"), "name": Cli.tr("by name")}
            target = f" → {card.display_name(lang) if card else f.card_id} ({how.get(f.matched_by, f.matched_by)})"
        lines.append(f"{f.name}: {fate_word(f.fate)}{target}"
                     + (f" — {translate_image_note(f.message)}" if f.message else ""))
    return "\n".join(lines)
