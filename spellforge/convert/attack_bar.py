"""The readable attack bar of an OCTGN card (`AttackBar`), parsed, and reconciled with `cAttacks`.

OCTGN keeps every attack twice: `cAttacks` (what its scripts read, `name=…;dice=4;effects={…}`)
and `AttackBar` (what the card shows, `[Quick] [Melee] [Dice=4] [d12] [4-6 = Push;7-9 = Daze]`).
The two disagree on a few cards, and then the bar is the one a player reads on the printed card:
Sandstorm's cAttacks keeps only "4+: Push" where its bar has three bands, Gerard Matranga's
"Piercing +1 per Gold token" became a flat Piercing +1, Akiro's Hammer's Boulder lost "can only
target Corporeal Conjurations", and eleven cards (Mind Leech, Sohei Disciple, Sai…) have a bar
and no cAttacks at all. `reconcile` takes each fact from the bar where the bar states it and
from cAttacks where the bar is silent (ranges a bar leaves out; names, unless the set file keeps the
bar's label, `Steam Blast:`, for an attack cAttacks does not name or copied from another card); where
cAttacks lists more attacks than the bar, its abilities written as attacks without dice or action are
none (Otto Kronig's Reinforce), and if that does not make them agree cAttacks is kept.
It lists every disagreement it resolved (`tests/convert/test_attack_bar.py` checks the list over every card).
"""

from __future__ import annotations

import re

from spellforge.convert.traits import parse_trait

_TOKEN = re.compile(r"\[([^\[\]]*)\]")
_RANGE = re.compile(r"Ranged\s*:\s*(\d+)\s*-\s*(\d+)")
_DICE = re.compile(r"Dice\s*=\s*(\d+|X)")
_BAND = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)|\+)\s*=\s*(.+?)\s*$")
_PER_TOKEN = re.compile(r"^(.+?) per (\w+) token\b.*$")
_ONLY_TARGET = re.compile(r"^Can only target (.+)$")
_COUNTED = re.compile(r"^(\d+) (\w+)$")  # "2 Burn": two Burn markers
DAMAGE_TYPES = {"Flame", "Lightning", "Light", "Wind", "Hydro", "Poison", "Acid", "Frost", "Psychic",
                "Arcane", "Dark", "Fire", "Earth", "Air"}  # Air: the Promo Sandstorm's bar, where others print Wind
# Tokens of a bar that are neither a trait of the attack nor a fact we keep: the effect die shown,
# a cost (the card's own), and sentences some bars carry (Mohktari's Branch, Mana Crystal). `[Spell]`
# (only the Wizard's Arcane Zap) is a trait, as cAttacks' `Spell=True` says.
_SKIP = re.compile(r"^(d12|Cost\s*=.*|Add \d+ mana.*)$", re.I)


def _band(text: str) -> list[dict]:
    """`4-6 = Push;7-9 = Daze;10+ = Push & Daze` → d12 rows (low, high, conditions)."""
    rows = []
    for part in text.replace("&amp;", "&").split(";"):
        m = _BAND.match(part)
        if not m:
            return []
        effects: list[str] = []
        for item in re.split(r"\s*[&+]\s*", m.group(3)):
            n = _COUNTED.match(item.strip())
            effects += [n.group(2)] * int(n.group(1)) if n else [item.strip()]
        rows.append({"low": int(m.group(1)), "high": int(m.group(2)) if m.group(2) else None, "effects": effects})
    return rows


def _starts_attack(token: str) -> bool:
    # a Trample attack's bar begins with [Trample] where others name their action (Titanodon's
    # Thundering Footsteps after Gore: `… [+2 vs. Corporeal Conjurations] [Trample] [Melee] [Dice=7]`)
    return token in ("Quick", "Full", "Melee", "Damage Barrier", "Trample") or token.startswith("Ranged")


def _pieces(text: str):
    """(token, None) for each `[…]` token and (None, text) for what stands between them."""
    pos = 0
    for m in _TOKEN.finditer(text):
        yield None, text[pos:m.start()]
        yield m.group(1), None
        pos = m.end()
    yield None, text[pos:]


def _label(between: str) -> str:
    """An attack's name written before its tokens in a full set file (`Steam Blast:`), the last
    line that ends in a colon; "" where there is none (the facts-only files keep no name)."""
    lines = [ln.strip() for ln in between.splitlines() if ln.strip().rstrip(":").strip()]
    if not lines or not lines[-1].endswith(":"):
        return ""
    label = " ".join(lines[-1].rstrip(":").split())
    return re.sub(r"\b([A-Z])([A-Z])([a-z]+)", lambda m: m[1] + m[2].lower() + m[3], label)  # "Palm Heel STrike"


def parse_attack_bar(text: str) -> list[dict]:
    """Every attack of a bar, in the shape of `octgn_sets.parse_attacks` (`name` the bar's label,
    "" where the set file keeps none), plus
    `only_target` (a printed target restriction) and `per_token` ([trait, token]: the trait's
    value counts once per such token). An attack ends where the next begins: an action or range
    token after the dice or the range of the one before (bars without dice: Acolyte of the Bog
    Queen's `[Full] [Ranged:0-1] [Full] [Ranged:0-1]` are two attacks)."""
    attacks: list[dict] = []
    cur: dict | None = None
    name = ""  # the label before an attack's tokens ("Steam Blast:"), where the set file keeps it
    for raw, between in _pieces((text or "").replace("&amp;", "&")):
        if between is not None:
            if label := _label(between):
                name = label
                if cur is not None and (cur["dice"] is not None or cur["kind"] is not None or cur["action"] is not None):
                    cur = None  # a new label begins the next attack
            continue
        tok = " ".join(raw.split())
        if not tok:
            continue
        if cur is None or _starts_attack(tok) and (cur["dice"] is not None or cur["kind"] is not None
                                                    or (tok in ("Quick", "Full") and cur["action"] is not None)):
            cur = {"name": name, "kind": None, "action": None, "range_min": None, "range_max": None,
                   "damage_type": None, "dice": None, "effects": [], "traits": [], "only_target": "", "per_token": []}
            attacks.append(cur)
            name = ""
        if tok in ("Quick", "Full"):
            cur["action"] = tok.lower()
        elif tok == "Melee":
            cur["kind"], cur["range_min"], cur["range_max"] = "melee", 0, 0
        elif tok == "Ranged" or (m := _RANGE.fullmatch(tok)):
            cur["kind"] = "ranged"
            if tok != "Ranged":
                cur["range_min"], cur["range_max"] = int(m.group(1)), int(m.group(2))
        elif m := _DICE.fullmatch(tok):
            cur["dice"] = int(m.group(1)) if m.group(1).isdigit() else m.group(1)
        elif tok in DAMAGE_TYPES and cur["damage_type"] is None:
            cur["damage_type"] = tok
        elif rows := _band(tok):
            cur["effects"] = rows
        elif m := _ONLY_TARGET.match(tok):
            cur["only_target"] = m.group(1)
        elif m := _PER_TOKEN.match(tok):
            trait = parse_trait(m.group(1))
            cur["traits"].append(trait)
            cur["per_token"].append([trait[0], m.group(2)])
        elif _SKIP.match(tok):
            continue
        else:  # "Zone" is Zone Attack (Telekinetic Burst); "Piercing 2" a misprint of Piercing +2 (Blowgun);
            # a wall's "Passage Attack" is its trait Passage Attacks (000 L1004, 004 L1016)
            tok = {"Zone": "Zone Attack", "Passage Attack": "Passage Attacks"}.get(tok, tok)
            tok = re.sub(r"^(Piercing) (\d)", r"\1 +\2", tok)
            cur["traits"].append(parse_trait(tok))
    return [a for a in attacks if a["dice"] is not None or a["kind"] is not None or a["action"] is not None]


def _key(t: list) -> tuple:
    return (t[0], t[1])


def reconcile(card_name: str, c_attacks: list[dict], bar: list[dict]) -> tuple[list[dict], list[str]]:
    """The card's attacks with each fact the bar states taken from the bar, and the list of
    disagreements with cAttacks that were resolved so (one line each, `field: cAttacks → bar`)."""
    if not bar:
        return c_attacks, []
    notes: list[str] = []
    if len(c_attacks) > len(bar):  # cAttacks also lists abilities as attacks without dice or action (Otto
        # Kronig's Reinforce, a sentence the bar prints as no attack): those are not attacks
        abilities = [c for c in c_attacks if not c.get("dice") and not c.get("action")]
        if len(c_attacks) - len(abilities) != len(bar):
            notes.append(f"attacks: {len(c_attacks)} in cAttacks, {len(bar)} on the bar (cAttacks kept)")
            return c_attacks, notes
        notes += [f"{c['name']}: an ability without dice or action in cAttacks, not on the bar (no attack)"
                  for c in abilities]
        c_attacks = [c for c in c_attacks if c not in abilities]
    if not c_attacks:
        notes.append("attacks: none in cAttacks → the bar's" + ("" if all(b.get("name") for b in bar)
                                                               else " (named after the card)"))
    elif len(bar) > len(c_attacks):
        notes.append(f"attacks: {len(c_attacks)} in cAttacks, {len(bar)} on the bar → the bar's")
    blank = {"name": card_name, "kind": "melee", "action": None, "range_min": 0, "range_max": 0,  # the bar names
             "damage_type": None, "dice": 0, "effects": [], "traits": []}  # no attack: the card's name
    out = []
    for i, b in enumerate(bar):
        c = c_attacks[i] if i < len(c_attacks) else blank
        a = dict(c)
        label = c["name"]
        if b.get("name") and b["name"] != c["name"]:  # an attack only the bar names (Steam Blast, not Steam
            # Elemental), or one cAttacks copied from another card (Spark Elemental's Shock, not Endless Maw)
            if c is not blank:
                notes.append(f"{label}: name → {b['name']!r}")
            a["name"] = b["name"]
        for fld in ("kind", "action", "range_min", "range_max", "damage_type", "dice"):
            if b[fld] is not None and b[fld] != c.get(fld) and not (fld == "dice" and b[fld] == "X"):
                if c is not blank:
                    notes.append(f"{label}: {fld} {c.get(fld)!r} → {b[fld]!r}")
                a[fld] = b[fld]
        if b["damage_type"] is None and c.get("damage_type") and b["dice"] is not None and b["kind"] is not None:
            # the bar prints the whole attack and no damage type: the Final Release Screaming Zombie's Unholy
            # Scream (8+ Push, no Ethereal) is no Psychic attack; its cAttacks is a copy of the Promo's
            notes.append(f"{label}: damage_type {c['damage_type']!r} → None (the bar prints none)")
            a["damage_type"] = None
        if b["action"] is None and c.get("action") and any(t[0] == "Trample" for t in b["traits"]):
            notes.append(f"{label}: action {c['action']!r} → None (a Trample attack, made while moving)")
            a["action"] = None
        if b["effects"] and b["effects"] != c.get("effects"):
            if c is not blank:
                notes.append(f"{label}: effects {_bands(c.get('effects'))} → {_bands(b['effects'])}")
            a["effects"] = b["effects"]
        bar_traits = {_key(t): t for t in b["traits"]}
        c_traits = {_key(t): t for t in c.get("traits", ())}
        if bar_traits and set(bar_traits) != set(c_traits) or any(bar_traits[k][2] != c_traits[k][2] for k in
                                                                   set(bar_traits) & set(c_traits)):
            if c is not blank:
                notes.append(f"{label}: traits {sorted(t[2] for t in c_traits.values())} → "
                             f"{sorted(t[2] for t in bar_traits.values())}")
            a["traits"] = b["traits"]
        if any(t[0] == "Heal" or t[0].startswith("Heal target") for t in b["traits"]) \
                or b["dice"] is None and not (b["traits"] or b["effects"] or b["damage_type"]):
            # a heal ([Heal], or only its sentence: the Promo Wand of Healing), or a spell printed with only its
            # cost, action and range (Dispel Wand): not an attack
            a["ability"] = True
        if b["kind"] is None:  # a damage barrier, a wall's passage attack, a trap: neither melee nor ranged
            a["kind_printed"] = False
        if b["dice"] == "X":  # no number printed: the count comes from the card's text
            a["dice_x"] = "X"
        for extra in ("only_target", "per_token"):
            if b[extra]:
                if c is not blank:
                    notes.append(f"{label}: {extra} {b[extra]!r} (the bar only)")
                a[extra] = b[extra]
        out.append(a)
    return out, notes


def _bands(rows) -> str:
    return ", ".join(f"{r['low']}{'-' + str(r['high']) if r['high'] else '+'} {'+'.join(r['effects'])}"
                     for r in rows or ()) or "none"
