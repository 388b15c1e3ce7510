"""JSON records (as stored in db/ and in the library's `data` column) → domain objects."""

from __future__ import annotations

from spellforge.domain.cards import Attack, Card, Defense, EffectRange, Printing, SchoolJoin, SchoolLevel, Trait
from spellforge.domain.mages import Mage, TrainingRule


def trait(t: list) -> Trait:
    return Trait(t[0], t[1], t[2] if len(t) > 2 else "")


def attack(a: dict) -> Attack:
    return Attack(
        name=a["name"], kind=a["kind"], action=a.get("action"), range_min=a["range_min"], range_max=a["range_max"],
        damage_type=a.get("damage_type"), dice=a["dice"],
        effects=tuple(EffectRange(e["low"], e["high"], tuple(e["effects"])) for e in a.get("effects", ())),
        traits=tuple(trait(t) for t in a.get("traits", ())),
        only_target=a.get("only_target", ""), per_token=tuple(tuple(p) for p in a.get("per_token", ())),
        dice_x=a.get("dice_x", False),
    )


def defense(d: dict | None) -> Defense | None:
    return Defense(d["threshold"], d["uses"], d.get("no_melee", False), d.get("no_ranged", False)) if d else None


def card(rec: dict, names: dict[str, str] | None = None, name_sources: dict[str, str] | None = None) -> Card:
    rng = rec.get("range") or [None, None]
    return Card(
        id=rec["id"], name=rec["name"], type=rec["type"], type_variant=rec.get("type_variant"),
        subtypes=tuple(rec.get("subtypes", ())),
        schools=tuple(SchoolLevel(s, lv) for s, lv in rec.get("schools", ())),
        school_join=SchoolJoin(rec.get("school_join", "single")),
        cost=rec.get("cost"), cost_x=rec.get("cost_x"), reveal_cost=rec.get("reveal_cost"), reveal_x=rec.get("reveal_x"),
        action=rec.get("action"), range_min=rng[0], range_max=rng[1], target=rec.get("target", ""),
        traits=tuple(trait(t) for t in rec.get("traits", ())),
        granted_traits=tuple(trait(t) for t in rec.get("granted_traits", ())),
        life=rec.get("life"), armor=rec.get("armor"), channeling=rec.get("channeling"),
        defense=defense(rec.get("defense")),
        slots=tuple(rec.get("slots", ())), slot_options=tuple(rec.get("slot_options", ())),
        attacks=tuple(attack(a) for a in rec.get("attacks", ())),
        printings=tuple(Printing(p["set_name"], p["set_id"], p["code"], p["guid"], tuple(sorted(p.get("differs") or ())))
                        for p in rec.get("printings", ())),
        format=rec.get("format", "arena"), formats=tuple(rec.get("formats", ("arena",))),
        playtest=rec.get("playtest", False), errata=tuple(rec.get("errata", ())),
        spell_points=rec.get("spell_points"), build_rules=tuple(rec.get("build_rules", ())),
        names=dict(names or {"en": rec["name"]}), name_sources=dict(name_sources or {"en": "octgn"}),
    )


def printing_variant(rec: dict, guid: str) -> dict | None:
    """The card record with the facts of printing `guid` (None when that printing differs in
    nothing): what a book naming that printing gets with `--printing named`."""
    for p in rec.get("printings", ()):
        if p["guid"] == guid and p.get("differs"):
            return {**rec, **p["differs"]}
    return None


def mage(rec: dict, names: dict[str, str] | None = None) -> Mage:
    return Mage(
        name=rec["name"], mage_class=rec["mage_class"], format=rec["format"], spell_points=rec["spell_points"],
        life=rec["life"], channeling=rec["channeling"], armor=rec["armor"], starting_mana=rec["starting_mana"],
        attack_dice=rec["attack_dice"], melee_bonus=rec["melee_bonus"],
        training=tuple(TrainingRule(**r) for r in rec["training"]),
        counts_as=tuple(rec.get("counts_as", ())),
        element_choice=rec.get("element_choice", False), default_element=rec.get("default_element"),
        novice_full_price=rec.get("novice_full_price", False),
        traits=tuple(trait(t) for t in rec.get("traits", ())),
        attacks=tuple(attack(a) for a in rec.get("attacks", ())),
        defense=defense(rec.get("defense")),
        stats_guid=rec.get("stats_guid", ""), card_guid=rec.get("card_guid", ""),
        sources=dict(rec.get("sources", {})), names=dict(names or {"en": rec["name"]}),
    )
