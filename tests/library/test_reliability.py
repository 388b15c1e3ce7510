"""Acceptance of issue 13: kill -9 at random moments during 200 saves of books, collection and
translations leaves 0 damaged databases and loses 0 acknowledged commits (bench/kill9_user_data.py
prints the same figures). Run with `pytest -m slow`."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "kill9_user_data.py"


@pytest.mark.slow
def test_kill_9_during_200_saves_damages_nothing(tmp_path):
    spec = importlib.util.spec_from_file_location("kill9_user_data", BENCH)
    kill9 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kill9)
    figures = kill9.run(saves=200, seed=13, folder=tmp_path / "data")
    assert figures["saves"] == 200 and figures["kills"] >= 5  # how many depends on the machine's speed
    assert figures["damaged_databases"] == 0 and figures["lost_commits"] == 0
