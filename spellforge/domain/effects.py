"""What a card does, as structured data (db/effects/*.csv, schema in db/effects/README.md).

One card has one or more `Effect` rows. Each row names a `kind` from `KINDS` and fills only the
fields that kind uses: `mode` (a sub-kind: add/remove, push/teleport…), `arg` (what: an object
kind, a condition name, a trait, a stat), `amount`, `target`, `duration`, `trigger` and
`condition` (restrictions, `key=value;key=value`). The vocabularies below are closed: the
validator rejects anything else, so the simulator and the summary templates can rely on them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

COLUMNS = ("card_id", "kind", "mode", "arg", "amount", "target", "duration", "trigger", "condition", "note", "review")
REVIEWS = ("draft", "checked")  # draft: written by convert/effects_draft.py; checked: read against the card by a person

# Status of a card's effect data (what `library stats` counts).
MODELLED, UNMODELLED, STATS_ONLY = "modelled", "unmodelled", "stats_only"

CONDITIONS = ("Bleed", "Burn", "Corrode", "Cripple", "Daze", "Disable", "Freeze", "Grapple", "Hidden", "Rot", "Restrained",
              "Slam", "Sleep", "Snatch", "Stagger", "Stuck", "Stun", "Tainted", "Taunt", "Weak", "Zombie", "Guard",
              "Ready", "Charge", "Rage", "Veteran", "Wrath", "Sectarus", "Tracked", "Prey", "Cover", "Vine",
              "Pest", "Blood Reaper", "Hunted", "Fire", "Melt", "Smoke", "Dissipate", "Mana",
              "any", "Poison")  # any: one condition of the player's choice; Poison: any poison condition
OBJECT_KINDS = ("any", "object", "creature", "conjuration", "enchantment", "equipment", "wall", "attack", "spell",
                "incantation", "mage", "self", "token", "condition")
MOVE_MODES = ("push", "pull", "teleport", "teleport_out", "move", "swap", "place")  # teleport_out: out of the arena (Sanctuary)
STATS = ("armor", "life", "channeling", "attack_dice", "melee_dice", "ranged_dice", "damage", "defense", "spell_cost",
         "reveal_cost", "range", "effect_roll", "mana", "actions", "moves", "speed", "spell_points", "upkeep",
         "level", "critical_damage", "dice_rerolls", "healing")
RETURN_MODES = ("hand", "spellbook", "play", "discard")
SPELL_TYPES_L = ("spell", "attack", "conjuration", "creature", "enchantment", "equipment", "incantation")
RESTRICTIONS = ("move", "attack", "melee", "ranged", "guard", "cast", "action", "quick_action", "full_action",
                "counterstrike", "heal", "teleport", "push", "target", "reveal", "channel", "defense", "flying",
                "damage", "destroy", "replace", "condition", "lose_condition", "leave_zone", "enter_zone", "block", "mana", "spellbind", "retaliate",
                "extra_move", "choose_target", "reset", "place", "hit", "cross_wall", "printed_defense")  # extra_move: more than one move action in a round; reset: in the Reset Phase;
# hit: its attack misses (Blind); place: where the card may not be placed (Archer's Watchtower: not adjacent to another friendly Outpost);
# cross_wall: move through this wall (Wall of Thorns: level 2+ creatures only as a full action);
# printed_defense: only the Defense printed on the card, not one an equipment or spell gives (Khali-Gar, Tarok)
EVENTS = ("cast", "reveal", "upkeep", "round_start", "round_end", "planning", "deployment", "action_phase",
          "activated", "attacked", "attacks", "damaged", "damages", "kills", "destroyed", "dies", "moves", "enters_zone",
          "leaves_zone", "targeted", "casts_spell", "heals", "condition_gained", "guards", "avoided", "channeling",
          "quickcast", "counterspell", "defends",
          "friendly_action_phase",  # immediately before or after any friendly creature's Action Phase (Ballista, Raincloud)
          "friendly_damages",  # a friendly creature attacks and damages a creature (Pentagram)
          "friendly_attacks",  # a friendly creature declares an attack (Archer's Watchtower)
          "enemy_activates",  # an enemy creature is activated (Defend Me, Mass Cowardice: revealed only then)
          "summoned")  # this creature comes into play, cast or not (errata-digest L737); side=friendly: any of yours

TARGETS = (
    "self",          # the card itself (a creature or conjuration acting on itself)
    "bearer",        # the object this enchantment/equipment is attached to
    "controller",    # this card's controller (you, your Mage)
    "opponent",      # an enemy Mage
    "target",        # the spell's target as printed on the card (Card.target)
    "target_creature", "target_mage", "target_object", "target_conjuration", "target_enchantment",
    "target_equipment", "target_zone", "target_wall", "target_spell", "target_attack",
    "zone_objects", "zone_creatures", "zone_enemies", "zone_friends",  # everything of a kind in the affected zone
    "zone_object",   # one object of the card's zone, chosen (Tataree: one Plant)
    "adjacent_zones",
    "friendly_creatures", "enemy_creatures", "all_creatures", "all_objects", "friendly_objects", "enemy_objects",
    "attacker", "defender",  # the creature attacking / being attacked when the trigger fires
    "bearer_controller",  # the controller of the object this card is attached to (Pacify's toll)
    "attacker_controller",  # the controller of the attacking creature (Suppression Cloak's toll)
    "caster",  # whoever cast this spell (Bound Healing: a familiar too, not only your Mage)
    "enemy_controlled",  # spells an opponent controls, whoever casts them (Harshforge Plate)
    "entering",      # the creature whose entering the zone fired the trigger (Hellfire Trap's attack)
    "returned",      # the creature the card just put into play from a discard pile (Animate Dead's damage and Zombie)
    "spell",         # the spell being cast, revealed or targeted when the trigger fires
    "mages",         # every Mage
)
DURATIONS = ("instant", "attached", "in_play", "end_of_round", "this_attack", "next_attack", "this_action", "this_activation",
             "permanent", "until_removed", "one_use",
             "this_round",  # for the rest of this round
             "next_attack_this_round")  # the next attack, if made this round (Holy Strike, Straywood Scout)
CONDITION_KEYS = ("type", "not_type", "not_school", "subtype", "trait", "school", "attack", "damage_type", "side", "living", "range", "level",
                  "in_zone", "has_condition", "state", "roll", "cost", "not_subtype", "not_trait", "once", "per",
                  "choice", "pay", "opponent_pays", "max", "min", "element", "object", "x",  # x: what the card's X is
                  "action",  # the action an ability takes: quick, full, quick_spell (ACTION_TYPES)
                  "against_trait", "against_condition")  # the defender's trait / condition (Dazzle, Wildfire Imp)
ACTION_TYPES = ("quick", "full", "quick_spell", "full_spell", "free")  # free: Second Chance's summon


@dataclass(frozen=True)
class KindSpec:
    """Which fields a kind uses; `args` is the closed vocabulary for `arg` (None = free word,
    () = no arg), `modes` for `mode`; `amount` says whether an amount is required/allowed."""

    meaning: str
    args: tuple[str, ...] | None = ()
    modes: tuple[str, ...] = ()
    amount: str = "no"  # "no" | "optional" | "required"


KINDS: dict[str, KindSpec] = {
    "destroy": KindSpec("destroy an object", OBJECT_KINDS),
    "damage": KindSpec("direct damage (not an attack); arg = damage type or empty (mode `place`: damage placed on "
                       "the object, not dealt: Ziggurat of Undeath)", None, ("", "place"), "required"),
    "heal": KindSpec("remove damage; mode `reconstruct`: the object may Reconstruct up to the amount (a Nonliving "
                     "object's repair, not healing: Reassemble)", (), ("", "reconstruct", "remove"), "required"),
    "gain_mana": KindSpec("the target gains mana", (), (), "required"),
    "gain_ki": KindSpec("the target gains Ki, the Monk's own resource (not mana)", (), (), "required"),
    "lose_mana": KindSpec("the target loses/pays mana", (), ("lose", "drain", "pay"), "required"),
    "attack_bonus": KindSpec("+/- attack dice on attacks (condition says which)", (), (), "required"),
    "condition": KindSpec("add or remove condition markers", CONDITIONS, ("add", "remove"), "optional"),
    "move": KindSpec("move an object; amount = zones", (), MOVE_MODES, "optional"),
    "token": KindSpec("add or remove tokens on a card (Load, Charge, Sink, Crush…); arg = token name", None, ("add", "remove"), "optional"),
    "counter": KindSpec("counter a spell", SPELL_TYPES_L),
    "guard": KindSpec("guard: the bearer guards / gains the Guard marker or a guarding rule"),
    "prevent_damage": KindSpec("prevent damage; amount = how much, empty = all", None, (), "optional"),
    "upkeep": KindSpec("pay this much mana each Upkeep phase to keep it", (), (), "required"),
    "reveal_trigger": KindSpec("a hidden enchantment that may (mode empty), must (mode `must`) or can only (mode "
                               "`only`) be revealed when this event happens", EVENTS, ("", "must", "only")),
    "aura": KindSpec("continuous effect on every matching object in an area; arg = trait or stat given", None, (), "optional"),
    "static_modifier": KindSpec("continuous change of a stat", STATS, (), "required"),
    "grant_trait": KindSpec("the target gains a trait (arg as printed, e.g. 'Melee +2', 'Flying'); mode `like`: its "
                            "attack works in the manner of the trait without gaining it (Whirling Strike)", None, ("", "like")),
    "lose_trait": KindSpec("the target loses a trait", None),
    "restrict": KindSpec("the target cannot do something", RESTRICTIONS),
    "summon": KindSpec("put an object or token into play; arg = what (mode `here`: creatures you summon may enter "
                       "play in this card's zone, Garrison Post)", None, ("", "here"), "optional"),
    "return_card": KindSpec("move a card between spellbook, discard pile, hand and play", OBJECT_KINDS, RETURN_MODES),
    "cast": KindSpec("the card casts (or lets you cast) spells; arg = spell type, condition = which",
                     None, ("familiar", "spawnpoint", "spellbind", "free", "ability"), "optional"),
    "take_control": KindSpec("take control of the target"),
    "extra_action": KindSpec("the target gets an extra action or quickcast", ("quick", "full", "move", "quickcast", "cast", "attack", "free")),
    "cost_modifier": KindSpec("spells cost more/less mana (condition says which)", SPELL_TYPES_L, (), "required"),
    "attack": KindSpec("the card makes an attack on the trigger (its attack bar; amount = dice when it has none)", None, (), "optional"),
    "reveal": KindSpec("reveal hidden cards / hidden enchantments; mode `look`: only look at one, it stays hidden",
                       OBJECT_KINDS, ("", "look")),
    "ignore": KindSpec("the target ignores a rule or effect (arg says which)", None),
    "redirect": KindSpec("an attack or damage is redirected to another object; source: a spell is cast from this card; "
                         "mirror: the target also suffers the damage and effects the defender suffers; "
                         "mana: mana an opponent's effect takes goes onto this card (Mana Prism)",
                         ("attack", "damage", "spell", "source", "mirror", "mana")),
    "defense": KindSpec("the target gains a defense; amount = the d12 threshold", (), (), "required"),
    "copy": KindSpec("copy another spell or effect", SPELL_TYPES_L),
    "sacrifice": KindSpec("the controller destroys/discards own object as a cost or effect", OBJECT_KINDS),
    "reroll": KindSpec("re-roll dice (the target's own or forces an attacker to)", ("attack_dice", "effect_die", "any")),
    "ready": KindSpec("ready or exhaust a marker or card", (), ("ready", "exhaust")),
    "choose": KindSpec("the next `amount` rows are alternatives: the controller picks one", (), (), "required"),
    "stats_only": KindSpec("the card does nothing but its stats, traits and attacks"),
    "unmodelled": KindSpec("what the vocabulary cannot express yet; note says why"),
}

_AMOUNT = re.compile(r"^(?:[+-]?\d+|[+-]?\d*X(?:[+-]\d+)?|[+-]?(?:\d+|X)d(?:\+\d+)?|d12)$")
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Amount:
    """`2`, `+1`, `-2`: a number; `X`: the spell's X; `4d`: roll 4 attack dice; `d12`: one effect die."""

    text: str

    @property
    def value(self) -> int | None:
        m = re.fullmatch(r"([+-]?\d+)", self.text)
        return int(m.group(1)) if m else None

    @property
    def dice(self) -> int | None:
        m = re.fullmatch(r"[+-]?(\d+)d(?:\+\d+)?", self.text)  # Xd: dice = X, not known here
        return int(m.group(1)) if m else None

    @property
    def is_x(self) -> bool:
        return "X" in self.text


@dataclass(frozen=True)
class Effect:
    kind: str
    mode: str = ""
    arg: str = ""
    amount: str = ""
    target: str = ""
    duration: str = ""
    trigger: str = ""
    condition: str = ""
    note: str = ""
    review: str = "checked"

    @property
    def amount_value(self) -> Amount | None:
        return Amount(self.amount) if self.amount else None

    @property
    def conditions(self) -> dict[str, str]:
        return parse_condition(self.condition)

    def as_dict(self) -> dict[str, str]:
        return {k: getattr(self, k) for k in COLUMNS[1:-1] if getattr(self, k)}


@dataclass(frozen=True)
class CardEffects:
    card_id: str
    effects: tuple[Effect, ...] = field(default_factory=tuple)

    @property
    def status(self) -> str:
        """stats_only: one stats_only row; unmodelled: nothing but unmodelled rows; else modelled."""
        kinds = {e.kind for e in self.effects}
        if kinds == {"stats_only"}:
            return STATS_ONLY
        if not kinds or kinds == {"unmodelled"}:
            return UNMODELLED
        return MODELLED

    @property
    def checked(self) -> bool:
        """Every row was read against the card by a person (not only drafted from patterns)."""
        return bool(self.effects) and all(e.review == "checked" for e in self.effects)

    @property
    def partial(self) -> bool:
        """Modelled, but part of what the card does is still an unmodelled row."""
        return self.status == MODELLED and any(e.kind == "unmodelled" for e in self.effects)


def parse_condition(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        key, _, value = part.partition("=")
        out[key.strip()] = value.strip()
    return out


def validate_row(row: dict[str, str]) -> list[str]:
    """Problems with one db/effects row (empty list = valid)."""
    errors: list[str] = []
    cid, kind = (row.get("card_id") or "").strip(), (row.get("kind") or "").strip()
    if not _SLUG.match(cid):
        errors.append(f"card_id {cid!r} is not a card id slug")
    spec = KINDS.get(kind)
    if spec is None:
        return errors + [f"unknown kind {kind!r}"]
    get = lambda k: (row.get(k) or "").strip()  # noqa: E731
    mode, arg, amount = get("mode"), get("arg"), get("amount")
    if spec.modes and mode not in spec.modes:
        errors.append(f"{kind}: mode {mode!r} not one of {', '.join(spec.modes)}")
    if not spec.modes and mode:
        errors.append(f"{kind}: takes no mode (got {mode!r})")
    if spec.args is None:
        pass
    elif spec.args == ():
        if arg:
            errors.append(f"{kind}: takes no arg (got {arg!r})")
    elif arg not in spec.args:
        errors.append(f"{kind}: arg {arg!r} not one of {', '.join(spec.args)}")
    if kind in ("grant_trait", "lose_trait", "ignore") and not arg:
        errors.append(f"{kind}: arg (the trait/rule) is required")
    if spec.amount == "required" and not amount:
        errors.append(f"{kind}: amount is required")
    if spec.amount == "no" and amount:
        errors.append(f"{kind}: takes no amount (got {amount!r})")
    if amount and not _AMOUNT.match(amount):
        errors.append(f"amount {amount!r}: expected N, +N, -N, X, 2X, X+1, Nd, Xd or d12")
    for fld, vocab in (("target", TARGETS), ("duration", DURATIONS), ("trigger", EVENTS)):
        if get(fld) and get(fld) not in vocab:
            errors.append(f"{fld} {get(fld)!r} is not in the {fld} vocabulary")
    for key, value in parse_condition(get("condition")).items():
        if key not in CONDITION_KEYS:
            errors.append(f"condition key {key!r} unknown (known: {', '.join(CONDITION_KEYS)})")
        elif not value or (key == "state" and value == "same"):  # a row stands alone: never "as above"
            errors.append(f"condition {key}: needs its own value (got {value!r})")
        elif key == "action" and value not in ACTION_TYPES:
            errors.append(f"condition action: {value!r} not one of {', '.join(ACTION_TYPES)}")
    if kind == "unmodelled" and len(get("note")) < 8:
        errors.append("unmodelled: the note must say why (one line)")
    if get("review") not in REVIEWS:
        errors.append(f"review {get('review')!r} not one of {', '.join(REVIEWS)}")
    if "\n" in get("note"):
        errors.append("note: one line only")
    if kind == "stats_only" and any(get(k) for k in ("mode", "arg", "amount", "target", "duration", "trigger", "condition")):
        errors.append("stats_only: no other fields")
    return errors


def effect_from_row(row: dict[str, str]) -> Effect:
    return Effect(**{k: (row.get(k) or "").strip() for k in COLUMNS[1:]})


def validate_card(effects: list[Effect] | tuple[Effect, ...]) -> list[str]:
    """Problems across one card's rows: stats_only stands alone; a choose has its alternatives."""
    errors: list[str] = []
    kinds = [e.kind for e in effects]
    if "stats_only" in kinds and len(kinds) > 1:
        errors.append("stats_only must be the card's only row")
    for i, e in enumerate(effects):
        if e.kind == "choose":
            n = Amount(e.amount).value or 0
            if n < 2 or n > len(effects) - i - 1:
                errors.append(f"choose {e.amount}: needs at least 2 and at most {len(effects) - i - 1} following rows")
    return errors
