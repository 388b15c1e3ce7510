"""Long fuzz session over every spellbook reader: mutated real inputs and random text, N per reader
(default 100,000). Any exception other than ReadError is a bug: it is counted, and the first few
inputs are saved to a temp folder (printed) so they can be replayed.

    .venv/bin/python bench/fuzz_formats.py [--count 100000] [--seed 1] [--readers o8d,text,...]

Prints, per reader, the number of inputs, how many read / were refused (ReadError) / crashed,
and the time taken."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.formats import ReadError, read_spellbook_text, write_spellbook  # noqa: E402
from spellforge.library import Library  # noqa: E402

DECKS = ROOT.parent / "shared" / "data" / "octgn" / "decks"
FIXTURES = ROOT / "tests" / "formats" / "fixtures"
READERS = ("o8d", "text", "bbcode", "forum", "json")
TOKENS = ["<", ">", "</card>", "<card qty='1' id='", "'>", "<!ENTITY a 'b'>", "&a;", "<![CDATA[", "]]>", "[mwcard=",
          "[/mwcard]", "[spellclass]", "{", "}", "[", "]", '"', ":", ",", "\n", "\t", "--- ", " ---", "3x ", " x3",
          "99 ", "0 ", "pts", "Fireball", "Огненный шар", "Kula Ognia", "Колдун", "ЧАРЫ", "\ufeff", "\x00", "ё", "ł",
          "\u202e", "\ud7ff", "\U0001f525", "A Wizard Spellbook", "Element: Fire", "null", "true", "1e999", "-1"]


def seeds(lib: Library) -> dict[str, list[str]]:
    books = [p.read_text(encoding="utf-8-sig") for p in sorted(DECKS.glob("*/*.o8d"))]
    from spellforge.formats import read_spellbook_text as read

    parsed = [read(text, lib).book for text in books[:12]]
    out = {"o8d": books, "forum": [p.read_text(encoding="utf-8") for p in sorted(FIXTURES.glob("*.txt"))]}
    for fmt in ("text", "bbcode", "json"):
        out[fmt] = [write_spellbook(book, lib, fmt, lang) for book in parsed for lang in ("en", "ru", "pl")]
    out["forum"] += out["text"]
    return out


def mutate(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    if rng.random() < 0.7 and len(lines) > 3:  # a window of lines keeps inputs small and varied
        start = rng.randrange(len(lines))
        text = "\n".join(lines[start:start + rng.randint(1, 12)])
    chars = list(text)
    for _ in range(rng.randint(0, 6)):
        op = rng.randrange(7)
        pos = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            chars[min(pos, len(chars) - 1)] = chr(rng.choice((rng.randrange(32, 127), rng.randrange(0x400, 0x4ff), rng.randrange(0, 0x3000))))
        elif op == 1:
            chars[pos:pos] = list(rng.choice(TOKENS))
        elif op == 2:
            del chars[pos:pos + rng.randint(1, 20)]
        elif op == 3:
            chars[pos:pos] = chars[pos:pos + rng.randint(1, 40)]
        elif op == 4:
            chars = chars[:pos]
        elif op == 5:
            chars[pos:pos] = [chr(rng.randrange(0, 0x10000)) for _ in range(rng.randint(1, 8))]
        else:
            chars[pos:pos] = list(str(rng.randint(-5, 1000)))
    return "".join(chars)


def random_input(rng: random.Random) -> str:
    return "".join(rng.choice(TOKENS) if rng.random() < 0.5 else chr(rng.randrange(0, 0x800)) for _ in range(rng.randint(0, 80)))


def run(reader: str, count: int, rng: random.Random, lib: Library, pool: list[str], failures: Path) -> tuple[int, int, int, float]:
    ok = refused = crashed = 0
    started = time.perf_counter()
    for i in range(count):
        text = random_input(rng) if rng.random() < 0.15 else mutate(rng, rng.choice(pool))
        try:
            read_spellbook_text(text, lib, source_name="fuzz", fmt=reader)
            ok += 1
        except ReadError:
            refused += 1
        except Exception as e:  # the bug this script hunts for
            crashed += 1
            if crashed <= 5:
                failures.mkdir(exist_ok=True)
                (failures / f"{reader}-{i}.txt").write_text(text, encoding="utf-8", errors="surrogatepass")
                print(f"  CRASH {reader} #{i}: {type(e).__name__}: {e}", flush=True)
    return ok, refused, crashed, time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs per reader")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--readers", default=",".join(READERS))
    args = parser.parse_args()
    lib = Library.build_and_open(Path(tempfile.mkdtemp(prefix="fuzz-library-")))
    pool = seeds(lib)
    failures = Path(tempfile.gettempdir()) / "spellforge-fuzz-failures"
    total_crashes = 0
    print(f"{'reader':8} {'inputs':>8} {'read':>8} {'refused':>8} {'crashed':>8} {'seconds':>8} {'inputs/s':>9}")
    for reader in args.readers.split(","):
        rng = random.Random(f"{args.seed}-{reader}")
        ok, refused, crashed, seconds = run(reader, args.count, rng, lib, pool[reader], failures)
        total_crashes += crashed
        print(f"{reader:8} {args.count:>8} {ok:>8} {refused:>8} {crashed:>8} {seconds:>8.1f} {args.count / seconds:>9.0f}", flush=True)
    print("no exception escaped" if not total_crashes else f"{total_crashes} inputs crashed a reader; see {failures}")
    return 1 if total_crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
