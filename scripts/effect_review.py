"""Print each card's summary beside its printed text, for the review of db/effects (issue 36).
Development only (never shipped, never run by the app): the printed text is the publisher's
prose and comes from an OCTGN folder YOU supply (an OCTGN install, or the fetched module
sIKE23/Mage-Wars); nothing it reads is written anywhere.

    .venv/bin/python scripts/effect_review.py OCTGN_DIR                  # every card, English
    .venv/bin/python scripts/effect_review.py OCTGN_DIR --lang ru         # the Russian summaries
    .venv/bin/python scripts/effect_review.py OCTGN_DIR --cards galvanize,cure
    .venv/bin/python scripts/effect_review.py OCTGN_DIR --sample 50 --seed 36 --table
    .venv/bin/python scripts/effect_review.py OCTGN_DIR --ledger           # rewrite db/effect_review.csv
    .venv/bin/python scripts/effect_review.py OCTGN_DIR --ledger --hand "talos=correct" \
        --hand "archers-watchtower=approximated:its trigger is said as qualifiers"

`--ledger` keeps db/effect_review.csv (spellforge/convert/effect_ledger.py): one row per card of
the pool. A card read by hand keeps its `hand` row while its effect rows are unchanged (same
digest); every other card is compared mechanically (attack bar tokens, the text's bracket tokens,
the rule words with a fact in the vocabulary) and gets `correct`, `approximated` (with what the
comparison found) or `no printed text`. `--hand ID=STATUS[:why]` records a card you compared by hand
today.

`--sample N --seed S` draws N cards stratified by spell type (each type in proportion to its
share of the pool, largest remainders first) with random.Random(f"{S}:{type}"), so the same
seed always gives the same cards. `--table` prints Markdown rows for the review record in
docs/effects.md (`| card | type | summary | text | review |`, review left to fill in).
The library is built from this worktree's db/ into a temporary folder, so the summaries are
today's.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.convert.octgn_text import read_texts  # noqa: E402
from spellforge.domain.ids import card_id  # noqa: E402


def stratified_sample(cards: list, n: int, seed: str) -> list:
    """`n` cards, each type in proportion to its share (largest remainders get the rest)."""
    by_type: dict[str, list] = defaultdict(list)
    for c in sorted(cards, key=lambda c: c.id):
        by_type[c.type].append(c)
    total = len(cards)
    quota = {t: n * len(cs) / total for t, cs in by_type.items()}
    counts = {t: int(q) for t, q in quota.items()}
    for t in sorted(quota, key=lambda t: (-(quota[t] - counts[t]), t))[: n - sum(counts.values())]:
        counts[t] += 1
    out = []
    for t in sorted(by_type):
        out += random.Random(f"{seed}:{t}").sample(by_type[t], counts[t])
    return sorted(out, key=lambda c: (c.type, c.id))


def printed_texts(folder: Path) -> dict[str, str]:
    scan = read_texts(folder)
    for problem in scan.problems:
        print(f"warning: {problem}", file=sys.stderr)
    out: dict[str, str] = {}
    for t in scan.texts:
        cid = card_id(t.name)
        if len(t.text) > len(out.get(cid, "")):
            out[cid] = t.text  # the longest printing's text
    return out


def printing_texts(card, by_guid: dict) -> str:
    """The canonical printing's text (the one the library's facts and the summary follow, listed
    first), then each other printing's whose text differs, named by its set: a playtest's extra
    "Acid -1" on Elemental Mail is not read as the card's."""
    seen: list[str] = []
    out = []
    for i, p in enumerate(card.printings):
        t = by_guid.get(p.guid.lower())
        words = " ".join(t.text.split()) if t else ""
        if not words or words in seen:
            continue
        seen.append(words)
        out.append(words if not out and i == 0 else f"[other printing, {p.set_name}: {words}]")
    return " ".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("octgn_dir", type=Path, help="an OCTGN install or the Mage Wars module (every set.xml below it)")
    ap.add_argument("--lang", default="en", choices=("en", "ru", "pl"))
    ap.add_argument("--cards", default="", help="card ids, comma-separated")
    ap.add_argument("--sample", type=int, default=0, help="a stratified sample of this many cards")
    ap.add_argument("--seed", default="36")
    ap.add_argument("--table", action="store_true", help="Markdown rows for docs/effects.md")
    ap.add_argument("--ledger", action="store_true", help="rewrite db/effect_review.csv")
    ap.add_argument("--hand", action="append", default=[], help="ID=STATUS[:why]: a card compared by hand today")
    ap.add_argument("--date", default=None, help="the review date written (default: today, UTC)")
    args = ap.parse_args(argv)
    if not args.octgn_dir.is_dir():
        print(f"error: {args.octgn_dir}: not a folder", file=sys.stderr)
        return 2
    texts = printed_texts(args.octgn_dir)
    by_guid = {t.guid: t for t in read_texts(args.octgn_dir).texts}
    if not texts:
        print(f"error: {args.octgn_dir}: no set.xml with card text below it", file=sys.stderr)
        return 2
    from spellforge.library import Library

    folder = Path(tempfile.mkdtemp(prefix="effect-review-"))
    try:
        lib = Library.build_and_open(folder)
        cards = sorted(lib.spells(), key=lambda c: c.id)
        if args.ledger:
            return write_ledger(lib, cards, texts, args)
        if args.cards:
            wanted = [w.strip() for w in args.cards.split(",") if w.strip()]
            unknown = [w for w in wanted if lib.card(w) is None]
            if unknown:
                print(f"error: unknown card id(s): {', '.join(unknown)}", file=sys.stderr)
                return 2
            cards = [lib.card(w) for w in wanted]
        elif args.sample:
            cards = stratified_sample(cards, args.sample, args.seed)
        bars = _bars() | _module_bars(args.octgn_dir)  # the module's own bar keeps its spell sentences
        for c in cards:
            summary = lib.summary(c.id, args.lang) or "(no summary)"
            text = printing_texts(c, by_guid) or " ".join((texts.get(c.id) or "(no text in this folder)").split())
            # the readable attack bar of each printing that has one (a reprint may differ)
            bar = " | ".join(dict.fromkeys(b for p in c.printings if (b := bars.get(p.guid, "")))) or "-"
            if args.table:
                cell = lambda s: s.replace("|", "\\|")  # noqa: E731
                print(f"| `{c.id}` | {c.type} | {cell(summary)} | {cell(text)} | |")
            else:
                print(f"{c.id} — {c.display_name(args.lang)} ({c.type})\n  summary: {summary}\n  text:    {text}\n"
                      f"  bar:     {bar}\n")
        lib.close() if hasattr(lib, "close") else None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


def _bars() -> dict[str, str]:
    """guid -> the readable AttackBar of every printing (the set files the project converts)."""
    from spellforge.convert.octgn_sets import read_set_file

    out = {}
    for path in sorted((ROOT / "tests" / "fixtures" / "octgn" / "sets").glob("*.xml")):
        for raw in read_set_file(path).cards:
            out[raw.guid] = raw.props.get("AttackBar", "")
    return out


def _module_bars(octgn_dir: Path) -> dict[str, str]:
    """guid -> the AttackBar as the module prints it, sentences included (Dispel Wand's
    "Destroy target Level 1 revealed enchantment"), which the facts-only set files leave out."""
    from spellforge.convert.octgn_sets import read_set_file

    out = {}
    for path in sorted(octgn_dir.rglob("set.xml")):
        for raw in read_set_file(path).cards:
            if bar := " ".join(raw.props.get("AttackBar", "").split()):
                out[raw.guid] = bar
    return out


def write_ledger(lib, cards, texts: dict[str, str], args) -> int:
    import datetime

    from spellforge.convert.attack_bar import parse_attack_bar
    from spellforge.convert.effect_ledger import (
        SOURCE, STATUSES, digest, effect_rows, ledger_text, mechanical_findings, read_ledger)
    from spellforge.convert.octgn_sets import parse_granted

    path = ROOT / "db" / "effect_review.csv"
    old = read_ledger(path) if path.exists() else {}
    today = args.date or datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    hand = {}
    for item in args.hand:
        cid, _, verdict = item.partition("=")
        status, _, why = verdict.partition(":")
        if status not in STATUSES or lib.card(cid) is None:
            print(f"error: --hand {item!r}: unknown card or status", file=sys.stderr)
            return 2
        hand[cid] = (status, why.strip())
    bars = _bars()
    effects = effect_rows(ROOT / "db" / "effects")
    rows, counts = [], defaultdict(int)
    for c in cards:
        mine = effects.get(c.id, [])
        text = " ".join((texts.get(c.id) or "").split())
        if not re.search(r"[A-Za-z]{2}", re.sub(r"\[[^\]]*\]", "", text)):
            text = ""  # "[Sai]", ".": an automation token, no rules text
        d = digest(mine)
        if c.id in hand:
            status, why = hand[c.id]
            row = {"status": status, "checked": "hand", "date": today, "why": why}
        elif c.id in old and old[c.id]["checked"] == "hand" and old[c.id]["digest"] == d:
            row = {k: old[c.id][k] for k in ("status", "checked", "date", "why")}
        else:
            guid = next((p.guid for p in c.printings if not p.differs), c.printings[0].guid if c.printings else "")
            found = mechanical_findings(c, mine, text, parse_attack_bar(bars.get(guid, "")),
                                        lib.summary(c.id, "en") or "", parse_granted(text)[0])
            unmodelled = bool(mine) and all(r["kind"] == "unmodelled" for r in mine)
            status = "no printed text" if unmodelled and not text else "approximated" if found or unmodelled else "correct"
            why = "; ".join(found) or ("its rules text is not modelled" if unmodelled and text else "")
            row = {"status": status, "checked": "mechanical", "date": today, "why": why}
        rows.append({"card_id": c.id, **row, "source": SOURCE, "digest": d})
        counts[(row["checked"], row["status"])] += 1
    path.write_text(ledger_text(rows), encoding="utf-8")
    for (checked, status), n in sorted(counts.items()):
        print(f"{checked:10} {status:16} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
