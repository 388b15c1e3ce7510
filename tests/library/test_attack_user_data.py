"""Acceptance of issue 29: every attack of bench/attack_user_data.py holds and no byte of user
data is lost (the script prints the same table). Run with `pytest -m slow`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "attack_user_data.py"


def _bench():
    spec = importlib.util.spec_from_file_location("attack_user_data", BENCH)
    attacks = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = attacks  # its dataclasses look their module up
    spec.loader.exec_module(attacks)
    return attacks


@pytest.fixture
def attacks():
    yield _bench()
    sys.modules.pop("attack_user_data", None)


def test_only_runs_only_the_attacks_it_names(attacks, monkeypatch, tmp_path):
    """`--only` once filtered the printed rows while every attack still ran (12 minutes for one
    row): the attacks it does not name are never called, and the lab is built only for a run."""
    every = attacks.attacks(None)
    assert [attacks.label(a) for a in attacks.chosen(every, "FULL DISK")] == ["full disk"]
    assert [attacks.label(a) for a in attacks.chosen(every, "empty file")] == [
        "empty file 0 bytes", "empty file headerless (random bytes)"]
    assert "window saves after check-and-repair" in [attacks.label(a) for a in attacks._round3()]
    ran = []

    def recorder(name):
        def attack(lab):
            ran.append(name)
            return attacks.Outcome(name, True, 0, "")
        attack.__name__ = name
        return attack

    monkeypatch.setattr(attacks, "Lab", lambda folder: "lab")
    monkeypatch.setattr(attacks, "attacks", lambda lab: [recorder(n) for n in ("rotation", "not_utf8", "kill9")])
    assert [o.attack for o in attacks.run(tmp_path, only="utf8")] == ["not_utf8"] and ran == ["not_utf8"]


@pytest.mark.slow
def test_every_attack_on_the_user_data_holds(attacks, tmp_path):
    outcomes = attacks.run(tmp_path / "lab")
    print(attacks.table(outcomes))
    assert len(outcomes) >= 30
    assert [o.attack for o in outcomes if not o.held] == []
    assert sum(o.lost for o in outcomes) == 0
