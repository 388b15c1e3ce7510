"""A seeded turn-by-turn goldfish of one round of the deed deck (no map, no enemies).

The round, as the rulebook runs it:
- shuffle the deed deck (wounds included) and draw to the hand limit (MK L207–208, L241, L813);
- each turn play up to `play` cards for the resource: the best ones under the chosen odds
  model (odds.py); wounds cannot be played or discarded (MK L810–811), so they stay in hand;
  a hand of wounds only is a slow recovery: one wound is discarded (MK L423);
- at the end of the turn draw up to the hand limit; with more cards than the limit draw
  nothing; when the deck runs out stop, there is no reshuffle mid-round (MK L800–806);
- the round ends at the start of a turn with an empty deck and nothing playable in hand (the
  player may end it as soon as the deck is empty, and must with an empty hand: MK L386–387; the
  goldfish plays its hand out first).
The Source is set up afresh every turn (MK L184) — in a real game only the used die is rerolled.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from spellforge.games.mageknight import odds

PROGRESS_EVERY = 100  # rounds between progress reports (and chances to cancel)


@dataclass(frozen=True)
class RoundResult:
    turns: int
    per_turn: tuple[int, ...]  # the resource gained each turn

    def cumulative(self) -> list[int]:
        return list(itertools.accumulate(self.per_turn))


def _best_play(hand: list, play: int, resource: str, model: str, source: tuple[str, ...]) -> tuple[int, list]:
    """The value and the cards of the best `play` non-wound cards of the hand."""
    playable = [c for c in hand if not c.is_wound]
    k = min(play, len(playable))
    best_value, best_cards = -1, []
    for subset in itertools.combinations(range(len(playable)), k):
        cards = [playable[i] for i in subset]
        value = odds.hand_value(tuple(sorted(odds.profile(c, resource, model) for c in cards)), source)
        if value > best_value:
            best_value, best_cards = value, cards
    return best_value, best_cards


def play_round(cards: list, rng: random.Random, resource: str = "move", model: str = "simple",
               hand_limit: int = odds.HAND_SIZE, play: int = odds.HAND_SIZE, dice: int = odds.SOLO_DICE,
               max_turns: int = 60) -> RoundResult:
    deck = list(cards)
    rng.shuffle(deck)
    hand, deck = deck[:hand_limit], deck[hand_limit:]
    per_turn: list[int] = []
    while len(per_turn) < max_turns:
        if not deck and not any(not c.is_wound for c in hand):
            break  # MK L386-387
        if not any(not c.is_wound for c in hand):  # slow recovery (MK L423)
            hand.remove(next(c for c in hand if c.is_wound))
            per_turn.append(0)
        else:
            source = odds.roll_source(rng, dice) if model == "full" else ()
            value, used = _best_play(hand, play, resource, model, source)
            for c in used:
                hand.remove(c)
            per_turn.append(value)
        draw = max(0, hand_limit - len(hand))  # MK L800, L805
        hand += deck[:draw]
        deck = deck[draw:]  # an empty deck stops the draw (MK L806)
    return RoundResult(len(per_turn), tuple(per_turn))


def simulate_rounds(cards: list, rounds: int = 10_000, seed: int = 1, resource: str = "move",
                    model: str = "simple", hand_limit: int = odds.HAND_SIZE, play: int = odds.HAND_SIZE,
                    targets: tuple[int, ...] = (4, 7, 10), dice: int = odds.SOLO_DICE,
                    progress: Callable[[int], bool] | None = None) -> dict:
    """Turns per round, the mean total of the resource by turn T and the probability of at least
    N of it by turn T.

    `progress(done)` is called every PROGRESS_EVERY rounds (the window's worker thread); when it
    returns False the rounds stop and the report covers those played (`rounds` says how many)."""
    rng = random.Random(seed)
    results = []
    for i in range(rounds):
        if progress is not None and i % PROGRESS_EVERY == 0 and i and not progress(i):
            break
        results.append(play_round(cards, rng, resource, model, hand_limit, play, dice))
    if progress is not None and len(results) == rounds:
        progress(rounds)
    played = len(results)
    turns = Counter(r.turns for r in results)
    max_t = max(turns, default=0)
    totals = [r.cumulative() for r in results]

    def by_turn(total: list[int], t: int) -> int:  # a round that ended keeps its total
        return total[min(t, len(total)) - 1] if total else 0

    p_by_turn = {n: {t: sum(1 for c in totals if by_turn(c, t) >= n) / played for t in range(1, max_t + 1)}
                 for n in targets} if played else {n: {} for n in targets}
    return {"rounds": played, "seed": seed, "resource": resource, "model": model, "hand_limit": hand_limit,
            "play_per_turn": play, "deck_size": len(cards),
            "turns_per_round": {t: c / played for t, c in sorted(turns.items())},
            "mean_turns": sum(t * c for t, c in turns.items()) / played if played else 0.0,
            "mean_by_turn": {t: sum(by_turn(c, t) for c in totals) / played for t in range(1, max_t + 1)},
            "p_at_least_by_turn": p_by_turn}
