#!/usr/bin/env python3
"""Refresh tests/fixtures/seed-lines: the rulebook lines the project's data cites.

    .venv/bin/python scripts/seed_lines.py ../shared/seeds

Runs the tests that read rulebook lines (every test module importing tests.seeds) against the full
texts in SEEDS_DIR, records each line they look at, and writes those lines, and only those, to
tests/fixtures/seed-lines/NNN.tsv (a `lines<TAB>count` row, then `number<TAB>text` rows). The
rulebooks themselves never enter the repository.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.seeds import DOCS, FOLDER  # noqa: E402


def readers() -> list[str]:
    tests = ROOT / "tests"
    return sorted(str(p.relative_to(ROOT)) for p in tests.rglob("test_*.py")
                  if "tests.seeds import" in p.read_text(encoding="utf-8"))


def main(seeds_dir: str) -> int:
    seeds = Path(seeds_dir).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "cited.tsv"
        log.touch()
        env = dict(os.environ, SPELLFORGE_SEEDS_DIR=str(seeds), SPELLFORGE_SEEDS_RECORD=str(log),
                   QT_QPA_PLATFORM="offscreen")
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
                              *readers()], cwd=ROOT, env=env)
        if run.returncode:
            print("seed_lines: the tests failed against the full rulebooks; nothing written", file=sys.stderr)
            return run.returncode
        cited: dict[str, set[int]] = {}
        for row in log.read_text(encoding="utf-8").splitlines():
            doc, number = row.split("\t")
            cited.setdefault(doc, set()).add(int(number))
    FOLDER.mkdir(parents=True, exist_ok=True)
    for doc in DOCS:
        (path,) = seeds.glob(f"{doc}_*.txt")
        lines = path.read_text(encoding="utf-8").splitlines()
        rows = [f"lines\t{len(lines)}"] + [f"{n}\t{lines[n - 1]}" for n in sorted(cited.get(doc, ()))]
        (FOLDER / f"{doc}.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
        print(f"{doc}: {len(rows) - 1} cited lines of {len(lines)}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
