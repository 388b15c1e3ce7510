"""Text that every writer can emit and every terminal can show.

Control characters (NUL, ESC, \\v, \\f …), C1 controls, bidirectional overrides (an RTL mark
turns "Fireball 3" into "3 llaberiF" on screen), lone surrogates (cannot be encoded) and the
non-characters U+FFFE/U+FFFF make a file unreadable (XML refuses them), break a one-line-per-card
format, or let a name rewrite the terminal. Writers drop them; the terminal gets them escaped so
a problem line is shown as it is without acting on the screen.

CSV cells that start with = + - @ (or a tab / carriage return) are formulas to a spreadsheet:
`csv_cell` prefixes them with ' and `csv_uncell` takes that ' off again when a file is read back.
"""

from __future__ import annotations

import re

# C0 controls except tab and newline, DEL, C1, bidi marks/overrides/isolates, ALM, surrogates,
# U+FFFE/U+FFFF. \r is a control here: every format in Spellforge uses \n.
_BAD = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff"
_BAD_RE = re.compile(f"[{_BAD}]")
_BAD_OR_WS_RE = re.compile(f"[{_BAD}\t\n]")
_LINE_BREAKS = re.compile(r"\r\n?|[\x0b\x0c\x85\u2028\u2029]")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_QUOTED = ("=", "+", "-", "@", "'")  # what follows the ' that csv_cell adds


def clean_text(text: str) -> str:
    """Multi-line text (notes): line breaks become \\n, tabs stay, other controls are dropped."""
    return _BAD_RE.sub("", _LINE_BREAKS.sub("\n", text))


def clean_line(text: str) -> str:
    """One-line text (names, tags, a quoted input line): breaks and tabs become spaces, other
    controls are dropped."""
    return _BAD_RE.sub("", _LINE_BREAKS.sub(" ", text).replace("\n", " ").replace("\t", " "))


def has_controls(text: str) -> bool:
    return bool(_BAD_OR_WS_RE.search(text))


def _escape(m: re.Match) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def for_terminal(text: str) -> str:
    """Show every control character as an escape (\\x1b, \\u202e); newlines and tabs stay."""
    return _BAD_RE.sub(_escape, text)


def csv_cell(value: object) -> object:
    """A cell a spreadsheet shows as text: controls dropped, a leading formula character
    neutralised with '. Numbers are left alone (a count is never a formula)."""
    if not isinstance(value, str):
        return value
    cleaned = clean_line(value)  # first: "\x00=1" must not hide its "=" behind a dropped NUL
    quoted = cleaned[:1] == "'" and cleaned[1:2] in _QUOTED  # "'=x" itself: quote it again to keep it
    return "'" + cleaned if value.startswith(FORMULA_STARTS) or cleaned.startswith(FORMULA_STARTS) or quoted else cleaned


def csv_uncell(value: str) -> str:
    """Undo `csv_cell`'s quote on reading: `'=A1` is the name `=A1`."""
    if len(value) > 1 and value[0] == "'" and value[1] in _QUOTED:
        return value[1:]
    return value
