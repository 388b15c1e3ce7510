"""The goldfish report from the matchup engine (`spellforge goldfish BOOK --engine matchup`; issue 48:
"the goldfish becomes a matchup against a passive side"): the book plays its side against
batch.passive_side(target=…), the goldfish's target set-up as a side that never acts, and each game's
figures for side A (figures.py, MatchRecord) become the goldfish's GameRecord, summarised by
summary.summarise into the same JSON as the default engine's report.

The plan: the planner's search (sim/policy/planner.search) played on this engine's own games against
this run's target and seed (sim/matchup/plan_search.py, cached under the matchup's key), so nothing
of the old engine decides what the book plays (bench/bench_passive.py compares the two engines,
each with the plan its own rollouts found). Games are independent (Matchup(mirrored=False):
seed "S:u<i>", A in the first corner, round 1's Initiative alternated); a side that never acts
makes the Initiative matter little (the dummy's DummyConfig.initiative fixes it: Matchup.first).
A user's --plan goes to the side (SideSpec.plan, sim/matchup/user_plan.py); two books are compared
on the same games by compare_matchup (`spellforge goldfish A B --engine matchup`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from spellforge.sim.game.objects import DummyConfig, GameConfig, GameRecord, TargetConfig
from spellforge.sim.matchup.batch import Matchup, game_of, matchup_book, not_simulated, passive_side, run_batch
from spellforge.sim.matchup.dummy import dummy_side
from spellforge.sim.matchup.mage_powers import unplayed
from spellforge.sim.matchup.pieces import SideSpec, matchup_reason
from spellforge.sim.report.summary import GoldfishSetup, summarise

ENGINES = ("goldfish", "matchup")


def goldfish_record(rec, idx: int = 0) -> GameRecord:
    """Side `idx`'s figures of a played MatchGame's record, as the goldfish's GameRecord."""
    foe = 1 - idx
    return GameRecord(rec.seed, rounds_to_kill=rec.rounds if rec.winner == idx else None,
                      damage=rec.dealt[idx], spent=rec.spent[idx], left=rec.left[idx],
                      first_creature=rec.first_creature[idx],
                      mage_killed=rec.rounds if rec.winner == foe or rec.how == "both_killed" else None,
                      creatures_lost=rec.lost[idx], cast=Counter(rec.cast[idx]), from_wand=rec.from_wand[idx])


def play_goldfish(m: Matchup, i: int) -> GameRecord:
    """Game i of the matchup, A's goldfish figures (run_batch's `play`)."""
    game, swapped = game_of(m, i)
    return goldfish_record(game.run(), 1 if swapped else 0)


@dataclass
class MatchupGoldfish:
    """A run's side A, its plan and the matchup it plays."""

    side: SideSpec
    matchup: Matchup
    setup: GoldfishSetup  # the goldfish's compiled book and config (the report's shape)
    choice: object = None  # the planner's PlanChoice (None: greedy)
    plan_skipped: tuple[str, ...] = ()  # card ids a user's plan names that the matchup cannot play


def make_matchup_goldfish(book, lib, mage, target: TargetConfig | None = None, max_rounds: int = 20, *,
                          seed: int = 1, policy: str = "planner", label: str = "A",
                          opponent: DummyConfig | None = None, plan=None, progress=None) -> MatchupGoldfish:
    """`opponent`: None, the passive side; a DummyConfig, the goldfish's dummy as a side (dummy.py),
    against which the plan is searched too (as the goldfish's planner searches against its dummy),
    and its `initiative` ("ours", "dummy"; "roll": alternated game by game) gives round 1's
    Initiative in every game and rollout. `plan`: a user's plan (sim/policy/plan.Plan): its rounds
    prepare its cards (sim/matchup/user_plan.py), the others follow the policy's styles, or nothing
    with "then": "nothing"; the planner's search does not see it (as the goldfish's PlanPolicy).
    `progress(done)` after each candidate plan of the planner's search; False stops it with
    planner.SearchCancelled (the playtest window and its Compare tab run the search in a worker thread)."""
    from spellforge.sim.game.model import compile_book
    from spellforge.sim.matchup.plan_search import matchup_plan

    target = target or TargetConfig()
    side = SideSpec(label, matchup_book(compile_book(book, lib, mage), lib))
    if opponent is not None and opponent.cards and not opponent.models:
        from spellforge.sim.opponent.kit import dummy_kit

        opponent = dummy_kit(opponent, lib)  # the cards it wears and casts, compiled once per run
    passive = passive_side(target=target) if opponent is None else dummy_side(target, opponent)
    first = {"ours": 0, "dummy": 1}.get(opponent.initiative) if opponent is not None else None
    choice = None
    if policy == "planner":
        choice = matchup_plan(side, passive, seed, max_rounds, progress=progress, first=first)
        side = SideSpec(label, side.book, tuple(choice.opening), choice.then)
    skipped: list[str] = []
    if plan is not None:
        from spellforge.sim.matchup.user_plan import side_plan

        rounds, skipped = side_plan(side.book, plan.rounds)
        side = replace(side, plan=rounds, plan_then=plan.then_default)
    m = Matchup(side, passive, seed, max_rounds, mirrored=False, first=first)
    # greedy: the setup only lends its book and config to the report (no plan is searched by it)
    return MatchupGoldfish(side, m, GoldfishSetup(side.book, GameConfig(target, max_rounds, opponent),
                                                  policy_name="greedy"), choice, tuple(skipped))


def play_round(game) -> None:
    """One round of a MatchGame played as MatchGame.run plays it, its goldfish figures kept (the
    playtest window steps a game round by round)."""
    from spellforge.sim.matchup import figures

    start = figures.round_start(game)
    game.play_round()
    figures.round_end(game, start)


def log_names(run: MatchupGoldfish) -> dict:
    """What text.log_lines needs to name the book's cards (their English names to their ids): every
    spell of the book and its cards not simulated. The CLI's --log and the window's log use it."""
    book = run.side.book
    return {"a_cast": {s.card_id: {"name": s.name} for s in book.spells},
            "not_simulated": {"a": not_simulated(run.side)}}


def run_matchup_games(run: MatchupGoldfish, games: int, workers: int | None = 1,
                      progress: Callable[[int], bool | None] | None = None) -> list[GameRecord]:
    return run_batch(run.matchup, games, workers, progress, play=play_goldfish)


def summarise_matchup(run: MatchupGoldfish, records: list[GameRecord], seed: int, policy: str = "planner") -> dict:
    """The goldfish report's JSON (summary.summarise) of matchup games, with what the matchup plays:
    its not-simulated list and mage abilities, the plan it played, and "engine": "matchup"."""
    report = summarise(run.setup, records, seed)
    book = run.side.book
    abilities = unplayed(book)
    unplayed_spells = sum(1 for s in book.spells if matchup_reason(s))  # compiled, but not played by the matchup
    report.update(
        engine="matchup", policy=policy, planner=run.choice.as_dict() if run.choice is not None else None,
        not_simulated=not_simulated(run.side),
        mage_abilities_not_simulated=[a["name"] for a in abilities],
        mage_ability_codes_not_simulated=[a["code"] for a in abilities],
        plan_skipped=list(run.plan_skipped),
        simulated_cards={"simulated": len(book.spells) - unplayed_spells,
                         "distinct": len(book.spells) + len(book.not_simulated)})
    if run.matchup.b.dummy:
        report["dummy_not_simulated"] = not_simulated(run.matchup.b)  # its --dummy-cards the matchup does not play
    return report


def compare_matchup(run_a: MatchupGoldfish, run_b: MatchupGoldfish, games: int, seed: int,
                    policy: str = "planner", progress: Callable[[int], bool | None] | None = None) -> dict:
    """`spellforge goldfish A B --engine matchup`: compare.compare's report from matchup games. Game i of
    A and game i of B are played against the same target or dummy side on the same seed ("S:u<i>")
    with the same holder of round 1's Initiative, so the pairs share their dice while the two books
    play alike (one random stream per game: once they differ, they draw different numbers).
    `progress(done)`: A's games count 1..games, B's games+1..2*games; False stops the run, and, as
    compare.compare, a stopped run raises ComparisonCancelled rather than compare the games played."""
    from spellforge.sim.report.compare import ComparisonCancelled, differing_cards, records_stats

    def offset(start: int):
        return None if progress is None else (lambda done: progress(start + done))

    records_a = run_matchup_games(run_a, games, progress=offset(0))
    records_b = run_matchup_games(run_b, games, progress=offset(games)) if len(records_a) == games else []
    if len(records_b) < games:
        raise ComparisonCancelled()
    return {"a": summarise_matchup(run_a, records_a, seed, policy), "b": summarise_matchup(run_b, records_b, seed, policy),
            "comparison": records_stats(records_a, records_b, run_a.matchup.max_rounds),
            "differing_cards": differing_cards(run_a.setup, run_b.setup, records_a, records_b)}
