"""Long fuzz session over every reader and every writer of Spellforge's files (issue 13's
reliability suite). Any exception other than the reader's own refusal is a bug ("escape"): it is
counted, and the first few inputs are saved to a temp folder (printed) so they can be replayed.

    .venv/bin/python bench/fuzz_formats.py [--count 100000] [--seed 1] [--targets o8d,text,...]

Readers (mutated real inputs and random text): o8d, text, bbcode, forum, json spellbooks, deck codes, the
collection CSV and the translations CSV. Writers (generated books with hostile names, notes and
tags, quantities 1..99): every spellbook format in en/ru/pl, each output checked for control
characters and read back (the cards must come back), plus the collection and translations CSV
writers read back through their readers. Prints inputs, refusals, escapes and time per target;
exit status 1 when anything escaped."""

from __future__ import annotations

import argparse
import csv
import io
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.collection.csv_io import read_collection_csv, write_collection_csv  # noqa: E402
from spellforge.collection.ownership import Collection  # noqa: E402
from spellforge.collection.products import Catalog  # noqa: E402
from spellforge.domain import Spellbook, UnresolvedLine  # noqa: E402
from spellforge.formats import WRITE_FORMATS, ReadError, read_spellbook_text, write_spellbook  # noqa: E402
from spellforge.formats.names_csv import export_names, import_names  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.library.user.store import UserStore  # noqa: E402
from spellforge.safetext import csv_uncell  # noqa: E402

FIXTURES = ROOT / "tests" / "formats" / "fixtures"
BOOK_READERS = ("o8d", "text", "bbcode", "forum", "json", "code")
CSV_READERS = ("collection-csv", "translations-csv")
WRITERS = tuple(f"write-{f}" for f in WRITE_FORMATS) + ("write-collection-csv", "write-translations-csv")
TARGETS = BOOK_READERS + CSV_READERS + WRITERS
TOKENS = ["<", ">", "</card>", "<card qty='1' id='", "'>", "<!ENTITY a 'b'>", "&a;", "<![CDATA[", "]]>", "[mwcard=",
          "[/mwcard]", "[spellclass]", "{", "}", "[", "]", '"', ":", ",", ";", "\n", "\r", "\t", "--- ", " ---", "3x ",
          " x3", "99 ", "100 ", "0 ", "pts", "Fireball", "Огненный шар", "Kula Ognia", "Колдун", "ЧАРЫ", "\ufeff", "\x00",
          "\x1b[2J", "\v", "\f", "ё", "ł", "\u202e", "\ud7ff", "\ud800", "\U0001f525", "A Wizard Spellbook",
          "Element: Fire", "null", "true", "1e999", "-1", "9" * 40, "=cmd|' /C calc'!A0", "+1", "@SUM(A1)", "core",
          "product,card,code,count", "card_id,lang,name,source", "fireball,pl,", "dispel,ru,", '"' + "x" * 300 + '"',
          "SF1:", "SF2:", "AEAQC", "7777"]
HOSTILE = ["\x00", "\x1b[31m", "\v", "\f", "\r", "\n", "\t", "\u202e", "\u2066", "\x85", "\u2028", "\ud800", "\udfff",
           "\ufffe", "--", "]]>", "<!--", "&amp;", "[b]", "[/mwcard]", "=", "+", "-", "@", '"', "'", ",", "#", "> "]


# -- inputs ------------------------------------------------------------------------------------------
def seeds(lib: Library) -> dict[str, list[str]]:
    """Real inputs to mutate: fixtures, books written by Spellforge, real CSVs."""
    rng = random.Random(0)
    books = [random_book(rng, lib) for _ in range(12)]
    out: dict[str, list[str]] = {fmt: [write_spellbook(b, lib, fmt, lang) for b in books for lang in ("en", "ru", "pl")]
                                 for fmt in ("o8d", "text", "bbcode", "json", "forum", "code")}
    out["forum"] += [p.read_text(encoding="utf-8") for p in sorted(FIXTURES.glob("*.txt"))]
    catalog = Catalog.from_library(lib)
    out["collection-csv"] = [write_collection_csv(random_collection(rng, lib, catalog), lib, all_cards=bool(i % 2),
                                                  lang=("en", "ru", "pl")[i % 3]) for i in range(9)]
    out["translations-csv"] = [export_names(lib, langs) for langs in (("ru",), ("pl",), ("en",))]
    out["translations-csv"] = ["\n".join(t.splitlines()[:200]) for t in out["translations-csv"]]
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
            chars[pos:pos] = list(str(rng.choice((rng.randint(-5, 1000), 10 ** rng.randint(2, 40)))))
    return "".join(chars)


def random_input(rng: random.Random) -> str:
    return "".join(rng.choice(TOKENS) if rng.random() < 0.5 else chr(rng.randrange(0, 0x800)) for _ in range(rng.randint(0, 80)))


def hostile_text(rng: random.Random, words: list[str], max_parts: int = 8) -> str:
    return "".join(rng.choice(HOSTILE) if rng.random() < 0.4 else rng.choice(words) for _ in range(rng.randint(0, max_parts)))


def random_book(rng: random.Random, lib: Library) -> Spellbook:
    cards = _card_ids(lib)
    mages = _mages(lib)
    words = ["Fire", "ball", "Огонь", "Kula", "notes", " ", "1", "x"]
    mage = rng.choice(mages)
    book = Spellbook(name=hostile_text(rng, words), mage=mage.name, format=mage.format,
                     notes=hostile_text(rng, words + ["\n", "\t"], 20))
    if mage.element_choice and rng.random() < 0.8:
        book.element = rng.choice(("Fire", "Water", "Earth", "Air"))
    for card_id in rng.sample(cards, rng.randint(0, 25)):
        book.add(card_id, rng.randint(1, 99))
    book.tags = [hostile_text(rng, words, 3) for _ in range(rng.randint(0, 3))]
    for i in range(rng.randint(0, 3)):
        book.unresolved.append(UnresolvedLine(rng.randint(1, 500), hostile_text(rng, words) or "?"))
    return book


def random_collection(rng: random.Random, lib: Library, catalog: Catalog) -> Collection:
    products = {p: rng.randint(1, 5) for p in rng.sample(list(catalog.codes), rng.randint(0, 4))}
    adjustments = {c: rng.randint(-2, 6) for c in rng.sample(_card_ids(lib), rng.randint(0, 20))}
    return Collection(products, {c: d for c, d in adjustments.items() if d})


_CACHE: dict[str, list] = {}


def _card_ids(lib: Library) -> list[str]:
    if "cards" not in _CACHE:
        _CACHE["cards"] = sorted(c.id for c in lib.spells())
    return _CACHE["cards"]


def _mages(lib: Library) -> list:
    if "mages" not in _CACHE:
        _CACHE["mages"] = sorted(lib.mages(), key=lambda m: m.name)
    return _CACHE["mages"]


# -- one input per target ----------------------------------------------------------------------------
class Problem(AssertionError):
    """A writer's output that breaks a promise (control characters, lost cards)."""


def check_written(text: str) -> None:
    text.encode("utf-8")  # a lone surrogate would fail here
    bad = [ch for ch in text if (ch < " " and ch not in "\n\t") or "\x7f" <= ch <= "\x9f" or ch in "\u202e\u2066\ufffe"]
    if bad:
        raise Problem(f"control characters written: {bad[:5]!r}")


def one_input(target: str, rng: random.Random, ctx: dict) -> str:
    """Run one input; returns "ok" or "refused" (the reader's own clear refusal); raises on a bug."""
    lib: Library = ctx["lib"]
    if target in BOOK_READERS:
        text = random_input(rng) if rng.random() < 0.15 else mutate(rng, rng.choice(ctx["pool"][target]))
        ctx["last"] = text
        try:
            read_spellbook_text(text, lib, source_name="fuzz", fmt=target)
        except ReadError:
            return "refused"
        return "ok"
    if target == "collection-csv":
        text = random_input(rng) if rng.random() < 0.15 else mutate(rng, rng.choice(ctx["pool"][target]))
        ctx["last"] = text
        result = read_collection_csv(text, lib, "fuzz.csv")
        return "refused" if result.errors else "ok"
    if target == "translations-csv":
        text = random_input(rng) if rng.random() < 0.15 else mutate(rng, rng.choice(ctx["pool"][target]))
        ctx["last"] = text
        reports = import_names(ctx["names_lib"], ctx["store"], text, "fuzz.csv")
        for r in reports:
            check_written(r.message)  # messages go to the terminal
        return "refused" if any(r.status == "error" for r in reports) else "ok"
    if target in ("write-collection-csv",):
        collection = random_collection(rng, lib, ctx["catalog"])
        lang = rng.choice(("en", "ru", "pl"))
        ctx["last"] = repr((collection.products, collection.adjustments, lang))
        text = write_collection_csv(collection, lib, all_cards=rng.random() < 0.3, lang=lang)
        check_written(text)
        back = read_collection_csv(text, lib, "round-trip.csv")
        if back.errors or back.products != {p: n for p, n in collection.products.items() if n > 0}:
            raise Problem(f"collection CSV did not read back: {[e.message for e in back.errors][:3]}")
        return "ok"
    if target == "write-translations-csv":
        names_lib: Library = ctx["names_lib"]
        card = rng.choice(_card_ids(lib))
        lang = rng.choice(("ru", "pl"))
        name = hostile_text(rng, ["Kula", "Шар", "=", "@", "+1", " ", "-"], 6).strip() or "x"
        ctx["last"] = repr((card, lang, name))
        names_lib.apply_user_names({(card, lang): (name, "user")})
        text = export_names(names_lib, (lang,))
        check_written(text)
        rows = {(r[0], r[1]): r[2] for r in csv.reader(io.StringIO(text)) if len(r) >= 3}
        from spellforge.safetext import clean_line

        if csv_uncell(rows[card, lang]) != clean_line(name):
            raise Problem(f"name {name!r} came back as {rows[card, lang]!r}")
        if rows[card, lang].startswith(("=", "+", "-", "@")):
            raise Problem(f"formula cell written: {rows[card, lang]!r}")
        names_lib.drop_user_name(card, lang)
        return "ok"
    fmt = target.removeprefix("write-")
    book = random_book(rng, lib)
    lang = rng.choice(("en", "ru", "pl"))
    ctx["last"] = repr((book, lang))
    text = write_spellbook(book, lib, fmt, lang)
    check_written(text)
    back = read_spellbook_text(text, lib, source_name="round-trip", fmt=fmt if fmt != "text" else None).book
    if back.quantities() != book.quantities():
        raise Problem(f"{fmt}/{lang}: cards changed in the round trip: "
                      f"{sorted(set(book.quantities().items()) ^ set(back.quantities().items()))[:4]}")
    if back.mage != book.mage:
        raise Problem(f"{fmt}/{lang}: mage {book.mage!r} came back as {back.mage!r}")
    return "ok"


def context(lib: Library, folder: Path) -> dict:
    """What the targets share; the user store is made in `folder` (the caller removes it)."""
    return {"lib": lib, "pool": seeds(lib), "catalog": Catalog.from_library(lib), "names_lib": Library(lib.path),
            "store": UserStore(folder / "user.sqlite")}


def run(target: str, count: int, seed: int, ctx: dict, failures: Path | None = None,
        say: Callable[[str], None] = print) -> dict:
    rng = random.Random(f"{seed}-{target}")
    fates = {"ok": 0, "refused": 0, "escaped": 0}
    first: list[str] = []
    started = time.perf_counter()
    for i in range(count):
        try:
            fates[one_input(target, rng, ctx)] += 1
        except Exception as e:  # the bug this script hunts for
            fates["escaped"] += 1
            if len(first) < 5:
                first.append(f"{target} #{i}: {type(e).__name__}: {e}")
                say(f"  ESCAPE {first[-1]}")
                if failures is not None:
                    failures.mkdir(exist_ok=True)
                    (failures / f"{target}-{i}.txt").write_text(ctx.get("last", ""), encoding="utf-8", errors="surrogatepass")
    return {"target": target, "inputs": count, **fates, "seconds": time.perf_counter() - started, "first": first}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs per target")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--targets", default=",".join(TARGETS), help=f"comma-separated, from: {', '.join(TARGETS)}")
    args = parser.parse_args()
    work = tempfile.TemporaryDirectory(prefix="spellforge-fuzz-")  # removed at exit
    lib = Library.build_and_open(Path(work.name))
    ctx = context(lib, Path(work.name))
    failures = Path(tempfile.gettempdir()) / "spellforge-fuzz-failures"
    total = {"inputs": 0, "escaped": 0, "seconds": 0.0}
    print(f"{'target':24} {'inputs':>8} {'ok':>8} {'refused':>8} {'escaped':>8} {'seconds':>8} {'inputs/s':>9}", flush=True)
    for target in args.targets.split(","):
        r = run(target, args.count, args.seed, ctx, failures)
        for k in total:
            total[k] += r[k]
        print(f"{target:24} {r['inputs']:>8} {r['ok']:>8} {r['refused']:>8} {r['escaped']:>8} {r['seconds']:>8.1f} "
              f"{r['inputs'] / max(r['seconds'], 1e-9):>9.0f}", flush=True)
    print(f"{'all':24} {total['inputs']:>8} {'':>8} {'':>8} {total['escaped']:>8} {total['seconds']:>8.1f}")
    print("no exception escaped" if not total["escaped"] else f"{total['escaped']} inputs escaped; see {failures}")
    return 1 if total["escaped"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
