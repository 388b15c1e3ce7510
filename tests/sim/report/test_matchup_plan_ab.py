"""The goldfish's last options on the matchup engine (issue 48 round 7): a user's --plan (the named
rounds prepare the named cards through the matchup's own rules: sim/matchup/user_plan.py), B compared
with A on the same game seeds (matchup_goldfish.compare_matchup), and DummyConfig.initiative giving
round 1's Initiative in every game."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from spellforge.domain import Spellbook
from spellforge.sim.game.objects import DummyConfig, TargetConfig
from spellforge.sim.matchup.batch import Matchup, game_of, passive_side
from spellforge.sim.matchup.user_plan import side_plan
from spellforge.sim.policy.plan import Plan
from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish
from tests.cli.runner import run
from tests.sim.matchup.scenario import game, spec


@pytest.fixture(scope="module")
def fire(library):
    return spec(library, "Warlock", "Fireball", "Fireball", "Timber Wolf", label="fire")


def _ids(library, *names):
    return [library.card_by_name(n).id for n in names]


def test_a_planned_round_prepares_the_named_cards_the_rules_allow(library, fire):
    wolf, ball, bolt = _ids(library, "Timber Wolf", "Fireball", "Lightning Bolt")
    plan, skipped = side_plan(fire.book, {1: [wolf, bolt, ball], 3: []})
    assert plan == ((1, (wolf, ball)), (3, ())) and skipped == [bolt]  # not in the book: plan_skipped
    target = passive_side(target=TargetConfig(distance=1))
    g = game(replace(fire, plan=plan), target, mana=20)
    ours = g.sides[0]
    # the wolf with the action, the (quick) Fireball with the quickcast (L554-562)
    assert [s.name for s in g.prepare(ours)] == ["Timber Wolf", "Fireball"]
    ours.mana = 9  # the wolf first (the plan's order): nothing left for the Fireball
    assert [s.name for s in g.prepare(ours)] == ["Timber Wolf"]
    ours.mana = 7  # neither (the wolf 9, the Fireball 8 for the Warlock) can be paid for
    assert g.prepare(ours) == []
    ours.mana = 20
    g.round = 3
    assert g.prepare(ours) == []  # a planned round of no cards prepares nothing
    g.round = 2
    assert g.prepare(ours)  # a round not in the plan: the AI's own choice ("then": "default")...
    nothing = game(replace(fire, plan=plan, plan_then=False), target)
    nothing.round = 2
    assert nothing.prepare(nothing.sides[0]) == []  # ...or nothing ("then": "nothing")


def test_a_named_card_out_of_range_is_not_prepared(fire):
    (ball,) = [s.card_id for s in fire.book.spells if s.name == "Fireball"]
    g = game(replace(fire, plan=((1, (ball,)),)), passive_side(target=TargetConfig(distance=5)))
    assert g.prepare(g.sides[0]) == []  # nothing to act on (the target 5 zones away): as the goldfish's "if it can"


def test_the_dummys_initiative_holds_round_one_in_every_game(library):
    book = Spellbook(name="fire", mage="Warlock")
    book.add(library.card_by_name("Fireball").id)
    mage = library.mage("Warlock")
    for initiative, firsts in (("ours", [0, 0, 0]), ("dummy", [1, 1, 1]), ("roll", [0, 1, 0])):
        run_ = make_matchup_goldfish(book, library, mage, TargetConfig(), 5, policy="greedy",
                                     opponent=DummyConfig(initiative=initiative))
        assert [game_of(run_.matchup, i)[0].first for i in range(3)] == firsts
    assert [game_of(Matchup(run_.side, run_.matchup.b, mirrored=False), i)[0].first for i in range(2)] == [0, 1]


def test_the_plan_search_rollouts_keep_the_initiative(monkeypatch, fire):
    from spellforge.sim.matchup import plan_search

    firsts = []
    real = plan_search.MatchGame

    def recorded(a, b, seed, first, *rest):
        firsts.append(first)
        return real(a, b, seed, first, *rest)

    monkeypatch.setattr(plan_search, "MatchGame", recorded)
    target = passive_side(target=TargetConfig(distance=1))
    plan_search.rollout_scores(fire, target, 1, 3, (), "develop", 0, 3)
    plan_search.rollout_scores(fire, target, 1, 3, (), "develop", 0, 3, first=1)
    assert firsts == [0, 1, 0, 1, 1, 1]


@pytest.fixture
def books(tmp_path):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("Mage: Warlock\n4 Fireball\n1 Timber Wolf\n", encoding="utf-8")
    b.write_text("Mage: Warlock\n2 Fireball\n1 Timber Wolf\n", encoding="utf-8")
    return a, b


@pytest.mark.usefixtures("cli_library")
def test_b_is_compared_on_the_matchup_engine(capsys, books):
    a, b = books
    common = ("--policy", "greedy", "--games", 6, "--distance", 2, "--json")
    code, out, _ = run(capsys, "goldfish", a, b, *common, "--engine", "matchup")
    assert code == 0
    m = json.loads(out)
    g = json.loads(run(capsys, "goldfish", a, b, *common)[1])
    assert set(m) == set(g) and set(m["comparison"]) == set(g["comparison"])
    assert m["a"]["engine"] == m["b"]["engine"] == "matchup" and m["comparison"]["games"] == 6
    (row,) = m["differing_cards"]
    assert (row["name"], row["copies_a"], row["copies_b"]) == ("Fireball", 4, 2) and row["games_cast_a"] == 6
    assert m["comparison"]["mean_rounds_a"] == m["a"]["rounds_to_kill"]["mean"]
    assert json.loads(run(capsys, "goldfish", a, b, *common, "--engine", "matchup")[1]) == m  # the same seed: the same JSON
    same = json.loads(run(capsys, "goldfish", a, a, *common, "--engine", "matchup")[1])["comparison"]
    assert same["verdict"] == "identical"  # the same book on the same seeds: the same games
    code, text, _ = run(capsys, "goldfish", a, b, *common[:-1], "--engine", "matchup", "--lang", "ru", "--log")
    assert code == 0 and "парных игр: 6" in text and "Игра 1 книги B:" in text and "Движок поединков: против пассивной стороны" in text


@pytest.mark.usefixtures("cli_library")
def test_the_plan_on_the_matchup_engine(capsys, books, tmp_path):
    plan = tmp_path / "plan.json"
    plan.write_text('{"rounds": {"1": ["Timber Wolf", "Lightning Bolt"]}, "then": "nothing"}', encoding="utf-8")
    code, out, _ = run(capsys, "goldfish", books[0], "--plan", plan, "--policy", "greedy", "--games", 3,
                       "--max-rounds", 4, "--engine", "matchup", "--json", "--log")
    r = json.loads(out)
    assert code == 0 and r["plan_skipped"] == ["lightning-bolt"]
    later = r["log"].index(next(line for line in r["log"] if line.startswith("Round 2")))
    assert "A prepares: Timber Wolf" in r["log"][:later] and not any("prepares" in x for x in r["log"][later:])
    assert set(r["cards_cast"]) == {"timber-wolf"} and r["rounds_to_kill"]["killed"] == 0


def test_make_matchup_goldfish_takes_a_plan(library):
    book = Spellbook(name="fire", mage="Warlock")
    for n in ("Fireball", "Timber Wolf"):
        book.add(library.card_by_name(n).id)
    wolf, bolt = _ids(library, "Timber Wolf", "Lightning Bolt")
    run_ = make_matchup_goldfish(book, library, library.mage("Warlock"), TargetConfig(), 5, policy="greedy",
                                 plan=Plan({1: [wolf, bolt]}, False))
    assert run_.side.plan == ((1, (wolf,)),) and run_.side.plan_then is False and run_.plan_skipped == (bolt,)


def test_a_planned_full_spell_keeps_the_action_from_the_approach(library):
    """An approaching style walks the mage first toward the Fireball's range (approach.walks_first),
    which leaves only the quick half of its action; a planned creature (a full spell) keeps it."""
    fire = replace(spec(library, "Warlock", "Fireball", "Timber Wolf"), opening=("attack",), then="attack")
    target = passive_side(target=TargetConfig(distance=5))
    own = game(fire, target, mana=20)
    own.prepare(own.sides[0])
    assert own.sides[0].walk_first  # the AI's own round: a move first
    (wolf,) = _ids(library, "Timber Wolf")
    planned = game(replace(fire, plan=((1, (wolf,)),)), target, mana=20)
    assert [s.name for s in planned.prepare(planned.sides[0])] == ["Timber Wolf"] and not planned.sides[0].walk_first
