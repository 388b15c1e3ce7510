"""Round 5 of issue 44: what the strangers' samples drawn after the third reading found
(docs/effects-round5/independent-check-*.md, seeds 932090, 762727, 478812), each cause on its real
cards in en, ru and pl — an enchantment's reveal cost X counts the bearer's level (Fumble, read as
the attack's target's); whose Action Phase, in ru and pl too (the bearer's for an enchantment, its own
for a creature: Magma Golem); Nullify and the other reveals when the **bearer** is targeted,
never the hidden enchantment itself (errata L290: Dispel targets the enchantment); Astral Anchor
stops every creature's teleport to or from its zone, not only the creatures in it; Sanctuary and
Exile teleport (so an Astral Anchor stops them, 000 L357-363)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "fumble": {"en": "reveal cost X = the bearer's level − 1", "ru": "стоимость открытия X = уровень носителя − 1",
               "pl": "koszt odkrycia X = poziom nosiciela − 1"},
    "magma-golem": {"en": "In its Action Phase: gives the Burn condition", "ru": "В своей фазе действий: накладывает",
                    "pl": "W swojej Fazie Akcji: nakłada"},
    "slumber": {"en": "Can be revealed when the bearer is activated", "ru": "можно открыть при активации носителя",
                "pl": "można odkryć po aktywacji nosiciela"},
    "nullify": {"en": "Must be revealed when the bearer is targeted by a spell",
                "ru": "обязательно открываются при выборе носителя целью заклинания",
                "pl": "musi zostać odkryte przy wyborze nosiciela na cel czaru"},
    "astral-anchor": {"en": "Cannot be teleported while in play (all creatures; to or from this zone)",
                      "ru": "(все существа; в эту зону или из неё)", "pl": "(wszystkie stworzenia; do tej strefy lub z niej)"},
    "sanctuary": {"en": "Teleports the target out of the arena while attached (the bearer; it returns to its zone",
                  "ru": "Телепортация: переносит цель за пределы арены", "pl": "Teleportacja: przenosi cel poza arenę"},
    "exile": {"en": "teleports the target out of the arena (the bearer; it returns to its zone when this card is destroyed)",
              "ru": "переносит цель за пределы арены (носитель; возвращается в свою зону, когда эта карта уничтожена)",
              "pl": "przenosi cel poza arenę (nosiciel; wraca do swojej strefy, gdy ta karta zostanie zniszczona)"},
}
NOT_SAID = {
    "fumble": {"en": "the target's level", "ru": "уровень цели", "pl": "poziom celu"},
    "nullify": {"en": "when targeted by a spell", "ru": "открываются при выборе целью", "pl": "przy wyborze na cel"},
    "astral-anchor": {"en": "in the zone;", "ru": "в зоне;", "pl": "w strefie;"},
    "sanctuary": {"en": "moves the object", "ru": "перемещает объект", "pl": "przenosi obiekt"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
