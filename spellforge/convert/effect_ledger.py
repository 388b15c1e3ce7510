"""The review ledger of db/effects: one row per card of the pool, saying against which source and
when the card's effect data was compared, how (by hand, or mechanically), what was found
(correct / approximated and why / no printed text), and a digest of the effect rows so compared
(`tests/library/test_effect_ledger.py` fails when a card's rows change and its row does not).

Development only: the printed text is read from an OCTGN folder the developer supplies
(`scripts/effect_review.py OCTGN_DIR --ledger`); nothing of it is written. The ledger keeps
statuses and our own short reasons, never the card's sentences.

The mechanical comparison (`mechanical_findings`) checks what a script can check honestly:
- the attack bars: the readable `AttackBar` tokens against the card's attacks (where they
  disagree on the number of attacks, cAttacks was kept: db/attack_bars.csv);
- the text's bracket tokens (`[Melee +2]`, `[Flying]`): each is said by the card's effects,
  traits or attacks;
- the rule words the effects vocabulary has a fact for: "must reveal" (reveal_trigger `must`),
  "as a quick spell" / "as a full action" / "as a quick action" (condition `action=`), "once per
  round" (`once=`), "next … attack this round" (`next_attack_this_round`), "before or after any
  friendly Action Phase" (`friendly_action_phase`).
What a script cannot read (the rest of the prose) it does not claim: such rows say `mechanical`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
from pathlib import Path

from spellforge.domain.effects import COLUMNS as EFFECT_COLUMNS

LEDGER_COLUMNS = ("card_id", "status", "checked", "source", "date", "why", "digest")
STATUSES = ("correct", "approximated", "no printed text")
CHECKED = ("hand", "mechanical")
SOURCE = "octgn:sIKE23/Mage-Wars@0c9f65c Text+AttackBar"


def digest(rows: list[dict]) -> str:
    """A short hash of a card's effect rows, in file order (every column but card_id)."""
    text = "\n".join("|".join((r.get(k) or "").strip() for k in EFFECT_COLUMNS[1:]) for r in rows)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def effect_rows(effects_dir: Path) -> dict[str, list[dict[str, str]]]:
    """card id -> its rows in db/effects/*.csv, every column, in file order."""
    out: dict[str, list[dict[str, str]]] = {}
    for path in sorted(Path(effects_dir).glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                out.setdefault(row["card_id"], []).append({k: (row.get(k) or "").strip() for k in EFFECT_COLUMNS})
    return out


def read_ledger(path: Path) -> dict[str, dict[str, str]]:
    with Path(path).open(encoding="utf-8", newline="") as fh:
        return {r["card_id"]: r for r in csv.DictReader(fh)}


def ledger_text(rows: list[dict[str, str]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(LEDGER_COLUMNS), lineterminator="\n")
    w.writeheader()
    w.writerows(sorted(rows, key=lambda r: r["card_id"]))
    return buf.getvalue()


def validate(row: dict[str, str]) -> list[str]:
    problems = []
    if row.get("status") not in STATUSES:
        problems.append(f"status {row.get('status')!r} not one of {', '.join(STATUSES)}")
    if row.get("checked") not in CHECKED:
        problems.append(f"checked {row.get('checked')!r} not one of {', '.join(CHECKED)}")
    if row.get("status") == "approximated" and len(row.get("why") or "") < 8:
        problems.append("approximated: say why")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", row.get("date") or ""):
        problems.append(f"date {row.get('date')!r} is not YYYY-MM-DD")
    return problems


_RULE_WORDS = (  # (pattern in the printed text, what the rows must have, the reason said when they lack it)
    (r"\bmust reveal\b|\bmust be revealed", lambda rows: any(
        r["kind"] == "reveal_trigger" and r["mode"] == "must" for r in rows), "a must-reveal trigger"),
    (r"\bas a quick (?:\w+ )?spell", lambda rows: _has(rows, "action=quick_spell", "quick spell"), "its quick-spell action"),
    (r"\b(?:as|uses?) a full action", lambda rows: _has(rows, "action=full", "full action"), "its full action"),
    (r"\bas a quick action", lambda rows: _has(rows, "action=quick", "quick action"), "its quick action"),
    (r"\bonce (?:per|each) round", lambda rows: _has(rows, "once=", "once per round", "per round"),
     "its once-per-round limit"),
    (r"\bnext [a-z -]*attack this round", lambda rows: any(
        r["duration"] == "next_attack_this_round" for r in rows), "the this-round limit of its next attack"),
    (r"before or after any friendly", lambda rows: any(
        r["trigger"] == "friendly_action_phase" or "before or after" in r["condition"] for r in rows),
     "its before-or-after-a-friendly-Action-Phase timing"),
)


def _has(rows: list[dict], *needles: str) -> bool:
    return any(n in f"{r['condition']};{r['note']}".lower() or n in r["condition"] for r in rows for n in needles)


def _said(token: str, rows: list[dict], card, summary: str) -> bool:
    t = token.lower()
    words = [r["arg"].lower() for r in rows] + [summary.lower()]
    words += [tr.text.lower() for tr in (*card.traits, *card.granted_traits)]
    words += [tr.text.lower() for a in card.attacks for tr in a.traits]
    keyword = re.split(r" [+-]?\d| X|\+", t)[0].strip()
    return any(t in w or (keyword and keyword in w) for w in words)


def mechanical_findings(card, rows: list[dict], text: str, bar_attacks: list[dict], summary: str,
                        bracket_traits: list[list]) -> list[str]:
    """What the mechanical comparison finds missing or different (empty = it agrees)."""
    found = []
    if bar_attacks and len(bar_attacks) != len(card.attacks):
        found.append(f"its bar shows {len(bar_attacks)} attacks, cAttacks {len(card.attacks)} (cAttacks kept)")
    for trait in bracket_traits:
        if not _said(trait[2] or trait[0], rows, card, summary):
            found.append(f"the bracket token {trait[2] or trait[0]} is not in its effects")
    for pattern, ok, what in _RULE_WORDS:
        if re.search(pattern, text, re.I) and not ok(rows):
            found.append(f"{what} is not a fact of its rows")
    if any(r["kind"] == "unmodelled" for r in rows) and any(r["kind"] != "unmodelled" for r in rows):
        found.append("part of it is unmodelled: " + "; ".join(r["note"] for r in rows if r["kind"] == "unmodelled"))
    return found
