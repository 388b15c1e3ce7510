"""Deck codes: a spellbook as one short word to paste in a chat, `SF1:` + base32.

    SF1:AYBQCAAAF5Q…   (prefix `SF<version>:`, then RFC 4648 base32 letters A–Z and digits 2–7)

The letters hold a compact binary (version 1):

    varint  body length (bytes between this varint and the checksum)
    byte    flags: 1 mage, 2 element, 4 name, 8 mage card; bits 4–5 the format (arena, academy, apprentice)
    4 bytes the mage                        (if flag 1)
    1 byte  the element: Air, Earth, Fire, Water (if flag 2)
    4 bytes the mage card's mage            (if flag 8: the figure named another mage than the Stats card)
    varint + UTF-8 bytes the book's name    (if flag 4; at most NAME_BYTES)
    varint  groups; per group: varint copies, varint cards, then 4 bytes per card
    4 bytes CRC-32 of b"SF" + version digits + everything above

A card is the first 4 bytes of BLAKE2b of `printing:<OCTGN GUID>` when the book names a printing
of it, else of `card:<card id>` (the stable slug of the English name); a mage of `mage:<name>`.
Neither depends on the library's row numbers, so a code stays valid across library rebuilds and
new card data. Cards are grouped by copies and sorted, so one book always gives one code.

Only letters and digits: no markdown (`_`, `*`), no URL escapes, any case. The reader names what
is wrong with a damaged code: an unknown version, a character no code holds, the one character
that was changed, left out or added (found by trying every single-character repair against the
checksum), or a code cut short."""

from __future__ import annotations

import hashlib
import itertools
import re
import weakref
import zlib
from dataclasses import dataclass
from typing import Any

from spellforge.domain import Spellbook
from spellforge.domain.cards import ELEMENTS
from spellforge.formats.builder import BookBuilder
from spellforge.formats.errors import ReadError
from spellforge.formats.report import ImportResult, LineFate
from spellforge.formats.resolve import Match, Resolver
from spellforge.safetext import clean_line

VERSION = 1
PREFIX = f"SF{VERSION}:"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
FORMATS = ("arena", "academy", "apprentice")
NAME_BYTES = 96  # a longer name is cut (at a character boundary): the code is for chats
TOKEN_BYTES = 4
# The longest code a spellbook needs: ~600 different cards (4 bytes each) and a name. A longer
# one is refused at once: its letters become one big number (quadratic in the length), and a
# 1 MB paste took minutes (issue 42).
MAX_LETTERS = 4000
REPAIR_LIMIT = 800  # longer codes (books of ~100 different cards) are not searched: the search grows as n²

_VALUE = {c: i for i, c in enumerate(ALPHABET)}
# A code is one word: `SF<digits>:` then letters and digits (0, 1, 8, 9 included so they are
# reported, not silently cut off); anything else (space, dot, backtick, quote) ends it.
CODE_WORD = re.compile(r"(?<![A-Za-z0-9])SF(\d{1,6}):([A-Za-z0-9]*)=*", re.IGNORECASE)
# Not after "> ": the text writer quotes the book's notes so, and a code kept in the notes must
# not turn the list into that code.
_LONE_CODE_LINE = re.compile(r"^[ \t`'\"«»„“”*-]*SF\d{1,6}:[A-Za-z0-9]{8,}=*[ \t`'\"«»„“”.,!]*$",
                             re.IGNORECASE | re.MULTILINE)
_FLAG_MAGE, _FLAG_ELEMENT, _FLAG_NAME, _FLAG_MAGE_CARD = 1, 2, 4, 8
_MAX_VARINT_BYTES = 5


def looks_like_code(text: str) -> bool:
    """A deck code alone on a line, or in a short message ("my book: SF1:…")."""
    head = text[:8192]
    if _LONE_CODE_LINE.search(head):
        return True
    if sum(1 for _ in itertools.islice(re.finditer(r"\S[^\n]*", text), 4)) > 3:
        return False
    found = _code_word(text)
    # a short message around the code; the code itself may be any length (a too-long one is then
    # refused as a code, not as "no card")
    return bool(found and len(found.group(2)) >= 8 and len(text) - len(found.group(0)) <= 4000)


def _code_word(text: str) -> re.Match[str] | None:
    """The first word that is a whole code (8 letters or more), else the first `SF…:` at all."""
    words = CODE_WORD.finditer(text)
    first = next(words, None)
    if first is None or len(first.group(2)) >= 8:
        return first
    return next((w for w in words if len(w.group(2)) >= 8), first)


# -- identities ----------------------------------------------------------------------------------

def _token(key: str) -> bytes:
    return hashlib.blake2b(key.encode("utf-8"), digest_size=TOKEN_BYTES).digest()


def card_token(card_id: str) -> bytes:
    return _token(f"card:{card_id}")


def printing_token(guid: str) -> bytes:
    return _token(f"printing:{guid.strip().lower()}")


def mage_token(name: str) -> bytes:
    return _token(f"mage:{name}")


@dataclass(frozen=True)
class _Known:
    card_id: str
    printing: str | None  # the GUID, for a printing's token


class Tokens:
    """Every card, printing and mage of a library by its token (a list: two may share one)."""

    def __init__(self, lib: Any) -> None:
        self.cards: dict[bytes, list[_Known]] = {}
        for card in lib.spells(include_playtest=True):
            self.cards.setdefault(card_token(card.id), []).append(_Known(card.id, None))
            for guid in {p.guid.strip().lower() for p in card.printings if p.guid}:
                self.cards.setdefault(printing_token(guid), []).append(_Known(card.id, guid))
        self.mages: dict[bytes, list[str]] = {}
        for mage in lib.mages(include_apprentice=True):
            self.mages.setdefault(mage_token(mage.name), []).append(mage.name)


_TOKENS: "weakref.WeakKeyDictionary[Any, Tokens]" = weakref.WeakKeyDictionary()


def tokens_for(lib: Any) -> Tokens:
    try:
        found = _TOKENS.get(lib)
        if found is None:
            found = _TOKENS[lib] = Tokens(lib)
        return found
    except TypeError:  # not weak-referenceable (a test double): build it each time
        return Tokens(lib)


# -- bytes ---------------------------------------------------------------------------------------

def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Malformed(Exception):
    """The checksum matched but the contents do not parse (a hand-made code)."""


class _Bytes:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise _Malformed(f"it ends inside a field (byte {self.at + 1})")
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def varint(self) -> int:
        value = 0
        for i in range(_MAX_VARINT_BYTES):
            byte = self.take(1)[0]
            value |= (byte & 0x7F) << (7 * i)
            if not byte & 0x80:
                return value
        raise _Malformed(f"a number is too long (byte {self.at})")


def _checksum(version: int, payload: bytes) -> bytes:
    return zlib.crc32(f"SF{version}".encode("ascii") + payload).to_bytes(4, "big")


def _to_letters(data: bytes) -> str:
    bits = len(data) * 8
    chars = -(-bits // 5)
    value = int.from_bytes(data, "big") << (chars * 5 - bits)
    return "".join(ALPHABET[(value >> (5 * (chars - 1 - i))) & 31] for i in range(chars))


def _number(values: list[int]) -> int:
    value = 0
    for v in values:
        value = value << 5 | v
    return value


def _bytes_of(value: int, chars: int, strict: bool = True) -> bytes | None:
    """The bytes `chars` letters (as one number) hold; None when `strict` and the spare bits of the
    last letter are not zero (one spelling per code, so a changed last letter is never accepted)."""
    bits = chars * 5
    spare = bits % 8
    if strict and value & ((1 << spare) - 1):
        return None
    return (value >> spare).to_bytes(bits // 8, "big")


def _split(data: bytes) -> tuple[int, int] | None:
    """(length of the length varint, body length) from the start of the payload, if readable."""
    reader = _Bytes(data)
    try:
        body = reader.varint()
    except _Malformed:
        return None
    return reader.at, body


def _intact(value: int, chars: int) -> bytes | None:
    """The payload (length varint + body) if these letters (as one number) are a whole code."""
    data = _bytes_of(value, chars)
    split = _split(data) if data is not None else None
    if split is None:
        return None
    end = split[0] + split[1]
    if len(data) != end + 4 or _checksum(VERSION, data[:end]) != data[end:]:
        return None
    return data[:end]


# -- writing -------------------------------------------------------------------------------------

def write_code(book: Spellbook, lib: Any, lang: str = "en") -> str:
    """The book as a deck code (one line). Cards, copies, printings, mage, element, format and name;
    not the candidates, notes, tags or unread lines (the code is for sharing a list)."""
    flags = FORMATS.index(book.format) << 4 if book.format in FORMATS else 0
    body = bytearray()
    if book.mage:
        flags |= _FLAG_MAGE
        body += mage_token(book.mage)
    if book.element in ELEMENTS:
        flags |= _FLAG_ELEMENT
        body.append(ELEMENTS.index(book.element))
    if book.mage_card:
        flags |= _FLAG_MAGE_CARD
        body += mage_token(book.mage_card)
    name = _cut(clean_line(book.name or ""))
    if name:
        flags |= _FLAG_NAME
        body += _varint(len(name)) + name
    groups: dict[int, list[bytes]] = {}
    for card_id, qty in book.quantities().items():
        if qty > 0:
            groups.setdefault(qty, []).append(_card_token(book, lib, card_id))
    body += _varint(len(groups))
    for qty in sorted(groups):
        body += _varint(qty) + _varint(len(groups[qty])) + b"".join(sorted(groups[qty]))
    payload = _varint(len(body) + 1) + bytes([flags]) + bytes(body)
    return PREFIX + _to_letters(payload + _checksum(VERSION, payload)) + "\n"


def _cut(name: str) -> bytes:
    data = name.encode("utf-8")[:NAME_BYTES]
    return data.decode("utf-8", errors="ignore").strip().encode("utf-8")


def _card_token(book: Spellbook, lib: Any, card_id: str) -> bytes:
    guid = (book.printings.get(card_id) or "").strip().lower()
    if guid:
        card = lib.card_by_guid(guid)
        token = printing_token(guid)
        # only a printing of this very card that no other card's printing shares travels as such
        if card is not None and card.id == card_id and len(tokens_for(lib).cards.get(token, ())) == 1:
            return token
    return card_token(card_id)


# -- reading -------------------------------------------------------------------------------------

def read_code(text: str, resolver: Resolver, source: str) -> ImportResult:
    found = _code_word(text)
    if found is None:
        raise ReadError(source, None, f"no deck code found (a deck code starts with {PREFIX})", code="code_none")
    line = text.count("\n", 0, found.start()) + 1
    line_start = text.rfind("\n", 0, found.start()) + 1
    line_end = text.find("\n", found.end())
    line_end = len(text) if line_end < 0 else line_end
    version, letters = int(found.group(1)), found.group(2)
    if version != VERSION:
        message = (f"deck code version {version} is newer than this Spellforge reads (version {VERSION}); "
                   "update Spellforge to read it" if version > VERSION else
                   f"unknown deck code version {version} (this Spellforge reads version {VERSION})")
        raise ReadError(source, line, message, code="code_version", version=version, known=VERSION)
    if len(letters) > MAX_LETTERS:
        raise ReadError(source, line, f"the deck code is too long ({len(letters):,} characters; a spellbook's code has "
                        f"at most {MAX_LETTERS:,}): not read", code="code_too_long", have=len(letters),
                        limit=MAX_LETTERS)
    payload = _checked(letters, source, line, found.start(2) - line_start + 1)
    builder = BookBuilder(resolver, source)
    try:
        _read_payload(payload, builder, line)
    except _Malformed as e:
        raise ReadError(source, line, f"the deck code checks out but its contents are malformed: {e}",
                        code="code_malformed") from None
    lines = text.split("\n")  # numbered as `line` is (splitlines would also break at \v, \f…)
    for number, other in enumerate(lines[:-1] if text.endswith("\n") else lines, 1):
        if number != line:
            builder.ignored(number, other, "text around the deck code" if other.strip() else "blank")
    rest = " ".join(filter(None, (text[line_start:found.start()].strip(), text[found.end():line_end].strip())))
    if rest:
        builder.ignored(line, rest, "text around the deck code")
    builder.lines.sort(key=lambda fate: fate.line)
    return builder.result("code")


def _checked(letters: str, source: str, line: int, column: int) -> bytes:
    """The payload of an intact code, or a ReadError saying what is wrong with its letters.
    `column` is the first letter's column in its line, so each message points where an editor does."""
    if not letters:
        raise ReadError(source, line, f"the deck code is empty after {PREFIX}", code="code_empty")
    upper = letters.upper()
    bad = [i for i, ch in enumerate(upper) if ch not in _VALUE]
    values = [_VALUE.get(ch, 0) for ch in upper]
    if not bad:
        payload = _intact(_number(values), len(values))
        if payload is not None:
            return payload
    repair = _repair(values, bad) if len(values) <= REPAIR_LIMIT and len(bad) <= 1 else None
    if repair is not None:
        kind, i, ch = repair
        at = dict(position=i + 1, column=column + i)
        if kind == "changed" and bad:
            raise ReadError(source, line, f"the deck code holds {letters[i]!r} at character {i + 1} (column "
                            f"{column + i}), which no deck code has; {ch!r} fits there (the checksum says so)",
                            code="code_character", character=letters[i], expected=ch, **at)
        if kind == "changed":
            raise ReadError(source, line, f"the deck code was changed at character {i + 1} (column {column + i}): "
                            f"{letters[i]!r} should be {ch!r} (the checksum says so); copy the code again",
                            code="code_changed", character=letters[i], expected=ch, **at)
        if kind == "missing":
            raise ReadError(source, line, f"the deck code lost a character: {ch!r} is missing at character {i + 1} "
                            f"(column {column + i}); copy the code again", code="code_lost_character", expected=ch, **at)
        raise ReadError(source, line, f"the deck code has one character too many: {letters[i]!r} at character "
                        f"{i + 1} (column {column + i}); copy the code again",
                        code="code_extra_character", character=letters[i], **at)
    if bad:
        i = bad[0]
        raise ReadError(source, line, f"the deck code holds {letters[i]!r} at character {i + 1} (column {column + i}), "
                        "which no deck code has: only letters A–Z and digits 2–7", code="code_character",
                        character=letters[i], expected="", position=i + 1, column=column + i)
    split = _split(_bytes_of(_number(values), len(values), strict=False))
    if split is not None:
        want = -(-(split[0] + split[1] + 4) * 8 // 5)
        if len(values) < want <= 8 * len(values):
            raise ReadError(source, line, f"the deck code is cut short: it has {len(values)} of its {want} characters; "
                            "copy the whole code", code="code_short", have=len(values), want=want)
        if want < len(values):
            extra = len(values) - want
            raise ReadError(source, line, f"the deck code has {extra} {'character' if extra == 1 else 'characters'} "
                            f"too many after its {want} characters: something was added at its end", code="code_long",
                            have=len(values), want=want)
    raise ReadError(source, line, "the deck code does not check out (its checksum differs): a character was changed, "
                    "added or left out; copy the code again", code="code_checksum")


def _repair(values: list[int], bad: list[int]) -> tuple[str, int, str] | None:
    """The one single-character fix that makes the code whole again, if exactly one does:
    ("changed", i, the right letter), ("missing", i, the letter to put at i) or ("extra", i, "").
    Each try is a few operations on the code as one number and a CRC; past the first letters
    (which hold the length) only fixes that give the length the code states are tried, so a
    400-letter code is searched in about 0.1 s."""
    n = len(values)
    value = _number(values)
    split = _split(_bytes_of(value, n, strict=False))
    want, head = (-(-(split[0] + split[1] + 4) * 8 // 5), -(-split[0] * 8 // 5) + 1) if split else (None, n + 1)
    found: dict[bytes, tuple[str, int, str]] = {}

    def worth(i: int, length: int) -> bool:
        return i < head or want == length

    def keep(payload: bytes | None, fix: tuple[str, int, str]) -> bool:
        if payload is not None:
            found.setdefault(payload, fix)
        return len(found) > 1  # two different books fit: say nothing specific

    for i in bad or range(n):
        if not worth(i, n):
            continue
        shift = 5 * (n - 1 - i)
        cleared = value & ~(31 << shift)
        for v in range(32):
            if (v != values[i] or bad) and keep(_intact(cleared | v << shift, n), ("changed", i, ALPHABET[v])):
                return None
    if not bad:
        for i in range(n + 1):
            if not worth(i, n + 1):
                continue
            low_bits = 5 * (n - i)
            high, low = value >> low_bits, value & ((1 << low_bits) - 1)
            for v in range(32):
                if keep(_intact((high << 5 | v) << low_bits | low, n + 1), ("missing", i, ALPHABET[v])):
                    return None
        for i in range(n):
            low_bits = 5 * (n - 1 - i)
            if worth(i, n - 1) and keep(_intact((value >> (low_bits + 5)) << low_bits | value & ((1 << low_bits) - 1),
                                                n - 1), ("extra", i, "")):
                return None
    return next(iter(found.values()), None)


def _read_payload(payload: bytes, builder: BookBuilder, line: int) -> None:
    reader = _Bytes(payload)
    reader.varint()  # the body length, already checked
    flags = reader.take(1)[0]
    if flags & 0xC0 or flags >> 4 & 3 >= len(FORMATS):
        raise _Malformed(f"unknown flags {flags:#04x}")
    tokens = tokens_for(builder.resolver.lib)
    book = builder.book
    lib = builder.resolver.lib
    mage_name = card_mage = element = None
    if flags & _FLAG_MAGE:
        mage_name = _mage(tokens, reader.take(TOKEN_BYTES), builder, line, "mage")
    if flags & _FLAG_ELEMENT:
        index = reader.take(1)[0]
        if index >= len(ELEMENTS):
            raise _Malformed(f"unknown element {index}")
        element = ELEMENTS[index]
    if flags & _FLAG_MAGE_CARD:
        card_mage = _mage(tokens, reader.take(TOKEN_BYTES), builder, line, "mage card")
    if flags & _FLAG_NAME:
        book.name = reader.take(reader.varint()).decode("utf-8", errors="replace")
    mage = lib.mage(mage_name) if mage_name else None
    if mage is not None:
        builder.set_mage(mage)
        builder.lines.append(LineFate(line, mage.name, "mage", qty=1, matched_by="id", confidence=1.0, note=mage.name))
    book.format = FORMATS[flags >> 4 & 3]
    if element:
        book.element = element
        builder.lines.append(LineFate(line, element, "element", matched_by="id", confidence=1.0, note=element))
    book.mage_card = card_mage
    for _ in range(reader.varint()):
        qty, count = reader.varint(), reader.varint()
        for _ in range(count):
            _card(tokens, reader.take(TOKEN_BYTES), qty, builder, line)
    if reader.at != len(payload):
        left = len(payload) - reader.at
        raise _Malformed(f"{left} {'byte' if left == 1 else 'bytes'} left after the last card")


def _mage(tokens: Tokens, token: bytes, builder: BookBuilder, line: int, what: str) -> str | None:
    names = tokens.mages.get(token, [])
    if len(names) == 1:
        return names[0]
    note = (f"ambiguous {what} in the deck code: {' or '.join(sorted(names))}" if names else
            f"unknown {what} in the deck code (id {token.hex()}; made with newer card data?)")
    builder.unresolved(line, f"{what} {token.hex()}", note=note)
    return None


def _card(tokens: Tokens, token: bytes, qty: int, builder: BookBuilder, line: int) -> None:
    known = tokens.cards.get(token, [])
    cards = sorted({k.card_id for k in known})
    if len(cards) != 1:
        note = ("ambiguous card in the deck code" if cards else
                f"unknown card in the deck code (id {token.hex()}; made with newer card data?)")
        builder.unresolved(line, f"{qty} × card {token.hex()}", cards, note, qty)
        return
    card = builder.resolver.lib.card(cards[0])
    builder.card(line, f"{qty} {card.name if card else cards[0]}", qty, Match(cards[0], "id", 1.0))
    printings = {k.printing for k in known if k.printing}
    if len(printings) == 1 and any(f.card_id == cards[0] for f in builder.lines[-1:]):
        builder.book.printings.setdefault(cards[0], printings.pop())
