"""Dev-time helper: draft db/effects rows from the rules text of a full OCTGN install.

    python -m spellforge.convert.effects_draft PATH/TO/Mage-Wars [--out db/effects] [--show CARD…]

It reads `Text` of every card in PATH's set.xml files (never at app run time; the app does not
ship or read that prose), matches a few dozen patterns and writes rows marked `review=draft`.
Rows already in `--out` are kept as they are (a person's corrections win); only cards without
any row get a draft. What no pattern catches becomes `unmodelled` with a reason, never empty.
The drafts are a starting point: every row is meant to be read against the card and then
marked `review=checked`.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import sys
from pathlib import Path

import defusedxml.ElementTree as SafeET

from spellforge.domain.effects import COLUMNS, CONDITIONS, validate_row
from spellforge.domain.ids import card_id
from spellforge.fileio import write_atomic

_TOKEN = re.compile(r"\[[^\]]*\]")
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_BOOKKEEPING = re.compile(r"^(?:ReadyMarker|Ready Marker|\w+Marker|\w+ Marker|Familiar|Spawnpoint|Cantrip)$", re.I)


def read_texts(root: Path) -> dict[str, str]:
    """card id -> the longest English rules text among its printings (prose; dev-time only)."""
    out: dict[str, str] = {}
    for path in sorted(root.rglob("set.xml")):
        tree = SafeET.parse(path)
        set_name = tree.getroot().get("name", "")
        if set_name.startswith("Playtest"):
            continue
        for card in tree.getroot().iter("card"):
            props = {p.get("name"): p.get("value") or "" for p in card.iter("property")}
            text = props.get("Text", "").replace("\r", " ").replace("\n", " ").strip()
            cid = card_id(card.get("name", ""))
            if len(text) >= len(out.get(cid, "")):
                out[cid] = text
    return out


def _n(word: str) -> str:
    return str(_NUM.get(word.lower(), word))


def draft(card: dict, text: str) -> list[dict[str, str]]:
    """Rows for one card (dict from db/sets) from its rules text."""
    prose = _TOKEN.sub("", text).strip(" .")
    ctype = card["type"]
    carrier = "bearer" if ctype in ("Enchantment", "Equipment") else "self"
    dur = "attached" if ctype in ("Enchantment", "Equipment") else ("in_play" if ctype in ("Creature", "Conjuration") else "")
    rows: list[dict[str, str]] = []

    def add(kind: str, **kw: str) -> None:
        rows.append({"kind": kind, **kw})

    low = prose.lower()
    # Traits the card gives its bearer ([ … ] tokens, parsed by the set converter).
    for kw, value, printed in card.get("granted_traits", []):
        if not _BOOKKEEPING.match(printed.replace(" ", "")):
            add("grant_trait", arg=printed, target=carrier if ctype != "Conjuration" else "zone_creatures", duration=dur)
    tgt = (card.get("target") or "").lower()
    if m := re.search(r"destroy (?:the )?target(?: revealed)? (enchantment|equipment|conjuration|creature|object)?", low):
        obj = m.group(1) or ("enchantment" if "enchantment" in tgt else "equipment" if "equipment" in tgt else
                             "conjuration" if "conjuration" in tgt else "object")
        add("destroy", arg=obj, target="target")
    elif re.search(r"destroy the (?:target|chosen equipment)", low):
        obj = "equipment" if "equipment" in low else "enchantment" if "enchantment" in tgt else "object"
        add("destroy", arg=obj, target="target")
    for m in re.finditer(r"\bheal(?:s|ed)? (?:target [a-z ]+?|it|this creature|that creature)?\s*(?:for )?(\d+|the amount rolled on (\d+) attack dice)", low):
        add("heal", amount=(m.group(2) + "d") if m.group(2) else m.group(1), target="target_creature" if "target" in m.group(0) else carrier)
    if m := re.search(r"\bgains? (\d+|an?|one|two|three) mana\b", low):
        add("gain_mana", amount=_n(m.group(1)), target="controller")
    if m := re.search(r"\bchanneling ([+-]\d+)", low):
        add("static_modifier", arg="channeling", amount=m.group(1), target=carrier, duration=dur)
    if "teleport" in low:
        add("move", mode="teleport", target="target_creature" if "target creature" in low else "target")
    elif m := re.search(r"\bpush(?:es|ed)? .*?(\d+|one) zone", low):
        add("move", mode="push", amount=_n(m.group(1)), target="target")
    for cond in CONDITIONS:
        c = cond.lower()
        if re.search(rf"remove (?:all |one |a |\d+ )?(?:of )?{c}\b", low):
            add("condition", mode="remove", arg=cond, target="target")
        elif re.search(rf"\b(?:an?|\d+|gains?|receives?|places?) {c} (?:condition|marker)", low):
            add("condition", mode="add", arg=cond, target="target")
    if re.search(r"\bcounter(?:s|ed)?\b", low) and "counterstrike" not in low:
        kind = "incantation" if "incantation" in low and "enchantment" not in low else "spell"
        add("counter", arg=kind, target="spell")
    if m := re.search(r"prevent (\d+|all) (?:points of )?damage", low):
        add("prevent_damage", amount="" if m.group(1) == "all" else m.group(1), target=carrier)
    if m := re.search(r"(\d+|one|two) (?:additional|more|extra) attack di(?:ce|e)", low):
        add("attack_bonus", amount="+" + _n(m.group(1)), target=carrier)
    if m := re.search(r"(\d+|one|two) (?:fewer|less) attack di(?:ce|e)", low):
        add("attack_bonus", amount="-" + _n(m.group(1)), target=carrier)
    if m := re.search(r"\barmor ([+-]\d+)", low):
        if not any(r.get("arg", "").lower().startswith("armor") for r in rows):
            add("static_modifier", arg="armor", amount=m.group(1), target=carrier, duration=dur)
    if m := re.search(r"\blife ([+-]\d+)", low):
        add("static_modifier", arg="life", amount=m.group(1), target=carrier, duration=dur)
    if m := re.search(r"\bupkeep (?:phase|step)?.*?pay (\d+) mana", low):
        add("upkeep", amount=m.group(1), target="controller")
    if re.search(r"(?:can ?not|can't) (?:make )?(?:an? )?attack", low):
        add("restrict", arg="attack", target=carrier)
    if re.search(r"(?:can ?not|can't) move", low):
        add("restrict", arg="move", target=carrier)
    if re.search(r"\bsummon", low) and ctype == "Conjuration":
        add("summon", arg="creature", target="zone_objects")
    if re.search(r"(?:place|put) .* guard marker", low):
        add("guard", target=carrier)
    if not prose:
        return rows or [{"kind": "stats_only"}]
    if not rows:
        return [{"kind": "unmodelled", "note": "no drafting pattern matched; needs a person"}]
    return rows


def _load_cards(db: Path) -> dict[str, dict]:
    cards: dict[str, dict] = {}
    for path in sorted((db / "sets").glob("*.json")):
        payload = json.loads(path.read_text(encoding="utf-8"))
        if payload.get("set", {}).get("playtest"):
            continue
        for rec in payload["cards"]:
            cards.setdefault(card_id(rec["name"]), rec)
    return cards


def _existing(out: Path) -> dict[str, dict[str, list[dict]]]:
    files: dict[str, dict[str, list[dict]]] = {}
    for path in sorted(out.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                files.setdefault(path.stem, {}).setdefault(row["card_id"], []).append(row)
    return files


def write(out: Path, files: dict[str, dict[str, list[dict]]]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for stem, by_card in files.items():
        fh = io.StringIO()
        w = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        w.writeheader()
        for cid in sorted(by_card):
            for row in by_card[cid]:
                w.writerow({k: row.get(k, "") for k in COLUMNS})
        write_atomic(out / f"{stem}.csv", fh.getvalue())


_SHORT = {"m": "mode", "a": "arg", "n": "amount", "t": "target", "d": "duration", "w": "trigger", "c": "condition",
          "note": "note"}


def parse_notes(text: str, source: str = "notes") -> dict[str, list[dict[str, str]]]:
    """Rows a person wrote in the short review notation, one card a line:

        dispel: destroy a=enchantment t=target
        bear-strength: grant_trait a="Melee +2" t=bearer d=attached
        nullify: reveal_trigger a=targeted ; counter a=spell t=spell c="side=enemy" ; destroy a=self

    (m mode, a arg, n amount, t target, d duration, w trigger, c condition, note); `card-id: ok`
    confirms the card's draft rows as they are. Rows come out `review=checked`. A bad row raises ValueError naming the line."""
    import shlex

    out: dict[str, list[dict[str, str]]] = {}
    problems: list[str] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        cid, sep, rest = line.partition(":")
        if not sep:
            raise ValueError(f"{source}: line {lineno}: expected 'card-id: kind …'")
        if rest.strip() == "ok":  # the draft was read against the card and is right as it is
            out[cid.strip()] = []
            continue
        rows = []
        for part in rest.split(" ; "):
            words = shlex.split(part)
            if not words:
                raise ValueError(f"{source}: line {lineno}: empty effect")
            row = {"card_id": cid.strip(), "kind": words[0], "review": "checked"}
            for w in words[1:]:
                key, eq, value = w.partition("=")
                if not eq or key not in _SHORT:
                    raise ValueError(f"{source}: line {lineno}: {w!r} is not one of {', '.join(k + '=' for k in _SHORT)}")
                row[_SHORT[key]] = value
            if errs := validate_row(row):
                problems.append(f"{source}: line {lineno}: {cid}: {'; '.join(errs)}")
            rows.append(row)
        out[cid.strip()] = rows
    if problems:
        raise ValueError("\n".join(problems))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("octgn", type=Path, help="an OCTGN Mage Wars install or checkout (set.xml files with Text)")
    ap.add_argument("--db", type=Path, default=Path("db"))
    ap.add_argument("--out", type=Path, default=Path("db/effects"))
    ap.add_argument("--show", nargs="*", help="print text and draft for these card ids instead of writing")
    ap.add_argument("--apply", type=Path, nargs="*", default=[],
                    help="review notes (short notation, see parse_notes) that replace those cards' rows")
    args = ap.parse_args(argv)
    texts, cards = read_texts(args.octgn), _load_cards(args.db)
    if args.show is not None:
        for cid in args.show or sorted(cards):
            print(f"## {cid} | {cards[cid]['type']} | {texts.get(cid, '')}")
            for row in draft(cards[cid], texts.get(cid, "")):
                print("   ", {k: v for k, v in row.items() if v})
        return 0
    files = _existing(args.out)
    for notes in args.apply:
        for cid, rows in parse_notes(notes.read_text(encoding="utf-8"), str(notes)).items():
            if cid not in cards:
                raise SystemExit(f"{notes}: unknown card id {cid!r}")
            if not rows:  # "ok": confirm the existing (or freshly drafted) rows
                rows = next((r for f in files.values() for c, r in f.items() if c == cid), None) or \
                    [{"card_id": cid, **r} for r in draft(cards[cid], texts.get(cid, ""))]
                rows = [{**r, "review": "checked"} for r in rows]
            for by_card in files.values():
                by_card.pop(cid, None)
            files.setdefault(cards[cid]["type"].lower(), {})[cid] = rows
    have = {cid for by_card in files.values() for cid in by_card}
    added = 0
    for cid, rec in sorted(cards.items()):
        if cid in have:
            continue
        rows = [{"card_id": cid, **r, "review": "draft"} for r in draft(rec, texts.get(cid, ""))]
        for row in rows:
            if errs := validate_row(row):
                print(f"{cid}: {errs}", file=sys.stderr)
        files.setdefault(rec["type"].lower(), {})[cid] = rows
        added += 1
    write(args.out, files)
    print(f"drafted {added} cards into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
