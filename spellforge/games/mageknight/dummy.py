"""The dummy player (виртуальный игрок, MK L1004-1044), seeded, turn by turn.

Setup (MK L1012-1014): a random hero none of the players took; its card's three crystal dots
give it three crystals (heroes.csv `crystals`); its 16 basic actions are shuffled.

Its turn (MK L1023-1027):
- an empty deed deck: it announces the end of the round (the others take one more turn);
- otherwise 3 cards go from the deck to the discard pile; if it has crystals of the colour of the
  last of them, as many more cards as it has crystals of that colour (their colours do not matter);
- with too few cards left it flips them all, and announces the end of the round on its next turn.

A new round (MK L1031-1034, with the offers' refresh of L234-235): the bottom card of the
advanced action offer goes into its deck, which is then shuffled; the bottom spell goes under the
spell deck as usual and gives it a crystal of the spell's colour — it may hold more than 3.

The offers are dealt from the advanced action and spell decks of the chosen sets (3 cards each,
MK L174-175); the dummy plays only in co-op and solo games, which take the four competitive
spells 109-112 out (MK L1393, L1494). What the players buy from the offers during a round is not
modelled: each refresh moves the bottom card out and deals one on top (MK L234).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from spellforge.games.mageknight.library import MKLibrary

FLIPS = 3  # MK L1024
OFFER = 3  # cards in the advanced action and spell offers, MK L174-175
DEFAULT_SETS = frozenset({"base", "lost_legion", "krang", "shades_of_tezla"})
MAX_ROUNDS = 12
MAX_GAMES = 100_000


@dataclass(frozen=True)
class Card:
    id: str
    colour: str  # a basic colour; "red+white" for the few two-coloured advanced actions


@dataclass(frozen=True)
class Turn:
    round: int
    turn: int
    flipped: tuple[Card, ...]  # the 3 cards, then the extra ones
    extra: int  # cards flipped for the crystals of the last card's colour
    crystals_matched: int  # crystals of that colour the dummy had
    announced: bool  # the deck was empty: the dummy announces the end of the round
    left: int  # cards left in its deck

    def as_dict(self) -> dict:
        return {"round": self.round, "turn": self.turn, "flipped": [c.id for c in self.flipped],
                "colours": [c.colour for c in self.flipped], "extra": self.extra,
                "crystals_matched": self.crystals_matched, "announced": self.announced, "left": self.left}


def crystals_for(colour: str, crystals: Counter) -> int:
    """Crystals that match a card's colour. A two-coloured card (only among the unplaced
    Ultimate Edition advanced actions) matches the larger count: our reading, the rule speaks of
    one colour."""
    return max(crystals[c] for c in colour.split("+"))


@dataclass
class DummyPlayer:
    hero: str
    cards: list[Card]  # every card it owns (its deed deck at the start of a round)
    crystals: Counter = field(default_factory=Counter)
    deck: list[Card] = field(default_factory=list)  # the face-down deck, top first
    round: int = 0
    turn_no: int = 0

    def start_round(self, rng: random.Random | None = None, order: list[Card] | None = None) -> None:
        """Shuffle all its cards into the deck (or take `order`, top first: for a hand-built deck)."""
        self.round += 1
        self.turn_no = 0
        if order is not None:
            self.deck = list(order)
        else:
            self.deck = list(self.cards)
            (rng or random.Random()).shuffle(self.deck)

    def take_turn(self) -> Turn:
        self.turn_no += 1
        if not self.deck:  # MK L1023
            return Turn(self.round, self.turn_no, (), 0, 0, True, 0)
        flipped = self.deck[:FLIPS]
        del self.deck[:FLIPS]
        matched = crystals_for(flipped[-1].colour, self.crystals)  # MK L1024-1026
        extra = self.deck[:matched]
        del self.deck[:matched]
        return Turn(self.round, self.turn_no, tuple(flipped + extra), len(extra), matched, False, len(self.deck))

    def play_round(self) -> list[Turn]:
        """Turns until it announces the end of the round (that turn included)."""
        turns = []
        while True:
            turns.append(self.take_turn())
            if turns[-1].announced:
                return turns


@dataclass
class Offers:
    """The advanced action and spell decks and their offers of 3 (top first)."""
    aa_deck: list[Card]
    spell_deck: list[Card]
    aa_offer: list[Card]
    spell_offer: list[Card]

    @classmethod
    def deal(cls, lib: MKLibrary, rng: random.Random, sets=DEFAULT_SETS) -> "Offers":
        aas = [Card(d.id, d.colour) for d in lib.deeds.values() if d.type == "advanced_action" and d.set in sets]
        # co-op and solo: no competitive spells (MK L1393, L1494)
        spells = [Card(d.id, d.colour) for d in lib.deeds.values()
                  if d.type == "spell" and d.set in sets and not d.interaction]
        rng.shuffle(aas)
        rng.shuffle(spells)
        return cls(aas[OFFER:], spells[OFFER:], aas[:OFFER], spells[:OFFER])

    def refresh(self) -> tuple[Card | None, Card | None]:
        """The bottom advanced action leaves the offer (for the dummy's deck, MK L1031); the bottom
        spell goes under its deck (MK L1032); each offer gets a new card on top (MK L234-235)."""
        aa = self.aa_offer.pop() if self.aa_offer else None
        spell = self.spell_offer.pop() if self.spell_offer else None
        if spell:
            self.spell_deck.append(spell)
        if self.aa_deck:
            self.aa_offer.insert(0, self.aa_deck.pop(0))
        if self.spell_deck:
            self.spell_offer.insert(0, self.spell_deck.pop(0))
        return aa, spell


def choose_hero(lib: MKLibrary, rng: random.Random, taken: set[str] = frozenset()) -> str:
    """A random hero none of the players took (MK L1012)."""
    free = sorted(h for h in lib.heroes if h not in taken)
    if not free:
        raise ValueError("every hero is taken: the dummy player needs a hero deck of its own (MK L1040)")
    return rng.choice(free)


def new_dummy(lib: MKLibrary, hero: str) -> DummyPlayer:
    cards = [Card(cid, lib.basics[cid].colour) for cid, n in lib.hero_deck(hero).items() for _ in range(n)]
    return DummyPlayer(hero, cards, Counter(lib.heroes[hero].crystals))  # MK L1013


@dataclass(frozen=True)
class RoundLog:
    round: int
    time: str  # day | night: the first round is a day and they alternate (MK L182)
    cards: int
    crystals: dict[str, int]
    turns: tuple[Turn, ...]
    added: Card | None = None  # the advanced action that joined the deck before this round
    crystal_from: Card | None = None  # the spell whose colour gave a crystal before this round

    @property
    def length(self) -> int:
        """Turns in which it flipped cards (the announcing turn not counted)."""
        return sum(1 for t in self.turns if not t.announced)

    def as_dict(self) -> dict:
        return {"round": self.round, "time": self.time, "cards": self.cards, "crystals": self.crystals,
                "added_card": self.added.id if self.added else None,
                "added_colour": self.added.colour if self.added else None,
                "crystal_from_spell": self.crystal_from.id if self.crystal_from else None,
                "crystal_gained": self.crystal_from.colour if self.crystal_from else None,
                "turns_before_end": self.length, "turns": [t.as_dict() for t in self.turns]}


class DummyGame:
    """A dummy player through the rounds, one step at a time (the window's Next button) or all
    at once (`play`). Every random choice comes from one Random(seed), so a seed replays it."""

    def __init__(self, lib: MKLibrary, seed: int, hero: str | None = None, taken: set[str] = frozenset(),
                 sets=DEFAULT_SETS):
        self.rng = random.Random(seed)
        self.hero = hero or choose_hero(lib, self.rng, set(taken))
        self.dummy = new_dummy(lib, self.hero)
        self.offers = Offers.deal(lib, self.rng, sets)
        self.rounds: list[RoundLog] = []
        self._current: list[Turn] = []
        self.added: Card | None = None
        self.spell_out: Card | None = None
        self._start()

    def _start(self) -> None:
        self.dummy.start_round(self.rng)
        self._cards = len(self.dummy.cards)
        self._crystals = {c: n for c, n in sorted(self.dummy.crystals.items()) if n}
        self._current = []

    def step(self) -> Turn:
        """The dummy's next turn; after the turn that announces the end, the next step refreshes
        the offers and starts the next round."""
        if self._current and self._current[-1].announced:
            self._close_round()
            aa, spell = self.offers.refresh()
            if aa:
                self.dummy.cards.append(aa)  # MK L1031
            if spell:
                self.dummy.crystals[spell.colour] += 1  # MK L1032-1034: no cap of 3
            self.added, self.spell_out = aa, spell
            self._start()
        turn = self.dummy.take_turn()
        self._current.append(turn)
        return turn

    def _close_round(self) -> None:
        r = len(self.rounds) + 1
        self.rounds.append(RoundLog(r, "day" if r % 2 else "night", self._cards, self._crystals,
                                    tuple(self._current), self.added, self.spell_out))

    def play(self, rounds: int) -> list[RoundLog]:
        while True:
            turn = self.step()
            if turn.announced and turn.round == rounds:
                self._close_round()
                return self.rounds


def play(lib: MKLibrary, seed: int, rounds: int, hero: str | None = None, taken: set[str] = frozenset()) -> dict:
    game = DummyGame(lib, seed, hero, taken)
    logs = game.play(rounds)
    return {"hero": game.hero, "seed": seed, "rounds": [r.as_dict() for r in logs],
            "turns": [t.as_dict() for r in logs for t in r.turns]}


def round_lengths(lib: MKLibrary, hero: str | None, rounds: int, games: int, seed: int,
                  taken: set[str] = frozenset(), progress=None) -> dict:
    """Monte-Carlo: how many turns the dummy flips cards before it announces the end, per round
    (a new random hero each game when none is given). `progress(done)` is called every 100 games;
    when it returns False the games played so far are reported."""
    master = random.Random(seed)
    counts: list[Counter] = [Counter() for _ in range(rounds)]
    played = 0
    for _ in range(games):
        game = DummyGame(lib, master.randrange(2 ** 32), hero, taken)
        for i, log in enumerate(game.play(rounds)):
            counts[i][log.length] += 1
        played += 1
        if progress and played % 100 == 0 and not progress(played):
            break
    games = played
    out = []
    for i, c in enumerate(counts, start=1):
        out.append({"round": i, "mean": sum(k * v for k, v in c.items()) / max(games, 1),
                    "distribution": {k: v / games for k, v in sorted(c.items())}})
    return {"games": games, "seed": seed, "hero": hero, "rounds": out}
