"""Acceptance of issue 29: every attack of bench/attack_user_data.py holds and no byte of user
data is lost (the script prints the same table). Run with `pytest -m slow`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "attack_user_data.py"


@pytest.mark.slow
def test_every_attack_on_the_user_data_holds(tmp_path):
    spec = importlib.util.spec_from_file_location("attack_user_data", BENCH)
    attacks = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = attacks  # its dataclasses look their module up
    try:
        spec.loader.exec_module(attacks)
        outcomes = attacks.run(tmp_path / "lab")
    finally:
        sys.modules.pop(spec.name, None)
    print(attacks.table(outcomes))
    assert len(outcomes) >= 30
    assert [o.attack for o in outcomes if not o.held] == []
    assert sum(o.lost for o in outcomes) == 0
