"""The face footer's format mark is in the card language (terms.csv `format,academy`), not English."""

from __future__ import annotations

import pytest

from spellforge.i18n.labels import Labels
from spellforge.render.card_face import footer_tags


@pytest.mark.parametrize("lang, mark", [("en", "Academy"), ("ru", "Академия"), ("pl", "Akademia")])
def test_academy_mark_in_the_card_language(library, lang, mark):
    aurora = library.card_by_name("Aurora Lucere, Dawnbreaker's Chosen")  # printed in Academy: Priestess
    assert aurora.format == "academy"
    assert footer_tags(aurora, Labels(lang, library.term)) == [mark]


def test_an_arena_card_has_no_mark(library):
    assert footer_tags(library.card_by_name("Fireball"), Labels("ru", library.term)) == []
