"""Ki, the Monk's own resource (never mana): gained by Meditation (an incantation), Ring of Ki
(pay mana in the Channeling Phase) and Oboko's meditation (a creature's full action), spent on Ki
costs such as Flying Side Kick's two more attack dice. Read from db/effects (`gain_ki` rows and
`pay=N Ki` conditions) as the tags of spellforge.sim.cards.tags; the goldfish gains Ki only when
the book holds a card that spends it.
"""

from __future__ import annotations

from spellforge.sim.game.events import Event


class KiMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_ki(self) -> None:
        self.ki = 0
        self._ki_channel: list[tuple[object, int, int]] = []  # (card, Ki gained, mana paid)
        self.ki_wanted = any(s.tags.get("ki_cost") for s in self.book.spells)

    def gain_ki(self, spell, amount: int) -> None:
        self.ki += amount
        if self._log is not None:
            self._log.append(Event(self.round, "ki_gained", {"card": spell.name, "card_id": spell.card_id,
                                                             "amount": amount, "ki": self.ki}))

    def ki_channeling(self) -> None:
        """Ring of Ki: in the Channeling Phase, pay its mana for its Ki (the card says "may")."""
        for spell, amount, cost in self._ki_channel:
            if self.ki_wanted and self.mana >= cost:
                self._pay(cost)
                self.gain_ki(spell, amount)

    def ki_meditates(self, unit) -> bool:
        """Oboko: a creature with nothing to attack this round meditates (its full action) for Ki."""
        model = self.models.get(unit.card_id)
        amount = model.tags.get("ki_meditate", 0) if model is not None else 0
        if not (amount and self.ki_wanted):
            return False
        self.gain_ki(model, amount)
        return True

    def ki_dice(self, spell) -> int:
        """Flying Side Kick: pay its Ki cost, when there is enough Ki, for its extra dice."""
        cost = spell.tags.get("ki_cost", 0)
        if not cost or self.ki < cost:
            return 0
        self.ki -= cost
        if self._log is not None:
            self._log.append(Event(self.round, "ki_spent", {"card": spell.name, "card_id": spell.card_id,
                                                            "amount": cost, "dice": spell.tags["ki_dice"]}))
        return spell.tags["ki_dice"]
