"""Import and export of spellbooks: OCTGN .o8d, spellbook-builder text and BBCode, free forum
lists, Spellforge's own JSON and deck codes (`SF1:…`). Every reader reports the fate of every
input line and raises only `ReadError` (naming the file and line). See docs/formats.md."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

from spellforge.domain import Spellbook
from spellforge.fileio import FileRefused, read_limited
from spellforge.safetext import clean_text
from spellforge.formats.bbcode import read_bbcode, write_bbcode
from spellforge.formats.deck_code import read_code, write_code
from spellforge.formats.decoding import MAX_BYTES, check_lines, check_size, decode
from spellforge.formats.detect import READ_FORMATS, WRITE_FORMATS, detect_format
from spellforge.formats.errors import ReadError
from spellforge.formats.forum_text import read_forum, write_forum
from spellforge.formats.json_book import read_json, write_json
from spellforge.formats.layout import check_lang
from spellforge.formats.o8d import read_o8d, write_o8d
from spellforge.formats.report import ImportResult, LineFate
from spellforge.formats.resolve import Resolver, resolver_for
from spellforge.formats.sbb_text import write_text

__all__ = [
    "READ_FORMATS", "WRITE_FORMATS", "ImportResult", "LineFate", "ReadError", "detect_format",
    "read_spellbook", "read_spellbook_text", "write_spellbook",
]

_READERS: dict[str, Callable[[str, Resolver, str], ImportResult]] = {
    "o8d": read_o8d,
    "text": lambda text, resolver, source: read_forum(text, resolver, source, "text"),
    "forum": read_forum,
    "bbcode": read_bbcode,
    "json": read_json,
    "code": read_code,
}
_WRITERS: dict[str, Callable[[Spellbook, Any, str], str]] = {
    "o8d": write_o8d,
    "text": write_text,
    "bbcode": write_bbcode,
    "json": write_json,
    "forum": write_forum,
    "code": write_code,
}


def read_spellbook(path: str | os.PathLike[str], lib: Any, fmt: str | None = None) -> ImportResult:
    """Read a spellbook file in any supported format (detected from its content)."""
    source = str(path)
    data = read_file_bytes(path, source)
    text, _encoding = decode(data, source)
    result = read_spellbook_text(text, lib, source_name=source, fmt=fmt)
    if not result.book.name:
        result.book.name = Path(source).stem
    return result


def read_file_bytes(path: str | os.PathLike[str], source: str, max_bytes: int = MAX_BYTES) -> bytes:
    """A file's bytes for a reader, or ReadError naming the file: missing, a folder, a FIFO or
    device (never opened for reading, so nothing blocks), unreadable, or over `max_bytes`."""
    try:
        return read_limited(path, max_bytes)
    except FileRefused as e:
        raise ReadError(source, None, str(e), code=e.code, **e.params) from None
    except FileNotFoundError:
        raise ReadError(source, None, "no such file", code="no_such_file") from None
    except PermissionError:
        raise ReadError(source, None, "permission denied", code="permission_denied") from None
    except OSError as e:
        raise ReadError(source, None, f"cannot read the file: {e.strerror or e}", code="cannot_read",
                        reason=str(e.strerror or e)) from None


def read_spellbook_text(text: str, lib: Any, source_name: str = "<clipboard>", fmt: str | None = None) -> ImportResult:
    """Read pasted text. `fmt` forces a format; by default it is detected."""
    if fmt is not None and fmt not in READ_FORMATS:
        raise ReadError(source_name, None, f"unknown format {fmt!r}; use one of {', '.join(READ_FORMATS)}",
                        code="unknown_format", format=fmt, formats=", ".join(READ_FORMATS))
    check_size(len(text.encode("utf-8", errors="replace")), source_name)
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    check_lines(text, source_name)
    if not text.strip():
        raise ReadError(source_name, None, "nothing to read: the text is empty", code="empty_text")
    fmt = fmt or detect_format(text)
    try:
        return _READERS[fmt](text, resolver_for(lib), source_name)
    except ReadError:
        raise
    except RecursionError:
        raise ReadError(source_name, None, "input nested too deeply", code="nested_too_deeply") from None


def write_spellbook(book: Spellbook, lib: Any, fmt: str, lang: str = "en") -> str:
    """The book as text in `fmt` ("o8d", "text", "bbcode", "json", "forum", "code"), card names in `lang`."""
    if fmt not in _WRITERS:
        raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(WRITE_FORMATS)}")
    # Each writer keeps names on one line; this net drops any control character left (NUL, ESC,
    # bidi marks, lone surrogates) so no format is ever written that its reader cannot take.
    return clean_text(_WRITERS[fmt](book, lib, check_lang(lang)))
