"""Split one line of a pasted list into pieces: blank, comment, heading, mage, element, total,
card (quantity + name) or bare text. Purely syntactic; the reader decides what bare text is.

Accepted card forms (prior-art §3h): `3 Name`, `3x Name`, `3 x Name`, `3 х Name` (Cyrillic х),
`3 - Name`, `3. Name`, `x3 Name`, `(3) Name`, `Name x3`, `Name ×3`, `Name (3)`, `Name (x3)`,
`Name 3`, `Name — 3`, counting words before or after the name (`2 шт.`, `2 szt.`, `2 копии`,
`2 kopie`, `2 copies`), a trailing `N pts`, and several cards collapsed on one line
(`--- Conjuration --- 1 Wall of Thorns 3 Tanglevine`, the rulebook tables' `1x A 2x B`).
A totals line (`Total cost: 120 pts`, «Итого: 120», «Всего очков: 4», `Razem: 52 punkty`,
`Suma: 52`) is a `total` piece carrying its number, never a card."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from spellforge.domain.spellbook import MAX_COPIES as MAX_QTY

# Counting words: "2 шт.", "2 szt.", "2 копии", "2 экз.", "2 kopie", "2 egz.", "2 copies", "2 pcs".
_UNIT = r"(?:(?:шт|szt|egz|pcs|экз)\.?|копи[яийею]\w*|kopi[ae]\w*|cop(?:y|ies))"
_QTY_TOKEN = re.compile(
    r"(?:(?<=\s)|^)(\d{1,2})\s*(?:[xX×хХ*](?=\s))?\s*(?:" + _UNIT + r"(?=\s))?\s*(?:[-–—:.)](?=\s))?\s+"
    r"(?=[^\W\d_])(?!(?:pts?|points?|pkt|punkt\w*|очк\w*|sb?p)\b|" + _UNIT + r"\s*$)",
    re.IGNORECASE,
)
_X_THEN_NAME = re.compile(r"^(?:[xX×хХ]\s*(\d{1,2})|\(\s*(\d{1,2})\s*\))\s+(.+)$")
_NAME_THEN_X = re.compile(r"^(.+?)\s*[-–—:,]?\s*[xX×хХ*]\s*(\d{1,2})(?:\s*" + _UNIT + r")?$", re.IGNORECASE)
_NAME_THEN_PAREN = re.compile(r"^(.+?)\s*\(\s*[xX×хХ]?\s*(\d{1,2})\s*[xX×хХ]?\s*\)$")
_NAME_THEN_NUMBER = re.compile(r"^(.+?\D)\s+(\d{1,2})(?:\s*" + _UNIT + r")?$", re.IGNORECASE)
_TOTAL = re.compile(
    r"^(?:grand\s+)?(?:total(?:\s+(?:cost|points))?|sum|итого|всего(?:\s+очков)?|общая\s+стоимость|сумма"
    r"|razem|suma|łącznie|lacznie|koszt(?:\s+całkowity)?)(?![^\W\d_])[^\d\n]{0,24}?(\d{1,4})(?!\d)",
    re.IGNORECASE,
)
# "100 Fireball", "Fireball x150", "Fireball (1000)": a count past MAX_QTY, never a name
_BIG_QTY = re.compile(r"^[xX×хХ]?\s*(\d{3,})\s*(?:[xX×хХ*]|\s[-–—:.)])?\s+(?=[^\W\d_])(.+)$|"
                      r"^(.+?)\s*(?:[xX×хХ*]\s*|\(\s*[xX×хХ]?\s*)(\d{3,})\s*\)?$")
_POINTS = re.compile(
    r"\s*[-–—(,:]?\s*\d+\s*(?:pts?|points?|pkt\w*|punkt\w*|очк\w*|sb?p)\.?\s*\)?\s*$", re.IGNORECASE
)
_DECORATED = re.compile(r"^\s*[-=*#~_]{2,}\s*(.+?)\s*[-=*#~_]{2,}\s*(.*)$")
_TAGS = re.compile(r"</?[a-zA-Z][^>]{0,40}>|\[/?[a-zA-Z]+(?:=[^\]]{0,60})?\]|\[\*\]")
_BULLET = re.compile(r"^(?:[•·▪●◦]|[-*+](?=\s))\s*")
_COMMENT = re.compile(r"^(?:#|//|;|>|%|rem\b)", re.IGNORECASE)
_HEADER = re.compile(
    r"^(?:total\s+cost\b|total\b.*\b(?:pts|points)\b|key\s*:|built\s+(?:by|using)\b|a\s+mage\s+wars\s+spellbook\b"
    r"|(?:всего|итого|razem|suma)\b.*(?:очк|pkt|pts))|https?://",
    re.IGNORECASE,
)
_A_SPELLBOOK = re.compile(r"^a\s+(.+?)\s+spellbook\b\s*(.*)$", re.IGNORECASE)
_LABELLED = re.compile(r"^([^\W\d_]+(?:\s[^\W\d_]+)?)\s*[:=\-–—]\s*(.+)$")
_MAGE_LABELS = {"mage", "маг", "mag"}
_NAME_LABELS = {"name", "title", "book", "spellbook", "название", "книга", "книга заклинаний", "nazwa", "tytuł",
                "księga", "księga czarów"}
_ELEMENT_LABELS = {"element", "стихия", "żywioł", "zywiol"}


@dataclass(frozen=True)
class Piece:
    kind: str  # blank | comment | header | heading | banner | name | mage | element | total | card | toomany | badqty | bare
    text: str  # the piece as written (for the report)
    value: str = ""  # name, mage text, element text, or heading type
    qty: int = 0
    type_hint: str | None = None  # a spreadsheet row's own type column ("Чары"), for a name two cards share


def split_line(raw: str, heading_of: Callable[[str], str | None]) -> list[Piece]:
    """`heading_of` maps a word to a spell type (or "Mage") in any language, else None."""
    line = raw.strip()
    if not line:
        return [Piece("blank", "")]
    line = _BULLET.sub("", _TAGS.sub(" ", line).replace("**", " ").replace("__", " ")).strip()
    line = " ".join(line.split())  # runs of spaces and tabs are one space: no regex below backtracks over them
    if not line:
        return [Piece("comment", raw.strip(), "markup only")]
    if re.fullmatch(r"[\W_]+", line):
        return [Piece("comment", raw.strip(), "decoration")]
    if raw.lstrip().startswith(">"):  # a quote (the text writer's notes), never a heading or a card
        return [Piece("comment", raw.strip(), "quote")]
    heading = _heading(line, heading_of)
    if heading:
        return [Piece("heading", raw.strip(), heading)]
    if _COMMENT.match(line):
        return [Piece("comment", raw.strip(), "comment")]
    total = _TOTAL.match(line)
    if total:
        return [Piece("total", raw.strip(), "total", int(total.group(1)))]
    if _HEADER.match(line):
        return [Piece("header", raw.strip(), "header")]
    pieces: list[Piece] = []
    decorated = _DECORATED.match(line)
    if decorated:  # "--- Conjuration --- 1 Wall of Thorns 3 Tanglevine" or "=== notes ==="
        head, rest = decorated.groups()
        found = _heading(head, heading_of)
        # "== Военачальник Трона Наковальни ==": a banner may be the book's title.
        pieces.append(Piece("heading", head, found) if found else Piece("banner", head, head))
        if not rest:
            return pieces
        line = rest
    return pieces + _content(line, heading_of)


HEADING_LENGTH = 120  # "=== Creatures (16) ===" is short; a longer text is no heading (and its regexes stay cheap)


def _heading(text: str, heading_of: Callable[[str], str | None]) -> str | None:
    if len(text) > HEADING_LENGTH:
        return None
    core = _POINTS.sub("", text).strip(" \t-=*#~_:.|")
    core = re.sub(r"\(\s*\d+\s*\)\s*$|\s+\d{1,3}\s*$", "", core)  # "Creatures (16)", "Attack 6"
    core = core.strip(" \t-=*#~_:.|")
    return heading_of(core) if core else None


def _content(line: str, heading_of: Callable[[str], str | None]) -> list[Piece]:
    labelled = _labelled(line)
    if labelled:
        return [labelled]
    tokens = list(_QTY_TOKEN.finditer(line))
    if not tokens:
        return [_single(line)]
    pieces: list[Piece] = []
    prefix = line[: tokens[0].start()].strip(" \t:|")
    if prefix:  # "СНАРЯЖЕНИЕ\t1 Медвежья шкура 1 …": a heading or mage before the list
        found = _heading(prefix, heading_of)
        pieces.append(Piece("heading", prefix, found) if found else _single(prefix))
    for i, token in enumerate(tokens):
        end = tokens[i + 1].start() if i + 1 < len(tokens) else len(line)
        name = _clean_name(line[token.end():end])
        text = line[token.start():end].strip()
        qty = int(token.group(1))
        pieces.append(Piece("card", text, name, qty) if name and 0 < qty <= MAX_QTY else Piece("bare", text, text))
    return pieces


def _labelled(line: str) -> Piece | None:
    a_book = _A_SPELLBOOK.match(line)
    if a_book:
        return Piece("mage", line, a_book.group(1).strip())
    labelled = _LABELLED.match(line)
    if labelled:
        label = labelled.group(1).casefold()
        if label in _MAGE_LABELS:
            return Piece("mage", line, labelled.group(2).strip())
        if label in _ELEMENT_LABELS:
            return Piece("element", line, labelled.group(2).strip())
        if label in _NAME_LABELS:
            return Piece("name", line, labelled.group(2).strip())
    return None


def _single(line: str) -> Piece:
    big = _BIG_QTY.match(line)
    if big and not _POINTS.search(line):
        qty, name = (big.group(1), big.group(2)) if big.group(1) else (big.group(4), big.group(3))
        return Piece("toomany", line, qty) if _clean_name(name) else Piece("bare", line, line)
    m = _X_THEN_NAME.match(line)
    if m:
        return _card(line, m.group(3), int(m.group(1) or m.group(2)))
    for pattern in (_NAME_THEN_X, _NAME_THEN_PAREN):
        m = pattern.match(line)
        if m:
            return _card(line, m.group(1), int(m.group(2)))
    without_points = _POINTS.sub("", line)
    m = _NAME_THEN_NUMBER.match(without_points)
    if m:
        return _card(line, m.group(1), int(m.group(2)))
    return Piece("bare", line, _clean_name(line))


def _card(text: str, name: str, qty: int) -> Piece:
    name = _clean_name(name)
    if not name or not 0 < qty <= MAX_QTY:
        return Piece("bare", text, text)
    return Piece("card", text, name, qty)


def _clean_name(name: str) -> str:
    name = _POINTS.sub("", name)
    return name.strip(" \t,;:|\"'«»„“”-–—").strip()
