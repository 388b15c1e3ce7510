"""The objects of a two-sided game: pieces (mages and creatures) in the 4×3 arena, enchantments,
the two sides, a game's record, and which cards of a compiled book the matchup plays.

Everything a card does here comes from the goldfish's compiled SpellModel (sim/game/model.py):
no card names in code. A card the matchup cannot play is listed per book with its reason
(`matchup_reason`), and its copies are never cast, so they cost no mana.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from spellforge.sim.game.arena import ARENA_TAGS
from spellforge.sim.game.casting import CASTER_DISCOUNTS
from spellforge.sim.game.model import CompiledBook
from spellforge.sim.game.objects import ARENA_COLUMNS, ARENA_ROWS, Spawnpoint
from spellforge.sim.game.spell_model import AttackProfile, SpellModel
from spellforge.sim.matchup.checks import per_key, per_model
from spellforge.sim.matchup.played import REANIMATE_RULES, gear_played, spell_played

# The mages start in opposite corner zones (L98, L426): 3 + 2 = 5 zones apart.
CORNERS = ((0, 0), (ARENA_COLUMNS - 1, ARENA_ROWS - 1))
ARENA_ZONES = tuple((x, y) for x in range(ARENA_COLUMNS) for y in range(ARENA_ROWS))
# Enchantment tags the matchup plays (sim/cards/tags.py); other tags make a card "not simulated".
ENCHANTMENT_TAGS = {"block", "reverse", "nullify", "forcefield", "counterstrike", "barrier", "weaken", "marked", "fast", "elusive",
                    "vampiric", "aegis", "flying", "unavoidable", "jinx", "reverse_magic", "reveal_heal", "upkeep_curse",
                    "magebane", "upkeep_heal", "keep_burn", "charge", "restrain",
                    "control", "slow_curse", "move_damage", "lullaby",
                    "charm", "calm_reveal", "pacify", "mind_shield", "hate", "love", "dissipate", "grounded",
                    "death_link", "stumble", "ethereal_melee"}  # versus.py
# Enchantments kept face down until the enemy triggers them (their owner reveals them then).
HIDDEN_TAGS = ("block", "reverse", "nullify", "jinx", "reverse_magic", "reveal_heal", "decoy",  # Decoy: never revealed
               "escape", "mind_shield", "stumble")  # Divine Intervention (spells.py), Mind Shield (versus.py)


_HIDDEN: dict[int, tuple] = {}
_APPLIES: dict[tuple[int, int], tuple] = {}  # Side._applies: ((discount, spell), whether it applies) (checks.per_key)


def stays_hidden(spell: SpellModel) -> bool:
    """Remembered per model (the entry holds it, so its id is not reused): asked every Upkeep and Planning."""
    known = _HIDDEN.get(id(spell))  # (per_model's look-up inlined)
    return known[1] if known is not None and known[0] is spell else per_model(_HIDDEN, spell, _hidden_tagged)


def _hidden_tagged(spell: SpellModel) -> bool:
    return any(spell.tags.get(t) for t in HIDDEN_TAGS)


def spellbind_types(spell: SpellModel) -> tuple[set[str], set[str]] | None:
    """The spell types (and subtypes, if limited) an item's Spellbind takes (000 L1170-1182), or None."""
    types = {k[len("spellbind_"):] for k in spell.tags if k in ("spellbind_attack", "spellbind_incantation")}
    if not types:
        return None
    return types, {k[len("spellbind_subtype_"):] for k in spell.tags if k.startswith("spellbind_subtype_")}


def sleep_cost(level: int) -> int:
    """Sleep's X: 4 for a level-1 creature, 5 for level 2, 6 for level 3, +2 a level beyond (000 L799)."""
    return 3 + level if level <= 3 else 6 + 2 * (level - 3)
# Tags of attack spells whose extra effect the matchup leaves out (the attack itself is played).
INCANTATION_TAGS = {"dispel", "dissolve", "incapacitate", "push", "slam", "extra_attack", "unavoidable_round", "sleep",
                    "seek_dispel", "explode", "drain", "combustion", "fast", "charge", "teleport", "rouse",
                    "defend", "purify"}
# the X-cost rules the matchup chooses (sim/cards/tags.x_cost): a Sleep costs by the target's level
MATCHUP_X_RULES = {"", "sleep", "magic", "teleport", "level", "guard_level", "quicksand", *REANIMATE_RULES}  # "magic": Dispel and Dissolve, X = the cost of
# what goes; "teleport": 3 a zone moved, at least 3; "level": the target's level (Rouse the Beast)
X_CHOSEN = ("magic", "sleep", "teleport", "level", "guard_level", *REANIMATE_RULES)  # the X the AI chooses with the target

# why a card is not played in a matchup (besides the goldfish's own reasons, model.REASONS)
MATCHUP_REASONS = {
    "conjuration": "a conjuration other than a mana source or a spawnpoint: matchups do not place them yet",
    "enchantment_effect": "an enchantment whose effect the matchup does not play yet",
    "incantation_effect": "an incantation whose effect the matchup does not play yet",
    "no_effect": "nothing the matchup can apply",
    "not_modelled": "its effect is not modelled by the engine yet",
}


def seen_from(idx: int, zone: tuple[int, int]) -> tuple[int, int]:
    """A zone as side `idx` sees it from its own corner: a tie between zones broken by raw
    coordinates would favour one corner (the Druid's mirror gave the first corner 79 %)."""
    return zone if idx == 0 else (ARENA_COLUMNS - 1 - zone[0], ARENA_ROWS - 1 - zone[1])


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Zones apart, counted orthogonally (L418, L670-672)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def start_zone(idx: int, zones: int) -> tuple[int, int]:
    """Side idx's mage's zone `zones` apart from the other side's corner (the goldfish's --distance,
    batch.passive_side): a corner of the arena where one is that far (0, 2, 3, 5: the goldfish's
    target stands cornered, so a push into the arena's wall Crushes it, L2494-2502), else along the
    long edge first (1, 4)."""
    (x0, y0), (x1, y1) = CORNERS[1 - idx], CORNERS[idx]
    sx, sy = (1 if x1 >= x0 else -1), (1 if y1 >= y0 else -1)
    for dx, dy in ((abs(x1 - x0), 0), (0, abs(y1 - y0))):  # the two other corners
        if dx + dy == zones:
            return (x0 + sx * dx, y0 + sy * dy)
    dx = min(zones, abs(x1 - x0))
    dy = min(zones - dx, abs(y1 - y0))
    return (x0 + sx * dx, y0 + sy * dy)


def target_place(target) -> tuple[int | None, tuple[int, int] | None]:
    """(start, guard) of a SideSpec on the goldfish's target set-up (a TargetConfig): its mage `distance`
    zones from the other mage's corner (None: its own corner, 5 zones), its guard's (Life, Armor) or None."""
    span = distance(*CORNERS)
    start = min(target.distance or 0, span)
    return (None if start == span else start), ((target.guard_life, target.guard_armor) if target.guard_life > 0 else None)


def guard_piece(idx: int, zone: tuple[int, int], life: int, armor: int) -> Piece:
    """The goldfish's guard (TargetConfig.guard_life/guard_armor): a level-2 living creature with no
    attack, in its mage's zone with its Guard marker from the start (it guards every round: defend.keep_guard)."""
    p = Piece("Guard", "guard", idx, zone, (), life, armor, 2, 1)
    p.guard = True
    return p


def step_toward(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    """The next zone on the way from a to b (columns first: the long side of the arena)."""
    if a[0] != b[0]:
        return (a[0] + (1 if b[0] > a[0] else -1), a[1])
    if a[1] != b[1]:
        return (a[0], a[1] + (1 if b[1] > a[1] else -1))
    return a


def push_options(zone: tuple[int, int], origin: tuple[int, int]) -> list[tuple[int, int]]:
    """The directions a push from `origin` may take (L2494-2502): directly away; the larger
    difference when diagonal (columns on a tie); any direction from the same zone."""
    x, y = zone
    dx, dy = (x > origin[0]) - (x < origin[0]), (y > origin[1]) - (y < origin[1])
    if not dx and not dy:
        return [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if dx and (not dy or abs(x - origin[0]) >= abs(y - origin[1])):
        return [(dx, 0)]
    return [(0, dy)]


def inside(zone: tuple[int, int]) -> bool:
    return 0 <= zone[0] < ARENA_COLUMNS and 0 <= zone[1] < ARENA_ROWS


def is_wall(spell: SpellModel) -> bool:
    """A wall on a zone border that blocks or attacks the creatures crossing it (sim/matchup/walls.py)."""
    return spell.type == "Conjuration" and bool(spell.tags.get("wall_blocked") or spell.tags.get("wall_attack"))


def is_vine(spell: SpellModel) -> bool:
    """A conjuration attached to a creature that holds it: Tanglevine, Stranglevine (sim/matchup/holds.py)."""
    return spell.type == "Conjuration" and "Creature" in spell.target and spell.x_rule in ("", "quicksand") and bool(
        spell.tags.get("restrain") or spell.tags.get("dot_growing"))


def is_grove(spell: SpellModel) -> bool:
    """A conjuration whose aura gives Regenerate to the living friends in its zone: Mohktari (support.py)."""
    return spell.type == "Conjuration" and bool(spell.tags.get("aura_regen")) and "Zone" in spell.target


AURA_FIELD = {"Melee": "melee", "Ranged": "ranged", "Piercing": "piercing", "Armor": "armor", "Life": "life",
              "Charge": "charge"}  # a conjuration's aura (conjurers.py): the Piece field each bonus adds to


def conjurer_kind(spell: SpellModel) -> str:
    """"attacker", "tower", "garrison", "aura", "hand", "carnage", "siphon", "monolith", "ziggurat", "skulls" or "": a conjuration in a zone that attacks by
    itself, helps friendly Soldiers or creatures or gives an aura (sim/matchup/conjurers.py), from its
    compiled facts."""
    if spell.type != "Conjuration" or spell.target != "Zone" or spell.life <= 0:
        return ""
    t = spell.tags
    if spell.attacks and (t.get("mist") or t.get("temple") or t.get("siege") or t.get("sleep_mist")):
        return "attacker"
    if t.get("tower") or t.get("garrison"):
        return "tower" if t.get("tower") else "garrison"
    if spell.filtered_aura and not set(t) - {"conditional"} and all(
            a[0] in AURA_FIELD and not a[4] for a in spell.filtered_aura):
        return "aura"  # Armory, Rajan's Fury, Tooth & Nail, Etherian Lifetree: bonuses while in play
    if any(k.startswith("carnage:") for k in t) and all(k.startswith("carnage:") or k == "conditional" for k in t):
        return "carnage"  # Altar of Carnage: mana for a spawnpoint when a friendly creature of a subtype damages
    if t.get("activated_buff") and not set(t) - {"activated_buff", "conditional"}:
        return "hand"  # Hand of Bim-Shalla: once a round, Melee +N this round on a friendly living creature
    if t.get("reanimate_kills") and not set(t) - {"reanimate_kills"}:
        return "ziggurat"  # Ziggurat of Undeath: reanimates an enemy our zombie kills in melee (spells.py)
    if t.get("skull_altar"):
        return "skulls"  # Altar of Skulls: Skull tokens for enemy kills, then Finite Life and poison (skulls.py)
    for kind in ("siphon", "monolith"):  # Mana Siphon: the chosen mage's Channeling -N (mana_magic.py);
        if t.get(kind) and not set(t) - {kind, "magic"}:  # Harshforge Monolith: Upkeep +N nearby (monolith.py)
            return kind
    if any(k.startswith("kin:") for k in t) and all(k.startswith("kin:") or k == "conditional" for k in t):
        return "aura"  # Animal Kinship: our mage's bonus while we control a creature of a subtype
    return ""


TERRAIN = ("hinder_zone", "zone_malus", "enter_attack", "zone_dot", "slow_zone")
TRAPS = ("trap_attack", "trap_teleport")


def zone_kind(spell: SpellModel) -> str:
    """"terrain", "trap", "ward" or "" for a card on a zone the matchup plays (remembered per model:
    asked at every Planning phase and cast)."""
    if spell.target != "Zone" or spell.x_rule:
        return ""
    known = _ZONE_KINDS.get(id(spell))
    return known[1] if known is not None and known[0] is spell else per_model(_ZONE_KINDS, spell, _zone_kind)


def zone_cost(spell: SpellModel) -> int:
    """What a card on a zone costs to cast: a ward is revealed at once, its reveal cost paid with it
    (zones.py); the preparation (ai.cost_of) and the cast (game.cast) both ask here."""
    return spell.cost + (spell.reveal_cost if zone_kind(spell) == "ward" else 0)


_ZONE_KINDS: dict[int, tuple] = {}


def _zone_kind(spell: SpellModel) -> str:
    tags = set(spell.tags) - {"arena", "magic"}
    if spell.type == "Conjuration" and tags and tags <= set(TERRAIN):
        return "terrain"
    if spell.type == "Enchantment" and tags and tags <= set(TRAPS) and (spell.attacks or "trap_teleport" in tags):
        return "trap"
    if spell.type == "Enchantment" and (tags == {"aura_aegis"} or not tags and spell.filtered_aura
                                        and all(f[0] == "Armor" for f in spell.filtered_aura)):
        return "ward"
    return ""


def matchup_reason(spell: SpellModel) -> str:
    """"" when the matchup plays the card, else a reason code (MATCHUP_REASONS)."""
    t = spell.type
    if t == "Creature":
        return ""
    if t == "Conjuration":
        return "" if spell.spawnpoint or spell.grants.get("Channeling") or spell.own_channeling or is_wall(spell) \
            or is_vine(spell) or is_grove(spell) or zone_kind(spell) or conjurer_kind(spell) else "conjuration"
    if t == "Equipment":
        return "" if spell.grants or spell.attacks or spell.defense or spell.regen or spellbind_types(spell) \
            or spell.discounts or spell.spawnpoint or gear_played(spell) else "no_effect"
    if t in ("Enchantment", "Incantation") and spell_played(spell):
        return ""  # spells.py
    if t == "Enchantment":
        if zone_kind(spell):
            return ""  # a trap or a ward on a zone (zones.py)
        tags = set(spell.tags) - {"magic", "conditional", "arena"}
        if tags & set(ARENA_TAGS) - {"restrain", "slow_curse", "move_damage", "stumble"} or tags - ENCHANTMENT_TAGS:
            return "enchantment_effect"
        if spell.grants or spell.defense or spell.regen or spell.dot or tags:
            return ""
        return "enchantment_effect"
    if t == "Incantation":
        if spell.x_rule not in MATCHUP_X_RULES:
            return "incantation_effect"
        if spell.heal_flat and "Arena" in spell.target and spell.heal_all and not spell.tags:
            return ""  # Renewing Rain (support.py)
        if spell.heal_dice and "Arena" not in spell.target and (
                "Zone" not in spell.target or spell.heal_all):  # Group Heal: every friend in the zone
            return ""
        tags = set(spell.tags) - {"magic", "conditional"}
        if tags & INCANTATION_TAGS and not tags - INCANTATION_TAGS:
            return ""
        if spell.round_buff and not tags and (not spell.round_buff_all and "Arena" not in spell.target
                                              or set(spell.round_buff) <= {"Melee", "Ranged", "Armor"}):
            return ""  # on one creature, or on every friendly creature (of a subtype): Call of the Wild
        if spell.attacks and tags <= {"drain", "explode", "combustion"} and (
                "Marker" not in spell.target or "Vine Marker" in spell.target):  # Burst of Thorns (vines.py)
            return ""
        if spell.burn and not tags:
            return ""
        return "incantation_effect"
    if t == "Attack":
        return "" if spell.attacks else "no_effect"
    return "no_effect"


_REASONS: dict[int, tuple[SpellModel, str]] = {}


def _reason(spell: SpellModel) -> str:
    """matchup_reason, remembered per model (every game builds both sides' libraries)."""
    return per_model(_REASONS, spell, matchup_reason)


@dataclass(frozen=True)
class SideSpec:
    """One player's book as both workers see it (picklable): its compiled cards and the planner's
    preparation priority for each round (STYLES names: `opening` for rounds 1.., then `then`)."""

    label: str
    book: CompiledBook
    opening: tuple[str, ...] = ()
    then: str = "develop"
    # the goldfish's passive side (batch.passive_side): its mage starts `start` zones from the enemy
    # mage's corner (None: its own corner), and a guard creature of (Life, Armor) with no attack guards it
    start: int | None = None
    guard: tuple[int, int] | None = None
    dummy: str = ""  # the goldfish's dummy opponent (dummy.py): "walks" or "stands"
    # a user's plan (`goldfish --plan`, user_plan.py): ((round, card ids), …) prepared in those rounds;
    # the other rounds follow the styles above if `plan_then`, else prepare nothing (None: no plan)
    plan: tuple[tuple[int, tuple[str, ...]], ...] | None = None
    plan_then: bool = True

    def style(self, round_: int) -> str:
        return self.opening[round_ - 1] if round_ <= len(self.opening) else self.then


class Piece:
    """A mage or a creature in the arena."""

    __slots__ = ("name", "card_id", "side", "zone", "attacks", "life", "armor", "damage", "level", "is_mage",
                 "ready_round", "melee", "ranged", "piercing", "defense", "defense_round", "regen", "living",
                 "fast", "slow", "flying", "elusive", "vampiric", "subtypes", "burn", "rot", "corrode", "daze", "stun",
                 "weak", "weaken", "marked", "marked_round", "dot", "guard", "forcefield", "forcefield_max", "familiar", "pool", "channeling", "cast_limit", "counterstrike", "barrier", "enchantments", "upkeep", "removed",
                 "extra_round", "sleep", "unavoidable_round", "aegis", "sure", "magebane", "keep_burn", "charge",
                 "restrained", "held", "holds", "tokens", "growing", "slow_curse", "move_damage", "sink",
                 "escape", "lullaby", "threats", "conj", "auras", "defense_bonus", "fear", "crit_soak", "finite", "orb",
                 "orb_round", "charm", "pacify", "pacified", "raged", "smitten", "hate", "love", "linked", "stumbled",
                 "toll", "tolled", "flank", "struck", "whirl", "thirst", "incorporeal", "ethereal", "invisible", "invisible_trait", "waited")

    def __init__(self, name: str, card_id: str, side: int, zone: tuple[int, int], attacks, life: int, armor: int,
                 level: int, ready_round: int, is_mage: bool = False):
        self.name, self.card_id, self.side, self.zone = name, card_id, side, zone
        self.attacks: list[AttackProfile] = list(attacks)
        self.life, self.armor, self.level, self.is_mage, self.ready_round = life, armor, level, is_mage, ready_round
        self.damage = self.melee = self.ranged = self.piercing = self.defense = self.regen = self.upkeep = 0
        self.defense_round = self.burn = self.rot = self.corrode = self.daze = self.stun = self.weak = 0
        self.weaken = self.marked = self.marked_round = self.dot = self.extra_round = self.unavoidable_round = 0
        self.waited = 0  # the last round it waited for a friend (gather.py)
        self.aegis = 0  # Aegis X: X fewer dice in each attack on it, at least 1 (000 L2546-2548)
        self.sure = False  # its melee attacks are Unavoidable (Falcon Precision)
        self.charge = 0  # Charge +X: X more dice on a melee attack right after moving (000 L2288-2290)
        self.magebane = 0  # damage it takes each time it casts a spell (Magebane)
        self.keep_burn = False  # a blank does not remove its Burn tokens (Adramelech's Touch)
        self.flank = None  # Flank Attack on it: (round, subtype, N), used up by its next melee attack (spells.py)
        self.struck = None  # (round, the attackers that damaged it this round): Flank Attack's condition
        self.whirl = 0  # the round of a Whirling Strike on it: its quick melee attack made with its full action sweeps
        self.sleep = False  # Sleep: incapacitated; damage replaces it with a Daze (000 L2440-2442)
        self.forcefield = self.forcefield_max = 0  # Forcefield tokens: each cancels an attack
        self.living = True
        self.fast = self.slow = self.flying = self.elusive = self.vampiric = self.guard = self.removed = False
        self.familiar = False  # a familiar: its own mana pool, casts one prepared spell with its action
        self.pool = self.channeling = 0
        self.cast_limit = None  # what a familiar may cast (card_effects.CastLimit, None: anything)
        self.subtypes: tuple[str, ...] = ()
        self.counterstrike = None  # the enchantment that grants it (Retaliate), destroyed after use
        self.barrier: tuple[AttackProfile, object] | None = None  # damage barrier and its enchantment
        self.enchantments: list[Ench] = []
        self.restrained = 0  # Restrained and Unmovable (000 L2308-2310): Force Hold, a vine
        self.held: list[Piece] = []  # the vines attached to it (Tanglevine, Stranglevine)
        self.holds: Piece | None = None  # a vine: the creature it holds
        self.tokens, self.growing = 0, False  # a vine's Crush tokens; Stranglevine's grow each Upkeep
        self.slow_curse = self.move_damage = 0  # Enfeeble's Slow; Chains of Agony's damage a move
        self.sink = self.escape = 0  # Quicksand: the Sink tokens that destroy its creature, its escape roll
        self.lullaby = 0  # Lullaby: a d12 each Upkeep, 7+ Stun, else Daze
        self.threats: dict[tuple, float] = {}  # aim.threat's answers
        self.conj: SpellModel | None = None  # a conjuration in a zone (conjurers.py): its card
        self.auras: dict[str, int] = {}  # the conjurations' aura bonuses it holds now (conjurers.py)
        self.defense_bonus = self.fear = self.crit_soak = 0  # Defense +1, Helm of Fear, Veteran's Belt (gear.py)
        self.finite = 0  # Finite Life: it cannot heal or regenerate (Poisoned Blood, spells.py)
        self.orb = self.orb_round = 0  # a Defense against ranged attacks only, once a round (Force Orb, spells.py)
        self.charm = -1  # the side whose revealed Charm is on it: no attack on that side's mage (versus.py)
        self.pacify = self.pacified = 0  # Pacify's mana for its first attack of a round, the round it was asked
        self.raged = self.smitten = self.hate = self.love = 0  # Chant of Rage's, Song of Love's bearer; their tokens
        self.linked = 0  # the Death Links on it (versus.py)
        self.stumbled = 0  # the round its Stumble was revealed: no move action in that action phase (versus.py)
        self.toll = self.tolled = 0  # a melee attacker's mana toll (Suppression Cloak); the round it paid one (gear.py)
        self.thirst = 0  # Bloodthirsty +N: N more dice in melee on a damaged living target (L2236; frenzy.py adds a round's)
        # Incorporeal: a non-Ethereal attack's "2"s count as 0 and its effects do not touch it (000 L931-934,
        # L2304-2306, fight.py); Ethereal: its melee attacks are (Divine Might)
        self.incorporeal = self.ethereal = False
        # Invisible now (enemies cannot target it, it is Elusive); its card's trait, regained at the Reset (invisible.py)
        self.invisible = self.invisible_trait = False

    @property
    def alive(self) -> bool:
        return self.damage < self.life and not self.removed

    @property
    def left(self) -> int:
        return max(0, self.life - self.damage)

    def armor_now(self) -> int:
        return max(0, self.armor - self.corrode)

    def hidden(self, tag: str) -> "Ench | None":
        if not self.enchantments:
            return None  # (most pieces have none: this is asked at every strike)
        return next((e for e in self.enchantments if not e.revealed and e.spell.tags.get(tag)), None)

    def __repr__(self) -> str:
        return f"Piece({self.name!r}, side={self.side}, zone={self.zone}, {self.damage}/{self.life})"


def x_of(formula: str, level: int) -> int:
    """A cost printed as a formula of X, the bearer's level ("2X": Mind Control's reveal cost)."""
    import re

    m = re.fullmatch(r"(\d*)X([+-]\d+)?", formula.replace(" ", ""))
    return int(m.group(1) or 1) * level + int(m.group(2) or 0) if m else 0


def creature_piece(spell: SpellModel, side: int, zone: tuple[int, int], ready_round: int) -> Piece:
    """A creature card as it enters play (game._cast_creature; the rules scenarios place theirs so)."""
    p = Piece(spell.name, spell.card_id, side, zone, spell.attacks, spell.life, spell.armor, spell.level, ready_round)
    p.melee, p.defense, p.regen, p.upkeep = spell.melee_bonus, spell.defense, spell.regen, spell.upkeep
    p.living, p.fast, p.flying, p.elusive = not spell.nonliving, spell.fast, spell.flying, spell.elusive
    if spell.incorporeal:  # every Incorporeal object is also Nonliving (000 L929-930)
        p.incorporeal, p.living = True, False
    p.slow = None if spell.rooted else spell.slow  # None: it never moves (003 L278)
    p.invisible = p.invisible_trait = spell.invisible  # (invisible.py)
    p.subtypes, p.charge, p.thirst = spell.subtypes, spell.charge, spell.bloodthirsty  # printed Bloodthirsty +X (L2236)
    if spell.familiar:
        p.familiar, p.channeling, p.cast_limit = True, spell.own_channeling, spell.cast_limit
    return p


def conjuration_piece(spell: SpellModel, side: int, zone: tuple[int, int], attached: bool = False) -> Piece:
    """A conjuration card as it enters play: never activated (no action marker, 000 L960), never moves.
    One in a zone (conjurers.place_conj) knows its card (`conj`: no creature, aim.fits), its attacks, Incorporeal
    and its Load or Mist token; one attached to a creature (a vine, holds.attach_vine) has none of these."""
    p = Piece(spell.name, spell.card_id, side, zone, () if attached else spell.attacks, spell.life, spell.armor,
              spell.level, 10 ** 6)
    p.living, p.slow = not spell.nonliving, None
    if not attached:
        t = spell.tags
        p.conj, p.incorporeal = spell, spell.incorporeal
        p.tokens = 1 if t.get("siege") or t.get("mist") or t.get("sleep_mist") else 0  # a Load or a Mist token
    return p


class Ench:
    """An enchantment in play: face down until its owner reveals it (L1054-1072)."""

    __slots__ = ("spell", "owner", "bearer", "revealed", "tokens")

    def __init__(self, spell: SpellModel, owner: int, bearer: Piece):
        self.spell, self.owner, self.bearer, self.revealed = spell, owner, bearer, False
        self.tokens = 0  # its Dissipate tokens (versus.py)

    @property
    def total_cost(self) -> int:
        return self.spell.cost + self.spell.reveal_cost


_LIBRARIES: dict[int, tuple] = {}  # Side's library and cards by id, per book (checks.per_model)


def _library_of(book) -> tuple[dict, dict]:
    """(copies of each card the matchup plays, every card by id) of a book."""
    return ({s.card_id: book.copies.get(s.card_id, 0) for s in book.spells if not _reason(s)},
            {s.card_id: s for s in book.spells})
_SERVES: dict[tuple[int, int], tuple] = {}  # Side.ring_serves: ((book, item), the card ids its discounts serve)


class Side:
    """One player: its book, mage, creatures, mana, spellbook copies and what it has done."""

    # its attributes in slots (a look-up of one is faster than of an instance's 30 or more: matchup/speed.py);
    # "__dict__": another module may still give a side an attribute of its own
    __slots__ = ("idx", "spec", "book", "mage", "mana", "channeling", "creatures", "conjs", "spawnpoints", "equipment",
                 "slots", "in_play", "library", "cast", "damage", "quick_used", "walk_first", "prepared", "familiar_spells",
                 "bound", "bound_used", "groves", "vines", "discounts", "_by_id", "order_left",
                 "marker_on", "summons_round", "reaper_round", "reward_round", "shield_up", "deflect",
                 "spell_bonus", "meditate", "moloch", "discard", "autonomous", "torment", "tides", "upkeep_cut", "burn_melee",
                 "banished", "passive", "__dict__")  # banished and the 8 before it: gear.py, spells.py

    def __init__(self, idx: int, spec: SideSpec):
        self.idx, self.spec, self.book = idx, spec, spec.book
        m = spec.book.mage
        zone = CORNERS[idx] if spec.start is None else start_zone(idx, spec.start)
        self.mage = Piece(m.name, "", idx, zone, m.attacks, m.life, m.armor, 6, 1, is_mage=True)
        self.mage.melee, self.mage.defense = m.melee_bonus, m.defense
        self.mana, self.channeling = m.starting_mana, m.channeling
        self.creatures: list[Piece] = [] if spec.guard is None else [guard_piece(idx, zone, *spec.guard)]
        self.banished: list[list] = []  # [creature, Banish tokens, it had acted]: out of the arena (banish.py)
        self.conjs: list[Piece] = []  # its conjurations in a zone with Life (conjurers.py)
        self.spawnpoints: list[Spawnpoint] = []
        self.equipment: list[SpellModel] = []
        self.autonomous: list[SpellModel] = []  # its Autonomous items with an attack (Dancing Scimitar, gear.py)
        self.slots: Counter = Counter()
        self.in_play: set[str] = set()
        known = per_model(_LIBRARIES, spec.book, _library_of)  # worked out once per book, copied for each game
        self.library = dict(known[0])
        self.cast: Counter = Counter()
        self.damage: Counter = Counter()  # source name -> damage dealt to the other side
        self.quick_used = False
        self.walk_first = False  # this round the mage moves before it casts (matchup/approach.py)
        self.prepared: list[SpellModel] = []
        self.familiar_spells: dict[int, SpellModel] = {}  # id(familiar piece) -> the spell prepared for it
        self.bound: list[tuple[SpellModel, SpellModel]] = []  # (item, the spell bound to it), Spellbind
        self.bound_used: dict[str, int] = {}  # item card id -> the round its bound spell was cast (once a round, 000 L1176)
        self.groves: list[tuple[tuple[int, int], int]] = []  # (zone, Regenerate) of its trees' auras
        self.vines: list[tuple[int, int]] = []  # the zones of its Vine markers (the Druid, vines.py)
        self.discounts: list[list] = []  # [Discount, uses this round, uses a round, serves spawnpoints too, item]
        self._by_id = known[1]  # read only
        self.order_left: dict[int, tuple] = {}  # ai.prepare: (the order's facts, those with copies left) by id
        self.spell_bonus: list[tuple[tuple[str, ...], int]] = []  # the mage's attack spells' dice by type (gear.py)
        self.meditate = 0  # mana its mage's idle full action gains (gear.py)
        self.moloch = 0  # mana a cursed enemy costs for 1 damage in the Upkeep (Moloch's Torment, gear.py)
        self.torment = 0  # mana for a Burn on a cursed enemy after its mage's action phase (Adramelech's Torment, gear.py)
        self.tides: list[tuple[str, int]] = []  # (damage type, dice) its mage's attacks gain with the Initiative (gear.py)
        self.upkeep_cut: list[tuple[str, int, int]] = []  # Psi-Orb: (school, less upkeep, at most this many spells) (gear.py)
        self.burn_melee: list[tuple] = []  # (subtypes, N): Melee +N for its creatures attacking a burning object (gear.py)
        self.discard: list[SpellModel] = []  # its destroyed creatures' cards, oldest first (spells.py)
        # a side that can never attack (the goldfish's passive target, batch.passive_side): no spell in its
        # book and no attack on its pieces; nothing gives it one later (no spell of its own brings a piece
        # or an item; a creature taken over goes to the other side): approach.harmless asks it first
        self.passive = not spec.book.spells and not any(p.attacks for p in (self.mage, *self.creatures))

    def ring_serves(self, item: SpellModel) -> int:
        """Copies left in the book that the item's discounts serve."""
        key = (id(self.book), id(item))
        known = _SERVES.get(key)
        served = known[1] if known is not None else per_key(_SERVES, key, (self.book, item), 10_000, self._served, item)
        return sum(self.library[cid] for cid in served)  # (the cards picked once per book, not per game)

    def _served(self, item: SpellModel) -> list[str]:
        return [cid for cid in self.library if any(d.applies(self._by_id[cid]) for d in item.discounts)]

    def keep_discounts(self, item: SpellModel, sign: int) -> None:
        """A ring's discounts come into play with it (or go): once a round each, for the mage's own
        spells; the Death Ring's serve its spawnpoints too, on two spells a round (003 L328-330, L609-610)."""
        if sign < 0:
            self.discounts = [d for d in self.discounts if d[4] is not item]
            return
        casters = item.card_id in CASTER_DISCOUNTS
        self.discounts.extend([d, 0, 2 if casters else 1, casters, item] for d in item.discounts)

    def discount(self, spell: SpellModel, by_mage: bool, use: bool = False, by_spawn: bool = False) -> int:
        """What the rings take off the spell's mana cost now; `use` spends them. Never on the X of
        Dispel or Dissolve, the cost of a spell's effect (003 L329). `by_spawn`: a spawnpoint of
        ours casts it (a discount printed for spawnpoints too serves it: General's Signet Ring)."""
        if spell.x_rule == "magic":
            return 0
        total = 0
        for d in self.discounts:
            if d[1] < d[2] and (by_mage or d[3] or by_spawn and d[0].spawnpoints) and self._applies(d[0], spell):
                total += d[0].amount
                if use:
                    d[1] += 1
        return total

    def _applies(self, discount, spell: SpellModel) -> bool:
        """discount.applies(spell), remembered for every game (not per game: it depends on the two
        models only); the entry holds both, so their ids are not reused while it stands."""
        key = (id(discount), id(spell))
        known = _APPLIES.get(key)
        return known[1] if known is not None else per_key(_APPLIES, key, (discount, spell), 100_000, discount.applies,
                                                          spell)

    def pieces(self) -> list[Piece]:
        if self.conjs:  # a destroyed one leaves its list (fight.destroyed)
            return [self.mage, *self.creatures, *self.conjs]
        return [self.mage, *self.creatures]

    def hidden_reserve(self) -> int:
        """Mana kept for the Blocks and Nullifies it has placed face down (the planner keeps it)."""
        total = 0
        for p in self.pieces():
            for e in p.enchantments:  # (loops, not a generator: this is asked twice a round)
                if e.owner == self.idx and not e.revealed and stays_hidden(e.spell) and not e.spell.tags.get("stumble"):
                    total += e.spell.reveal_cost  # (Stumble's reveal is its owner's choice: nothing kept, versus.py)
        return total


@dataclass
class MatchRecord:
    seed: str
    winner: int | None = None  # 0, 1 or None (a draw)
    rounds: int = 0
    how: str = "timeout"  # mage_killed | both_killed | timeout
    cast: list[Counter] = field(default_factory=lambda: [Counter(), Counter()])
    damage: list[Counter] = field(default_factory=lambda: [Counter(), Counter()])
    events: list[tuple] | None = None
    # the goldfish's figures of each side (figures.py): per round the damage to the enemy mage, the mana
    # spent from its mage's pool and left in it; its first creature's round, creatures lost, casts from a wand
    dealt: list[list[int]] = field(default_factory=lambda: [[], []])
    spent: list[list[int]] = field(default_factory=lambda: [[], []])
    left: list[list[int]] = field(default_factory=lambda: [[], []])
    first_creature: list = field(default_factory=lambda: [None, None])
    lost: list[int] = field(default_factory=lambda: [0, 0])
    from_wand: list[Counter] = field(default_factory=lambda: [Counter(), Counter()])
    gained: list[int] = field(default_factory=lambda: [0, 0])  # mana gained this round besides Channeling
