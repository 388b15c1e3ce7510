"""Import the held-out pasted lists (tests/fixtures/lists/heldout/, written before the importer
was tuned for issue 45 and kept out of its tests) and print, for each, the mage found, the
expected mage and the unresolved lines; last, how many have the right mage and 0 unresolved.

    .venv/bin/python scripts/heldout_lists.py
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HELDOUT = ROOT / "tests" / "fixtures" / "lists" / "heldout"


def main() -> int:
    from spellforge.formats import read_spellbook_text
    from spellforge.library import Library

    expected = {k: v for k, v in json.loads((HELDOUT / "expected.json").read_text(encoding="utf-8")).items()
                if not k.startswith("_")}
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library.build_and_open(Path(tmp))
        good = 0
        for name, mage in sorted(expected.items()):
            book = read_spellbook_text((HELDOUT / name).read_text(encoding="utf-8"), lib, source_name=name).book
            ok = book.mage == mage and not book.unresolved
            good += ok
            print(f"{'ok ' if ok else 'BAD'} {name}: mage {book.mage} (want {mage}), "
                  f"{sum(book.quantities().values())} cards, {len(book.unresolved)} unresolved")
            for u in book.unresolved:
                print(f"      line {u.line}: {u.text!r}")
        print(f"{good} of {len(expected)} with the right mage and 0 unresolved")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
