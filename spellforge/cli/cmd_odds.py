"""`spellforge odds`: exact damage odds of an attack roll (no sampling)."""

from __future__ import annotations

import argparse
import sys

from spellforge.cli import emit

MAX_DICE = 200  # far beyond any real attack; keeps the exact computation instant


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("odds", help="exact damage odds for N attack dice",
                              description="Exact damage distribution of an attack roll.")
    p.add_argument("--dice", type=int, required=True, help="number of attack dice")
    p.add_argument("--armor", type=int, default=0, help="the target's Armor")
    p.add_argument("--piercing", type=int, default=0, help="Piercing +X of the attack")
    p.add_argument("--incorporeal", action="store_true", help="the target is Incorporeal (only 1s count)")
    p.add_argument("--ethereal", action="store_true", help="the attack is Ethereal (hits Incorporeal fully)")
    p.add_argument("--defense", type=int, default=None, metavar="N", help="the target's Defense N+")
    p.add_argument("--defender-daze", type=int, default=0, metavar="K", help="Daze tokens on the target (−2 each to Defense)")
    p.add_argument("--dazed", action="store_true", help="the attacker is Dazed (d12 7+ to attack)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=handler)


def _problem(args: argparse.Namespace) -> str | None:
    if not 0 <= args.dice <= MAX_DICE:
        return f"--dice must be between 0 and {MAX_DICE}, got {args.dice}"
    if args.armor < 0:
        return f"--armor must be 0 or more, got {args.armor}"
    if args.piercing < 0:
        return f"--piercing must be 0 or more, got {args.piercing}"
    if args.defender_daze < 0:
        return f"--defender-daze must be 0 or more, got {args.defender_daze}"
    if args.defense is not None and not 1 <= args.defense <= 12:  # a Defense is a d12 roll of N or more
        return f"--defense must be between 1 and 12 (a d12 roll of N or more), got {args.defense}"
    if args.defender_daze and args.defense is None:
        return "--defender-daze needs --defense N (Daze lowers the target's Defense roll)"
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
    head = f"{data['dice']} dice vs Armor {data['armor']}"
    if data["piercing"]:
        head += f", Piercing +{data['piercing']}"
    if data["incorporeal"]:
        head += ", Incorporeal target" + (" (Ethereal attack)" if data["ethereal"] else "")
    lines = [head, f"mean damage {data['mean']:.3f}"]
    if "hit_chance" in data:
        lines.append(f"hit chance {data['hit_chance']:.1%}, expected damage {data['expected_damage']:.3f}")
    lines.append(f"{'damage':>6} {'exactly':>9} {'at least':>9}")
    for d, p in data["damage"].items():
        lines.append(f"{d:>6} {p:>9.2%} {data['p_at_least'][d]:>9.2%}")
    return "\n".join(lines)
