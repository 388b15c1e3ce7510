"""The goldfish's dummy opponent (`--opponent dummy`) in both engines (issue 48: "the goldfish becomes a
matchup", round 7): for each official book, the goldfish's engine against its DummyConfig beside the
matchup engine against the same dummy as a side (sim/matchup/dummy.py, `spellforge goldfish --engine
matchup --opponent dummy`'s code), each with the plan its own engine's rollouts find against that
dummy. Per book and engine: the mean kill round over the games that killed, the games lost (our mage
killed) and the creatures lost per game, each with its standard error. The engines draw their dice
differently: differences are compared to the noise of --games games.

Set-ups: `default` (the CLI's dummy: 3 dice, Piercing 0, Channeling 9, 10 mana, it walks; the target
Life 32 5 zones away), `bolt` (the same with --dummy-cards "Lightning Bolt, Rhino Hide"), `strong`
(--dummy-dice 6 --dummy-piercing 1), `stands` (--dummy-stands), `deadly` (--dummy-dice 10
--dummy-piercing 2: one that kills our mage in some games).

    .venv/bin/python bench/bench_dummy.py [--games 200] [--setups default,bolt] [--books Warlock,Wizard]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_passive import bench_args, mean_se, official  # noqa: E402  (both engines' benches)

SETUPS = {  # name -> (DummyConfig arguments, --dummy-cards names, the CLI options)
    "default": ({}, "", "--opponent dummy"),
    "bolt": ({}, "Lightning Bolt, Rhino Hide", '--dummy-cards "Lightning Bolt, Rhino Hide"'),
    "strong": ({"dice": 6, "piercing": 1}, "", "--dummy-dice 6 --dummy-piercing 1"),
    "stands": ({"walks": False}, "", "--dummy-stands"),
    "deadly": ({"dice": 10, "piercing": 2}, "", "--dummy-dice 10 --dummy-piercing 2"),
}


def figures(records) -> tuple:
    """(kill round mean, SE, killed), (losses per game, SE), (creatures lost per game, SE)."""
    kills = [r.rounds_to_kill for r in records if r.rounds_to_kill is not None]
    return (*mean_se(kills), len(kills)), mean_se([float(r.mage_killed is not None) for r in records]), \
        mean_se([float(r.creatures_lost) for r in records])


def main() -> int:
    args = bench_args(__doc__.splitlines()[0], SETUPS, 200, 1, "default,bolt")

    from spellforge.cli.goldfish_setup import dummy_card_ids
    from spellforge.sim.game.objects import DummyConfig, TargetConfig
    from spellforge.sim.matchup.batch import run_batch
    from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish, play_goldfish
    from spellforge.sim.report.summary import make_setup, run_games

    lib, books = official(args.books)
    width = max(len(label) for label, _ in books)
    for name in args.setups.split(","):
        fields, cards, options = SETUPS[name]
        dummy = DummyConfig(**fields, cards=dummy_card_ids(cards, lib))
        target = TargetConfig(distance=5)
        t = time.perf_counter()
        print(f"\n== {name} ({options}), {args.games} games a book and engine, seed {args.seed}")
        print(f"{'book':<{width}}  engine    kill round (killed)     losses          creatures lost")
        gaps = []
        for label, book in books:
            mage = lib.mage(book.mage)
            setup = make_setup(book, lib, mage, target, 20, policy="planner", opponent=dummy)
            old = figures(run_games(setup, args.games, args.seed))
            run = make_matchup_goldfish(book, lib, mage, target, 20, seed=args.seed, label=label, opponent=dummy)
            new = figures(run_batch(run.matchup, args.games, args.workers, play=play_goldfish))
            for engine, (k, loss, lost) in (("matchup", new), ("old", old)):
                print(f"{label if engine == 'matchup' else '':<{width}}  {engine:<8} {k[0]:6.2f} ± {k[1]:4.2f} "
                      f"({k[2]:4d})   {loss[0]:5.3f} ± {loss[1]:5.3f}   {lost[0]:5.2f} ± {lost[1]:4.2f}")
            gaps.append((new[0][0] - old[0][0], new[1][0] - old[1][0], new[2][0] - old[2][0]))
        n = len(gaps)
        print(f"mean difference (matchup - old engine): kill round {sum(g[0] for g in gaps) / n:+.2f}, losses "
              f"{sum(g[1] for g in gaps) / n:+.3f}, creatures lost {sum(g[2] for g in gaps) / n:+.2f} "
              f"({time.perf_counter() - t:.0f} s wall)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
