"""docs/effects.md holds a written review of 30 summaries per language, picked at random with
this suite's seed from the spell pool. The test fails when the sample changes
(new effects data, new templates) and the review no longer covers it: redo the review then.

Print the current sample:  .venv/bin/python -m tests.i18n.test_effect_review
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

REVIEW_SEED = 14  # issue 14
SAMPLE = 30
DOC = Path(__file__).resolve().parents[2] / "docs" / "effects.md"


def review_sample(lib, lang: str) -> list[str]:
    """Drawn from the whole pool (not only cards with a summary), so that the sample depends on
    the card pool alone and a review stays valid while db/effects grows."""
    if not any(lib.summary(c.id, lang) for c in lib.spells()):
        return []
    ids = sorted(c.id for c in lib.spells())
    return sorted(random.Random(f"{REVIEW_SEED}:{lang}").sample(ids, min(SAMPLE, len(ids))))


def reviewed(lang: str) -> list[str]:
    """Card ids in the review table of `lang` (rows `| card-id | … |` under `### Review (lang)`)."""
    text = DOC.read_text(encoding="utf-8")
    m = re.search(rf"^### Review \({lang}\)\n(.*?)(?=^##+ |\Z)", text, re.S | re.M)
    return sorted(re.findall(r"^\| `([a-z0-9-]+)` \|", m.group(1), re.M)) if m else []


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_the_review_covers_the_seeded_sample(library, lang):
    sample = review_sample(library, lang)
    assert len(sample) >= 30  # the seeded sample of summaries (docs/effects.md)
    assert reviewed(lang) == sample, f"docs/effects.md: review the {lang} sample again (python -m tests.i18n.test_effect_review)"


def round_two_reviewed() -> list[str]:
    """Card ids of the issue 36 sample table (`| `id` | type | summary | review |`)."""
    text = DOC.read_text(encoding="utf-8")
    m = re.search(r"^## Review round 2.*?\n\| card \| type \|.*?\n\|---.*?\n(.*?)(?=^### |^## |\Z)", text, re.S | re.M)
    return sorted(re.findall(r"^\| `([a-z0-9-]+)` \|", m.group(1), re.M)) if m else []


def test_round_two_review_covers_the_seeded_stratified_sample(library):
    """Issue 36: the 50 cards of scripts/effect_review.py --sample 50 --seed 36 (stratified by
    spell type), each with its verdict; at least 45 correct and complete, none wrong."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("effect_review", DOC.parents[1] / "scripts" / "effect_review.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    sample = script.stratified_sample(library.spells(), 50, "36")
    assert sorted(c.id for c in sample) == round_two_reviewed()
    types = {c.type for c in sample}
    assert types == {c.type for c in library.spells()}  # every type drawn
    text = DOC.read_text(encoding="utf-8").split("## Review round 2", 1)[1]
    verdicts = re.findall(r"^\| `[a-z0-9-]+` \| \w+ \| .*? \| (✓|✗|no text)", text, re.M)
    assert len(verdicts) == 50 and verdicts.count("✗") == 0 and verdicts.count("✓") + verdicts.count("no text") >= 45


def test_the_per_card_record_names_every_card_once(library):
    """Issue 36: every card of the pool has one review status (fixed / reviewed / no text / not
    re-read) in docs/effects.md, with its count."""
    text = DOC.read_text(encoding="utf-8").split("### Per-card record", 1)[1]
    seen = []
    for label in ("fixed", "reviewed", "no text", "not re-read"):
        m = re.search(rf"^- {label} \((\d+)\): (.*)$", text, re.M)
        assert m, label
        ids = re.findall(r"`([a-z0-9-]+)`", m.group(2))
        assert len(ids) == int(m.group(1)), label
        seen += ids
    assert sorted(seen) == sorted(c.id for c in library.spells())


if __name__ == "__main__":  # print the samples with their summaries, for the review
    import tempfile

    from spellforge.library import Library

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    for lang in ("en", "ru", "pl"):
        print(f"### Review ({lang})")
        for cid in review_sample(lib, lang):
            print(f"| `{cid}` | {lib.card(cid).display_name(lang)} | {lib.summary(cid, lang)} |")
