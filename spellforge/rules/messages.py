"""Message tables for cost explanations and validation problems, in English, Russian and Polish.

Wording follows the rulebooks: Russian seeds/000 L1842-1895 ("обучался", "тройную цену",
«Только для …»), Polish seeds/004 L1853-1910 ("wyszkolony", "przeciwnik szkoły",
„Tylko …”); school names from docs/glossary-pl-ru.md §1 rows 104-113.

Game terms (schools, spell types, subtypes) can be fed from the library's term table by passing
`term=lib.term`; these small tables are the fallback so the rules layer works on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spellforge.i18n import plurals
from spellforge.rules.explanation import Explanation, Term

LANGS = ("en", "ru", "pl")
TermLookup = Callable[[str, str, str], str]

SCHOOL_NAMES: dict[str, dict[str, str]] = {
    "ru": {
        "Arcane": "Тайная магия", "Dark": "Тьма", "Holy": "Святая магия", "Mind": "Разум",
        "Nature": "Природа", "War": "Война", "Air": "Воздух", "Earth": "Земля",
        "Fire": "Огонь", "Water": "Вода",
    },
    "pl": {
        "Arcane": "Arkana", "Dark": "Mrok", "Holy": "Świętość", "Mind": "Umysł",
        "Nature": "Natura", "War": "Wojna", "Air": "Powietrze", "Earth": "Ziemia",
        "Fire": "Ogień", "Water": "Woda",
    },
}

# Plural forms for "<type> spells" phrases (RU: чары / заклятия …, PL: zaklęcia / przywołania …).
TYPE_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "Attack": "attack spells", "Conjuration": "conjurations", "Creature": "creatures",
        "Enchantment": "enchantments", "Equipment": "equipment", "Incantation": "incantations",
    },
    "ru": {
        "Attack": "атаки", "Conjuration": "заклятия", "Creature": "существа",
        "Enchantment": "чары", "Equipment": "снаряжение", "Incantation": "колдовство",
    },
    "pl": {
        "Attack": "ataki", "Conjuration": "przywołania", "Creature": "stworzenia",
        "Enchantment": "zaklęcia", "Equipment": "ekwipunek", "Incantation": "inkantacje",
    },
}

REASONS: dict[str, dict[str, str]] = {
    "en": {
        "trained": "trained school",
        "untrained": "untrained school",
        "opposed": "opposed school",
        "level_cap": "trained up to level {detail}",
        "above_cap": "trained only up to level {detail}",
        "element": "chosen element",
        "combo": "trained for {school} {type}",
        "subtype": "{detail} spells trained",
        "type_opposed": "{type} outside trained schools",
        "living": "Living creature",
        "other": "training",
    },
    "ru": {
        "trained": "маг обучался в этой школе",
        "untrained": "маг не обучался в этой школе",
        "opposed": "школа с тройной ценой",
        "level_cap": "обучен до {detail} уровня",
        "above_cap": "обучен только до {detail} уровня",
        "element": "выбранная стихия",
        "combo": "обучен: {type} школы «{school}»",
        "subtype": "маг обучался заклинаниям «{detail}»",
        "type_opposed": "{type} вне обученных школ",
        "living": "живое существо",
        "other": "образование",
    },
    "pl": {
        "trained": "szkoła, w której Mag jest wyszkolony",
        "untrained": "szkoła bez szkolenia",
        "opposed": "szkoła, której Mag jest przeciwnikiem",
        "level_cap": "wyszkolony do poziomu {detail}",
        "above_cap": "wyszkolony tylko do poziomu {detail}",
        "element": "wybrany żywioł",
        "combo": "wyszkolony: {type} ({school})",
        "subtype": "wyszkolony w czarach „{detail}”",
        "type_opposed": "{type} spoza szkół Maga",
        "living": "żyjące stworzenie",
        "other": "szkolenie",
    },
}

PHRASES: dict[str, dict[str, str]] = {
    "en": {"novice": "Novice: {points}", "none": "not a spell: 0", "cheapest": "cheapest of {options}",
           "card_rule": "the card sets its own cost: {points_text}, whatever the mage "
                        "(a card's text overrides the rules; by the formula: {formula})",
           "novice_full_price": "Novice, but this mage's card prices its triple-cost schools in full even for Novice spells"},
    "ru": {"novice": "Базовое: {points}", "none": "не заклинание: 0", "cheapest": "дешевле всего из: {options}",
           "card_rule": "цена указана на самой карте: {points_text} для любого мага "
                        "(текст карты важнее правил; по общей формуле: {formula})",
           "novice_full_price": "базовое заклинание, но на карте этого мага сказано, что школы с тройной ценой "
                                "стоят втрое и для базовых заклинаний"},
    "pl": {"novice": "Czar Nowicjusza: {points}", "none": "to nie czar: 0", "cheapest": "najtaniej z: {options}",
           "card_rule": "koszt podany na samej karcie: {points_text} dla każdego Maga "
                        "(tekst karty ma pierwszeństwo przed zasadami; według wzoru: {formula})",
           "novice_full_price": "Czar Nowicjusza, ale karta tego Maga każe płacić potrójnie za szkoły, których "
                                "jest przeciwnikiem, także za Czary Nowicjusza"},
}

PROBLEMS: dict[str, dict[str, str]] = {
    "en": {
        "no_mage": "The spellbook names no mage.",
        "unknown_mage": "Unknown mage: {mage}.",
        "over_points": "{used_text} used, {max} allowed for {mage}.",
        "too_many_copies": "{card}: {copies}, at most {limit} of a level {level} spell.",
        "epic_copies": "{card}: {copies} of an Epic spell, at most 1.",
        "class_only": "{card} is {classes} Only; {mage} may not include it.",
        "school_only": "{card} is {schools} Mage Only; {mage} is not trained in it.",
        "academy_card_in_arena": "{card} is an Academy card; an Arena mage ({mage}) cannot use it.",
        "arena_card_in_academy": "{card} is not an Academy card; an Academy mage ({mage}) can only use Academy cards.",
        "not_a_spell": "{card} is not a spell and cannot be in a spellbook.",
        "unknown_card": "Unknown card: {card}.",
        "unresolved_line": "Line {line} could not be read as a card: {text}",
        "bad_quantity": "{card}: quantity {qty} is not a positive number.",
    },
    "ru": {
        "no_mage": "В книге не указан маг.",
        "unknown_mage": "Неизвестный маг: {mage}.",
        "over_points": "Потрачено {used_text}, а {mage} может потратить не больше {max}.",
        "too_many_copies": "{card}: {copies}, а заклинания {level} уровня можно взять не больше {limit}.",
        "epic_copies": "{card}: {copies}, а эпическое заклинание можно взять только одно.",
        "class_only": "{card}: «{only}»; {mage} не может взять это заклинание.",
        "school_only": "{card}: «{only}»; маг {mage} не обучался в этой школе.",
        "academy_card_in_arena": "{card} — карта Академии; маг Арены ({mage}) не может её взять.",
        "arena_card_in_academy": "{card} — не карта Академии; маг Академии ({mage}) берёт только карты Академии.",
        "not_a_spell": "{card} — не заклинание: такую карту нельзя положить в книгу.",
        "unknown_card": "Неизвестная карта: {card}.",
        "unresolved_line": "Строку {line} не удалось распознать как карту: {text}",
        "bad_quantity": "{card}: количество {qty} должно быть положительным.",
    },
    "pl": {
        "no_mage": "Księga nie wskazuje Maga.",
        "unknown_mage": "Nieznany Mag: {mage}.",
        "over_points": "Wydano {used_text}, a {mage} może wydać najwyżej {max}.",
        "too_many_copies": "{card}: {copies}, a czaru poziomu {level} można mieć najwyżej {limit}.",
        "epic_copies": "{card}: {copies}, a czar z cechą Wyjątkowy można mieć tylko jeden.",
        "class_only": "{card}: „{only}”; {mage} nie może mieć tego czaru w księdze.",
        "school_only": "{card}: „{only}”; Mag {mage} nie jest wyszkolony w tej szkole.",
        "academy_card_in_arena": "{card} to karta Akademii; Mag Areny ({mage}) nie może jej użyć.",
        "arena_card_in_academy": "{card} to nie karta Akademii; Mag Akademii ({mage}) używa tylko kart Akademii.",
        "not_a_spell": "{card}: to nie czar, nie może być w Księdze Czarów.",
        "unknown_card": "Nieznana karta: {card}.",
        "unresolved_line": "Wiersza {line} nie rozpoznano jako karty: {text}",
        "bad_quantity": "{card}: liczba {qty} musi być dodatnia.",
    },
}


# Things worth knowing that do not make a book illegal: warnings and suggestions.
NOTICES: dict[str, dict[str, str]] = {
    "en": {
        "cheaper_element": "With {element} as the Wizard's element the book costs {points_text}.",
        "mage_mismatch": "The mage card is {figure} but the Stats card is {stats}; the book is checked "
                         "against the Stats card ({stats}).",
        "printing_differs": "{card_name}: the book names the {set} printing, whose {fields} differ from the "
                            "canonical card; {priced_text}.",
    },
    "ru": {
        "cheaper_element": "Если стихия Волшебника — {element}, книга стоит {points_text}.",
        "mage_mismatch": "Карта мага — {figure}, а карта способностей — {stats}; книга проверена по карте "
                         "способностей ({stats}).",
        "printing_differs": "{card_name}: в книге указан выпуск «{set}», у него другие поля ({fields}), "
                            "чем у основной версии карты; {priced_text}.",
    },
    "pl": {
        "cheaper_element": "Gdy żywiołem Czarodzieja jest {element}, księga kosztuje {points_text}.",
        "mage_mismatch": "Karta Maga to {figure}, a karta umiejętności Maga to {stats}; księgę "
                         "sprawdzono według karty umiejętności ({stats}).",
        "printing_differs": "{card_name}: księga wskazuje wydanie „{set}”, którego pola ({fields}) różnią "
                            "się od podstawowej wersji karty; {priced_text}.",
    },
}


# "N spell points" with the noun in the number's plural form (glossary row 81; plurals.FORMS order).
POINTS_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("spell point", "spell points"),
    "ru": ("очко магии", "очка магии", "очков магии"),
    "pl": ("punkt czarów", "punkty czarów", "punktów czarów"),
}

# The facts a printing can differ in (`printing_differs` fields; spellforge/library/source.py),
# in the words of db/i18n/terms.csv's `stat` rows.
FIELD_NAMES: dict[str, dict[str, str]] = {
    "en": {"cost": "casting cost", "reveal_cost": "reveal cost", "traits": "traits", "granted_traits": "granted traits",
           "subtypes": "subtypes", "attacks": "attacks", "schools": "schools", "school_join": "and/or join of the schools",
           "level": "level", "type": "type", "life": "life", "armor": "armor", "channeling": "channeling",
           "range": "range", "target": "target", "slots": "slot"},
    "ru": {"cost": "стоимость сотворения", "reveal_cost": "стоимость открытия", "traits": "свойства",
           "granted_traits": "даваемые свойства", "subtypes": "подтипы", "attacks": "атаки", "schools": "школы магии",
           "school_join": "связь школ «и»/«или»", "level": "уровень", "type": "тип", "life": "жизнь",
           "armor": "броня", "channeling": "приток маны", "range": "дистанция", "target": "цель", "slots": "место"},
    "pl": {"cost": "koszt rzucenia", "reveal_cost": "koszt odkrycia", "traits": "cechy", "granted_traits": "nadawane cechy",
           "subtypes": "podtypy", "attacks": "ataki", "schools": "szkoły magii", "school_join": "łączenie szkół „&”/„lub”",
           "level": "poziom", "type": "typ", "life": "życie", "armor": "zbroja", "channeling": "przyrost many",
           "range": "zasięg", "target": "cel", "slots": "miejsce"},
}


def spell_points(n: int, lang: str = "en") -> str:
    """"22 spell points", "22 очка магии", "22 punkty czarów"."""
    lang = _lang(lang)
    return f"{n} {POINTS_FORMS[lang][plurals.index(n, lang)]}"


# "N copies" with the noun in the number's plural form («2 копии», «5 копий», „2 kopie”, „5 kopii”).
COPIES_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("copy", "copies"),
    "ru": ("копия", "копии", "копий"),
    "pl": ("kopia", "kopie", "kopii"),
}


def copies(n: int, lang: str = "en") -> str:
    lang = _lang(lang)
    return f"{n} {COPIES_FORMS[lang][plurals.index(n, lang)]}"


def field_names(fields, lang: str = "en") -> str:
    names = FIELD_NAMES[_lang(lang)]
    return ", ".join(names.get(f, f) for f in fields)


# How a book naming a differing printing was priced (`validate --printing`).
PRICED_AS: dict[str, dict[str, str]] = {
    "en": {"canonical": "priced as the canonical card (to price the named printing: Preferences in the window, "
                        "--printing named in the command line)",
           "named": "priced as the named printing"},
    "ru": {"canonical": "цена посчитана по основной версии (считать по указанному выпуску: «Настройки» в окне "
                        "или --printing named в командной строке)",
           "named": "цена посчитана по указанному выпуску"},
    "pl": {"canonical": "koszt liczony według podstawowej wersji (liczyć według wskazanego wydania: „Ustawienia” "
                        "w oknie lub --printing named w wierszu poleceń)",
           "named": "koszt liczony według wskazanego wydania"},
}


def render_notice(code: str, params: dict[str, Any], lang: str = "en") -> str:
    table = NOTICES[_lang(lang)]
    if code == "printing_differs":
        params = {**params, "fields": field_names(params.get("fields", ()), lang),
                  "priced_text": PRICED_AS[_lang(lang)].get(params.get("priced", ""), "")}
    if code == "cheaper_element":
        params = {**params, "points_text": spell_points(params.get("points_used", 0), lang)}
    template = table.get(code) or NOTICES["en"].get(code) or code
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def _looked_up(term: TermLookup | None, category: str, key: str, lang: str) -> str | None:
    if term is None or lang == "en":
        return None
    try:
        text = term(category, key, lang)
    except Exception:  # a missing term must never break a cost explanation
        return None
    return text if text and text != key else None


def school_name(school: str, lang: str = "en", term: TermLookup | None = None) -> str:
    lang = _lang(lang)
    return _looked_up(term, "school", school, lang) or SCHOOL_NAMES.get(lang, {}).get(school, school)


def type_name(card_type: str, lang: str = "en") -> str:
    return TYPE_NAMES[_lang(lang)].get(card_type, card_type)


# "<Class> Only" / "<School> Mage Only" when no term table is at hand (the rules layer on its own).
ONLY_FALLBACK = {"ru": ("Только для {name}", "Только для магов школы {name}"),
                 "pl": ("Tylko {name}", "Tylko Mag szkoły {name}")}


def only_label(keys: tuple[str, ...], lang: str = "en", term: TermLookup | None = None, school: bool = False) -> str:
    """The card's own restriction trait in `lang`, from db/i18n/terms.csv's trait rows ("Warlock Only" ->
    «Только для Колдуна», „Tylko Czarnoksiężnik”), so a problem message names the mage class the way the
    card face and the rulebook do (000 L1889-1891, 004 L1902-1904)."""
    lang = _lang(lang)
    suffix = " Mage Only" if school else " Only"
    labels = []
    for key in keys:
        found = _looked_up(term, "trait", key + suffix, lang)
        if found is None and lang != "en":
            name = school_name(key, lang, term) if school else (_looked_up(term, "mage_class", key, lang) or key)
            found = ONLY_FALLBACK[lang][school].format(name=name)
        labels.append(found or key + suffix)
    return " / ".join(labels)


def render_term(t: Term, lang: str = "en", term: TermLookup | None = None) -> str:
    lang = _lang(lang)
    detail = "" if t.detail is None else str(t.detail)
    if t.reason == "subtype":  # «Боевое искусство», not «Martial» (terms.csv's subtype rows)
        detail = _looked_up(term, "subtype", detail, lang) or detail
    reason = REASONS[lang].get(t.reason, REASONS[lang]["other"]).format(
        detail=detail,
        school=school_name(t.school, lang, term),
        type=type_name(str(t.detail), lang) if t.detail is not None else "",
    )
    return f"{school_name(t.school, lang, term)} {t.level} × {t.multiplier} ({reason})"


def render_explanation(e: Explanation, lang: str = "en", term: TermLookup | None = None) -> str:
    """"Fire 2 × 3 (opposed school) = 6", "Novice: 1", AND and OR forms likewise."""
    lang = _lang(lang)
    phrases = PHRASES[lang]
    if e.kind == "novice":
        return phrases["novice"].format(points=e.points)
    if e.kind == "none":
        return phrases["none"]
    if e.kind == "card_rule":
        formula = _formula(e.terms, e.chosen, lang, term) if e.terms else "—"
        return phrases["card_rule"].format(points=e.points, points_text=spell_points(e.points, lang), formula=formula)
    text = _formula(e.terms, e.chosen if e.kind == "or" else None, lang, term)
    if e.note:
        text += f" ({phrases.get(e.note, e.note)})"
    return text


def _formula(terms: tuple[Term, ...], chosen: int | None, lang: str, term: TermLookup | None) -> str:
    """"Fire 2 × 3 (opposed school) = 6"; an OR spell shows the school it is bought as."""
    phrases = PHRASES[lang]
    if chosen is not None and len(terms) > 1:
        options = "/".join(school_name(t.school, lang, term) for t in terms)
        return (f"{render_term(terms[chosen], lang, term)} = {terms[chosen].points} "
                f"({phrases['cheapest'].format(options=options)})")
    return " + ".join(render_term(t, lang, term) for t in terms) + f" = {sum(t.points for t in terms)}"


def render_problem(code: str, params: dict[str, Any], lang: str = "en") -> str:
    if code in NOTICES["en"]:  # a warning or suggestion asked to render itself
        return render_notice(code, params, lang)
    if code == "over_points":
        params = {**params, "used_text": spell_points(params.get("used", 0), lang)}
    if "qty" in params:
        params = {**params, "copies": copies(params["qty"], lang)}
    if code in ("class_only", "school_only") and "only" not in params:  # made without a term table
        keys = str(params.get("classes" if code == "class_only" else "schools", "")).split(" / ")
        params = {**params, "only": only_label(tuple(keys), lang, school=code == "school_only")}
    table = PROBLEMS[_lang(lang)]
    template = table.get(code) or PROBLEMS["en"].get(code) or code
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template
