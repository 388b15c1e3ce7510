"""The card detail panel in the card language: the target as a game term, and what each trait and
effect condition means (the Codex); the editor's Name column wide enough to read the names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from tests.patience import settle


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_target_is_translated(window, library, lang):
    window.set_card_language(lang)
    window.detail.show_card("dispel")
    text = window.detail.text.toPlainText()
    # Dispel targets a revealed enchantment; the term table has every target in ru and pl.
    term = library.term("target", "Revealed Enchantment", lang)
    assert term != "Revealed Enchantment" and term in text
    assert "Revealed Enchantment" not in text


def shown_meaning(term: str, keyword: str, meaning: str) -> str:
    """The panel drops a restated "Keyword:" at the start of a Codex entry."""
    for prefix in (f"{term}:", f"{keyword}:"):
        if meaning.casefold().startswith(prefix.casefold()):
            return meaning[len(prefix):].strip()
    return meaning


def keywords_of(card):
    traits = [*card.traits, *card.granted_traits, *(t for a in card.attacks for t in a.traits)]
    conditions = [x for a in card.attacks for e in a.effects for x in e.effects]
    return [(t.keyword, "trait") for t in traits] + [(c, "condition") for c in conditions]


def test_epic_trait_is_explained_in_the_card_language(window, library):
    # Codex "Epic": at most one copy in a spellbook (RU seeds/000 L1893).
    window.set_card_language("ru")
    card = next(c for c in library.spells() if any(t.keyword == "Epic" for t in c.traits))
    window.detail.show_card(card.id)
    text = window.detail.text.toPlainText()
    meaning, term = library.codex("Epic", "ru"), library.term("trait", "Epic", "ru")
    assert meaning and "Что означают ключевые слова" not in text  # the UI language is English
    assert "What the keywords mean" in text
    assert f"{term} — {shown_meaning(term, 'Epic', meaning)}" in text
    # The trait word itself is a link whose hover tooltip gives the same meaning.
    assert "codex:Epic" in window.detail.text.toHtml()
    assert window.detail.keyword_tip(QUrl("codex:Epic")) == shown_meaning(term, "Epic", meaning)
    assert window.detail.keyword_tip(QUrl("https://example.org")) == ""


@pytest.mark.parametrize("card_id", ("fireball", "dispel", "akiros-battle-cry"))
def test_every_known_keyword_meaning_is_shown(window, library, card_id):
    window.set_card_language("pl")
    card = library.card(card_id)
    window.detail.show_card(card_id)
    text = window.detail.text.toPlainText()
    for keyword, category in keywords_of(card):
        meaning, term = library.codex(keyword, "pl"), library.term(category, keyword, "pl")
        if keyword == "Only":  # "Warlord Only": the card's words, then the Codex's rule without its "<klasa>" pattern
            assert "Tylko Wódz — tylko Mag tej klasy może włączyć ten czar" in text and "Only —" not in text
        elif meaning:
            assert f"{term} — {shown_meaning(term, keyword, meaning)}" in text


def test_name_column_fits_the_names_at_the_default_window_size(make_window, qtbot):
    window = make_window()
    window.set_card_language("ru")
    window.resize(1400, 860)
    editor = window.new_book()
    for cid in ("fireball", "dispel", "mana-crystal", "seeking-dispel", "arc-lightning"):
        window.add_card(cid)
    settle()
    view, model = editor.view, editor.model
    widest = max(view.fontMetrics().horizontalAdvance(model.data(model.index(r, 1))) for r in range(model.rowCount()))
    assert view.horizontalHeader().sectionSize(1) >= widest


@pytest.mark.parametrize("lang,want,english", [("ru", "Длинный лук", "Longbow"), ("pl", "Długi Łuk", "Longbow")])
def test_card_panel_shows_attack_and_set_names_in_the_card_language(window, library, lang, want, english):
    window.set_card_language(lang)
    window.detail.show_card("royal-archer")
    text = window.detail.text.toPlainText()
    assert want in text and english not in text
    assert library.term("set", "Core", lang) in text



@pytest.mark.parametrize("lang,want", [("en", "Corporeal Conjurations"), ("ru", "Материальные заклятия"),
                                       ("pl", "Cielesne przywołania")])
def test_akiros_hammers_boulder_says_what_it_can_target(window, lang, want):
    """Issue 44: the Boulder attack can only target Corporeal Conjurations; the panel says so under
    the attack, with the target in the card language (the interface's own words in ru/pl are the
    .ts entry CardDetail 'Can only target: {what}')."""
    window.set_card_language(lang)
    window.detail.show_card("akiros-hammer")
    assert f"Can only target: {want}" in window.detail.text.toPlainText()
    window.detail.show_card("fireball")
    assert "Can only target" not in window.detail.text.toPlainText()  # only a printed restriction is said


@pytest.mark.parametrize("lang,want", [("en", "Piercing +1 per Gold token"), ("ru", "за каждый жетон «Золото»"),
                                       ("pl", "za każdy żeton „Złoto”")])
def test_card_panel_says_a_trait_that_counts_per_token(window, lang, want):
    window.set_card_language(lang)  # Gerard Matranga's bar: "Piercing +1 per Gold token" (issue 44)
    window.detail.show_card("gerard-matranga")
    assert want in window.detail.text.toPlainText()
    window.set_card_language("en")


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_each_attack_says_whether_it_is_a_quick_or_full_action(window, library, lang):
    """Sir Corazin's Quick Strike (quick) and Flashing Blades (full) must not look alike (the
    library's Attack.action, from the attack bar); the words are the term table's."""
    window.set_card_language(lang)
    window.detail.show_card("sir-corazin-blademaster")
    text = window.detail.text.toPlainText()
    quick, full = library.term("action", "quick", lang), library.term("action", "full", lang)
    assert quick != full
    blocks = text.split("range 0–0")  # one block after each attack's heading (the UI language is English)
    assert len(blocks) == 4
    assert f"Action: {quick}" in blocks[1] and all(f"Action: {full}" in b for b in blocks[2:]), text


def test_the_panel_prints_an_attack_as_its_bar_does(window):
    """A damage barrier is neither melee nor ranged and has no range (000 L1511-1529); Combustion's
    Burnout rolls X dice (two per Burn removed), never the 0 the engine's data stores."""
    window.detail.show_card("circle-of-fire")
    text = window.detail.text.toPlainText()
    assert "Searing Heat: attack, 2 dice" in text and "ranged attack" not in text and "range 0–0" not in text
    window.detail.show_card("combustion")
    assert "Burnout: ranged attack, X dice, range 0–2" in window.detail.text.toPlainText()
    window.detail.show_card("dispel-wand")  # two spells printed in the bar: abilities, no dice
    text = window.detail.text.toPlainText()
    assert "Disenchant: ability, range 0–1" in text and "0 dice" not in text


def test_card_panel_shows_the_attacks_of_a_printing_whose_bar_differs(window):
    """Joseph Trublood's Promo printing prints Healing Light and +2 vs. Dark Creatures, which his
    canonical Lost Grimoire printing does not: the panel shows them under the Promo's name (issue 44
    round 5); a card whose printings agree shows its bar once."""
    window.set_card_language("en")
    window.detail.show_card("joseph-trublood-high-cleric")
    text = window.detail.text.toPlainText()
    assert "Healing Light: ability, 2 dice, range 0–2 (as printed in Promo MWPROMO11)" in text, text
    assert "Staff of Smiting: melee attack, 3 dice, range 0–0 (as printed in Promo MWPROMO11)" in text
    assert text.count("+2 vs. Dark Creatures") == 1
    window.detail.show_card("acid-ooze")
    assert "as printed in" not in window.detail.text.toPlainText()



def test_gale_force_ring_grants_no_wind_trait(window, library):
    """Gale Force Ring's Text tokens [Wind] [+2] are its +2 effect roll on the bearer's Wind attacks;
    read as a granted "Wind +2" they made its bearer easier to hurt with Wind (000 L1423-1431): a
    stranger's sample (seed 478812) graded it wrong. db/errata.csv removes the grant, and the panel
    says so."""
    assert library.card("gale-force-ring").granted_traits == ()
    window.set_card_language("en")
    window.detail.show_card("gale-force-ring")
    text = window.detail.text.toPlainText()
    assert "Wind +2" not in text and "Granted trait removed: Wind" in text, text


def test_charge_grants_charge_plus_one(window, library):
    """Charge's Text prints "the Fast and Charge +1 traits" but its token is a bare [Charge]: the
    panel said "Grants: Fast, Charge" (issue 44 round 6, slice 1). db/errata.csv gives the +1 back,
    and the panel says the correction with the trait in the card language."""
    assert [str(t) for t in library.card("charge").granted_traits] == ["Fast", "Charge +1"]
    window.set_card_language("ru")
    window.detail.show_card("charge")
    text = window.detail.text.toPlainText()
    assert "Granted trait corrected: Натиск +1" in text, text
