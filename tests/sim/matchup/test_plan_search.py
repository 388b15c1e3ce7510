"""The matchup's plan is searched on MatchGame rollouts (sim/matchup/plan_search.py; issue 48: one
engine), by the same beam search as the goldfish's (sim/policy/planner.search), kept in the plan
cache under a key of its own. Small searches (a few rollouts, a beam of one) keep it cheap; the
full searches' figures are bench/bench_plan_search.py's."""

from __future__ import annotations

import pytest

from spellforge.formats.templates import list_templates, load_template
from spellforge.paths import cache_dir
from spellforge.sim.game.engine import Game
from spellforge.sim.game.model import compile_book
from spellforge.sim.game.objects import ARENA_CORNERS, GameConfig, TargetConfig
from spellforge.sim.matchup.batch import matchup_book, passive_side
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import SideSpec
from spellforge.sim.matchup.plan_search import matchup_plan
from spellforge.sim.policy import plan_cache
from spellforge.sim.policy.planner import PlannerPolicy, RoundPolicy, SearchCancelled

ROLLOUTS, BEAM, ROUNDS = 6, 1, 20


@pytest.fixture(scope="module")
def searched(library, tmp_path_factory):
    """The Wizard's plan searched in each engine, the matchup's twice (the second time with the
    cache emptied), in a data folder of its own."""
    t = next(t for t in list_templates() if t.name == "Wizard")
    book = load_template(t, library)
    compiled = compile_book(book, library, library.mage(book.mage))
    spec = SideSpec("Wizard", matchup_book(compiled, library))
    config = GameConfig(TargetConfig(distance=ARENA_CORNERS), ROUNDS)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SPELLFORGE_DATA_DIR", str(tmp_path_factory.mktemp("plans")))
        mp.setattr(plan_cache, "_memory", {})  # this module's plans only (the others' come back after)
        matchup = matchup_plan(spec, passive_side(), 1, ROUNDS, ROLLOUTS, BEAM)
        files_after_matchup = sorted((cache_dir() / "plans").glob("*.json"))
        goldfish_steps = []
        planner = PlannerPolicy(compiled, config, ROLLOUTS, BEAM)
        goldfish, _ = planner.plan_for(1, goldfish_steps.append)
        files = sorted((cache_dir() / "plans").glob("*.json"))
        plan_cache.forget_memory()
        for f in files_after_matchup:
            f.unlink()
        again_steps = []
        again = matchup_plan(spec, passive_side(), 1, ROUNDS, ROLLOUTS, BEAM, again_steps.append)
    return dict(spec=spec, compiled=compiled, config=config, planner=planner, matchup=matchup, goldfish=goldfish,
                goldfish_steps=goldfish_steps, files_after_matchup=files_after_matchup, files=files, again=again,
                again_steps=again_steps)


def _match_rounds(spec, opening, then):
    side = SideSpec(spec.label, spec.book, tuple(opening), then)
    out = []
    for k in range(ROLLOUTS):
        rec = MatchGame(side, passive_side(), f"planner:1:{k}", k % 2, ROUNDS).run()
        out.append(rec.rounds if rec.winner == 0 else ROUNDS + 1)
    return sum(out) / len(out)


def test_the_matchup_plan_is_scored_by_matchup_games_against_the_passive_side(searched):
    spec, m = searched["spec"], searched["matchup"]
    # the chosen plan's rollout mean and greedy's are the kill rounds of MatchGame games on the planner's seeds
    assert m.mean == pytest.approx(_match_rounds(spec, m.opening, m.then))
    assert m.greedy_mean == pytest.approx(_match_rounds(spec, (), "develop"))
    # and the goldfish's are its own engine's (Game), on the same seeds
    g, policy = searched["goldfish"], RoundPolicy(searched["planner"].styles, (), "develop")
    kills = [Game(searched["compiled"], policy, searched["config"], f"planner:1:{k}").run().rounds_to_kill
             or ROUNDS + 1 for k in range(ROLLOUTS)]
    assert g.greedy_mean == pytest.approx(sum(kills) / ROLLOUTS)


def test_the_matchup_plan_is_cached_under_a_key_no_goldfish_plan_shares(searched):
    # the goldfish's search of the same book, rollouts, beam and seed found nothing of the matchup's: it searched
    assert len(searched["files_after_matchup"]) == 1 and searched["goldfish_steps"]
    assert len(searched["files"]) == 2
    book, config = searched["spec"].book, searched["config"]
    assert (plan_cache.plan_key(book, config, ROLLOUTS, BEAM, 1, engine="matchup")
            != plan_cache.plan_key(book, config, ROLLOUTS, BEAM, 1))


def test_the_same_seed_searches_the_same_plan(searched):
    assert searched["again_steps"], "the second search ran (its cache was emptied)"
    assert searched["again"] == searched["matchup"]


def test_the_search_stops_when_progress_says_so(searched, monkeypatch):
    monkeypatch.setattr(plan_cache, "_memory", {})
    with pytest.raises(SearchCancelled):
        matchup_plan(searched["spec"], passive_side(), 2, ROUNDS, ROLLOUTS, BEAM, lambda done: False)
    assert not list((cache_dir() / "plans").glob("*.json"))  # nothing kept of a stopped search
