"""Which format a text is in, from its content (file extensions lie; clipboards have none)."""

from __future__ import annotations

import re

from spellforge.formats.deck_code import looks_like_code

READ_FORMATS = ("o8d", "text", "bbcode", "forum", "json", "code")
WRITE_FORMATS = ("o8d", "text", "bbcode", "json", "forum", "code")

# Spaces then a non-space: one way to split "a   …", so a line of thousands of spaces is no hang.
_SBB_TITLE = re.compile(r"^[ \t]*(?:a[ \t]+\S[^\n]*?[ \t]spellbook\b|(?:mage|маг|mag)[ \t]*:)", re.IGNORECASE | re.MULTILINE)
_SBB_HEADING = re.compile(r"^\s*-{2,}\s*\S.*?-{2,}\s*$", re.MULTILINE)


def detect_format(text: str) -> str:
    head = text.lstrip()[:4096]
    if re.match(r"<(?:\?xml|!|deck\b)", head, re.IGNORECASE):  # "<b>EKWIPUNEK</b>" is a pasted list
        return "o8d"
    if head.startswith("{"):
        return "json"
    if looks_like_code(text):  # "SF1:…", alone on its line or in a short chat message
        return "code"
    if re.search(r"\[(?:mwcard|spellbook|spellclass)\b", text[:200_000], re.IGNORECASE):
        return "bbcode"
    if _SBB_TITLE.search(head) and _SBB_HEADING.search(text[:200_000]):
        return "text"
    return "forum"
