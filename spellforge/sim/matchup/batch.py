"""Many games of one matchup, and their report.

Games come in mirrored pairs: pair k is played twice on the same seed ("S:k"), A in the first
corner and then B there, and the corner that holds round 1's Initiative alternates from pair to
pair. So every book plays each corner and each Initiative equally often, and a matchup played
as B against A is exactly the complement of A against B (for an even number of games).

`run_batch` is the one seam that plays games: on every core with concurrent.futures (a worker per
core, the game indexes split into chunks), cancellable between chunks; a metagame service could
replace it. The planner's plan of each book is searched once (sim/policy/planner.py's search, cached
by the book's digest in plan_cache.py) on MatchGame rollouts against the passive side in the
opposite corner (plan_search.py), PLAN_ROUNDS rounds, with PLAN_SEED.
"""

from __future__ import annotations

import gc
import math
import os
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Callable

from spellforge.domain.ids import card_id
from spellforge.sim.game.model import REASONS, CompiledBook, compile_book
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.mage_powers import unplayed
from spellforge.sim.matchup.pieces import MATCHUP_REASONS, SideSpec, matchup_reason, target_place

ARENA_SPAN = 5  # the zones between opposite corners of the 4×3 arena (objects.ARENA_CORNERS)

PLAN_SEED = 1
PLAN_ROUNDS = 20  # the plan search's rollouts: the goldfish's default game length
# the goldfish's reasons that speak of its target or dummy (model.REASONS): in a matchup "not modelled"
GOLDFISH_ONLY = {"defense_only", "hostile_effect", "no_attack", "healing", "opponent_spells", "opponent_objects",
                 "opponent_mana", "opponent_moves", "our_discard", "control_choice", "no_effect_here", "terrain"}
CHUNK = 25  # games a worker plays between two looks at the cancel flag


@dataclass(frozen=True)
class Matchup:
    a: SideSpec
    b: SideSpec
    seed: int = 1
    max_rounds: int = 30
    # False: the seat-bias check (bench/bench_self_play.py): every game on its own seed, A always in
    # the first corner, round 1's Initiative alternated; a book against itself then measures the seats
    mirrored: bool = True
    # independent games only: who holds round 1's Initiative in every game (0: A, 1: B; None: alternated),
    # the goldfish's DummyConfig.initiative "ours" / "dummy" (its "roll": alternated)
    first: int | None = None


@dataclass(frozen=True)
class Result:
    """One game from A's point of view: winner "a", "b" or "" (a draw)."""

    winner: str
    rounds: int
    how: str
    a_cast: Counter
    b_cast: Counter
    a_damage: Counter
    b_damage: Counter
    a_first: bool = False  # A held round 1's Initiative


def side_spec(label: str, book, lib, mage, policy: str = "planner", progress=None) -> SideSpec:
    """A book compiled for a matchup, with the planner's round-by-round priorities, searched on
    MatchGame rollouts of this book against the passive side (plan_search.py). `progress(done)`
    after each candidate plan of the search; False stops it with planner.SearchCancelled."""
    spec = SideSpec(label, matchup_book(compile_book(book, lib, mage), lib))
    if policy == "greedy":
        return spec
    from spellforge.sim.matchup.plan_search import matchup_plan

    choice = matchup_plan(spec, passive_side(), PLAN_SEED, PLAN_ROUNDS, progress=progress)
    return SideSpec(label, spec.book, tuple(choice.opening), choice.then)


def matchup_book(compiled: CompiledBook, lib) -> CompiledBook:
    """The goldfish's compiled book with the cards it leaves out that only act on an opponent that
    plays (sim/cards/versus.py: Charm, Pacify, Mind Shield, Chant of Rage, Song of Love, Maim Wings,
    Death Link), compiled and taken off its not-simulated list. The goldfish's own book, results and
    list stay as they were."""
    from dataclasses import replace

    from spellforge.sim.cards.versus import versus_model

    extra, left = [], []
    for ns in compiled.not_simulated:
        card = lib.card(ns.card_id) if ns.reason != "unknown_card" else None
        effects = lib.effects(card.id) if card is not None and hasattr(lib, "effects") else None
        model = versus_model(card, effects.effects) if effects is not None else None
        if model is None:
            left.append(ns)
        else:
            extra.append((model, ns.copies))
    if not extra:
        return compiled
    return replace(compiled, spells=compiled.spells + tuple(m for m, _ in extra), not_simulated=tuple(left),
                   copies={**compiled.copies, **{m.card_id: n for m, n in extra}})


def passive_side(life: int = 32, armor: int = 0, *, target=None) -> SideSpec:
    """The goldfish's passive target as a matchup side (issue 48: "the goldfish becomes a matchup
    against a passive side"): a mage of the target's Life and Armor with no Defense, no attack, no
    mana and no book, so it never acts (bench/bench_passive.py). With `target` (a goldfish
    TargetConfig, sim/game/objects.py) its Life and Armor, its distance and its guard: the mage
    starts `distance` zones from the other mage's corner (5, the default: the opposite corner; 0 or
    None: in the same zone, where ranges still count: docs/matchup.md "The goldfish against a
    passive side"), and a guard creature of guard_life/guard_armor (if any) stands in its zone with
    its Guard marker; it never attacks and guards every round (defend.keep_guard)."""
    from spellforge.sim.game.model import CompiledBook, MageModel

    start = guard = None
    if target is not None:
        life, armor = target.life, target.armor
        start, guard = target_place(target)  # 5 zones: its own corner, as passive_side(): one plan cache key
    mage = MageModel(name="Target", life=life, channeling=0, starting_mana=0, armor=armor, melee_bonus=0, attacks=())
    return SideSpec("passive target", CompiledBook(mage, (), {}, ()), start=start, guard=guard)


def game_of(m: Matchup, i: int, record_events: bool = False) -> tuple[MatchGame, bool]:
    """Game i of the matchup and whether A sits in the second corner."""
    if not m.mirrored:  # independent games: seed "S:u<i>", A in the first corner, the Initiative alternated
        first = i % 2 if m.first is None else m.first
        return MatchGame(m.a, m.b, f"{m.seed}:u{i}", first, m.max_rounds, record_events), False
    pair, swapped = divmod(i, 2)
    first = pair % 2  # the corner that holds round 1's Initiative
    seats = (m.b, m.a) if swapped else (m.a, m.b)
    return MatchGame(seats[0], seats[1], f"{m.seed}:{pair}", first, m.max_rounds, record_events), bool(swapped)


def play_one(m: Matchup, i: int) -> Result:
    game, swapped = game_of(m, i)
    rec = game.run()
    a, b = (1, 0) if swapped else (0, 1)
    winner = "" if rec.winner is None else ("a" if rec.winner == a else "b")
    return Result(winner, rec.rounds, rec.how, rec.cast[a], rec.cast[b], rec.damage[a], rec.damage[b],
                  game.first == a)


def _play_range(m: Matchup, start: int, stop: int, play: Callable = play_one) -> list:
    return [play(m, i) for i in range(start, stop)]


def run_batch(m: Matchup, games: int, workers: int | None = None,
              progress: Callable[[int], bool | None] | None = None, chunk: int = CHUNK,
              mp_context=None, play: Callable = play_one) -> list:
    """Play games 0..games-1 (in that order in the result). `workers`: processes (None: one per
    core; 1: in this process). `progress(done)` after each chunk; False stops the batch (the games
    played so far are returned). `mp_context`: how the processes start (the window passes
    "spawn": forking a process that runs Qt threads is unsafe); None: the platform's default.
    `play(m, i)`: what a game gives (a module-level function: the workers import it); play_one's
    Result, or the goldfish's GameRecord (sim/report/matchup_goldfish.py)."""
    workers = workers or os.cpu_count() or 1
    chunks = [(s, min(games, s + chunk)) for s in range(0, games, chunk)]
    done: dict[int, list[Result]] = {}
    if workers <= 1 or len(chunks) <= 1:
        # what this process holds already (a library, the books) is not walked by the collector's full
        # passes during the games: ~4 % of a batch (docs/matchup.md). Not where something is frozen already
        # (the window's start-up objects, ui/window/memory.py): gc.unfreeze() would thaw those too.
        ours = gc.get_freeze_count() == 0
        if ours:
            gc.freeze()
        try:
            for s, e in chunks:
                done[s] = _play_range(m, s, e, play)
                if progress is not None and progress(e) is False:
                    break
        finally:
            if ours:
                gc.unfreeze()
        return [r for s in sorted(done) for r in done[s]]
    if isinstance(mp_context, str):
        import multiprocessing

        mp_context = multiprocessing.get_context(mp_context)
    with ProcessPoolExecutor(max_workers=min(workers, len(chunks)), mp_context=mp_context) as pool:
        pending = {pool.submit(_play_range, m, s, e, play): s for s, e in chunks}
        count, stopped = 0, False
        try:
            while pending and not stopped:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for f in finished:
                    s = pending.pop(f)
                    done[s] = f.result()
                    count += len(done[s])
                stopped = progress is not None and progress(count) is False
        finally:  # stopped, a chunk that failed, Ctrl-C: the queued chunks never start (the exit waits for them)
            for f in pending:
                f.cancel()
    # only a run of chunks from game 0 keeps the game order (a cancelled batch may have gaps)
    out, s = [], 0
    while s in done:
        out.extend(done[s])
        s += len(done[s])
    return out


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def not_simulated(spec: SideSpec) -> list[dict]:
    """Every card of the book the matchup does not play, with its reason."""
    out = []
    for ns in spec.book.not_simulated:
        d = ns.as_dict()
        if ns.reason in GOLDFISH_ONLY:  # said of a goldfish target; in a matchup the effect is simply not modelled
            d.update(reason="not_modelled", explanation=MATCHUP_REASONS["not_modelled"], goldfish_reason=ns.reason)
        out.append(d)
    for s in spec.book.spells:
        code = matchup_reason(s)
        if code:
            out.append({"card": s.card_id, "name": s.name, "copies": spec.book.copies.get(s.card_id, 0),
                        "reason": code, "explanation": MATCHUP_REASONS.get(code, REASONS.get(code, code))})
    return sorted(out, key=lambda d: d["name"])


def summarise(m: Matchup, results: list[Result]) -> dict:
    n = len(results)
    a_wins = sum(r.winner == "a" for r in results)
    b_wins = sum(r.winner == "b" for r in results)
    names = {s.card_id: s.name for spec in (m.a, m.b) for s in spec.book.spells}
    names.update({card_id(a.name): a.name for spec in (m.a, m.b) for a in spec.book.mage.attacks if a.spell_cost})

    def per_game(counters, key_name: bool) -> dict:
        total = Counter()
        for c in counters:
            total.update(c)
        return {k: ({"name": names.get(k, k), "per_game": round(v / n, 3)} if key_name else round(v / n, 3))
                for k, v in sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))} if n else {}
    lo, hi = wilson(a_wins + 0.5 * (n - a_wins - b_wins), n)
    return {
        "a": m.a.label, "b": m.b.label, "a_mage": m.a.book.mage.name, "b_mage": m.b.book.mage.name,
        "games": n, "seed": m.seed, "max_rounds": m.max_rounds,
        "a_wins": a_wins, "b_wins": b_wins, "draws": n - a_wins - b_wins,
        "a_score": round((a_wins + 0.5 * (n - a_wins - b_wins)) / n, 4) if n else 0.0,
        "a_score_interval": [round(lo, 4), round(hi, 4)],
        "mean_rounds": round(sum(r.rounds for r in results) / n, 3) if n else 0.0,
        "how": dict(sorted(Counter(r.how for r in results).items())),
        # games won by the side that held round 1's Initiative (draws count half): the seat's edge
        "first_initiative_score": round(sum(1.0 if r.winner == ("a" if r.a_first else "b") else 0.5 if not r.winner
                                            else 0.0 for r in results) / n, 4) if n else 0.0,
        "a_cast": per_game((r.a_cast for r in results), True),
        "b_cast": per_game((r.b_cast for r in results), True),
        "a_damage": per_game((r.a_damage for r in results), False),
        "b_damage": per_game((r.b_damage for r in results), False),
        "plans": {"a": {"opening": list(m.a.opening), "then": m.a.then},
                  "b": {"opening": list(m.b.opening), "then": m.b.then}},
        "not_simulated": {"a": not_simulated(m.a), "b": not_simulated(m.b)},
        # the mages' abilities the matchup does not play (mage_powers.unplayed): code, English name
        "mage_abilities_not_simulated": {"a": unplayed(m.a.book), "b": unplayed(m.b.book)},
    }
