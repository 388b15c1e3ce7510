"""A card or mage name never has to agree with the sentence around it (issue 19): in every Russian
and Polish UI string (.ts) and validation message (spellforge/rules/messages.py) a name stands where
the nominative is right whatever its gender — after a colon, in parentheses, after “×” or “→”, in
quotes after a generic noun («книгу «{book}»»), in apposition to «маг»/„Mag” (or «героя», «кампания» in Sword & Sorcery), or as the subject of a
present-tense verb that has no gender («{card} атакует», „{card} dodaje”). A name right after a verb
(«Перенести {card}» wants «Пентаграмму») or before a past participle («{name} найдена» is wrong for
Лесной волк) fails here; so does a bare count before a noun («{qty} копий»).

The exact sentences, with names of every gender and counts 1, 2, 5, 11, 21, 22, 25, are checked in
tests/ui/playtest/test_playtest_grammar.py (the playtest log) and below (validation messages)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from spellforge.rules import messages

I18N = Path(__file__).resolve().parents[2] / "i18n"
NAMES = ("card", "cards", "card_name", "mage", "foe", "target", "caster", "attacker", "other", "figure", "stats",
         "name", "book")
NAME = re.compile(r"\{(%s)\}" % "|".join(NAMES))
# what may stand before a name: punctuation that opens a nominative slot, a noun it is in apposition to, or
# „np.” (an example list is in the nominative, like «например:»)
LEFT_OK = re.compile(r"(^|[:(«„“\"—×→,;]\s*|[+−-] |\b(?:маг|Маг|мага|Mag|Maga|книгу|книга|Книга|книги|карты|"
                     r"księgę|księga|Księga|karty|karta|карта|героя|bohater|кампания|kampania|как|jako|а|a|i|и|to|np\.)\s+[«„]?)$")
# what may follow a name: punctuation, or a present-tense verb (no gender in ru present, none in pl)
VERBS = {"ru": ("атакует", "колдует", "сотворяет", "избегает", "добавляет", "перемещается", "может", "получает", "лечит",
                "не может", "—"),
         "pl": ("atakuje", "rzuca", "unika", "dodaje", "się", "może", "nie może", "to", "—", "zyskuje")}
# a preposition after a name starts a phrase of its own («2 × {card} в кандидаты»): no agreement
PREPOSITIONS = ("в", "из", "на", "против", "do", "z", "w", "na", "przeciw")
# strings whose {name} is a file, not a card or a mage
FILE_NAMES = ("DataRepairDialog:",)
RIGHT_PUNCT = re.compile(r"^($|[\s]*[:),;.»”\"?!→(\]]|\s+[—→×(]|\s*\n)")


def ts_entries(lang: str):
    for ctx in ET.parse(I18N / f"spellforge_{lang}.ts").getroot():
        for m in ctx.findall("message"):
            tr = m.find("translation")
            for text in [f.text for f in tr.findall("numerusform")] or [tr.text]:
                if text:
                    yield f"{ctx.find('name').text}: {m.find('source').text}", text


def table_entries(lang: str):
    for table in (messages.PROBLEMS, messages.NOTICES):
        for code, text in table[lang].items():
            yield f"messages.{code}", text


def bad_slots(text: str, lang: str) -> list[str]:
    bad = []
    for m in NAME.finditer(text):
        left, right = text[:m.start()], text[m.end():]
        opens = not left.strip()  # the name opens the text (an indented report line): nothing agrees with it on the left
        if not opens and not LEFT_OK.search(left[-12:] if not left.endswith(" ") else left.rstrip()[-11:] + " "):
            bad.append(f"…{left[-15:]}[{m.group(1)}]")
            continue
        if RIGHT_PUNCT.match(right) or re.match(r"\s+(%s)(?=[\s;:,.)]|$)" % "|".join(VERBS[lang] + PREPOSITIONS), right):
            continue
        if re.search(r"(маг|Маг|Mag|книг[ау]|księg[aę]|Księga|Книга)\s+[«„]?$", left):
            continue  # apposition: the verb agrees with «маг»/«книга», not with the name
        bad.append(f"[{m.group(1)}]{right[:15]}…")
    return bad


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_names_stand_where_no_agreement_is_needed(lang):
    found = [(where, text, bad) for where, text in [*ts_entries(lang), *table_entries(lang)]
             if not where.startswith(FILE_NAMES) and (bad := bad_slots(text, lang))]
    assert not found, "\n".join(f"{w}\n    {t!r}: {b}" for w, t, b in found)


@pytest.mark.parametrize("text,lang", [("Перенести {card} в кандидаты", "ru"), ("{name} найдена по названию", "ru"),
                                       ("{card} лечит {target}: снято", "ru"), ("Проклятия на {foe}", "ru"),
                                       ("{mage} nie jest wyszkolony", "pl"), ("{card} zostaje zniszczony", "pl")])
def test_the_check_catches_the_old_sentences(text, lang):
    assert bad_slots(text, lang)


COUNTS = (1, 2, 5, 11, 21, 22, 25)
COPIES = {"ru": {1: "копия", 2: "копии", 5: "копий", 11: "копий", 21: "копия", 22: "копии", 25: "копий"},
          "pl": {1: "kopia", 2: "kopie", 5: "kopii", 11: "kopii", 21: "kopii", 22: "kopie", 25: "kopii"}}
# masculine, feminine, neuter card names and a feminine mage (db/i18n/names_*.csv)
CARDS = {"ru": ("Лесной волк", "Кузница битвы", "Кольцо Азиры"), "pl": ("Szary Wilk", "Bitewna Kuźnia", "Sokole Oko")}
MAGE = {"ru": "Жрица", "pl": "Kapłanka"}


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_validation_messages_exactly(lang):
    for card in CARDS[lang]:
        for n in COUNTS:
            copies = f"{n} {COPIES[lang][n]}"
            want = {"ru": f"{card}: {copies}, а заклинания 1 уровня можно взять не больше 6.",
                    "pl": f"{card}: {copies}, a czaru poziomu 1 można mieć najwyżej 6."}[lang]
            assert messages.render_problem("too_many_copies", {"card": card, "qty": n, "limit": 6, "level": 1},
                                           lang) == want
            want = {"ru": f"{card}: {copies}, а эпическое заклинание можно взять только одно.",
                    "pl": f"{card}: {copies}, a czar z cechą Wyjątkowy można mieć tylko jeden."}[lang]
            assert messages.render_problem("epic_copies", {"card": card, "qty": n}, lang) == want
        only = {"ru": "Только для Колдуна", "pl": "Tylko Czarnoksiężnik"}[lang]
        want = {"ru": f"{card}: «{only}»; Жрица не может взять это заклинание.",
                "pl": f"{card}: „{only}”; Kapłanka nie może mieć tego czaru w księdze."}[lang]
        assert messages.render_problem("class_only", {"card": card, "only": only, "mage": MAGE[lang]}, lang) == want
        want = {"ru": f"{card}: «Только для магов Тьмы»; маг Жрица не обучался в этой школе.",
                "pl": f"{card}: „Tylko Mag Mroku”; Mag Kapłanka nie jest wyszkolony w tej szkole."}[lang]
        only = {"ru": "Только для магов Тьмы", "pl": "Tylko Mag Mroku"}[lang]
        assert messages.render_problem("school_only", {"card": card, "only": only, "mage": MAGE[lang]}, lang) == want
        want = {"ru": f"{card} — не заклинание: такую карту нельзя положить в книгу.",
                "pl": f"{card}: to nie czar, nie może być w Księdze Czarów."}[lang]
        assert messages.render_problem("not_a_spell", {"card": card}, lang) == want
