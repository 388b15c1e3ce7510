"""Bytes from disk or clipboard to text: size limit, BOMs, strict UTF-8, then detection.

Order matters: a BOM is proof, NULs in every other byte mean UTF-16, strict UTF-8 almost is (legacy 8-bit text rarely decodes as valid
UTF-8), and only then is charset-normalizer asked to guess (UTF-16 without BOM, cp1251 Russian,
cp1250 Polish …)."""

from __future__ import annotations

import codecs

from spellforge.formats.errors import ReadError

MAX_BYTES = 5 * 1024 * 1024
# A spellbook is under 200 lines (a forum post with commentary a few hundred); every line read
# becomes a fate in the report, so a file of a million short lines is refused before parsing.
MAX_LINES = 20_000

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# The 8-bit code pages our users write in; detection is only trusted among these and UTF-16/32.
_LEGACY = ("cp1251", "cp1250", "cp1252", "koi8_r", "iso8859_2", "iso8859_5", "latin_1", "mac_cyrillic")


def check_size(size: int, source: str) -> None:
    if size > MAX_BYTES:
        raise ReadError(source, None, f"file is too large ({size:,} bytes; the limit is {MAX_BYTES // (1024 * 1024)} MB)",
                        code="too_large", size=size, limit=MAX_BYTES)


def check_lines(text: str, source: str, limit: int = MAX_LINES) -> None:
    lines = text.count("\n") + 1
    if lines > limit:
        raise ReadError(source, limit + 1, f"too many lines ({lines:,}; a spellbook has a few hundred at most, "
                        f"the limit is {limit:,}): not read", code="too_many_lines", lines=lines, limit=limit)


def decode(data: bytes, source: str) -> tuple[str, str]:
    """Return (text, encoding name). Raises ReadError for empty, oversized or binary input."""
    check_size(len(data), source)
    if not data.strip():
        raise ReadError(source, None, "file is empty", code="file_empty")
    text, encoding = _decode(data, source)
    _refuse_binary(text, source)
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding


def _decode(data: bytes, source: str) -> tuple[str, str]:
    for bom, name in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(name), name
            except UnicodeDecodeError as e:
                raise ReadError(source, _line_at(data, e.start), f"not valid {name} text after its byte-order mark",
                                code="bad_after_bom", encoding=name) from None
    if b"\x00" in data[:4096]:  # text never holds NULs, UTF-16 is half NULs (and may pass as UTF-8)
        utf16 = _utf16_without_bom(data)
        if utf16:
            return utf16
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    return _detect_legacy(data, source)


def _utf16_without_bom(data: bytes) -> tuple[str, str] | None:
    head = data[:4096]
    even_nuls = head[0::2].count(0)
    odd_nuls = head[1::2].count(0)
    name = "utf-16-le" if odd_nuls > even_nuls else "utf-16-be"
    # UTF-16 puts the NUL of every ASCII character (spaces, digits) on one side only; Russian text
    # has fewer of them (Cyrillic's high byte is 0x04), but still far more than on the other side.
    if max(even_nuls, odd_nuls) < len(head) // 20 or min(even_nuls, odd_nuls) > max(even_nuls, odd_nuls) // 10:
        return None
    try:
        return data.decode(name), name
    except UnicodeDecodeError:
        return None


def _detect_legacy(data: bytes, source: str) -> tuple[str, str]:
    from charset_normalizer import from_bytes

    best = from_bytes(data, cp_isolation=list(_LEGACY)).best()
    if best is None:
        raise ReadError(source, None, "not a text file (binary data or an unknown encoding)", code="not_text")
    encoding = _prefer_slavic(data, best.encoding)
    return data.decode(encoding, errors="replace"), encoding


def _prefer_slavic(data: bytes, guessed: str) -> str:
    """Short lists fool statistical detection; card lists are Russian or Polish, so decide between
    cp1251 and cp1250 by which one turns the high bytes into that language's letters."""
    high = sum(1 for b in data if b >= 0x80)
    if not high:
        return guessed
    ascii_letters = sum(1 for b in data if 0x41 <= b <= 0x5A or 0x61 <= b <= 0x7A)
    # Russian: nearly every letter is a high byte. Polish: a few accented letters among ASCII.
    cyrillic = sum(1 for ch in data.decode("cp1251", errors="replace") if "\u0410" <= ch <= "\u044f" or ch in "Ёё")
    if cyrillic >= 0.9 * high and high > ascii_letters:
        return "cp1251"
    polish = sum(1 for ch in data.decode("cp1250", errors="replace") if ch in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")
    if polish >= 0.6 * high:
        return "cp1250"
    return guessed


def _refuse_binary(text: str, source: str) -> None:
    sample = text[:65536]
    bad = sum(1 for ch in sample if (ch < " " and ch not in "\t\n\r\f") or ch == "\ufffd" or "\ud800" <= ch <= "\udfff")
    if bad and bad > len(sample) * 0.02:
        line = text.count("\n", 0, _first_bad(sample)) + 1
        raise ReadError(source, line, "not a text file (binary data)", code="binary")


def _first_bad(sample: str) -> int:
    for i, ch in enumerate(sample):
        if (ch < " " and ch not in "\t\n\r\f") or ch == "\ufffd":
            return i
    return 0


def _line_at(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1
