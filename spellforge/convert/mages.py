"""Mages from the OCTGN `Mages` set: each `… Stats` card (Type Magestats) with the mage card
that precedes it, its figures and its training parsed from `MageSchoolCost`.

Every figure carries its source. Figures the rulebooks print override these later, at build
time, from `db/mage_figures.csv`.
"""

from __future__ import annotations

import re

from spellforge.convert.attack_bar import parse_attack_bar, reconcile
from spellforge.convert.octgn_sets import SetFile, SetFileError, parse_attacks, parse_defense, parse_traits

ELEMENTS = ("Air", "Earth", "Fire", "Water")
# Subclass prefixes printed before the class ("Johktari Beastmaster" is a Beastmaster).
ARENA_STARTING_MANA = 10
BASIC_MELEE = "Basic Melee Attack"


def parse_training(value: str, where: str) -> list[dict]:
    """`Nature=1, L-1-Water=1, Fire=3, S-Song=1, T-Creature=3, C-Holy-Creature=1, Living=3`."""
    rules = []
    for token in [t.strip() for t in value.split(",") if t.strip()]:
        key, _, mult = token.partition("=")
        if not mult.strip().isdigit():
            raise SetFileError(f"{where}: training token {token!r} has no multiplier")
        m = int(mult)
        if key.startswith("L-"):
            _, level, school = key.split("-", 2)
            rules.append({"kind": "level_cap", "multiplier": m, "school": school, "max_level": int(level)})
        elif key.startswith("S-"):
            rules.append({"kind": "subtype", "multiplier": m, "subtype": key[2:]})
        elif key.startswith("T-"):
            rules.append({"kind": "type", "multiplier": m, "card_type": key[2:]})
        elif key.startswith("C-"):
            _, school, ctype = key.split("-", 2)
            rules.append({"kind": "combo", "multiplier": m, "school": school, "card_type": ctype})
        elif key == "Living":
            rules.append({"kind": "living", "multiplier": m})
        elif key == "Creature":  # Academy Forcemaster writes `Creature=3` for `T-Creature=3`
            rules.append({"kind": "type", "multiplier": m, "card_type": "Creature"})
        else:
            rules.append({"kind": "school", "multiplier": m, "school": key})
    return rules


def _mage_name(stats_name: str) -> str:
    name = re.sub(r"\s+Stats\b", "", stats_name).strip()
    return name


def _mage_class(name: str) -> str:
    base = re.sub(r"\s*\(.*?\)", "", name).replace("Academy ", "").strip()
    return base.split()[-1]


def mage_records(sf: SetFile) -> list[dict]:
    out = []
    last_card = None
    for raw in sf.cards:
        p = raw.props
        if p.get("Type") != "Magestats":
            last_card = raw
            continue
        where = f"{sf.file}: {raw.name!r}"
        name = _mage_name(raw.name)
        fmt = "academy" if name.startswith("Academy") else "apprentice" if "(Apprentice)" in name else "arena"
        training = parse_training(p.get("MageSchoolCost", ""), where)
        # Academy Necromancer lists "Dsjer-Tet" in MageSubtypeTraining only, not in MageSchoolCost
        for sub in [s.strip() for s in p.get("MageSubtypeTraining", "").split(",") if s.strip()]:
            if not any(r["kind"] == "subtype" and r["subtype"] == sub for r in training):
                training.append({"kind": "subtype", "multiplier": 1, "subtype": sub})
        # the readable bar wins where it disagrees with cAttacks, as for every card (convert/attack_bar.py);
        # a mage's attack the bar alone has is its Basic Melee Attack (Elementalist, Monk)
        c_attacks = parse_attacks(p.get("cAttacks", ""))
        attacks, bar_notes = reconcile(BASIC_MELEE, c_attacks, parse_attack_bar(p.get("AttackBar", "")))
        basic = next((a for a in attacks if a["name"] == BASIC_MELEE), None)
        dice = basic["dice"] if basic is not None else 0
        from_c = any(a["name"] == BASIC_MELEE for a in c_attacks)
        dice_src = f"octgn:{sf.file}#{raw.name} " + ("cAttacks" if from_c else "AttackBar")
        traits = parse_traits(p.get("Traits", ""))
        melee = next((t[1] for t in traits if t[0] == "Melee" and isinstance(t[1], int)), 0)
        src = f"octgn:{sf.file}#{raw.name}"
        offset = int(p.get("StatStartingMana") or 0)
        wizard = _mage_class(name) == "Wizard"
        trained_elements = [r["school"] for r in training if r["kind"] == "school" and r["school"] in ELEMENTS and r["multiplier"] == 1]
        if wizard:
            # The Wizard trains Arcane plus one element of the player's choice; OCTGN stores Air.
            training = [r for r in training if not (r["kind"] == "school" and r["school"] in ELEMENTS)]
            training.append({"kind": "element", "multiplier": 1})
        card = last_card if last_card is not None and name.replace("Academy ", "").replace(" (Apprentice)", "") in last_card.name else None
        out.append({
            "name": name,
            "mage_class": _mage_class(name),
            "format": fmt,
            "stats_guid": raw.guid,
            "card_guid": card.guid if card else "",
            "spell_points": int(p.get("StatSpellBookPoints") or 0),
            "life": int(p.get("StatLife") or 0),
            "channeling": int(p.get("StatChanneling") or 0),
            "armor": int(p.get("StatArmor") or 0),
            "starting_mana": ARENA_STARTING_MANA + offset,
            "attack_dice": dice,
            "melee_bonus": melee,
            "defense": parse_defense(p["StatDefense"]) if p.get("StatDefense") else None,
            "traits": traits,
            "attacks": attacks,
            "training": training,
            "element_choice": wizard,
            "default_element": trained_elements[0] if wizard and trained_elements else None,
            "sources": {
                "spell_points": src + " StatSpellBookPoints",
                "life": src + " StatLife",
                "channeling": src + " StatChanneling",
                "armor": src + " StatArmor",
                "starting_mana": src + f" StatStartingMana ({offset:+d} from the Arena 10 mana)",
                "attack_dice": dice_src,
                "melee_bonus": src + " Traits",
                "training": src + " MageSchoolCost",
                "attacks": src + " cAttacks, checked against AttackBar"
                           + (f" ({'; '.join(bar_notes)})" if bar_notes else ""),
            },
        })
    _add_statless_apprentices(sf, out)
    return out


APPRENTICE_LIFE, APPRENTICE_CHANNELING = 24, 10  # every apprentice mage: 000 L102, 004 L97


def _add_statless_apprentices(sf: SetFile, out: list[dict]) -> None:
    """`Warlock (Apprentice)` has a mage card but no Stats card: derive it from the Arena
    Warlock's training with the rulebook's apprentice figures."""
    have = {m["name"] for m in out}
    for raw in sf.cards:
        if raw.props.get("Type") == "Magestats" or "(Apprentice)" not in raw.name or raw.name in have:
            continue
        base = next((m for m in out if m["name"] == raw.name.replace(" (Apprentice)", "")), None)
        if base is None:
            continue
        rule = "seed 000 L102 / 004 L97 (apprentice mode: Life 24, Channeling 10, 3 dice)"
        out.append({**base, "name": raw.name, "format": "apprentice", "card_guid": raw.guid, "stats_guid": "",
                    "life": APPRENTICE_LIFE, "channeling": APPRENTICE_CHANNELING, "attack_dice": 3, "melee_bonus": 0,
                    "traits": [], "sources": {**base["sources"], "life": rule, "channeling": rule,
                                              "attack_dice": rule, "melee_bonus": rule,
                                              "training": base["sources"]["training"] + " (Arena Warlock's training)"}})
