"""The rulebook lines the project's data cites (`000:L1972`), read from tests/fixtures/seed-lines.

The user's rulebooks (seeds 000 RU, 001 Mage Knight RU, 003 errata RU, 004 PL) do not ship with
the project; only the lines a data file cites as a source are kept, one per row, so a fresh clone
checks every citation. `scripts/seed_lines.py SEEDS_DIR` refreshes them: it runs the tests that
read lines with SPELLFORGE_SEEDS_DIR set, where this module reads the full texts and records each
line it hands out.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "fixtures" / "seed-lines"
DOCS = ("000", "001", "003", "004")


class SeedLines:
    """A rulebook as a list of lines (0-based, like `text.splitlines()`) that holds only the cited
    ones: asking for any other line fails with what to run, never with a wrong text."""

    def __init__(self, doc: str, count: int, lines: dict[int, str]):
        self.doc, self.count, self._lines = doc, count, lines

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.count))]
        if index < 0:
            index += self.count
        if not 0 <= index < self.count:
            raise IndexError(f"seed {self.doc} has {self.count} lines, not {index + 1}")
        if index not in self._lines:
            raise AssertionError(
                f"line {index + 1} of seed {self.doc} is not in {FOLDER / (self.doc + '.tsv')}: "
                "a data file cites a new line; run scripts/seed_lines.py with the rulebooks' folder")
        _record(self.doc, index)
        return self._lines[index]


def _full_text(doc: str) -> list[str] | None:
    folder = os.environ.get("SPELLFORGE_SEEDS_DIR")
    if not folder:
        return None
    (path,) = Path(folder).glob(f"{doc}_*.txt")
    return path.read_text(encoding="utf-8").splitlines()


def _record(doc: str, index: int) -> None:
    log = os.environ.get("SPELLFORGE_SEEDS_RECORD")
    if log:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(f"{doc}\t{index + 1}\n")


@lru_cache(maxsize=None)
def seed_lines(doc: str) -> SeedLines:
    """Seed `doc`'s lines: the fixture's cited lines, or the whole text while recording."""
    full = _full_text(doc)
    if full is not None:
        return SeedLines(doc, len(full), dict(enumerate(full)))
    # one row a line: its number, a tab, its text as printed (tabs of a printed table included)
    rows = [r.split("\t", 1) for r in (FOLDER / f"{doc}.tsv").read_text(encoding="utf-8").split("\n") if r]
    (count,) = (int(text) for number, text in rows if number == "lines")
    return SeedLines(doc, count, {int(number) - 1: text for number, text in rows if number != "lines"})


def seed_line(ref: str) -> str:
    """The text of `000:L1972` (line 1972 of seed 000, 1-based)."""
    doc, _, number = ref.partition(":L")
    return seed_lines(doc)[int(number) - 1]
