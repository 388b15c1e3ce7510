"""The dummy opponent's own kit (`--dummy-cards`, DummyConfig.cards): which cards it can wear or cast,
and those cards compiled like any book's (model.compile_card), once per run."""

from __future__ import annotations

from dataclasses import replace

from spellforge.sim.game.model import compile_card
from spellforge.sim.game.spell_model import SpellModel


def dummy_kit(config, lib):
    """The DummyConfig with its cards compiled (`config.cards`: card ids of the library)."""
    models = []
    for cid in config.cards:
        card = lib.card(cid)
        if card is None:
            raise ValueError(f"unknown card {cid!r}")
        ce = lib.effects(card.id) if hasattr(lib, "effects") else None
        model = compile_card(card, ce.effects if ce else ())
        if isinstance(model, SpellModel):
            models.append(model)
    return replace(config, models=tuple(models))


# Why a card cannot be in the dummy's kit, as codes: the command line and the window say them in the
# reader's language (cli/goldfish_setup.kit_sentence). "unknown": no such card; "not_simulated": the
# engine does not model it; "curse": a curse of neither damage each Upkeep nor fewer attack dice;
# "unused": an enchantment or equipment with nothing the dummy uses (Armor, Life, Melee, Regenerate,
# a Defense, Block); "kind": none of attack spells, enchantments, equipment, Seeking Dispel, Dissolve.
KIT_PROBLEMS = ("unknown", "not_simulated", "curse", "unused", "kind")


def kit_card(lib, name: str):
    """(card, problem) for one name of the dummy's kit (any language, or an id): card None when the
    library does not know it; problem "" when the dummy can wear or cast it, else a KIT_PROBLEMS code."""
    card = lib.card(name) or lib.card_by_name(name)
    if card is None:
        return None, "unknown"
    ce = lib.effects(card.id) if hasattr(lib, "effects") else None
    model = compile_card(card, ce.effects if ce else ())
    return card, ("not_simulated" if isinstance(model, str) else kit_problem(model))


def kit_problem(model: SpellModel) -> str:
    """Why a card cannot be in the dummy's kit (a KIT_PROBLEMS code; "" = it can)."""
    if model.type == "Attack" and model.attacks:
        return ""
    if model.type == "Incantation" and (model.tags.get("seek_dispel") or model.tags.get("dissolve")):
        return ""  # it casts it on one of your hidden enchantments / your mage's equipment
    if model.type == "Enchantment" and model.role == "curse":
        return "" if model.dot or model.tags.get("weaken") else "curse"
    if model.type in ("Enchantment", "Equipment"):
        uses = any(model.grants.get(k) for k in ("Armor", "Life", "Melee")) or model.regen or model.defense \
            or model.tags.get("block")
        return "" if uses else "unused"
    return "kind"
