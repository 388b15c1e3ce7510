"""Read OCTGN Mage Wars `set.xml` files into plain records.

Accepts both the facts-only files the project ships from and a real OCTGN install, whose `Text`
holds full rules prose (only the `[ … ]` tokens in it are kept). Parsing is tolerant where the
community data is messy (trailing spaces, `Chestpiece`/`Chest Piece`, `Conjuration-Terrrain`)
and strict where a wrong guess would corrupt the library: an unknown property or malformed XML
raises `SetFileError` naming the file (and the card).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException
from spellforge.convert.traits import TRAIT_SPELLING, parse_trait  # noqa: F401 (read by library/source.py)

KNOWN_PROPERTIES = {
    "Type", "Subtype", "Cost", "Action", "Range", "cTargets", "Target", "School", "Level", "Stats",
    "cAttacks", "AttackBar", "Traits", "Text", "CardID", "StatLife", "StatArmor", "StatChanneling",
    "StatDefense", "StatEquipmentSlot", "StatSpellBookPoints", "StatStartingMana", "MageSchoolCost",
    "MageSchoolFullTraining", "MageSchoolOpposed", "MageSubtypeTraining", "MageTypeOpposed",
    "MageSchoolPartialTraining", "MageComboTraining",
    # present in a full OCTGN install; prose we do not keep
    "MageAbilities", "MageTraining", "Nickname",
}
NON_SPELL_TYPES = {"Internal", "Phase", "DiceRoll"}
NON_SPELL_NAMES = {"Vine Marker Green", "V'Tar Orb Off"}
NON_SPELL_SETS = {"Gameboards"}
SET_NAME_FIXES = {"Lost Grimore": "Lost Grimoire Vol. 1"}
TYPE_FIXES = {"Conjuration-Terrrain": "Conjuration-Terrain"}
SLOT_FIXES = {"Chestpiece": "Chest", "Chest Piece": "Chest", "Chest": "Chest"}
ACTION_FIXES = {"Quick": "quick", "Q": "quick", "Full": "full"}
# Attack keys that are keywords ("Piercing", "Zone Attack", "+2 vs. Flying"); the data also
# holds sentences of card text there ("Add 3 mana to your mana supply."), which are not traits.
_KEYWORD = re.compile(r"[A-Z][a-z']*(?: [A-Z][a-z']*){0,2}")
_VS_BONUS = re.compile(r"\+\d+ [Vv]s\. [A-Z][\w ,]*")
ATTACK_KEY_FIXES = {"Zone": "Zone Attack"}  # Telekinetic Burst writes "Zone=True"


def _is_keyword(key: str) -> bool:
    return bool(_KEYWORD.fullmatch(key))


class SetFileError(ValueError):
    """A set file that cannot be converted; the message names the file (and card)."""


@dataclass
class RawCard:
    guid: str
    name: str
    props: dict[str, str]
    set_name: str
    set_id: str
    source: str  # file name


@dataclass
class SetFile:
    name: str
    id: str
    file: str
    cards: list[RawCard] = field(default_factory=list)

    @property
    def playtest(self) -> bool:
        return self.name.startswith("Playtest")

    @property
    def academy(self) -> bool:
        return "Academy" in self.name


def read_set_file(path: Path) -> SetFile:
    try:
        root = SafeET.parse(path).getroot()
    except FileNotFoundError:
        raise SetFileError(f"{path}: file not found") from None
    except DefusedXmlException as exc:
        raise SetFileError(f"{path}: refused unsafe XML ({exc.__class__.__name__})") from None
    except SafeET.ParseError as exc:
        raise SetFileError(f"{path}: malformed XML: {exc}") from None
    if root.tag != "set":
        raise SetFileError(f"{path}: not an OCTGN set file (root element <{root.tag}>, expected <set>)")
    raw_name = root.get("name") or path.stem
    sf = SetFile(SET_NAME_FIXES.get(raw_name, raw_name), root.get("id", ""), path.name)
    for el in root.iter("card"):
        sf.cards.append(_read_card(el, sf, path))
    return sf


def _read_card(el: Element, sf: SetFile, path: Path) -> RawCard:
    name = (el.get("name") or "").strip()
    guid = (el.get("id") or "").strip()
    if not name or not guid:
        raise SetFileError(f"{path}: a <card> without name or id (id={guid!r}, name={name!r})")
    props: dict[str, str] = {}
    for p in el.findall("property"):
        key = p.get("name", "")
        if key not in KNOWN_PROPERTIES:
            raise SetFileError(f"{path}: card {name!r}: unknown property {key!r}")
        props[key] = (p.get("value") or "").strip()
    return RawCard(guid, name, props, sf.name, sf.id, path.name)


def exclusion_reason(card: RawCard) -> str | None:
    """Why a card of a set file is not a spell (None for spells and mages)."""
    t = card.props.get("Type", "")
    if card.set_name in NON_SPELL_SETS:
        return f"set {card.set_name} holds no spells"
    if t in NON_SPELL_TYPES:
        return f"type {t} is a game-engine helper, not a spell"
    if "Aura" in split_list(card.props.get("Subtype", "")):
        return "subtype Aura: Paladin aura token, not a spell"
    if t == "Creature" and "Mage" in split_list(card.props.get("Subtype", "")):
        return "a mage card (subtype Mage), not a spell"
    if card.name in NON_SPELL_NAMES:
        return "marker token, not a spell"
    return None


# --------------------------------------------------------------------------------------------
# Field parsers. Each returns JSON-ready values (lists, ints, strings).


def split_list(value: str, sep: str = ",") -> list[str]:
    return [s.strip() for s in value.split(sep) if s.strip()]


def parse_type(value: str) -> tuple[str, str | None]:
    value = TYPE_FIXES.get(value, value)
    base, _, variant = value.partition("-")
    return base, (variant or None)


def parse_schools(school: str, level: str) -> tuple[list[list], str]:
    """`Fire+Dark`/`2+4` → AND; `Earth/Water`/`2/2` → OR; one school → single."""
    join = "and" if "+" in school else "or" if "/" in school else "single"
    sep = {"and": "+", "or": "/", "single": None}[join]
    names = split_list(school, sep) if sep else ([school.strip()] if school.strip() else [])
    lv_sep = "+" if "+" in level else "/" if "/" in level else None
    levels = [int(x) for x in (split_list(level, lv_sep) if lv_sep else [level]) if x.strip().isdigit()]
    if len(names) > 1 and len(levels) != len(names) and len(set(levels)) == 1:
        # one level printed for several alternatives (Steam Elemental: Fire/Air/Water, 2/2)
        levels = levels[:1] * len(names)
    if len(levels) != len(names):
        raise ValueError(f"schools {school!r} and levels {level!r} do not pair up")
    return [[n, lv] for n, lv in zip(names, levels)], join


def _cost_part(part: str) -> tuple[int | None, str | None]:
    part = part.strip().upper()
    if not part:
        return None, None
    if part.isdigit():
        return int(part), None
    if re.fullmatch(r"\d*X", part):
        return None, part
    raise ValueError(f"cost {part!r} is neither a number nor X")


def parse_cost(value: str) -> dict:
    cast, _, reveal = value.partition("+")
    c, cx = _cost_part(cast)
    r, rx = _cost_part(reveal) if reveal else (None, None)
    return {"cost": c, "cost_x": cx, "reveal_cost": r, "reveal_x": rx}


def parse_range(value: str) -> tuple[int | None, int | None]:
    m = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", value or "")
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)


def parse_traits(value: str) -> list[list]:
    return [parse_trait(t) for t in split_list(value)]


_TOKEN = re.compile(r"\[([^\[\]]+)\]")
_DEFENSE = re.compile(r"Defense\s*=?\s*(\d+)\+\s*(1x|2x|inf)\s*(No Ranged|No Melee)?", re.I)
# Tokens in Text that are engine markers, not traits granted to anything.
_ENGINE_TOKENS = {"ReadyMarker", "d12"}


def parse_granted(text: str, card_name: str = "") -> tuple[list[list], dict | None]:
    """Traits a card gives its bearer/target, from the `[ … ]` tokens of `Text`; a Text that is only
    the card's own name in brackets (Sai's and Nunchucks' "[Sai]"), or its name run together
    (Harshforge Plate's "[HarshforgePlate]"), is the module's tag for its script, not a trait.

    Works on facts-only text and on full rules prose alike: only bracketed tokens are read.
    """
    granted: list[list] = []
    defense = None
    if card_name and (text or "").strip() == f"[{card_name}]":
        return granted, defense  # the whole Text is the module's tag for its script, not a trait
    tag = card_name.replace(" ", "") if " " in card_name else None  # "[HarshforgePlate]": the script's tag
    tokens = [t.strip() for t in _TOKEN.findall(text or "") if t.strip() != tag]
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        i += 1
        if _DEFENSE.search(tok):
            defense = parse_defense(tok)
        elif tok == "Casting Discount" and i + 2 < len(tokens) + 1:
            # [Casting Discount][1][Animal][x1]: 1 less mana for Animal spells, once per round
            amount, what, uses = (tokens[i:i + 3] + ["", "", ""])[:3]
            i += 3
            n = int(amount) if amount.isdigit() else 1
            granted.append(["Casting Discount", n, f"Casting Discount {n} ({what}, {uses})"])
        elif re.fullmatch(r"[+-]\d+", tok) and granted and granted[-1][1] is None:
            # [Wind][+2]: a bare number belongs to the trait before it
            kw = granted[-1][0]
            granted[-1] = [kw, int(tok), f"{kw} {tok}"]
        elif tok in _ENGINE_TOKENS or re.match(r"^\+?\d", tok) or "=" in tok:
            continue
        else:
            granted.append(parse_trait(tok))
    return granted, defense


def parse_defense(value: str) -> dict | None:
    m = _DEFENSE.search(value if "efense" in value else f"Defense {value}")
    if not m:
        return None
    uses = m.group(2).lower()
    rider = (m.group(3) or "").lower()
    return {"threshold": int(m.group(1)), "uses": uses, "no_melee": rider == "no melee", "no_ranged": rider == "no ranged"}


def parse_slot(value: str) -> tuple[list[str], list[str]]:
    """`Weapon+Shield` occupies both; `Weapon/Shield` occupies either."""
    value = value.strip()
    if not value:
        return [], []
    if "/" in value:
        return [], [SLOT_FIXES.get(s, s) for s in split_list(value, "/")]
    return [SLOT_FIXES.get(s, s) for s in split_list(value, "+")], []


def _split_fields(attack: str) -> list[str]:
    """Split `k=v;k=v` on semicolons outside brackets and braces."""
    out, depth, cur = [], 0, []
    for ch in attack:
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth = max(0, depth - 1)
        if ch == ";" and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return [f.strip() for f in out if f.strip()]


_EFFECT_ITEM = re.compile(r"(\d+)\+?\s*:\s*\[([^\]]*)\]")


def parse_effects(value: str) -> list[dict]:
    """`{7: ['Burn'], 11: ['Burn', 'Burn']}` → d12 ranges [7-10 Burn, 11+ Burn Burn]."""
    rows = []
    for low, items in _EFFECT_ITEM.findall(value):
        effects = [w for w in re.findall(r"[A-Za-z][A-Za-z ]*", items.split(";")[0]) if w.strip()]
        if effects:
            rows.append([int(low), [e.strip() for e in effects]])
    rows.sort()
    out = []
    for i, (low, effects) in enumerate(rows):
        high = rows[i + 1][0] - 1 if i + 1 < len(rows) else None
        out.append({"low": low, "high": high, "effects": effects})
    return out


def parse_attacks(value: str) -> list[dict]:
    attacks = []
    for chunk in value.split("||"):
        if not chunk.strip():
            continue
        fields: dict[str, str] = {}
        traits: list[list] = []
        for f in _split_fields(chunk):
            key, _, val = f.partition("=")
            key, val = key.strip(), val.strip()
            if key in ("name", "range type", "range", "damage type", "dice", "effects", "action type"):
                fields[key] = val
            elif key.endswith("+X") and val:
                num = re.match(r"\d+", val)
                base = key[:-2].strip()
                if num and _is_keyword(base):
                    traits.append([base, int(num.group()), f"{base} +{num.group()}"])
            elif val == "True" and (_is_keyword(key) or _VS_BONUS.fullmatch(key)):
                traits.append(parse_trait(ATTACK_KEY_FIXES.get(key, key)))
        rng = re.findall(r"\d+", fields.get("range", ""))
        kind = "melee" if fields.get("range type", "").lower() == "melee" else "ranged"
        if fields.get("action type") == "Passage Attack" and not fields.get("range type"):
            kind = "passage"  # a wall's attack is neither melee nor ranged (000 L1004, 004 L1016)
        dice = re.match(r"\d+", fields.get("dice", ""))
        attacks.append({
            "name": fields.get("name", ""),
            "kind": kind,
            "action": ACTION_FIXES.get(fields.get("action type", ""), None),
            "range_min": int(rng[0]) if rng else 0,
            "range_max": int(rng[1]) if len(rng) > 1 else (int(rng[0]) if rng else 0),
            "damage_type": fields.get("damage type") or None,
            "dice": int(dice.group()) if dice else 0,
            "effects": parse_effects(fields.get("effects", "")),
            "traits": traits,
        })
    return attacks


def _stat(props: dict, name: str) -> int | None:
    """`Stat<name>`, else the same figure in the summary field `Stats` ("Channeling=1, Armor=2,
    Life=12"): Elemental Drake's printing has only the latter, and its Channeling 1 was lost."""
    if props.get(f"Stat{name}"):
        return _int_or_none(props[f"Stat{name}"])
    m = re.search(rf"(?:^|,)\s*{name}\s*=\s*(-?\d+)", props.get("Stats", ""))
    return int(m.group(1)) if m else None


def _int_or_none(value: str | None) -> int | None:
    if value is None:
        return None
    m = re.match(r"-?\d+", value.strip())
    return int(m.group()) if m else None


# cAttacks names the module got wrong on a spell whose bar names no attack: Shattering Strike's is
# copied from Paralyzing Strike (a playtest card), and the module's own scripts call the Monk's
# attack "Dragon-Tail Sweep" (scripts/attacks.py), not cAttacks' "Dragon-Tail Kick".
_MISNAMED = {"Shattering Strike": "Paralyzing Strike", "Dragon-Tail Sweep": "Dragon-Tail Kick"}


def _squashed(name: str) -> str:
    return re.sub(r"\W", "", name).casefold()


def card_attacks(card: RawCard) -> tuple[list[dict], list[str]]:
    """The card's attacks, `cAttacks` reconciled with the readable `AttackBar` (the bar wins where
    they disagree), and the disagreements so resolved (spellforge/convert/attack_bar.py)."""
    from spellforge.convert.attack_bar import parse_attack_bar, reconcile

    bar = parse_attack_bar(card.props.get("AttackBar", ""))
    attacks, notes = reconcile(card.name, parse_attacks(card.props.get("cAttacks", "")), bar)
    if card.props.get("AttackBar", "").strip() and not bar:
        # a bar of effects only (Flame Strike: "[Flame] [d12] [4-9 = Burn …]" for the target's next melee
        # attack): cAttacks' 0-dice entry is what the spell adds, no attack of its own
        attacks = [dict(a, ability=True, kind_printed=False) if not a.get("dice") else a for a in attacks]
    rmin, rmax = parse_range(card.props.get("Range", ""))
    only = attacks[0] if len(attacks) == 1 else None
    if card.props.get("Type") == "Attack" and only is not None and rmin is not None \
            and (only["range_min"], only["range_max"]) != (rmin, rmax) and only.get("kind_printed", True):
        # an attack spell's attack reaches as far as the spell: Snowstorm's cAttacks says 0-0, the card 0-1
        notes.append(f"{only['name']}: range {only['range_min']}-{only['range_max']} → the card's {rmin}-{rmax}")
        attacks = [dict(only, range_min=rmin, range_max=rmax)]
    if card.props.get("Type") == "Incantation" and only is not None and len(bar) == 1 and rmin is not None \
            and bar[0]["range_min"] is None and (only["range_min"], only["range_max"]) != (rmin, rmax) \
            and only.get("kind_printed", True) and not only.get("ability"):
        # an incantation's attack whose bar prints no range reaches as far as the spell: Siphon Life's
        # cAttacks says 0-1, the card 0-0 (a bar that prints one, Burst of Thorns' 0-0 from its Vine, wins)
        notes.append(f"{only['name']}: range {only['range_min']}-{only['range_max']} → the card's {rmin}-{rmax}")
        attacks = [dict(attacks[0], range_min=rmin, range_max=rmax)]
    if card.props.get("Type") in ("Attack", "Incantation") and len(attacks) == 1 and len(bar) == 1 \
            and not bar[0].get("name") and attacks[0]["name"] != card.name \
            and (_squashed(attacks[0]["name"]) == _squashed(card.name) or _MISNAMED.get(card.name) == attacks[0]["name"]):
        # a spell's one attack the bar prints without a name is the spell's where cAttacks' name is a script
        # id ("DrainLife") or a slip of the module (_MISNAMED); its own names (Burnout, Thornburst) stay
        notes.append(f"{attacks[0]['name']}: name → {card.name!r} (the bar names none)")
        attacks = [dict(attacks[0], name=card.name)]
    return attacks, notes


# A cAttacks entry with nothing but wall symbols (Wall of Force's Domination printing:
# `Passage Blocked=True;Line of Sight Blocked=True`, its bar `[Passage Blocked] [Line of Sight
# Blocked]`) is no attack: it states two traits the other printing lists under Traits.
_WALL_SYMBOLS = {"Line of Sight Blocked": "Blocks LOS", "Passage Blocked": "Passage Blocked"}


def wall_symbols(value: str) -> list[str]:
    """The wall traits a cAttacks value states as an attack without dice, or []."""
    out: list[str] = []
    for chunk in value.split("||"):
        fields = dict(f.partition("=")[::2] for f in _split_fields(chunk))
        said = [trait for key, trait in _WALL_SYMBOLS.items() if fields.get(key, "").strip() == "True"]
        if said and not set(fields) - {"name"} - set(_WALL_SYMBOLS):
            out += said
    return out


def _traits_and_attacks(card: RawCard) -> tuple[list, list[dict]]:
    traits, attacks = parse_traits(card.props.get("Traits", "")), card_attacks(card)[0]
    symbols = wall_symbols(card.props.get("cAttacks", ""))
    if not symbols:
        return traits, attacks
    attacks = [a for a in attacks if a["dice"] or a["effects"] or a["damage_type"]
               or any(t[0] not in _WALL_SYMBOLS.values() for t in a["traits"])]
    have = {t[0] for t in traits}
    return [parse_trait(s) for s in symbols if s not in have] + traits, attacks


def card_record(card: RawCard) -> dict:
    """One printing as a JSON-ready dict of facts (no rules prose)."""
    p = card.props
    try:
        base_type, variant = parse_type(p.get("Type", ""))
        schools, join = parse_schools(p.get("School", ""), p.get("Level", ""))
        granted, granted_defense = parse_granted(p.get("Text", ""), card.name)
        slots, slot_options = parse_slot(p.get("StatEquipmentSlot", ""))
        rmin, rmax = parse_range(p.get("Range", ""))
        traits, attacks = _traits_and_attacks(card)
        rec = {
            "guid": card.guid,
            "name": card.name,
            "code": p.get("CardID", ""),
            "type": base_type,
            "type_variant": variant,
            "subtypes": split_list(p.get("Subtype", "")),
            "schools": schools,
            "school_join": join,
            **parse_cost(p.get("Cost", "")),
            "action": ACTION_FIXES.get(p.get("Action", ""), None),
            "range": [rmin, rmax] if rmin is not None else None,
            "target": p.get("Target", ""),
            "traits": traits,
            "granted_traits": granted,
            "life": _stat(p, "Life"),
            "armor": _stat(p, "Armor"),
            "channeling": _stat(p, "Channeling"),
            "defense": parse_defense(p["StatDefense"]) if p.get("StatDefense") else granted_defense,
            "slots": slots,
            "slot_options": slot_options,
            "attacks": attacks,
        }
    except (ValueError, SyntaxError) as exc:
        raise SetFileError(f"{card.source}: card {card.name!r}: {exc}") from None
    return rec


def literal(value: str):
    """Safe literal evaluation for the Python-dict snippets some properties hold."""
    return ast.literal_eval(value)
