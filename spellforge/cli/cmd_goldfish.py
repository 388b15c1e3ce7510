"""`spellforge goldfish A [B]`: play a spellbook against a target (passive, or a dummy that attacks
back), N seeded games; with B, play both on the same game seeds and compare them (goldfish_ab.py).

Exit status: 0 done, 2 unreadable input (the message names the file and line).
"""

from __future__ import annotations

import argparse
import sys

from spellforge.cli import emit
from spellforge.cli.book_arg import book_help
from spellforge.cli.goldfish_setup import game_logs, legality, matchup_log, matchup_run, opponent_of
from spellforge.i18n.cli_words import Context
from spellforge.sim.game.objects import ARENA_CORNERS

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "goldfish", help=Cli.tr("test-cast a spellbook against a target: passive, or with --opponent dummy one that "
                                "attacks back"),
        description=Cli.tr("Play the spellbook against a target mage for --games seeded games (default 1000, seed 1) "
               "and report how fast it kills, how mana and creatures come, and which cards are not simulated. The "
               "target never acts unless --opponent dummy: then it attacks your creatures and mage each round, and "
               "casts the --dummy-cards. With a second book B both are played on the same game seeds and compared. "
               "See docs/goldfish.md for the policies and what is simulated. "
               "Exit status: 0 done, 2 unreadable input or a bad option."))
    p.add_argument("file", metavar="A", help=book_help())
    p.add_argument("b", metavar="B", nargs="?",
                   help=Cli.tr("a second book (same forms as A): compare A and B game by game on the same game seeds"))
    p.add_argument("--games", type=int, default=1000, help=Cli.tr("number of games (default 1000)"))
    p.add_argument("--seed", type=int, default=1, help=Cli.tr("random seed (default 1)"))
    p.add_argument("--mage", help=Cli.tr("play as this mage instead of the one the book names"))
    p.add_argument("--target-life", type=int, default=32, help=Cli.tr("the target's Life (default 32)"))
    p.add_argument("--target-armor", type=int, default=0, help=Cli.tr("the target's Armor (default 0)"))
    p.add_argument("--guard-life", type=int, default=0, help=Cli.tr("Life of a guard creature beside the target (0 = none)"))
    p.add_argument("--guard-armor", type=int, default=0, help=Cli.tr("Armor of the guard creature"))
    p.add_argument("--distance", type=int, default=ARENA_CORNERS,
                   help=Cli.tr("zones between your mage and the target in the 4×3 arena: mages and creatures walk and "
                               "ranges count (default {corners}: the opposite corners; 0: the target in your mage's zone, "
                               "where ranges still count; with --engine goldfish 0 means no arena, everything in "
                               "range)").format(corners=ARENA_CORNERS))
    p.add_argument("--max-rounds", type=int, default=20, help=Cli.tr("stop a game after this many rounds (default 20)"))
    p.add_argument("--policy", choices=("greedy", "planner"), default="planner",
                   help=Cli.tr("planner (default): search each round's choices by rollouts for the fastest kill; greedy: "
                               "develop mana, then creatures, then attacks, in a fixed order (docs/goldfish.md)"))
    p.add_argument("--opponent", choices=("none", "dummy"), default="none",
                   help=Cli.tr("none: the target never acts; dummy: each round it makes a melee attack at the nearest "
                               "creature or your mage (docs/goldfish.md)"))
    p.add_argument("--dummy-dice", type=int, default=3, help=Cli.tr("attack dice of the dummy's melee attack (default 3)"))
    p.add_argument("--dummy-piercing", type=int, default=0, help=Cli.tr("Piercing of the dummy's melee attack (default 0)"))
    p.add_argument("--dummy-channeling", type=int, default=9,
                   help=Cli.tr("the dummy's Channeling: mana it gains each round for its own spells (default 9)"))
    p.add_argument("--dummy-mana", type=int, default=10, help=Cli.tr("the dummy's mana at the start (default 10)"))
    p.add_argument("--dummy-cards", default="",
                   help=Cli.tr("cards the dummy wears or casts, comma-separated names (any language) or ids: enchantments "
                               "and equipment in play on it, a hidden Block, an attack spell it casts at your objects, a "
                               "curse it casts on your mage; e.g. \"Leather Boots, Rhino Hide, Regrowth, Deflection Bracers, "
                               "Block, Lightning Bolt, Ghoul Rot\" (default: none, docs/goldfish.md)"))
    p.add_argument("--dummy-stands", action="store_true",
                   help=Cli.tr("with --distance the dummy walks toward your nearest creature or your mage, so traps, walls "
                               "and terrain meet it (docs/goldfish.md \"Arena\"); this keeps it standing in its zone"))
    p.add_argument("--engine", choices=("goldfish", "matchup"), default="matchup",
                   help=Cli.tr("matchup (default): the two-sided matchup engine, the target set-up played as a side: "
                               "passive, or the dummy with --opponent dummy (docs/matchup.md); goldfish: the old "
                               "one-sided engine, for comparison"))
    p.add_argument("--strict", action="store_true",
                   help=Cli.tr("refuse a book that is not legal for its mage (default: warn on stderr and play it)"))
    p.add_argument("--plan", help=Cli.tr("JSON casting plan: which spells to prepare in which round"))
    p.add_argument("--log", action="store_true", help=Cli.tr("also print the round-by-round log of the first game"))
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of the readable report, its --log and the A/B verdict: labels, card and mage "
                          "names, plural forms, decimal comma in ru and pl (--json stays English)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=handler)


def _fail(message: str) -> int:
    print(f"spellforge goldfish: {message}", file=sys.stderr)
    return 2


def _check(args: argparse.Namespace) -> str | None:
    from spellforge.cli.option_ranges import first_out_of_range

    return first_out_of_range(
        ("--games", args.games, 1, 10_000_000), ("--target-life", args.target_life, 1),
        *((f"--{name.replace('_', '-')}", getattr(args, name), 0) for name in ("target_armor", "guard_life", "guard_armor")),
        *((("--distance", args.distance, 0, 10),) if args.distance is not None else ()),
        ("--dummy-dice", args.dummy_dice, 1, 20), ("--dummy-piercing", args.dummy_piercing, 0, 10),
        ("--dummy-channeling", args.dummy_channeling, 0, 30), ("--dummy-mana", args.dummy_mana, 0, 100),
        ("--max-rounds", args.max_rounds, 1, 200))


def handler(args: argparse.Namespace) -> int:
    from spellforge.library import open_library
    from spellforge.sim.game.engine import TargetConfig
    from spellforge.sim.report.summary import make_setup, run_games, summarise

    problem = _check(args)
    if problem:
        return _fail(problem)
    from spellforge.cli import goldfish_ab

    lib = open_library()
    from spellforge.cli.plan_arg import read_plan

    plan = read_plan(args.plan, lib) if args.plan else None  # CliExit names the file and line
    # --distance 0: the target beside our mage, every attack in range (no arena)
    target = TargetConfig(args.target_life, args.target_armor, args.guard_life, args.guard_armor, args.distance or None)
    try:
        opponent_of(args, lib)
    except ValueError as exc:
        return _fail(str(exc))
    if args.engine == "matchup":
        refused = _matchup_refuses(args)
        if refused:
            return _fail(refused)
    if args.b is not None:
        return goldfish_ab.handler(args, lib, target, plan)
    from spellforge.cli.book_arg import load_book

    named = load_book(args.file, lib)  # a file, a saved book or NAME@VERSION
    label, book = named.label, named.book
    mage_name = args.mage or book.mage
    if not mage_name:
        return _fail(Cli.tr("{book}: the book names no mage; give one with --mage").format(book=args.file))
    mage = lib.mage(mage_name)
    if mage is None:
        from spellforge.cli.cmd_card import no_mage_message

        return _fail(no_mage_message(lib, mage_name, args.lang))
    problems = legality(book, book.name or label, lib, mage, args)  # CliExit with --strict
    if args.engine == "matchup":
        return _matchup_report(args, lib, book, label, mage, target, problems, plan)
    setup = make_setup(book, lib, mage, target, args.max_rounds,
                       plan.rounds if plan else None, plan.then_default if plan else True, policy=args.policy,
                       opponent=opponent_of(args))
    report = summarise(setup, run_games(setup, args.games, args.seed), args.seed)
    return _emit_report(args, lib, book, label, problems, report, lambda: game_logs(setup, args.seed, lib, args.lang))


def _emit_report(args: argparse.Namespace, lib, book, label: str, problems: list[str], report: dict, log) -> int:
    """Print one book's report (either engine's) with its book, legality and unresolved lines, and
    with --log the first game's log: `log()` gives it in English for --json and in --lang."""
    report["book"] = book.name or label
    report["legality_problems"] = problems
    if book.unresolved:
        report["unresolved_lines"] = [{"line": u.line, "text": u.text} for u in book.unresolved]
    readable = report
    if args.log:
        report["log"], lines = log()
        readable = dict(report, log=lines)
    emit(report, args.json, text_report(readable, args.lang, lib))
    return 0


def _matchup_refuses(args: argparse.Namespace) -> str | None:
    """Why --engine matchup cannot play these options (None: it can)."""
    from spellforge.sim.matchup.batch import ARENA_SPAN

    if args.distance > ARENA_SPAN:
        return Cli.tr("--engine matchup: --distance is at most {span} (the opposite corners of the 4×3 "
                      "arena)").format(span=ARENA_SPAN)
    return None


def _matchup_report(args: argparse.Namespace, lib, book, label: str, mage, target, problems: list[str],
                    plan=None) -> int:
    """The goldfish report from matchup games against a passive side or the dummy (sim/report/matchup_goldfish.py)."""
    from spellforge.sim.report.matchup_goldfish import run_matchup_games, summarise_matchup

    run = matchup_run(args, book, book.name or label, lib, mage, target, plan)
    report = summarise_matchup(run, run_matchup_games(run, args.games, 1), args.seed, args.policy)
    return _emit_report(args, lib, book, label, problems, report, lambda: matchup_log(run, args.lang, lib))


def text_report(r: dict, lang: str = "en", lib=None) -> str:
    """The readable report in en, ru or pl (spellforge/cli/goldfish_text.py)."""
    from spellforge.cli.goldfish_text import report

    return report(r, lang, lib)
