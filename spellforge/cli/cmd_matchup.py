"""`spellforge matchup A B`: two spellbooks play each other (docs/matchup.md); `--gauntlet` plays A
against every book of a folder or the official books, `--table` every pair of a folder's books.

Exit status: 0 done, 2 unreadable input or a bad option.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from spellforge.cli import CliExit, emit
from spellforge.cli.book_arg import FILE_SUFFIXES, book_help
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "matchup", help=Cli.tr("two spellbooks play each other: wins, losses and draws with a 95-percent interval"),
        description=Cli.tr("Play spellbook A against spellbook B for --games seeded games (default 200, seed 1), "
                           "corners and the first Initiative alternated, both sides played by the same AI "
                           "(the goldfish planner's priorities and a tactical layer). Report wins, losses and draws "
                           "with a 95 % interval, mean rounds, how games were won, cards cast and damage by source, "
                           "and the cards not simulated. See docs/matchup.md for the rules played and the AI's "
                           "limits. Exit status: 0 done, 2 unreadable input or a bad option."))
    p.add_argument("file", metavar="A", nargs="?", help=book_help())
    p.add_argument("b", metavar="B", nargs="?", help=Cli.tr("the opponent's book (same forms as A)"))
    p.add_argument("--games", type=int, default=200, help=Cli.tr("games per pair (default 200)"))
    p.add_argument("--seed", type=int, default=1, help=Cli.tr("random seed (default 1)"))
    p.add_argument("--max-rounds", type=int, default=30,
                   help=Cli.tr("a game still running after this many rounds is a draw (default 30)"))
    p.add_argument("--policy", choices=("planner", "greedy"), default="planner",
                   help=Cli.tr("planner (default): each book prepares by the goldfish planner's priorities; greedy: "
                               "the fixed order (faster to start)"))
    p.add_argument("--workers", type=int, default=0, help=Cli.tr("processes that play games (default: one per core)"))
    p.add_argument("--gauntlet", metavar="DIR_OR_SET",
                   help=Cli.tr("play A against every book of this folder, or \"official\": the 13 official books; "
                               "one row per opponent"))
    p.add_argument("--table", metavar="DIR_OR_SET",
                   help=Cli.tr("play every pair of the books of this folder (or \"official\"): a table of scores"))
    p.add_argument("--plan", metavar="FILE",
                   help=Cli.tr("book A's casting plan (JSON, as goldfish --plan: which spells to prepare in which "
                               "round); its other rounds follow --policy; the opponents keep their own plans"))
    p.add_argument("--log", action="store_true", help=Cli.tr("also print the first game turn by turn, both sides"))
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en",
                   help=Cli.tr("language of the readable report and its --log (--json stays English)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=handler)


def _fail(message: str) -> int:
    print(f"spellforge matchup: {message}", file=sys.stderr)
    return 2


def books_of(where: str, lib) -> list[tuple[str, object]]:
    """(label, Spellbook) of "official" (the official books shipped as templates) or of a folder's
    spellbook files, in name order."""
    if where == "official":
        from spellforge.formats.templates import official_books

        return official_books(lib)
    folder = Path(where)
    if not folder.is_dir():
        raise CliExit(Cli.tr("{path}: not a folder (give a folder of spellbook files, or \"official\")").format(path=where))
    from spellforge.cli.book_arg import load_book

    out = []
    for path in sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in FILE_SUFFIXES):
        named = load_book(str(path), lib)
        out.append((named.label, named.book))
    if not out:
        raise CliExit(Cli.tr("{path}: holds no spellbook file").format(path=where))
    return out


def _spec(label: str, book, lib, policy: str):
    from spellforge.sim.matchup.batch import side_spec

    mage = lib.mage(book.mage) if book.mage else None
    if mage is None:
        raise CliExit(Cli.tr("{book}: the book names no mage the library knows").format(book=label))
    return side_spec(label, book, lib, mage, policy)


def _with_plan(spec, path: str | None, lib):
    """A's side with the user's plan from `path` (sim/matchup/user_plan.py) and the report's "a_plan"
    (its file, rounds and the cards the matchup cannot play); (spec, None) without a plan."""
    if not path:
        return spec, None
    from dataclasses import replace

    from spellforge.cli.plan_arg import read_plan
    from spellforge.sim.matchup.user_plan import side_plan

    plan = read_plan(path, lib)  # CliExit names the file and line
    rounds, skipped = side_plan(spec.book, plan.rounds)
    return replace(spec, plan=rounds, plan_then=plan.then_default), {
        "file": path, "rounds": {str(r): list(ids) for r, ids in rounds}, "then": plan.then_default,
        "skipped": skipped}


def handler(args: argparse.Namespace) -> int:
    from spellforge.cli.option_ranges import first_out_of_range

    problem = first_out_of_range(("--games", args.games, 1, 1_000_000), ("--max-rounds", args.max_rounds, 1, 200),
                                 ("--workers", args.workers, 0, 512))
    if problem:
        return _fail(problem)
    if args.table is None and args.file is None:
        return _fail(Cli.tr("give a book A (and B, or --gauntlet), or --table"))
    if args.table is None and args.b is None and args.gauntlet is None:
        return _fail(Cli.tr("give the opponent B, or --gauntlet DIR_OR_SET"))
    if args.plan and args.table is not None:
        return _fail(Cli.tr("--plan is book A's plan: give A with B or --gauntlet (--table plays every book on "
                            "its own plan)"))
    for where in (args.gauntlet, args.table):
        if where not in (None, "official") and not Path(where).is_dir():
            return _fail(Cli.tr("{path}: not a folder (give a folder of spellbook files, or \"official\")").format(
                path=where))
    from spellforge.formats.templates import official_names
    from spellforge.sim.matchup import text as matchup_text
    from spellforge.cli.book_arg import load_book
    from spellforge.library import open_library
    from spellforge.sim.matchup.batch import Matchup, run_batch, summarise

    lib = open_library()
    workers = args.workers or None

    shown = sys.stderr.isatty()  # progress for a person at a terminal; scripts and tests see none

    if args.table is not None:
        from spellforge.sim.matchup.table import pairs as table_pairs, play_table

        specs = [_spec(label, book, lib, args.policy) for label, book in books_of(args.table, lib)]
        every = len(table_pairs(len(specs)))  # one triangle is played, the other is its mirror

        def tick(done: int) -> bool:
            if shown:
                print("\r" + Cli.tr("playing pair {done} of {total}…").format(
                    done=min(every, done // (args.games + args.games % 2) + 1), total=every),
                      end="", file=sys.stderr, flush=True)
            return True

        cells = play_table(specs, args.games, args.seed, args.max_rounds, workers, tick)
        rows = [[cells[(i, j)][1] if i != j else None for j in range(len(specs))] for i in range(len(specs))]
        if shown:
            print(file=sys.stderr)
        report = matchup_text.table_json(specs, rows, args.games, args.seed)
        emit(report, args.json, matchup_text.table_report(report, args.lang, lib, official_names()))
        return 0
    named = load_book(args.file, lib)
    a, a_plan = _with_plan(_spec(named.label, named.book, lib, args.policy), args.plan, lib)
    if args.gauntlet is not None:
        from spellforge.sim.matchup.table import play_matchups

        matchups = [Matchup(a, _spec(label, book, lib, args.policy), args.seed, args.max_rounds)
                    for label, book in books_of(args.gauntlet, lib)]

        def gauntlet_tick(done: int) -> bool:
            if shown:
                print("\r" + Cli.tr("playing pair {done} of {total}…").format(
                    done=min(len(matchups), done // args.games + 1), total=len(matchups)),
                      end="", file=sys.stderr, flush=True)
            return True

        # every opponent's games in one pool of processes (a pool an opponent cost more than its games)
        runs = play_matchups(matchups, args.games, workers, gauntlet_tick)
        rows = [summarise(m, results) for m, results in zip(matchups, runs)]
        if shown:
            print(file=sys.stderr)
        rows.sort(key=lambda r: (-r["a_score"], r["b"]))
        report = {"book": a.label, "gauntlet": args.gauntlet, "games": args.games, "seed": args.seed, "rows": rows}
        if a_plan:
            report["a_plan"] = a_plan
        emit(report, args.json, matchup_text.gauntlet_report(report, args.lang, lib, official_names()))
        return 0
    other = load_book(args.b, lib)
    m = Matchup(a, _spec(other.label, other.book, lib, args.policy), args.seed, args.max_rounds)
    report = summarise(m, run_batch(m, args.games, workers))
    if a_plan:
        report["a_plan"] = a_plan
    readable = report
    if args.log:
        from spellforge.sim.matchup.batch import game_of

        game, swapped = game_of(m, 0, record_events=True)
        rec = game.run()
        report["log"] = matchup_text.log_events(rec.events, swapped)
        readable = dict(report, log_lines=matchup_text.log_lines(report["log"], report, args.lang, lib))
    emit(report, args.json, matchup_text.report(readable, args.lang, lib, official_names()))
    return 0
