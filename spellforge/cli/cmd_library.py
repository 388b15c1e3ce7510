"""`spellforge library stats|build`: what the card library holds; rebuild it."""

from __future__ import annotations

import sys

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("library", help=Cli.tr("card library statistics and maintenance"))
    lsub = p.add_subparsers(dest="library_command", required=True)
    s = lsub.add_parser("stats", help=Cli.tr("counts of spells, mages, printings, sets and translations"))
    s.add_argument("--playtest", action="store_true", help=Cli.tr("include the community playtest sets"))
    s.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    s.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of the readable output"))
    s.set_defaults(func=stats)
    b = lsub.add_parser("build", help=Cli.tr("rebuild the SQLite library from db/ now"))
    b.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    b.set_defaults(func=build)


def library_stats(lib, include_playtest: bool = False) -> dict:
    spells = lib.spells(include_playtest)
    counts = lib.name_counts()
    return {
        "spells": len(spells),
        "arena": sum(1 for c in spells if "arena" in c.formats),
        "academy": sum(1 for c in spells if "academy" in c.formats),
        "mages": len(lib.mages()),
        "printings": lib.printing_count(include_playtest),
        "sets": [{"name": n, "cards": k} for n, k in lib.sets(include_playtest)],
        "translations": {lang: sum(by_src.values()) for lang, by_src in sorted(counts.items())},
        "translation_sources": counts,
        "effects": lib.effect_coverage(include_playtest),
        "effects_by_format": {f: lib.effect_coverage(include_playtest, f) for f in ("arena", "academy")},
    }


def stats(args) -> int:
    from spellforge.library import LibrarySourceError, open_library

    try:
        lib = open_library()
    except LibrarySourceError as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    data = library_stats(lib, args.playtest)
    emit(data, args.json, None if args.json else stats_text(lib, data, args.lang))
    return 0


def stats_text(lib, data: dict, lang: str) -> str:
    """The counts as readable lines in `lang` (set names in the card language, as on the faces)."""
    from spellforge.i18n.cli_words import Context
    from spellforge.i18n.labels import Labels

    Cli = Context("Cli", lang)
    set_name = Labels(lang, lib.term).set_name
    lines = [Cli.tr("spells: {spells} (Arena {arena}, Academy {academy})").format(**data),
             Cli.tr("mages: {mages}").format(**data), Cli.tr("printings: {printings}").format(**data),
             Cli.tr("sets:")]
    lines += [f"  {set_name(s['name'])}: {s['cards']}" for s in data["sets"]]
    lines.append(Cli.tr("card effects: modelled {modelled} (partly {partial}), figures only {stats_only}, "
                        "not modelled {unmodelled}, missing {missing}").format(**data["effects"]))
    languages = {"en": Cli.tr("English"), "ru": Cli.tr("Russian"), "pl": Cli.tr("Polish")}
    for code, n in data["translations"].items():
        sources = data["translation_sources"].get(code, {})
        lines.append(Cli.tr("card names ({language}): {count} (the rulebook's {rulebook}, ours {project})").format(
            language=languages.get(code, code), count=n, rulebook=sources.get("rulebook", 0), project=sources.get("project", 0)))
    return "\n".join(lines)


def build(args) -> int:
    import time

    from spellforge import paths
    from spellforge.library import LibrarySourceError
    from spellforge.library.build import build_library
    from spellforge.library.repository import LIBRARY_FILE

    start = time.perf_counter()
    try:
        src = build_library(paths.db_source_dir(), paths.data_dir() / LIBRARY_FILE)
    except LibrarySourceError as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    data = {"path": str(paths.data_dir() / LIBRARY_FILE), "cards": len(src.cards), "seconds": round(time.perf_counter() - start, 3)}
    emit(data, args.json, f"built {data['path']}: {data['cards']} cards in {data['seconds']} s")
    return 0
