"""How much an attack is worth on a piece, and which pieces a spell may name: the estimates the
AI's choices rest on (sim/matchup/ai.py and the card modules ask them many times a round)."""

from __future__ import annotations

from spellforge.sim.game.spell_model import AttackProfile
from spellforge.sim.matchup.pieces import Piece

_TARGET_WORDS = {"Creature", "Living", "Corporeal", "Object", "Non-Flying", "Non-Epic", "Non-Mage", "Mage", "Friendly",
                 "or", "&", "Conjuration", "Incorporeal", "Non-Aquatic", "Non-Legendary", "Zone", "Arena"}


def threat(piece: Piece, armor: int = 0) -> float:
    """Expected damage a round of the piece's best attack (remembered on the piece while its
    attacks and bonuses stay the same: this is asked many times a round)."""
    key = (armor, piece.melee, piece.ranged, piece.piercing, len(piece.attacks))
    known = piece.threats.get(key)
    if known is not None:
        return known
    best = 0.0
    for a in piece.attacks:
        bonus = piece.melee if a.kind == "melee" else piece.ranged if not a.zone else 0
        best = max(best, a.expected_damage(armor, bonus, piece.piercing))
    piece.threats[key] = best
    return best


_FITS: dict[str, tuple] = {}


def fits(target: str, piece: Piece, friendly: bool) -> bool:
    """Whether a spell whose target line is `target` may go on `piece` (its printed target)."""
    parsed = _FITS.get(target)
    if parsed is None:  # the words of a target line, read once (this is asked many times a round)
        words = target.replace(",", " ").split()
        parsed = _FITS[target] = ("Non-Mage" in words, "Mage" in words, "Friendly" in words, "Living" in words,
                                  "Non-Flying" in words, tuple(w for w in words if w not in _TARGET_WORDS))
    non_mage, mage_only, friendly_only, living, non_flying, others = parsed
    if non_mage and piece.is_mage or mage_only and not piece.is_mage:
        return False
    if piece.conj is not None and "Conjuration" not in target and "Object" not in target:
        return False  # a conjuration is no creature (conjurers.py)
    if friendly_only and not friendly:
        return False
    if living and not piece.living:
        return False
    if non_flying and piece.flying:
        return False
    for w in others:  # a subtype or a mage's name ("Soldier Creature", "Druid Mage", "Forcemaster")
        if w not in piece.subtypes and w not in piece.name.split():
            return False
    return True


def expected_on(profile: AttackProfile, target: Piece, bonus: int = 0, piercing: int = 0,
                ethereal: bool = False) -> float:
    """The attack's expected damage on `target` as fight.strikes rolls it: after its Armor, and on
    an Incorporeal target with its "2"s counting as 0 unless the attack is Ethereal (the profile's
    own trait, or `ethereal`: the attacker's Divine Might) (000 L929-934)."""
    return profile.expected_damage(target.armor_now(), bonus, piercing, target.incorporeal and not ethereal)
