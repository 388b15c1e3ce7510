"""Issue 13's reliability suite for files: every reader and every writer, fed mutated real
inputs and generated books with hostile text, never lets an exception escape, and every written
book reads back with the same cards. The normal run feeds a few seeded inputs per target; the
slow run (`pytest -m slow`) feeds SPELLFORGE_FUZZ_COUNT (default 100,000) per target, like
`bench/fuzz_formats.py`, which also prints the figures."""

from __future__ import annotations

import os

import pytest

from bench.fuzz_formats import TARGETS, context, run


@pytest.fixture(scope="module")
def ctx(library, tmp_path_factory):
    return context(library, tmp_path_factory.mktemp("fuzz"))


@pytest.mark.parametrize("target", TARGETS)
def test_a_few_seeded_inputs_per_target(ctx, target):
    result = run(target, 25, seed=7, ctx=ctx, say=lambda _: None)
    assert result["escaped"] == 0, result["first"]
    assert result["ok"] + result["refused"] == 25


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS)
def test_100000_inputs_per_target(ctx, target):
    count = int(os.environ.get("SPELLFORGE_FUZZ_COUNT", "100000"))
    result = run(target, count, seed=1, ctx=ctx, say=print)
    assert result["escaped"] == 0, result["first"]
