"""Round 6 of issue 44, errata part 1 (docs/effects-round6/errata-part-1.md): what the errata
(seeds/003, "Поправки к Правилам и Кодексу") change on the cards they name, said in en/ru/pl — Helm
of Fear's attacker cannot attack the Mage again this round and may take a guard marker instead
(L735-736); Force Push's 3 more mana is paid when it is cast, else no push that way (L679-681);
Chain Lightning jumps from the target it just damaged, never to one it already damaged (L589-592);
Block works while Incapacitated and a Damage Barrier does not reveal it (L172, L567); Chains of
Agony hurts when the move is declared (L581); Defense Ring improves only a Defense the bearer has
(L615-618); Fellella casts enchantments, her mana paying only their casting cost (L662-663)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "helm-of-fear": {"en": "it cannot attack this Mage again this round except by a counterstrike",
                     "ru": "до конца раунда он не может снова атаковать этого мага, кроме как контратакой",
                     "pl": "do końca rundy nie może ponownie zaatakować tego maga inaczej niż kontratakiem"},
    "force-push": {"en": "only if 3 more mana was paid when it was cast",
                   "ru": "только если при сотворении уплачено 3 маны сверху",
                   "pl": "tylko wtedy, gdy przy rzucaniu zapłacono dodatkowe 3 punkty many"},
    "chain-lightning": {"en": "never a target it already damaged in this attack action",
                        "ru": "никогда не цель, которой оно уже нанесло повреждения в этом действии атаки",
                        "pl": "nigdy cel, który już zranił w tej akcji ataku"},
    "block": {"en": "even while Incapacitated", "ru": "даже при «Параличе»", "pl": "nawet przy „Obezwładnieniu”"},
    "chains-of-agony": {"en": "as soon as the move is declared, before it moves",
                        "ru": "сразу при объявлении перемещения", "pl": "zaraz po ogłoszeniu ruchu"},
    "defense-ring": {"en": "only to a Defense the bearer already has", "ru": "только к защите, которая у носителя уже есть",
                     "pl": "tylko do Obrony, którą nosiciel już ma"},
    "fellella-pixie-familiar": {"en": "As a familiar, casts spells (enchantment", "ru": "Как помощник колдует (Чары",
                                "pl": "Jako Chowaniec rzuca czary (Zaklęcie"},
}
NOT_SAID = {
    "force-push": {"en": "requires paying 3 mana", "ru": "требует заплатить 3 маны", "pl": "wymaga zapłacenia 3 many"},
    "chain-lightning": {"en": "no target twice", "ru": "ни одна цель дважды", "pl": "żaden cel dwa razy"},
    "fellella-pixie-familiar": {"en": "No effect beyond", "ru": "других эффектов, кроме характеристик", "pl": "brak efektów poza atrybutami"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)


def test_fellella_casts_only_enchantments_in_the_goldfish(library):
    """The simulator reads the same fact: her casting limit is enchantments, no approximation left."""
    from spellforge.domain import Spellbook
    from spellforge.sim.game.model import compile_book
    book = Spellbook(name="fellella", mage="Druid")
    book.add("fellella-pixie-familiar")
    spell = next(s for s in compile_book(book, library, library.mage("Druid")).spells
                 if s.card_id == "fellella-pixie-familiar")
    assert spell.cast_limit.types == ("enchantment",) and not spell.approximations
