"""The readers' warnings: each is the English sentence the CLI prints (a `str`, so JSON, logs and
tests read it as before) that also carries a code and its parameters, so the window says it in
the interface language from its own translated template (spellforge/ui/books/import_warnings.py)
instead of parsing the English back.

Parameters are facts, not words: card ids, mage names and spell types as the library spells
them, line numbers and counts; the window puts them in the card language."""

from __future__ import annotations

from spellforge.i18n.plurals import english


class ReadWarning(str):
    code: str
    params: dict

    def __new__(cls, text: str, warning_code: str = "", /, **params):
        warning = super().__new__(cls, text)
        warning.code, warning.params = warning_code, params
        return warning


def listed_under(line: int, text: str, card_type: str, section: str) -> ReadWarning:
    return ReadWarning(f"line {line}: {text!r} is a {card_type} but is listed under {section}", "listed_under",
                       line=line, text=text, type=card_type, section=section)


def uncertain_match(line: int, text: str, card_id: str, card_name: str, how: str, confidence: float) -> ReadWarning:
    return ReadWarning(f"line {line}: {text!r} read as {card_name} ({how}, confidence {confidence:.0%}); please check",
                       "uncertain_match", line=line, text=text, card=card_id, how=how,
                       percent=round(confidence * 100))


def second_mage(line: int, other: str, kept: str) -> ReadWarning:
    return ReadWarning(f"line {line}: a second mage ({other}) named; keeping {kept}", "second_mage",
                       line=line, other=other, mage=kept)


def no_mage() -> ReadWarning:
    return ReadWarning("the list names no mage", "no_mage")


def unresolved_lines(n: int) -> ReadWarning:
    return ReadWarning(english(f"{n} line(s) not resolved; kept with the spellbook"), "unresolved_lines", n=n)


def points_differ(line: int, stated: int, computed: int) -> ReadWarning:
    return ReadWarning(f"line {line}: the list says {stated} points; the rules count {computed}", "points_differ",
                       line=line, stated=stated, computed=computed)


def unknown_code(line: int, code: str) -> ReadWarning:
    return ReadWarning(f"line {line}: unknown card code {code!r}; matched by name", "unknown_code",
                       line=line, code=code)


def unknown_card_id(line: int, card_id: str, name: str) -> ReadWarning:
    return ReadWarning(f"line {line}: unknown card id {card_id!r}; matched {name!r} by name", "unknown_card_id",
                       line=line, id=card_id, name=name)


def unknown_guid(line: int, guid: str, name: str) -> ReadWarning:
    return ReadWarning(f"line {line}: unknown GUID {guid!r}; matched {name!r} by name", "unknown_guid",
                       line=line, guid=guid, name=name)


def unknown_mage_guid(line: int, guid: str, mage: str) -> ReadWarning:
    return ReadWarning(f"line {line}: unknown GUID {guid!r}; mage {mage} matched by name", "unknown_mage_guid",
                       line=line, guid=guid, mage=mage)


def other_game(game: str) -> ReadWarning:
    return ReadWarning(f"the deck is for another OCTGN game ({game}), reading it anyway", "other_game", game=game)


def several_mages(names: list[str], chosen: str) -> ReadWarning:
    return ReadWarning(f"the Mage section names {', '.join(names)}; using {chosen}", "several_mages",
                       names=list(names), mage=chosen)


CODES = ("listed_under", "uncertain_match", "second_mage", "no_mage", "unresolved_lines", "points_differ",
         "unknown_code", "unknown_card_id", "unknown_guid", "unknown_mage_guid", "other_game", "several_mages")
