"""`spellforge odds`: exact damage odds of an attack roll (no sampling)."""

from __future__ import annotations

import argparse
import sys

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)

MAX_DICE = 200  # far beyond any real attack; keeps the exact computation instant


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("odds", help=Cli.tr("exact damage odds for N attack dice"),
                              description=Cli.tr("Exact damage distribution of an attack roll."))
    p.add_argument("--dice", type=int, required=True, help=Cli.tr("number of attack dice"))
    p.add_argument("--armor", type=int, default=0, help=Cli.tr("the target's Armor"))
    p.add_argument("--piercing", type=int, default=0, help=Cli.tr("Piercing +X of the attack"))
    p.add_argument("--incorporeal", action="store_true", help=Cli.tr("the target is Incorporeal (only 1s count)"))
    p.add_argument("--ethereal", action="store_true", help=Cli.tr("the attack is Ethereal (hits Incorporeal fully)"))
    p.add_argument("--defense", type=int, default=None, metavar="N", help=Cli.tr("the target's Defense N+"))
    p.add_argument("--defender-daze", type=int, default=0, metavar="K", help=Cli.tr("Daze tokens on the target (−2 each to Defense)"))
    p.add_argument("--dazed", action="store_true", help=Cli.tr("the attacker is Dazed (d12 7+ to attack)"))
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of the readable output"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=handler)


def _problem(args: argparse.Namespace) -> str | None:
    at_least_zero = Cli.tr("`{option}` must be 0 or more, got {value}")
    if not 0 <= args.dice <= MAX_DICE:
        return Cli.tr("`--dice` must be between 0 and {max}, got {value}").format(max=MAX_DICE, value=args.dice)
    for option, value in (("--armor", args.armor), ("--piercing", args.piercing), ("--defender-daze", args.defender_daze)):
        if value < 0:
            return at_least_zero.format(option=option, value=value)
    if args.defense is not None and not 1 <= args.defense <= 12:  # a Defense is a d12 roll of N or more
        return Cli.tr("`--defense` must be between 1 and 12 (a d12 roll of N or more), got {value}").format(
            value=args.defense)
    if args.defender_daze and args.defense is None:
        return Cli.tr("`--defender-daze` needs `--defense N` (Daze lowers the target's Defense roll)")
    return None


def handler(args: argparse.Namespace) -> int:
    from spellforge.sim.game.dice import damage_distribution, hit_chance

    problem = _problem(args)
    if problem:
        print(f"spellforge odds: {problem}", file=sys.stderr)
        return 2
    dist = damage_distribution(args.dice, args.armor, args.piercing, args.incorporeal, args.ethereal)
    data = dist.as_dict()
    if args.defense is not None or args.dazed:
        hit = float(hit_chance(args.defense, args.dazed, args.defender_daze))
        data["hit_chance"] = hit
        data["expected_damage"] = hit * dist.mean
    emit(data, args.json, _text(data))
    return 0


def _text(data: dict) -> str:
    from spellforge.i18n.cli_words import language
    from spellforge.i18n.numbers import decimal, percent

    lang = language()
    head = Cli.tr("%n dice vs Armor {armor}", "", data["dice"]).format(armor=data["armor"])
    if data["piercing"]:
        head += ", " + Cli.tr("Piercing +{value}").format(value=data["piercing"])
    if data["incorporeal"]:
        head += ", " + (Cli.tr("Incorporeal target (Ethereal attack)") if data["ethereal"] else Cli.tr("Incorporeal target"))
    lines = [head, Cli.tr("mean damage {value}").format(value=decimal(data["mean"], lang, 3))]
    if "hit_chance" in data:
        lines.append(Cli.tr("hit chance {chance}, expected damage {damage}").format(
            chance=percent(data["hit_chance"], lang), damage=decimal(data["expected_damage"], lang, 3)))
    columns = (Cli.tr("damage"), Cli.tr("exactly"), Cli.tr("at least"))
    first, width = max(6, len(columns[0])), max(9, len(columns[1]), len(columns[2]))
    lines.append(f"{columns[0]:>{first}} {columns[1]:>{width}} {columns[2]:>{width}}")
    for d, p in data["damage"].items():
        lines.append(f"{d:>{first}} {percent(p, lang, 2):>{width}} {percent(data['p_at_least'][d], lang, 2):>{width}}")
    return "\n".join(lines)
