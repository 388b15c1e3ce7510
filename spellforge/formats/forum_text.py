"""Reader for pasted lists: spellbook-builder text (prior-art §3b, §3c) and free forum text (§3h)
in English, Russian or Polish. Both go through the same line splitter; only the label differs."""

from __future__ import annotations

from spellforge.formats.builder import BookBuilder
from spellforge.formats.lineparse import split_line
from spellforge.formats.report import ImportResult
from spellforge.formats.resolve import Resolver


def read_forum(text: str, resolver: Resolver, source: str, fmt: str = "forum") -> ImportResult:
    builder = BookBuilder(resolver, source)
    for number, raw in enumerate(text.split("\n"), 1):
        for piece in split_line(raw, resolver.heading):
            builder.piece(number, piece)
    return builder.result(fmt)
