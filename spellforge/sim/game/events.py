"""Structured game events: the engine records facts, the CLI and the UI turn them into sentences
(the UI through Qt's translation, so the log follows the interface language)."""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.i18n.plurals import english


@dataclass(frozen=True)
class Event:
    round: int
    kind: str
    data: dict = field(default_factory=dict)


# kind -> English template over `data`; the UI has its own translatable copy of each.
TEMPLATES: dict[str, str] = {
    "round": "Round {round}: {mana} mana after channeling (+{channeling})",
    "pool": "{name} channels {amount} into its own pool ({pool})",
    "burn": "Burn on {foe}: {damage} damage, {tokens} token(s) left",
    "rot": "Rot on {foe}: {damage} damage",
    "upkeep": "Upkeep {cost} paid for {card}",
    "upkeep_cut": "Upkeep {cost} paid for {card} ({cut} less: {by})",
    "upkeep_lost": "{card} is destroyed: its upkeep {cost} could not be paid",
    "prepare": "Prepared: {cards}",
    "cast": "{caster} casts {card} for {cost} mana ({how})",
    "reveal": "{card} revealed on {target} for {cost} mana",
    "hidden": "{card} cast face down on {target}; reveal cost {cost} not affordable yet",
    "attack": "{attacker} attacks {foe} with {attack} ({dice} dice): {damage} damage{conditions}",
    "marker": "{marker} marker on {card} for {cost} {pay}",
    "move": "{attacker} moves; {dist} zone(s) from the target",
    "effect_roll": "Effect die for {attack} against {foe}: {roll}{effects}",
    "killed": "{foe} is destroyed",
    "round_end": "End of round {round}: {damage} damage to the target this round, {spent} mana spent, {left} left",
    "no_kill": "The target survives {rounds} rounds",
    "heal": "{card} heals {target}: {amount} damage removed",
    "buff": "{card} strengthens {target} for this round",
    "burn_added": "{card} puts {tokens} Burn on the target",
    "defended": "{target} avoids the attack (defense {threshold}+)",
    "dot": "Curses on {foe} in Upkeep: {damage} damage",
    "reacted": "{card} on {target}: the attack is avoided",
    "disable": "{card}: {foe} neither guards nor attacks until the end of the round",
    "asleep": "{card}: {foe} is asleep, neither guarding nor attacking, until it takes damage",
    "no_attack": "{foe} cannot attack this round",
    "missed": "{attacker} is Dazed and misses",
    # the dummy's magic half (spellforge.sim.opponent.magic, dummy_turn)
    "dummy_casts": "The target casts {card}",
    "dummy_destroyed": "{caster} destroys the target's {card}",
    "dummy_taken": "{caster} takes the target's {card}",
    "dummy_revealed": "The target reveals {card}",
    "dummy_lost": "The target loses {card}",
    "countered": "{card} on {target} counters {caster}",
    "drain_mana": "{card}: the target loses {amount} mana, you gain it",
    "meditate": "Your mage meditates: +{amount} mana",
    "ki_gained": "{card}: you gain {amount} Ki ({ki} in all)",
    "ki_spent": "{card}: you spend {amount} Ki for {dice} more attack dice",
    "our_destroyed": "The target's {caster} destroys your hidden {card}",
    "mana_gained": "{card}: you gain {amount} mana",
    "shifted": "Your hidden {card} moves to {target}",
    # the arena and the discard pile (spellforge.sim.game.arena, discard)
    "dummy_move": "The target walks toward you; {dist} zone(s) from your mage",
    "trap": "{card} is revealed as the target enters its zone",
    "escape": "{card}: your mage teleports away from the target",
    "returned": "{card} brings {target} back into play",
    # mage abilities and deciding rolls (spellforge.sim.game.mage_abilities, rolls)
    "reaper_heal": "Blood Reaper: your mage heals {amount} damage",
    "life_gained": "Divine Reward ({card}): your mage gains {amount} Life ({life} in all)",
    "shield_on": "Voltaric Shield on for this round: {cost} mana",
    "shield": "Voltaric Shield: {amount} damage prevented",
    "roll": "{check} ({foe}): d12 = {roll}, needs {need}+: {result}",
}

CHECK_NAMES = {"daze": "Daze check", "defense": "Defense roll", "counter": "Counter roll", "slam": "Slam roll",
               "lullaby": "Lullaby roll (7+ Stun, else Daze)", "quicksand": "Quicksand escape roll"}


def describe(event: Event) -> str:
    """English text of an event (CLI and tests; the UI translates its own templates)."""
    data = dict(event.data)
    data.setdefault("round", event.round)
    if event.kind == "effect_roll":
        fx = data.get("effects") or {}
        data["effects"] = ", " + ", ".join(k if n == 1 else f"{k} ×{n}" for k, n in fx.items()) if fx else ", no effect"
        if data.get("lift"):  # a bonus on the die (Riptide +4 with our Initiative): "5+4=9"
            data["roll"] = f"{data['die']}+{data['lift']}={data['roll']}"
    if event.kind == "roll":
        data["check"] = CHECK_NAMES.get(data["check"], data["check"])
        data["result"] = "success" if data.get("passed") else "failure"
    if "conditions" in data:
        data["conditions"] = f", {data['conditions']}" if data["conditions"] else ""
    try:
        return english(TEMPLATES[event.kind].format(**data))  # "1 token", "2 zones"
    except (KeyError, IndexError):
        return f"{event.kind}: {data}"
