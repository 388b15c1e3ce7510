"""Run N seeded goldfish games and summarise them (the `spellforge goldfish` report)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from spellforge.domain import Mage, Spellbook
from spellforge.domain.ids import card_id
from spellforge.sim.game.abilities import ABILITY_TEXT
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, GameRecord, TargetConfig
from spellforge.sim.game.model import CompiledBook, compile_book
from spellforge.sim.policy.planner import PlannerPolicy
from spellforge.sim.policy.policies import DefaultPolicy, PlanPolicy


def game_seed(seed: int, index: int) -> str:
    """Each game of a run has its own reproducible seed, so game i can be replayed alone."""
    return f"{seed}:{index}"


@dataclass
class GoldfishSetup:
    book: CompiledBook
    config: GameConfig
    plan: dict[int, list[str]] | None = None
    plan_then_default: bool = True
    policy_name: str = "greedy"  # greedy | planner (POLICIES)
    _policy: object = field(default=None, init=False, repr=False, compare=False)
    _planner: object = field(default=None, init=False, repr=False, compare=False)

    def policy(self, seed: int | None = None):
        """Policies keep no per-game state, so one is built per setup and shared by its games. The
        planner searches one plan per run seed (spellforge/sim/policy/planner.py); a user's plan names
        its rounds and leaves the others to the chosen policy."""
        self._build()
        if self._planner is not None:
            searched = self._planner.for_seed(0 if seed is None else seed)
            if self.plan is None:
                return searched
            return PlanPolicy(self.plan, self.book, searched if self.plan_then_default else None)
        return self._policy

    def _build(self) -> None:
        """The policies, made once; the planner searches nothing yet (each seed on first use)."""
        if self._policy is None:
            default = DefaultPolicy(self.book, self.config.target.armor)
            if self.policy_name == "planner":
                self._planner = PlannerPolicy(self.book, self.config)
            self._policy = default if self.plan is None else PlanPolicy(
                self.plan, self.book, default if self.plan_then_default else None)

    def search(self, seed: int, progress=None) -> None:
        """Search the planner's plan for `seed` now (the playtest window runs it in a worker
        thread; `progress` as PlannerPolicy.plan_for); nothing to do for the other policies."""
        self._build()  # not policy(): that would search seed 0's plan first, without progress
        if self._planner is not None:
            self._planner.plan_for(seed, progress)

    def plan_choice(self, seed: int):
        """What the planner chose for this seed (None for the greedy policy)."""
        self.policy(seed)
        return self._planner.plan_for(seed)[0] if self._planner is not None else None

    def game(self, seed: int, index: int = 0, record_events: bool = False) -> Game:
        return Game(self.book, self.policy(seed), self.config, game_seed(seed, index), record_events)


POLICIES = ("greedy", "planner")


def make_setup(book: Spellbook, lib, mage: Mage, target: TargetConfig | None = None, max_rounds: int = 20,
               plan: dict[int, list[str]] | None = None, plan_then_default: bool = True, *,
               policy: str = "greedy", opponent: DummyConfig | None = None) -> GoldfishSetup:
    """`opponent`: None = the passive target (`--opponent none`), a DummyConfig = it fights back."""
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r} (one of {', '.join(POLICIES)})")
    if opponent is not None and opponent.cards and not opponent.models:
        from spellforge.sim.opponent.kit import dummy_kit

        opponent = dummy_kit(opponent, lib)  # the cards it wears and casts, compiled once per run
    return GoldfishSetup(compile_book(book, lib, mage), GameConfig(target or TargetConfig(), max_rounds, opponent),
                         plan, plan_then_default, policy)


def run_games(setup: GoldfishSetup, games: int, seed: int,
              progress: Callable[[int], bool | None] | None = None) -> list[GameRecord]:
    """Play `games` games; `progress(done)` is called now and then and may return False to stop."""
    records = []
    setup.policy(seed)  # the planner searches its plan before the first game
    step = max(1, games // 100)
    for i in range(games):
        records.append(setup.game(seed, i).run())
        if progress is not None and (i + 1) % step == 0 and progress(i + 1) is False:
            break
    return records


def _percentile(sorted_values: list[int], q: float) -> int | None:
    if not sorted_values:
        return None
    k = max(0, min(len(sorted_values) - 1, int(round(q * len(sorted_values) + 0.5)) - 1))
    return sorted_values[k]


def _mean_by_round(series: list[list[int]], rounds: int) -> list[float]:
    """Mean per round over the games that played that round."""
    out = []
    for r in range(rounds):
        values = [s[r] for s in series if len(s) > r]
        out.append(sum(values) / len(values) if values else 0.0)
    return out


def summarise(setup: GoldfishSetup, records: list[GameRecord], seed: int) -> dict:
    n = len(records)
    kills = sorted(r.rounds_to_kill for r in records if r.rounds_to_kill is not None)
    rounds = max((len(r.damage) for r in records), default=0)
    firsts = [r.first_creature for r in records if r.first_creature is not None]
    cast = Counter()
    for r in records:
        cast.update(r.cast)
    names = {s.card_id: s.name for s in setup.book.spells}
    names.update({card_id(a.name): a.name for a in setup.book.mage.attacks if a.spell_cost})
    book = setup.book
    target = setup.config.target
    return {
        "games": n,
        "seed": seed,
        "mage": book.mage.name,
        "target": {"life": target.life, "armor": target.armor, "guard_life": target.guard_life,
                   "guard_armor": target.guard_armor, "distance": target.distance},
        "max_rounds": setup.config.max_rounds,
        "opponent": ({"kind": "dummy", "dice": opp.dice, "piercing": opp.piercing, "channeling": opp.channeling,
                      "mana": opp.mana, "cards": list(opp.cards),
                      "walks": opp.walks and target.distance is not None}
                     if (opp := setup.config.opponent) is not None else {"kind": "none"}),
        "mage_killed": sum(1 for r in records if r.mage_killed is not None),
        "creatures_lost_per_game": sum(r.creatures_lost for r in records) / n if n else 0.0,
        "policy": setup.policy_name,
        "user_plan": setup.plan is not None,
        "planner": choice.as_dict() if (choice := setup.plan_choice(seed)) is not None else None,
        "rounds_to_kill": {
            "mean": sum(kills) / len(kills) if kills else None,
            "p50": _percentile(kills, 0.5),
            "p90": _percentile(kills, 0.9),
            "histogram": {str(k): v for k, v in sorted(Counter(kills).items())},
            "killed": len(kills),
            "not_killed": n - len(kills),
        },
        "damage_per_round": _mean_by_round([r.damage for r in records], rounds),
        "mana_per_round": {
            "spent": _mean_by_round([r.spent for r in records], rounds),
            "left": _mean_by_round([r.left for r in records], rounds),
        },
        "first_creature_round": {
            "mean": sum(firsts) / len(firsts) if firsts else None,
            "histogram": {str(k): v for k, v in sorted(Counter(firsts).items())},
            "never": n - len(firsts),
        },
        "cards_cast": {cid: {"name": names.get(cid, cid), "per_game": count / n if n else 0.0}
                       for cid, count in sorted(cast.items(), key=lambda kv: (-kv[1], kv[0]))},
        "never_cast": sorted(names[s.card_id] for s in book.spells if s.card_id not in cast),
        "not_simulated": [ns.as_dict() for ns in book.not_simulated],
        "simulated_cards": {"simulated": len(book.spells), "distinct": len(book.spells) + len(book.not_simulated)},
        "approximations": book.approximations(),
        "mage_abilities_not_simulated": [ABILITY_TEXT.get(a, a) for a in book.mage.unmodelled_abilities],
        "mage_ability_codes_not_simulated": list(book.mage.unmodelled_abilities),
        # planned cards the engine cannot cast (not simulated or not in the book)
        "plan_skipped": list(getattr(setup.policy(seed), "skipped", [])),  # the run seed's plan: no second search
    }


def goldfish(book: Spellbook, lib, mage: Mage, games: int, seed: int, target: TargetConfig | None = None,
             max_rounds: int = 20, plan: dict[int, list[str]] | None = None) -> dict:
    """The whole run: compile, play, summarise."""
    setup = make_setup(book, lib, mage, target, max_rounds, plan)
    return summarise(setup, run_games(setup, games, seed), seed)
