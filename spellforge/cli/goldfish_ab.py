"""`spellforge goldfish A B`: play two builds on the same game seeds (common random numbers) and compare
them with a paired test (spellforge.sim.report.compare; docs/goldfish.md "A/B comparison").

A and B are spellbook files in any format, or books saved in Spellforge by name or id, or one of
their saved versions as NAME@VERSION (`spellforge books history NAME`).
"""

from __future__ import annotations

import argparse

from spellforge.cli import CliExit, emit
from spellforge.cli.book_arg import load_book
from spellforge.cli.goldfish_setup import game_logs, legality, matchup_log, matchup_run, opponent_of
from spellforge.i18n.cli_words import Context


Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def setup_for(book, label: str, lib, args: argparse.Namespace, target, plan):
    """A goldfish setup for one side, with the same options as the one-book run; with --engine
    matchup, its MatchupGoldfish run (sim/report/matchup_goldfish.py)."""
    from spellforge.sim.report.summary import make_setup

    mage = _mage_of(book, label, lib, args)
    if getattr(args, "engine", "matchup") == "matchup":
        return matchup_run(args, book, label, lib, mage, target, plan)
    return make_setup(book, lib, mage, target, args.max_rounds,
                      plan.rounds if plan else None, plan.then_default if plan else True,
                      policy=getattr(args, "policy", "greedy"), opponent=opponent_of(args))


def _mage_of(book, label: str, lib, args: argparse.Namespace):
    """The side's mage (--mage or the book's), its legality problems kept in args._legality."""
    mage_name = args.mage or book.mage
    if not mage_name:
        raise CliExit(Cli.tr("{book}: the book names no mage; give one with --mage").format(book=label))
    mage = lib.mage(mage_name)
    if mage is None:
        from spellforge.cli.cmd_card import no_mage_message

        raise CliExit(no_mage_message(lib, mage_name, getattr(args, "lang", "en")))
    args._legality = getattr(args, "_legality", {})
    args._legality[label] = legality(book, label, lib, mage, args)
    return mage


def handler(args: argparse.Namespace, lib, target, plan) -> int:
    from spellforge.sim.report.compare import compare, verdict_text

    if args.games < 2:  # two books compared need two games each at least
        from spellforge.cli.option_ranges import out_of_range

        raise CliExit(out_of_range("--games", args.games, 2))
    named = [load_book(key, lib) for key in (args.file, args.b)]  # both read before a plan is searched
    sides = [(n.label, n.book, n.source, setup_for(n.book, n.label, lib, args, target, plan)) for n in named]
    (label_a, book_a, src_a, setup_a), (label_b, book_b, src_b, setup_b) = sides
    matchup = getattr(args, "engine", "matchup") == "matchup"
    if matchup:
        from spellforge.sim.report.matchup_goldfish import compare_matchup

        result = compare_matchup(setup_a, setup_b, args.games, args.seed, args.policy, progress=_tick(2 * args.games))
    else:
        result = compare(setup_a, setup_b, args.games, args.seed)
    for side, label, book, src in (("a", label_a, book_a, src_a), ("b", label_b, book_b, src_b)):
        result[side]["book"] = label
        result[side]["source"] = src
        result[side]["legality_problems"] = args._legality.get(label, [])
        if book.unresolved:
            result[side]["unresolved_lines"] = [{"line": u.line, "text": u.text} for u in book.unresolved]
    readable_logs = {}
    if args.log:
        for side, setup in (("a", setup_a), ("b", setup_b)):
            if matchup:
                result[side]["log"], readable_logs[side] = matchup_log(setup, args.lang, lib)
            else:
                result[side]["log"], readable_logs[side] = game_logs(setup, args.seed, lib, args.lang)
    stats = result["comparison"]
    stats["verdict_text"] = verdict_text(stats, args.lang)
    stats["lang"] = args.lang
    out = {"games": stats["games"], "seed": args.seed, **result}
    readable = dict(out, **{side: dict(out[side], log=lines) for side, lines in readable_logs.items()})
    emit(out, args.json, text_report(readable, args.lang, lib))
    return 0


def _tick(total: int):
    """Progress on stderr for a person at a terminal (scripts and tests see none), as `spellforge matchup`."""
    import sys

    if not sys.stderr.isatty():
        return None

    def tick(done: int) -> bool:
        end = "\n" if done >= total else ""
        print("\r" + Cli.tr("playing game {done} of {total}…").format(done=done, total=total), end=end,
              file=sys.stderr, flush=True)
        return True

    return tick


def text_report(r: dict, lang: str = "en", lib=None) -> str:
    """The readable A/B report in en, ru or pl (spellforge/cli/goldfish_text.py)."""
    from spellforge.cli.goldfish_text import ab_report

    return ab_report(r, lang, lib)
