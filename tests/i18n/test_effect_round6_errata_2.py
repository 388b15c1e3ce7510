"""Round 6 of issue 44, the errata's cards part 2 (docs/effects-round6/errata-part-2.md): what the errata
(003) change or settle, said in en, ru and pl — Malacoda's corrected text harms the **other** Living
creatures (L757-759); Mort's "bordering" zone means walls on its border, not the next zone (L798-799);
Pentagram's "different creatures" start again each round (L811-812); Suppression Orb is paid before each
move action and never for a Teleport or a Push (L873-875); Teleport's destination is within the
spell's range too (L881-883); Reverse Magic may be cancelled instead of paying more (L839-846); Marked
for Death helps only creatures' attacks (L775-777)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "malacoda": {"en": "(all creatures in the zone; living only; other than this card)",
                 "ru": "(все существа в зоне; только живые; кроме этой карты)",
                 "pl": "(wszystkie stworzenia w strefie; tylko żyjące; poza tą kartą)"},
    "mort": {"en": "subtype: Skeleton; in the same zone; walls bordering its zone included",
             "ru": "подтип: Скелет; в той же зоне; включая стены на границах его зоны",
             "pl": "podtyp: Szkielet; w tej samej strefie; łącznie ze ścianami na granicach jego strefy"},
    "pentagram": {"en": "once per different creature each round",
                  "ru": "по разу на каждое другое существо в каждом раунде",
                  "pl": "raz na każde inne stworzenie w każdej rundzie"},
    "suppression-orb": {"en": "paid before each move action; not for a Teleport or a Push",
                        "ru": "платится перед каждым действием передвижения; не за телепортацию и не за толчок",
                        "pl": "płacone przed każdą akcją ruchu; nie za Teleportację ani Pchnięcie"},
    "teleport": {"en": "to a zone within range", "ru": "в зону в пределах дистанции", "pl": "do strefy w zasięgu"},
    "reverse-magic": {"en": "paying any extra mana, or cancel it",
                      "ru": "оплатив дополнительную ману, или отменить его",
                      "pl": "płacąc dodatkową manę, albo je anulować"},
    "marked-for-death": {"en": "(the attacker; creatures' attacks only; an attack spell counts as its caster's)",
                         "ru": "(атакующий; только атаки существ; заклинание атаки считается атакой сотворившего)",
                         "pl": "(atakujący; tylko ataki stworzeń; czar ataku liczy się jako atak rzucającego)"},
}
NOT_SAID = {
    # Mort's old reading reached skeletons one zone away
    "mort": {"en": "range 0-1", "ru": "дистанция 0-1", "pl": "zasięg 0-1"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
