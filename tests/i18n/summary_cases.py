"""The two tests every file of issue 44's summary cases runs over its cards (one file per review
slice and sample: tests/i18n/test_effect_round4_*.py …): what each summary now says, in en, ru and
pl, and what it no longer says. A file names its cases and takes the tests:

    test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)
"""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")


def summary_tests(said: dict, not_said: dict | None = None, fold_not_said: bool = False):
    """`said`/`not_said`: card id -> {lang: words}. A clause may open a sentence, so what is said is
    compared without case; what is no longer said too when `fold_not_said`."""

    @pytest.mark.parametrize("lang", LANGS)
    @pytest.mark.parametrize("card_id", sorted(said))
    def test_the_summary_says_it(library, card_id, lang):
        summary = library.summary(card_id, lang)
        assert said[card_id][lang].casefold() in summary.casefold(), summary

    @pytest.mark.parametrize("lang", LANGS)
    @pytest.mark.parametrize("card_id", sorted(not_said or {}))
    def test_the_summary_no_longer_says_it(library, card_id, lang):
        summary = library.summary(card_id, lang)
        words = not_said[card_id][lang]
        assert (words.casefold() not in summary.casefold()) if fold_not_said else words not in summary, summary

    return test_the_summary_says_it, test_the_summary_no_longer_says_it
