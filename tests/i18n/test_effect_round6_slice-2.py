"""Round 6 of issue 44, slice 2 (docs/effects-round6/slice-2.md): a fourth reading's causes, each on
its real cards in en, ru and pl — whose Action Phase in English too (an enchantment's reveal in the
bearer's, Hand of Bim-Shalla's "any friendly creature's", as ru and pl already said); Desperate
Focus counts the bearer's creatures, not yours; Demonic Link heals the Demon's controlling Mage;
a condition the card places (Restrained, Incapacitated) is no trait on the panel's Grants line;
Elemental Mail gives what its official printing prints (the Acid -1 is only the playtest printing's,
db/reprints.csv), as its panel shows."""

from __future__ import annotations

import pytest

from tests.i18n.summary_cases import summary_tests

SAID = {
    "frost-trap": {"en": "Must be revealed when the bearer is activated",  # slice 5: its activation, as printed
                   "ru": "обязательно открываются при активации носителя",
                   "pl": "musi zostać odkryte po aktywacji nosiciela"},
    "hand-of-bim-shalla": {"en": "immediately before or after any friendly creature's Action Phase",
                           "ru": "до или после любой фазы действий дружественного существа",
                           "pl": "przed lub po dowolnej Fazie Akcji przyjaznego stworzenia"},
    "desperate-focus": {"en": "While every other Mage controls more creatures than the bearer",
                        "ru": "Пока у носителя меньше существ, чем у любого другого мага",
                        "pl": "Dopóki nosiciel kontroluje mniej stworzeń niż każdy inny Mag"},
    "demonic-link": {"en": "heals 1 damage (the bearer's controller)",
                     "ru": "убирает 1 повреждение (игрок, контролирующий носителя)",
                     "pl": "(gracz kontrolujący nosiciela)"},
    "elemental-mail": {"en": "Frost -1 and Lightning -1 while attached", "ru": "«Холод -1» и «Молния -1», пока",
                       "pl": "„Mróz -1” i „Błyskawica -1”, dopóki"},
}
NOT_SAID = {
    "frost-trap": {"en": "in its Action Phase", "ru": "в своей фазе", "pl": "w swojej Fazie"},
    "hand-of-bim-shalla": {"en": "any friendly Action Phase", "ru": "любой дружественной фазы",
                           "pl": "dowolnej przyjaznej Fazie"},
    "desperate-focus": {"en": "than you", "ru": "у вас меньше", "pl": "kontrolujesz mniej"},
    "demonic-link": {"en": "(your Mage)", "ru": "(ваш маг)", "pl": "(twój Mag)"},
    "elemental-mail": {"en": "Acid", "ru": "Кислота", "pl": "Kwas"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)

# the module's Text tokens [Restrained]/[Incapacitated] are conditions placed (000 L2308, L2340): db/errata.csv
PANEL_GRANTS = {"force-hold": ("Unmovable",), "quicksand": ("Unmovable",), "stranglevine": ("Unmovable",),
                "tanglevine": ("Unmovable",),
                "turn-to-stone": ("Armor",)}


@pytest.mark.parametrize("card_id", sorted(PANEL_GRANTS))
def test_a_condition_placed_is_no_granted_trait(library, card_id):
    granted = tuple(t.keyword for t in library.card(card_id).granted_traits)
    assert granted == PANEL_GRANTS[card_id]
