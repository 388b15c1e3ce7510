"""The d12 rolls that decide something besides an attack's effect die (which combat logs with its
row): a Dazed attacker's check (7+ proceeds, L2472-2474), Defenses, a counter roll (Helm of
Fear), Earthquake's Slam, Lullaby's Stun or Daze, the escape from Quicksand. Each is logged with
what it needed. Part of Game."""

from __future__ import annotations

from spellforge.sim.game.events import Event


class RollsMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def d12_check(self, check: str, who: str, need: int, modifier: int = 0) -> bool:
        """Roll a d12 (+ modifier) for `check` (daze, defense, counter, slam, lullaby, quicksand: the
        log names each, events.CHECK_NAMES) on `who`; True when it reaches `need`."""
        roll = int(self.rng.random() * 12) + 1
        if self._log is not None:
            self._log.append(Event(self.round, "roll", {"check": check, "foe": who, "roll": roll + modifier,
                                                        "need": need, "passed": roll + modifier >= need}))
        return roll + modifier >= need
