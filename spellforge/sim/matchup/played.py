"""Which round-5 cards the matchup plays (matchup_reason's seams, pieces.py): equipment played by
gear.py, incantations and enchantments played by spells.py. Kept apart from those two, which need
the AI and the pieces, so that pieces.py can ask without an import loop."""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.checks import per_model

REANIMATE_RULES = ("discard_full", "discard_half")  # X: the cost + the level; half the cost, rounded up
BANNER_KEYS = ("Melee", "Armor")

GEAR_TAGS = {"defense_bonus", "counter_roll", "crit_to_normal", "meditate", "curse_dot", "wand_heal", "wand_heal_cost",
             "wand_dispel", "armor_token", "toll", "torment_burn", "initiative", "conditional",
             "upkeepcut", "upkeep_max", "plant_restore"}


def gear_played(spell: SpellModel) -> bool:
    """Whether the matchup plays this equipment's effect here (matchup_reason's seam)."""
    tags = {t.partition(":")[0] if t.startswith(("initiative:", "upkeepcut:")) else t for t in spell.tags} - {"magic"}
    if not tags and not spell.spell_bonus and spell.filtered_aura:  # Bloodfire Helmet: Melee +N against a burning object
        return all(f[0] == "Melee" and f[4] and not f[3] for f in spell.filtered_aura)
    return bool(tags or spell.spell_bonus) and tags <= GEAR_TAGS


_PLAYED: dict[int, tuple[SpellModel, bool]] = {}


def spell_played(spell: SpellModel) -> bool:
    """Whether spells.py plays the incantation or enchantment (matchup_reason's seam; asked for
    every enchantment and special spell the AI looks at: remembered per model, the entry holding
    the model so that its id is not reused)."""
    known = _PLAYED.get(id(spell))  # (per_model's look-up inlined)
    return known[1] if known is not None and known[0] is spell else per_model(_PLAYED, spell, _played)


def flank_of(spell: SpellModel) -> tuple[str, int] | None:
    """(subtype, N) of a Flank Attack (sim/cards/conditional.py's `flank:<subtype>` tag): a creature of
    the subtype gains Melee +N and Piercing +N on its next melee attack this round when its target was
    damaged by another friendly creature of that subtype this round; None for any other spell."""
    keys = [k for k in spell.tags if k.startswith("flank:")]
    return (keys[0].split(":", 1)[1], spell.tags[keys[0]]) if len(keys) == 1 else None


def frenzy_of(spell: SpellModel) -> tuple[str, int] | None:
    """(subtype, N) of a Zombie Frenzy (conditional.py's `frenzy:<subtype>`): every creature of the subtype
    in the arena gains Bloodthirsty +N and Fast and loses Slow until the end of the round."""
    keys = [k for k in spell.tags if k.startswith("frenzy:")]
    return (keys[0].split(":", 1)[1], spell.tags[keys[0]]) if len(keys) == 1 else None


def _played(spell: SpellModel) -> bool:
    tags = set(spell.tags) - {"magic"}
    if spell.type == "Incantation":
        if flank_of(spell) and tags - {"conditional"} == {"flank:" + flank_of(spell)[0]}:
            return True  # spells.py
        if frenzy_of(spell) and tags - {"conditional"} == {"frenzy:" + frenzy_of(spell)[0]}:
            return True  # frenzy.py
        # armor_token: Crown of Protection's ability (gear.py); drain_mana: mana_magic.py; banish: banish.py
        if tags in ({"purge"}, {"zone_dispel"}, {"elusive_round"}, {"steal_enchantment"}, {"shift"},
                    {"steal_equipment"}, {"armor_token"}, {"sweeping_round"}, {"slam_roll"}, {"drain_mana"}, {"banish"}):
            return True
        if not tags and spell.heal_dice and spell.heal_all and spell.heal_subtypes and "Arena" in spell.target:
            return True  # Unholy Resurgence
        return tags <= {"reanimate", "zombie"} and bool(spell.tags.get("reanimate")) \
            and spell.x_rule in REANIMATE_RULES
    if spell.type == "Enchantment":
        if not tags and spell.filtered_aura and "Zone" not in spell.target and not spell.grants and not spell.attacks:
            # a banner: its keys on the bearer's zone friends, of any subtype (Dig In, Press the Attack
            # add a subtype and other effects: not played)
            return all(f[0] in BANNER_KEYS and not f[2] and not f[3] and not f[4] for f in spell.filtered_aura)
        return tags in ({"finite_life"}, {"rise_again"}, {"armor_ward"}, {"dot_enchant"}, {"ranged_defense"},
                        {"decoy"}, {"escape", "arena"}) \
            and not (spell.grants or spell.attacks)
    return False
