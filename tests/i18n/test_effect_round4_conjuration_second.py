"""Defects of the Conjuration slice found by the second, independent reading of issue 44 round 4
(docs/effects-round4/conjuration-second-reading.md), one cause each, checked in en, ru and pl on
the real cards: Swamp's creatures lose **and cannot gain** Elusive (as Altar of Infernia's, Debilitate's
and Deep Freeze's traits); Construction Yard's mana pays only for a spell that you, your spawnpoint
or your Familiar casts; Stranglevine deals its damage when you pay its upkeep (unpaid, it is destroyed
and deals none); Hellscape's Burn comes at the start of the Upkeep Phase. The strings are the
template rows' own words."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "swamp": {"en": "removes Elusive (and cannot gain it)", "ru": "убирает свойство «Уворот» (и не может его получить)",
              "pl": "odbiera cechę „Niezauważalny” (i nie może jej zyskać)"},
    "construction-yard": {"en": "that you, your spawnpoint or your Familiar casts",
                          "ru": "которые колдуете вы, ваша точка вызова или ваш помощник",
                          "pl": "które rzuca twój Mag, twoje Miejsce Przywołań lub twój Chowaniec"},
    "stranglevine": {"en": "deals X direct damage (target: creature; when you pay its upkeep",
                     "ru": "наносит X прямых повреждений (цель: существо; когда вы оплачиваете её поддержку",
                     "pl": "zadaje X obrażeń bezpośrednich (cel: stworzenie; gdy płacisz jej utrzymanie"},
    "hellscape": {"en": "only if it has no Burn yet; at the start of the phase)",
                  "ru": "только если на нём ещё нет горения; в начале фазы)",
                  "pl": "tylko jeśli nie ma jeszcze podpalenia; na początku fazy)"},
}


test_the_summary_says_it, _ = summary_tests(SAID)


def test_every_lost_trait_that_cannot_come_back_says_so(library):
    """The cause, over the cards that print "lose and cannot gain": each says it in its summary."""
    for card_id in ("swamp", "altar-of-infernia", "debilitate", "deep-freeze"):
        assert "cannot gain it" in library.summary(card_id, "en"), card_id


def test_sistarran_temple_has_no_borrowed_attack(library):
    """The module's Final Release entry of Sistarran Temple (no Text, empty AttackBar) carries
    Pillar of Righteous Flame's Holy Fire in its cAttacks, a placeholder copied with Pillar's card
    number; db/errata.csv clears it, so the panel and the goldfish show no attack it never printed."""
    assert library.card("sistarran-temple").attacks == ()
    assert [a.name for a in library.card("pillar-of-righteous-flame").attacks] == ["Holy Fire"]
