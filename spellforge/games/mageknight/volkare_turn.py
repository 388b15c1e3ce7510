"""Volkare's turn in his two moving scenarios, seeded like `mk dummy`, and a Monte-Carlo of the
rounds until he reaches the city (Volkare's Return) or the portal (Volkare's Quest).

His deck (MK L3056-3059, L3322-3325): the 16 basic actions of a hero nobody plays, the four
interaction spells 109-112 and the race level's wounds, shuffled once and never reshuffled (L3175,
L3391). Each of his turns flips its top card (L3092, L3358):
- a wound: he rests; his mana die is rolled and the unit in the offer slot marked with a crystal of
  that colour leaves the game (L3096, L3362); in the Return a grey token joins his army (L3098),
  in the Quest not (L3363). Slots are refilled when the offer is, at the next round (L3096);
- an action or a spell: a Source die of its colour is rerolled (gold by day if none, L3100-3102);
  green, blue or white: one hex in the colour's direction of the scenario card (L3112, L3368), a
  spell twice (L3119, L3376); red: no move, he attacks a hero on a neighbouring hex, a red spell
  one up to two hexes away (L3127-3131, L3382-3385);
- after the city is revealed (the Return's second phase, L3135-3149) each step takes him one hex
  closer to the city, measured in a straight line, unexplored hexes included; of two such hexes the
  one nearer the card colour's direction; red counts as blue; next to the city his move is an
  attack on it (third phase, L3151-3155);
- an empty deck: rage, every turn counts as a blue spell and no die is rerolled (L3167-3169).
In the Quest he enters the portal hex from next to it whatever the colour (L3373) and wins with one
more green, blue or white move (L3373, L3421).

The card's direction arrows are printed on the scenario card, not in the rulebook's text: the map
walker (`Board`) takes them as an argument. The Monte-Carlo needs no directions: it counts his
steps against the distance the players give (the Return: hexes to the city once it is revealed,
each step one hex closer, L3137; the Quest: the steps of his path to the portal, which "takes about
the same number of turns in every game", L3437). How many turns he gets in a round is the players'
pace (he never ends a round, L3171-3173): `turns_per_round`.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from dataclasses import dataclass, field

from spellforge.games.mageknight.library import MKLibrary

FACES = ("red", "blue", "green", "white", "gold", "black")  # his mana die (MK L2638, L4907)
MARK_COLOURS = ("red", "blue", "green", "white")  # crystals of different basic colours (L3094)
MAX_GAMES = 100_000
MAX_DISTANCE = 40
MAX_TURNS = 12


@dataclass(frozen=True)
class Card:
    id: str
    kind: str  # action | spell | wound
    colour: str  # "" for a wound


def deck(lib: MKLibrary, hero: str, wounds: int) -> list[Card]:
    """His deck, unshuffled: the hero's 16 basic actions, the 4 interaction spells, the wounds."""
    cards = [Card(cid, "action", lib.basics[cid].colour) for cid, n in sorted(lib.hero_deck(hero).items())
             for _ in range(n)]
    cards += [Card(d.id, "spell", d.colour) for d in sorted(lib.deeds.values(), key=lambda d: d.id)
              if d.type == "spell" and d.interaction]
    return cards + [Card("wound", "wound", "")] * wounds


def choose_hero(lib: MKLibrary, rng: random.Random, taken: set[str]) -> str:
    free = sorted(h for h in lib.heroes if h not in taken)
    if not free:
        raise ValueError("every hero is taken: Volkare's deck needs the basic actions of a hero nobody plays "
                         "(MK L3057)")
    return rng.choice(free)


@dataclass
class Volkare:
    """His deck, the offer slots his wounds empty and the grey tokens that joined him."""
    cards: list[Card]
    scenario: str  # volkares-return | volkares-return-quick | volkares-quest
    wavering: int  # marked offer slots
    grey_joined: int = 0
    units_lost: int = 0
    round: int = 0
    turn_no: int = 0
    emptied: set[int] = field(default_factory=set)

    @property
    def quest(self) -> bool:
        return self.scenario == "volkares-quest"

    def marks(self) -> list[str]:
        """The crystal of each marked slot. The seed asks for different basic colours (L3094) but
        up to 6 slots (L3035): from the fifth on, the colours repeat (our reading)."""
        return [MARK_COLOURS[i % 4] for i in range(self.wavering)]

    def start_round(self) -> None:
        self.round += 1
        self.turn_no = 0
        self.emptied = set()  # the offer is dealt again, marked slots first (L3095)

    def flip(self, rng: random.Random) -> dict:
        """One turn's card and what it does, before the map (steps, or the red attack search)."""
        self.turn_no += 1
        if not self.cards:  # rage: a blue spell every turn, no reroll (L3169)
            return {"round": self.round, "turn": self.turn_no, "card": None, "kind": "rage", "colour": "blue",
                    "steps": 2, "reroll": None, "left": 0}
        card = self.cards.pop(0)
        turn = {"round": self.round, "turn": self.turn_no, "card": card.id, "kind": card.kind,
                "colour": card.colour, "left": len(self.cards)}
        if card.kind == "wound":  # rest, roll the die, a unit may leave (L3096-3098, L3362-3363)
            face = rng.choice(FACES)
            slot = next((i for i, c in enumerate(self.marks()) if c == face and i not in self.emptied), None)
            turn.update(steps=0, reroll=None, die=face, unit_slot=slot)
            if slot is not None:
                self.emptied.add(slot)
                self.units_lost += 1
                if not self.quest:
                    self.grey_joined += 1
            turn["grey_joined"] = self.grey_joined
            return turn
        turn.update(steps=2 if card.kind == "spell" else 1, reroll=card.colour)
        return turn


def steps_of(turn: dict, city_phase: bool) -> int:
    """Hexes he moves this turn: a red card moves him only in the Return's run to the city (L3147)."""
    if turn["kind"] == "wound":
        return 0
    if turn["colour"] == "red" and not city_phase:
        return 0
    return turn["steps"]


def _one_game(lib, rng, hero, wounds, scenario, wavering, distance, turns_per_round, rounds, trace=False):
    cards = deck(lib, hero, wounds)
    rng.shuffle(cards)
    v = Volkare(cards, scenario, wavering)
    quest = v.quest
    need = distance + 1 if quest else distance  # the Quest: into the portal, then one more move (L3421)
    walked, arrived, turns = 0, None, []
    for _ in range(rounds):
        v.start_round()
        for _ in range(turns_per_round):
            turn = v.flip(rng)
            moved = steps_of(turn, city_phase=not quest)
            walked = min(need, walked + moved)
            turn["moved"] = moved
            turn["walked"] = walked
            turn["to_go"] = need - walked
            if trace:
                turns.append(turn)
            if walked >= need and arrived is None:
                arrived = (v.round, v.turn_no)
                break
        if arrived:
            break
    return {"arrived": arrived, "turns": turns, "grey_joined": v.grey_joined, "units_lost": v.units_lost,
            "cards_left": len(v.cards)}


def play(lib: MKLibrary, scenario: str, seed: int, rounds: int, distance: int, turns_per_round: int,
         wounds: int, wavering: int, hero: str | None = None, taken: set[str] = frozenset()) -> dict:
    """One seeded game of his turns: each card, his steps and the distance left."""
    _check(rounds, distance, turns_per_round)
    rng = random.Random(seed)
    hero = hero or choose_hero(lib, rng, set(taken))
    game = _one_game(lib, rng, hero, wounds, scenario, wavering, distance, turns_per_round, rounds, trace=True)
    return {"scenario": scenario, "seed": seed, "hero": hero, "rounds": rounds, "distance": distance,
            "turns_per_round": turns_per_round, "wounds": wounds, "wavering_units": wavering,
            "deck_size": 20 + wounds, **game, "arrived": list(game["arrived"]) if game["arrived"] else None}


def race(lib: MKLibrary, scenario: str, seed: int, rounds: int, distance: int, turns_per_round: int,
         wounds: int, wavering: int, games: int, hero: str | None = None, taken: set[str] = frozenset()) -> dict:
    """The Monte-Carlo: in which round he reaches the city (or the portal and his last move)."""
    _check(rounds, distance, turns_per_round)
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games is 1 to {MAX_GAMES}, got {games}")
    rng = random.Random(seed)
    by_round: Counter = Counter()
    turns_taken, greys = [], []
    for _ in range(games):
        h = hero or choose_hero(lib, rng, set(taken))
        game = _one_game(lib, rng, h, wounds, scenario, wavering, distance, turns_per_round, rounds)
        greys.append(game["grey_joined"])
        if game["arrived"]:
            r, t = game["arrived"]
            by_round[r] += 1
            turns_taken.append((r - 1) * turns_per_round + t)
        else:
            by_round["later"] += 1
    cumulative, total = [], 0
    for r in range(1, rounds + 1):
        total += by_round[r]
        cumulative.append(round(total / games, 4))
    return {"games": games, "seed": seed, "by_round": {str(r): by_round[r] for r in range(1, rounds + 1)},
            "later": by_round["later"], "cumulative": cumulative,
            "mean_turns": round(statistics.fmean(turns_taken), 2) if turns_taken else None,
            "mean_grey_joined": round(statistics.fmean(greys), 2)}


def _check(rounds: int, distance: int, turns_per_round: int) -> None:
    if not 1 <= rounds <= 6:
        raise ValueError(f"--rounds is 1 to 6 (his scenarios last 6 rounds, MK L3005, L3273), got {rounds}")
    if not 1 <= distance <= MAX_DISTANCE:
        raise ValueError(f"--distance is 1 to {MAX_DISTANCE}, got {distance}")
    if not 1 <= turns_per_round <= MAX_TURNS:
        raise ValueError(f"--turns is 1 to {MAX_TURNS}, got {turns_per_round}")
