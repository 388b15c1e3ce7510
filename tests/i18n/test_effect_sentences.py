"""Summaries as sentences (issue 44, "Readability"): what opens a rule comes first (once per round,
the action, the trigger, then the circumstance and the payment), then the effect and how long it
lasts, then who and which; a row that repeats the qualifiers of the one before continues its
sentence and says only its own. Nothing a row says is lost on the way: every qualifier of every
shipped row is still in its card's summary, in en, ru and pl."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from spellforge import paths
from spellforge.i18n.effect_summary import LANGS, Templates, _detail_parts, _event, _side_event, summarise

TEMPLATES = paths.db_source_dir() / "i18n" / "effect_templates.csv"


def test_every_qualifier_of_every_row_is_still_said(library):
    """The restructuring moves qualifiers and says a shared one once, but never drops one: each
    target, duration, condition and note phrase of every row of the 827 cards, and its trigger
    and what opens it, is in the card's summary (any case: a moved phrase may open a sentence)."""
    t = Templates.read(TEMPLATES)
    self_phrase = {lang: t.rows["target/self"][lang].lower() for lang in LANGS}
    problems = []
    for cid, rows in library.card_effects().items():
        if all(r["kind"] == "unmodelled" for r in rows):
            continue  # said from its facts (no rules text in any source)
        for lang in LANGS:
            summary = library.summary(cid, lang).lower()
            for row in rows:
                parts = _detail_parts(row, lang, t, library.term)
                phrases = parts.lead + parts.when + parts.cost + parts.details + [parts.duration.lstrip(", ")]
                for phrase in filter(None, (p.lower() for p in phrases)):
                    if phrase == self_phrase[lang] and (row.get("mode") or row.get("kind") == "cost_modifier"):
                        continue  # "places 1 Load token on this card", "this spell costs −1": the effect says it
                    if phrase not in summary:
                        problems.append(f"{cid} [{lang}]: {phrase!r}")
                if row.get("trigger") == "activated" and any("action=quick_spell" in r.get("condition", "") for r in rows):
                    continue  # "as a quick spell" (a lead phrase, checked above) says when, not "when activated"
                if row.get("trigger"):
                    side = _side_event(row, t, lang)  # "when a friendly creature is destroyed"
                    said = {_event(t, row["trigger"], lang, attached, side).lower() for attached in (True, False)}
                    if not any(s in summary for s in said):
                        problems.append(f"{cid} [{lang}]: trigger {row['trigger']!r}")
    assert not problems, "\n".join(problems[:40])


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=\.) (?=[^\s(])", text)


def test_no_qualifier_is_said_twice_in_one_sentence(library):
    t = Templates.read(TEMPLATES)
    choose = {lang: t.rows["choose"][lang].split("{")[0].lower() for lang in LANGS}
    repeated = []
    for card in library.spells():
        for lang in LANGS:
            for s in _sentences(library.summary(card.id, lang)):
                # the options of a "choose one" each say whom they act on, and with targets of their own
                # their qualifiers too (Acolyte of the Bog Queen: a Skeleton object and a Zombie creature,
                # both range 0-1; Unstable Zombie's three options on itself, round 5 leftovers)
                groups = [m.split("; ") for m in re.findall(r"\(([^()]*)\)", s)]
                if choose[lang] in s.lower():
                    items = Counter()  # then only a repeat inside one option's parenthesis counts
                    for g in groups:
                        items |= Counter(g)
                else:
                    items = Counter(p for g in groups for p in g)
                repeated += [f"{card.id} [{lang}]: {p!r} in {s!r}" for p, n in items.items() if n > 1]
    assert repeated == []


# what a player writes first: the timing, the circumstance, the payment; then the effect
OPENS = {
    "wand-of-healing": {
        "en": "Once per round, as a quick spell, for 2 mana: heals damage rolled on 2 attack dice (target: creature;",
        "ru": "Раз в раунд, как быстрое заклинание, за 2 маны: лечение: убирает столько повреждений, сколько выпадет на 2 "
              "кубиках атаки (цель: существо;",
        "pl": "Raz na rundę, jako szybki czar, za 2 punkty many: leczenie: usuwa tyle obrażeń, ile wypadnie na 2 kościach "
              "ataku (cel: stworzenie;"},
    "defend-me": {"en": "When the bearer is a minor creature: reveal cost −1 (this card).",
                  "ru": "Если носитель — малое существо: стоимость открытия −1 (эта карта).",
                  "pl": "Gdy nosiciel jest pomniejszym stworzeniem: koszt odkrycia −1 (ta karta)."},
    "akiros-hammer": {
        "en": "Immediately before or after any friendly creature's Action Phase, if you wish, by removing 2 Load tokens: makes an attack",
        "ru": "Непосредственно до или после любой фазы действий дружественного существа, по желанию, сняв 2 жетона «Загрузка»: "
              "проводит атаку",
        "pl": "Bezpośrednio przed lub po dowolnej Fazie Akcji przyjaznego stworzenia, jeśli chcesz, po zdjęciu 2 żetonów „Załadunek”: "
              "wykonuje atak"},
    "hunting-bow": {"en": "Against an enemy creature a friendly Animal attacked and damaged this round, on a roll of 7+: "
                          "gives the Bleed condition (the defender).",
                    "ru": "Против вражеского существа, атакованного в этом раунде дружественным животным и получившего от "
                          "него повреждения, при броске 7+: накладывает состояние «Кровотечение» (защищающийся).",
                    "pl": "Przeciw wrogiemu stworzeniu zaatakowanemu w tej rundzie przez przyjazne Zwierzę, które zadało mu "
                          "obrażenia, przy wyniku 7+: nakłada stan „Krwawienie” (broniący się)."},
    "dazzle": {"en": "When attacking a Nonliving creature: effect roll +2 and +2 attack dice (this card).",
               "ru": "При атаке неживого существа: бросок кубика эффектов +2 и +2 кубика атаки (эта карта).",
               "pl": "Przy ataku na nieżyjące stworzenie: rzut kością efektu +2 i +2 kości ataku (ta karta)."},
    "altar-of-skulls": {"en": "With at least 8 Skull tokens: gives Finite Life (all creatures; living only).",
                        "ru": "При 8 или больше жетонах «Череп»: даёт свойство «Лимит жизни» (все существа; только живые).",
                        "pl": "Przy co najmniej 8 żetonach „Czaszka”: daje cechę „Skończone Życie” (wszystkie stworzenia; "
                              "tylko żyjące)."},
    "rod-of-the-arcanum": {"en": "When this weapon's attack deals damage, if the damaged creature is an enemy non-Mage "
                                 "creature: takes away 1 mana",
                           "ru": "Когда атака этого оружия наносит повреждения, если повреждённое существо — вражеское и не маг:",
                           "pl": "Gdy atak tej broni zadaje obrażenia, jeśli stworzenie, któremu zadano obrażenia, jest wrogie "
                                 "i nie jest Magiem:"},
    # the duration right after the effect (a comma before a Russian/Polish "while" clause)
    "straywood-scout": {"en": "Once per round, as a full action, when activated, against the enemy creature it marked: +1 "
                              "attack die for the next attack this round (friendly creatures).",
                        "ru": "Раз в раунд, полным действием, при активации, против помеченного им вражеского существа: +1 кубик "
                              "атаки на следующую атаку в этом раунде (дружественные существа).",
                        "pl": "Raz na rundę, jako pełna akcja, po aktywacji, przeciw wrogiemu stworzeniu, które oznaczył: +1 kość "
                              "ataku na następny atak w tej rundzie (przyjazne stworzenia)."},
    "bear-strength": {"en": "Gives Melee +2 while attached (the bearer).",
                      "ru": "Даёт свойство «Ближняя атака +2», пока карта присоединена (носитель).",
                      "pl": "Daje cechę „Walka Wręcz +2”, dopóki karta jest dołączona (nosiciel)."},
    # a row with every qualifier of the one before continues its sentence, saying only its own
    "lion-savagery": {"en": "Gives Charge +2 while attached (the bearer); gives Piercing +1 (melee attacks).",
                      "ru": "Даёт свойство «Натиск +2», пока карта присоединена (носитель); даёт свойство «Проникающая "
                            "атака +1» (ближние атаки).",
                      "pl": "Daje cechę „Szarża +2”, dopóki karta jest dołączona (nosiciel); daje cechę „Przebijający +1” "
                            "(ataki wręcz)."},
    # the target, its subtype and its zone are one noun phrase (the example)
    "archers-watchtower": {
        "en": "Once per round, when a friendly creature declares an attack, if you wish: gives Ranged +1 and Indirect for "
              "this attack (the attacker in the same zone; subtype: Soldier; ranged attacks).",
        "ru": "Раз в раунд, когда дружественное существо объявляет атаку, по желанию: даёт свойства «Дальняя атака +1» и "
              "«Навесная атака» на эту атаку (атакующий в той же зоне;",
        "pl": "Raz na rundę, gdy przyjazne stworzenie deklaruje atak, jeśli chcesz: daje cechy „Dystansowy +1” i „Atak "
              "Pośredni” na ten atak (atakujący w tej samej strefie;"},
    # …but not the subtype of what the effect destroys: Clear Mind destroys Psychic enchantments
    "clear-mind": {"en": "Destroys any number of enchantments (target: creature; subtype: Psychic;",
                   "ru": "Уничтожает любое число чар (цель: существо; подтип: Разум;",
                   "pl": "Niszczy dowolną liczbę zaklęć (cel: stworzenie; podtyp: Psionika;"},
    # the tokens a card counts onto itself, in the plural the number wants
    "rage-tonic": {"en": "When cast: places 3 Charge tokens on this card.",
                   "ru": "При сотворении: кладёт 3 жетона «Заряд» на эту карту.",
                   "pl": "Przy rzuceniu: kładzie 3 żetony „Ładunek” na tę kartę."},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(OPENS))
def test_the_sentence_opens_with_its_timing_and_says_each_qualifier_once(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert OPENS[card_id][lang] in summary, summary


def test_mending_waves_heals_carry_their_qualifiers_over():
    """Each part carries over what the part before it said: the third heal says only that it is
    never the same creature twice, not again that it is within a zone of the previous one."""
    t = Templates.read(TEMPLATES)
    heal = {"kind": "heal", "amount": "3d", "target": "target_creature"}
    near = {**heal, "condition": "state=within 1 zone of the previous creature"}
    rows = [heal, near, {**near, "note": "never the same creature twice"}]
    assert summarise(rows, "en", t) == (
        "Heals damage rolled on 3 attack dice (target: creature); heals damage rolled on 3 attack dice (another creature "
        "no farther than 1 zone from the previous one); heals damage rolled on 3 attack dice (never the same creature "
        "twice).")
    # two one-time rows the other way round keep the card's order (the first is said first, Explode
    # destroys, then attacks); two lasting rows the other way round: the one with fewer qualifiers
    # opens, so nothing is carried over wrongly; rows that open differently stay two sentences
    alone = summarise([near, heal], "en", t)
    assert alone == ("Heals damage rolled on 3 attack dice (target: creature; another creature no farther than 1 zone "
                     "from the previous one). Heals damage rolled on 3 attack dice (target: creature).")
    armor = {"kind": "static_modifier", "arg": "armor", "amount": "+1", "target": "bearer", "duration": "attached"}
    lasting = summarise([{**armor, "condition": "attack=melee"}, armor], "en", t)
    assert lasting.count(".") == 1 and lasting.startswith("Armor +1 while attached (the bearer); "), lasting
    different = summarise([{**heal, "condition": "once=round"}, heal], "en", t)
    assert different == ("Once per round: heals damage rolled on 3 attack dice (target: creature). Heals damage rolled "
                         "on 3 attack dice (target: creature).")
