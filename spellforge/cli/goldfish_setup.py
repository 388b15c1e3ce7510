"""What both goldfish runs (one book, and A/B in goldfish_ab.py) take from the options and share:
the dummy opponent of `--opponent dummy`, the legality warning (or refusal with --strict), and the
first game's log for --log.
"""

from __future__ import annotations

import argparse

from spellforge.cli import CliExit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def legality(book, label: str, lib, mage, args: argparse.Namespace) -> list[str]:
    """The book's legality problems for `mage`, in --lang (spellforge.rules.validate): printed to
    stderr as a warning, or, with --strict, CliExit (exit status 2)."""
    from spellforge.rules import validate

    lang = getattr(args, "lang", "en")
    report = validate(book, lib, lang, mage=mage)
    if report.legal:
        return []
    problems = [p.message for p in report.problems]
    name = mage.display_name(lang) if hasattr(mage, "display_name") else mage.name
    text = (Cli.tr("{book} is not a legal spellbook for {mage}; --strict refuses it: {problems}")
            if getattr(args, "strict", False) else
            Cli.tr("{book} is not a legal spellbook for {mage} (the goldfish plays it all the same): {problems}"))
    text = text.format(book=label, mage=name, problems=" ".join(problems))
    if getattr(args, "strict", False):
        raise CliExit(text)
    import sys

    print(f"spellforge goldfish: {text}", file=sys.stderr)
    return problems


def game_logs(setup, seed: int, lib, lang: str) -> tuple[list[str], list[str]]:
    """The first game's log twice: in the engine's English for --json (stable, structured output),
    and in `lang` from the same .ts sentences as the playtest window (spellforge/sim/report/game_log.py)."""
    from spellforge.sim.report.game_log import GameLog
    from spellforge.i18n.ts_translate import ts_translator
    from spellforge.sim.game.events import describe

    events = setup.game(seed, 0, record_events=True).run().events or []
    log = GameLog(lib, lang, ts_translator(lang), setup.book.mage.name)
    return [describe(e) for e in events], [log.describe(e) for e in events]


def opponent_of(args: argparse.Namespace, lib=None):
    """The DummyConfig of `--opponent dummy` and its figures, or None. With `lib`, the names of
    --dummy-cards are checked (ValueError naming the card and why)."""
    from spellforge.sim.game.engine import DummyConfig

    if getattr(args, "opponent", "none") != "dummy":
        return None
    cards = getattr(args, "_dummy_card_ids", None)
    if cards is None:
        cards = dummy_card_ids(getattr(args, "dummy_cards", ""), lib)
        args._dummy_card_ids = cards
    return DummyConfig(args.dummy_dice, args.dummy_piercing, channeling=getattr(args, "dummy_channeling", 9),
                       mana=getattr(args, "dummy_mana", 10), cards=cards,
                       walks=not getattr(args, "dummy_stands", False))


def dummy_card_ids(text: str, lib) -> tuple[str, ...]:
    """Card ids of a comma-separated list of names (any language) or ids; ValueError, in --lang, for a
    name the library does not know or a card the dummy cannot wear or cast (named in --lang)."""
    from spellforge.i18n.cli_words import language
    from spellforge.sim.opponent.kit import kit_card

    ids = []
    for name in (n.strip() for n in (text or "").split(",")):
        if not name:
            continue
        card, problem = kit_card(lib, name)
        if card is None:
            raise ValueError(Cli.tr("--dummy-cards: unknown card '{name}'").format(name=name))
        if problem:
            raise ValueError(Cli.tr("--dummy-cards: {card}: {why}").format(card=card.display_name(language()),
                                                                           why=kit_sentence(problem)))
        ids.append(card.id)
    return tuple(ids)


def kit_sentence(problem: str) -> str:
    """Why the dummy cannot wear or cast a card (a code of sim/opponent/kit.KIT_PROBLEMS), in --lang."""
    if problem == "not_simulated":
        return Cli.tr("its effect is not simulated")
    if problem == "curse":
        return Cli.tr("a curse the dummy cannot use (only damage each Upkeep or fewer attack dice)")
    if problem == "unused":
        return Cli.tr("nothing the dummy uses (Armor, Life, Melee, Regenerate, a Defense or Block)")
    return Cli.tr("only attack spells, enchantments, equipment, Seeking Dispel and Dissolve")


def matchup_run(args: argparse.Namespace, book, label: str, lib, mage, target, plan):
    """A book's `--engine matchup` run (sim/report/matchup_goldfish.py) with the command's options: the
    target `--distance` zones away (0: the same zone, the matchup keeps its arena), the dummy if any."""
    from dataclasses import replace

    from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish

    return make_matchup_goldfish(book, lib, mage, replace(target, distance=args.distance), args.max_rounds,
                                 seed=args.seed, policy=args.policy, label=label, opponent=opponent_of(args), plan=plan)


def matchup_log(run, lang: str, lib) -> tuple[list[str], list[str]]:
    """The first game's log, both sides (a passive one does nothing), in English for --json and in
    `lang`: the matchup's sentences (sim/matchup/text.py, as `spellforge matchup --log` and the
    playtest window's log)."""
    from spellforge.sim.matchup import text as matchup_text
    from spellforge.sim.matchup.batch import game_of
    from spellforge.sim.report.matchup_goldfish import log_names

    game, swapped = game_of(run.matchup, 0, record_events=True)
    events, names = matchup_text.log_events(game.run().events, swapped), log_names(run)
    return (matchup_text.log_lines(events, names, "en", lib), matchup_text.log_lines(events, names, lang, lib))
