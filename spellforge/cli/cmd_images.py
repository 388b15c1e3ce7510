"""`spellforge images import PATH`: bring in the user's own card images (folder or zip)."""

from __future__ import annotations

from dataclasses import asdict

from spellforge.cli import emit


def register(sub) -> None:
    p = sub.add_parser("images", help="the user's own card images")
    isub = p.add_subparsers(dest="images_command", required=True)
    i = isub.add_parser("import", help="import a folder or .zip of card images (named by GUID, printed code or name)")
    i.add_argument("path", help="a folder or .zip of card images")
    i.add_argument("--lang", choices=("en", "ru", "pl"), help="file the images under one card language only")
    i.add_argument("--json", action="store_true", help="machine-readable JSON output")
    i.set_defaults(func=import_cmd)


def import_cmd(args) -> int:
    from spellforge.library import open_library
    from spellforge.render import import_image_pack

    report = import_image_pack(args.path, open_library(), lang=args.lang)
    data = {"source": report.source, "imported": report.imported, "files": [asdict(f) for f in report.fates]}
    emit(data, args.json, "\n".join([report.summary()] + [str(f) for f in report.fates if f.fate != "imported"]))
    refused = report.count("refused")
    return 2 if refused and not report.imported else 0
