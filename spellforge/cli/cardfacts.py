"""Cards and mages as plain JSON-ready dicts (the `card`, `mage` and `search` commands)."""

from __future__ import annotations

from spellforge.domain.cards import Attack, Card
from spellforge.domain.mages import Mage


def _attack(a: Attack) -> dict:
    return {
        "name": a.name, "kind": a.kind, "action": a.action, "range": [a.range_min, a.range_max],
        "damage_type": a.damage_type, "dice": "X" if a.dice_x else a.dice,
        "effects": [{"roll": f"{e.low}+" if e.high is None else f"{e.low}-{e.high}", "effects": list(e.effects)} for e in a.effects],
        "traits": [str(t) for t in a.traits],
    }


def card_facts(card: Card) -> dict:
    return {
        "id": card.id,
        "name": card.name,
        "names": {lang: card.names.get(lang) for lang in ("en", "ru", "pl")},
        "name_sources": {lang: card.name_sources.get(lang) for lang in ("en", "ru", "pl")},
        "type": card.type,
        "type_variant": card.type_variant,
        "subtypes": list(card.subtypes),
        "schools": [{"school": s.school, "level": s.level} for s in card.schools],
        "school_join": card.school_join.value,
        "level": card.level,
        "cost": card.cost if card.cost_x is None else card.cost_x,
        "reveal_cost": card.reveal_cost if card.reveal_x is None else card.reveal_x,
        "action": card.action,
        "range": None if card.range_min is None else [card.range_min, card.range_max],
        "target": card.target,
        "traits": [{"keyword": t.keyword, "value": t.value, "text": str(t)} for t in card.traits],
        "granted_traits": [str(t) for t in card.granted_traits],
        "life": card.life,
        "armor": card.armor,
        "channeling": card.channeling,
        "defense": None if card.defense is None else {
            "roll": card.defense.threshold, "uses": card.defense.uses,
            "no_melee": card.defense.no_melee, "no_ranged": card.defense.no_ranged},
        "slot": "+".join(card.slots) if card.slots else ("/".join(card.slot_options) or None),
        "attacks": [_attack(a) for a in card.attacks],
        "formats": list(card.formats),
        "playtest": card.playtest,
        "errata": list(card.errata),
        "printings": [{"set": p.set_name, "code": p.code, "guid": p.guid} for p in card.printings],
        # build rules printed on the card (db/build_rules.csv): its own spell-point cost, with sources
        "spell_points": card.spell_points,
        "build_rules": list(card.build_rules),
    }


def add_local_names(lib, card: Card, facts: dict, lang: str) -> None:
    """Attack names, attack traits ("+1 vs. …") and set names in every language, and in `lang`
    as `display` (db/i18n/game_names.csv), next to the English facts."""
    from spellforge.i18n.labels import Labels

    words = {code: Labels(code, lib.term) for code in ("en", "ru", "pl")}
    for row, a in zip(facts.get("attacks", []), card.attacks):
        row["names"] = {code: w.attack(a, card.name, card.display_name(code)) for code, w in words.items()}
        row["display"] = row["names"].get(lang, a.name)
        row["traits_display"] = [words.get(lang, words["en"]).trait(t) for t in a.traits]
    for row, p in zip(facts.get("printings", []), card.printings):
        row["set_names"] = {code: w.set_name(p.set_name) for code, w in words.items()}


def effect_facts(lib, card: Card) -> dict:
    """What the card does: the structured effects (db/effects), our summary in each language
    (a summary, not the printed text) and the English printed text the user imported (or None)."""
    return {
        "effects": lib.effects_json(card.id),
        "summary": {lang: lib.summary(card.id, lang) for lang in ("en", "ru", "pl")},
        "text": lib.card_text(card.id),
    }


def mage_facts(mage: Mage) -> dict:
    return {
        "name": mage.name,
        "names": {lang: mage.names.get(lang) for lang in ("en", "ru", "pl")},
        "class": mage.mage_class,
        "format": mage.format,
        "spell_points": mage.spell_points,
        "life": mage.life,
        "channeling": mage.channeling,
        "armor": mage.armor,
        "starting_mana": mage.starting_mana,
        "attack_dice": mage.attack_dice,
        "melee_bonus": mage.melee_bonus,
        "traits": [str(t) for t in mage.traits],
        "attacks": [_attack(a) for a in mage.attacks],
        "training": [str(r) for r in mage.training],
        "trained": list(mage.trained_schools),
        "opposed": list(mage.opposed_schools),
        "element_choice": mage.element_choice,
        "default_element": mage.default_element,
        "sources": dict(mage.sources),
    }
