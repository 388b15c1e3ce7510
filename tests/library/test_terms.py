"""Game terms in three languages, as the library serves them (db/i18n/terms.csv)."""

from __future__ import annotations


def test_every_target_is_translated(library):
    targets = {c.target for c in library.spells(include_playtest=True) if c.target}
    terms = library.terms("target")
    assert targets <= set(terms)
    assert all(terms[t]["ru"] and terms[t]["pl"] for t in targets)


def test_false_friends(library):
    # glossary §1 #96/#98: RU "заклятие" = Conjuration, PL "zaklęcie" = Enchantment
    assert library.term("spell_type", "Conjuration", "ru") == "Заклятие"
    assert library.term("spell_type", "Enchantment", "pl") == "Zaklęcie"
    assert library.term("target", "Living Creature", "pl") == "Żyjące stworzenie"


def test_unknown_term_falls_back_to_key(library):
    assert library.term("school", "Chaos", "ru") == "Chaos"
