"""Our discard pile in a goldfish game, and the cards that bring creatures back from it. Part of
Game. With `--opponent dummy` our creatures can be destroyed; a destroyed creature goes to its
owner's discard pile (L835), from where (card text, OCTGN data):

* Resurrection (X = the creature's cost + its level) summons a destroyed Living creature into the
  caster's zone;
* Animate Dead (X = half the creature's cost, rounded up) summons a non-Epic Living creature into
  our mage's zone with damage equal to its level and a Zombie marker;
* Rise Again (a curse, here on our creature the dummy attacks) lets us pay half the creature's
  cost (rounded up) to Reanimate it when it is destroyed: it comes back in the zone where it was
  destroyed at the end of the round (errata L525), with damage equal to its level, a Zombie.

A creature summoned back enters inactive, as any summoned creature (L612, L879). The Zombie marker
makes it Nonliving and of the Zombie subtype (what Zombie Frenzy and the like look for).
"""

from __future__ import annotations

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Unit


def discard_tags(card, rows) -> dict[str, int]:
    """Tags of the cards that return a creature from the discard pile (shape of their rows)."""
    tags: dict[str, int] = {}
    zombie = any(e.kind == "condition" and e.arg == "Zombie" for e in rows)
    for e in rows:
        if e.kind == "return_card" and e.mode == "play" and e.arg == "creature":
            if not e.trigger and e.target == "controller":
                tags["reanimate"] = 1
                tags["zombie"] = int(zombie)
            elif e.trigger == "destroyed" and e.target == "bearer" and "half" in e.conditions.get("pay", ""):
                tags["rise_again"] = 1
    if tags.get("reanimate") and card.type != "Incantation":
        return {}
    return tags


def x_rule_of(tags: dict[str, int]) -> str:
    if tags.get("reanimate"):
        return "discard_half" if tags.get("zombie") else "discard_full"
    return ""


class DiscardMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_discard(self) -> None:
        self.discard: list[SpellModel] = []  # our destroyed creatures, oldest first
        self.rise_again: dict[int, SpellModel] = {}  # id of our creature -> the Rise Again on it
        self.risen: list[tuple[SpellModel, int, SpellModel]] = []  # (creature, zone, the card) back at round end

    def to_discard(self, unit: Unit) -> None:
        """A creature of ours is destroyed: its card goes to the discard pile, or comes back with
        Rise Again if we can pay half its cost."""
        model = self.models.get(unit.card_id)
        if model is None or model.type != "Creature":
            return
        rise = self.rise_again.pop(id(unit), None)
        if rise is not None:
            price = (model.cost + 1) // 2
            if self.mana >= price:
                self._pay(price)
                self.risen.append((model, unit.dist, rise))
                return
        self.discard.append(model)

    def _returnable(self, spell: SpellModel) -> SpellModel | None:
        """The creature of our discard pile a Resurrection / Animate Dead brings back: the one with
        the best attack (Living; Animate Dead: not Epic)."""
        armor = self.target.armor_now()
        best, best_value = None, -1.0
        for m in self.discard:
            if m.nonliving:
                continue
            value = m.best_attack_value(armor, m.melee_bonus) + 0.01 * m.life
            if value > best_value:
                best, best_value = m, value
        return best

    def discard_castable(self, spell: SpellModel) -> bool | None:
        t = spell.tags
        if t.get("reanimate"):
            return self._returnable(spell) is not None
        return None

    def discard_cost(self, spell: SpellModel) -> int:
        m = self._returnable(spell)
        if m is None:
            return 99
        return (m.cost + 1) // 2 if spell.tags.get("zombie") else m.cost + m.level

    def rise_again_target(self, spell: SpellModel):
        """On the creature of ours the dummy attacks first, else our first Living creature."""
        if not self._dummy():
            return None
        victim = self._dummy_victim(peek=True)
        ok = [u for u in self.creatures if u.alive and not u.nonliving and id(u) not in self.rise_again]
        return victim if victim in ok else ok[0] if ok else None

    def reanimate(self, spell: SpellModel) -> None:
        m = self._returnable(spell)
        self.discard.remove(m)
        unit = self._summon_back(m, None, zombie=bool(spell.tags.get("zombie")))
        if self._log is not None:
            self._log.append(Event(self.round, "returned", {"card": spell.name, "card_id": spell.card_id,
                                                           "target": unit.name, "target_id": unit.card_id}))

    def _summon_back(self, m: SpellModel, dist: int | None, zombie: bool) -> Unit:
        self.library[m.card_id] = self.library.get(m.card_id, 0) + 1  # the card is cast again
        self._resolve(m)
        self.library[m.card_id] -= 1
        unit = self.creatures[-1]
        if dist is not None:
            unit.dist = dist
        if zombie:
            unit.damage = m.level  # damage equal to its level
            unit.nonliving = True
            unit.subtypes = tuple(unit.subtypes) + ("Zombie",)
        return unit

    def discard_round_end(self) -> None:
        """Creatures reanimated by Rise Again (the enchantment they carried) come into play at the
        end of the round."""
        for m, dist, card in self.risen:
            unit = self._summon_back(m, dist, zombie=True)
            if self._log is not None:
                self._log.append(Event(self.round, "returned", {"card": card.name, "card_id": card.card_id,
                                                               "target": unit.name, "target_id": unit.card_id}))
        self.risen.clear()
