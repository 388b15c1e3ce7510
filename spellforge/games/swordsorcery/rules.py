"""The rulebook's numbers for Sword & Sorcery, each with its line in seed 002 (the Russian
rulebook). Only parameters and facts: the publisher's prose never ships."""

from __future__ import annotations

GAME_ID = "sword-sorcery"

ALIGNMENTS = ("order", "neutral", "chaos")  # Порядок - Нейтральный - Хаос, 002 L975-977
STYLES = ("agility", "faith", "magic", "strength")  # Ловкость, Вера, Магия, Сила: 002 L1016-1021
SLOTS = ("main", "off", "armour", "artifact")  # the hero sheet's item slots, 002 L939-947
HANDS = ("two_handed", "main", "off", "universal")  # 002 L1631-1641
CATEGORIES = ("weapon", "armour", "artifact", "other")  # 002 L1600, L1679, L1734, L2284
DECKS = ("emporium", "treasure", "soul_weapon", "stash")  # 002 L137-141, L2331
SKILL_KINDS = ("starting", "class", "general", "summon")  # 002 L1337-1343, L1490

MIN_PARTY = 2  # 002 L318
MAX_PLAYERS = 5  # 002 L119
MIN_LEVEL, MAX_LEVEL = 1, 7  # 002 L1073-1075
FORGE_COST = 50  # 002 L2347
TAVERN_STAKE = 5  # 002 L2359
TAVERN_PRIZES = (10, 20, 50)  # 002 L2369-2371
SELL_PER_ACT = 25  # 002 L2325
CAMPAIGN_ACT = 1  # every scenario of «Бессмертные души» is act I, 002 L2562

ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII")

CITES = {
    "party_size": "002 L318",
    "same_hero": "002 L312",
    "alignment_conflict": "002 L975-979",
    "soul_storm": "002 L981-991",
    "level_range": "002 L1073-1075",
    "level_cost": "002 L1085-1089",
    "one_step": "002 L1095-1097",
    "level_not_lowest": "002 L1099",
    "not_enough_shards": "002 L1085-1089",
    "skill_alignment": "002 L1388-1408",
    "skill_min_level": "002 L1412",
    "skill_other_hero": "002 L1380",
    "general_slot": "002 L1380-1386",
    "skill_count": "002 L1368, L1380",
    "item_skill": "002 L1402, L1752",
    "two_handed_off_hand": "002 L1633",
    "wrong_hand": "002 L1635-1641",
    "wrong_slot": "002 L939-945",
    "style_mismatch": "002 L1574-1596",
    "over_inventory": "002 L1033-1035",
    "skill_loss": "002 L1376, L2170",
    "death": "002 L2156-2172",
    "ghost_penalty": "002 L2192",
    "resurrection": "002 L2208-2220",
    "not_a_ghost": "002 L2208",
    "already_ghost": "002 L2156-2160",
    "crowns_per_hero": "002 L2278",
    "not_enough_crowns": "002 L2278, L2311",
    "emporium_faces": "002 L2315-2317",
    "sell": "002 L2325, L2562",
    "not_treasure": "002 L2325",
    "not_carried": "002 L939-947",
    "stash": "002 L2331-2335",
    "forge": "002 L2347-2351",
    "not_forgeable": "002 L2347",
    "already_forged": "002 L2347",
    "tavern": "002 L2359-2373",
    "tavern_once": "002 L2373",
    "artifact_charge": "002 L1760-1764",
    "soul_weapon_out": "002 L1669",
    "unknown_name": "",
    "max_level": "002 L1073-1075",
    "duplicate_skill": "002 L1370",
    "duplicate_item": "002 L137-141",
    "all_ghosts": "002 L862, L2194",
    "no_wounds": "002 L2154",
    "not_an_artifact": "002 L1754-1758",
    "charges_unknown": "002 L1760",
    "not_enough_charges": "002 L1760-1762",
    "not_soul_weapon": "002 L1671",
    "soul_weapon_not_used": "002 L1671",
    "already_empowered": "002 L1671",
    "slot_taken": "002 L1264-1266",
}


def level_cost(level: int) -> int:
    """Shards for reaching `level` from the one below: next level × next level (002 L1087-1089)."""
    return level * level


def sell_price(act: int) -> int:
    """Crowns for one treasure card of `act` (002 L2325)."""
    return SELL_PER_ACT * act


def resurrection_cost(level: int) -> int:
    """Shards to bring a ghost back: its current soul level (002 L2218)."""
    return level


def compatible_alignments(a: str, b: str) -> bool:
    """Order and Chaos never share a party; Neutral joins either (002 L979)."""
    return {a, b} != {"order", "chaos"}


def style_allows(rule: str, hero_styles: frozenset[str]) -> bool | None:
    """Whether an item's runes let a hero of these styles use it (002 L1578-1598): "" unknown
    (None), "any", one style "magic", either of "agility|strength", all but "!magic". A hero
    with several styles needs one to match (002 L1598); unknown hero styles give None."""
    rule = rule.strip()
    if not rule:
        return None
    if rule == "any":
        return True
    if not hero_styles:
        return None
    if rule.startswith("!"):
        banned = {s.strip() for s in rule[1:].split("|")}
        return any(s not in banned for s in hero_styles)
    return bool(hero_styles & {s.strip() for s in rule.split("|")})
