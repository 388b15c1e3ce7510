"""A round tracker for the table: the round and its time of day, the round limit, each player's
fame (and the level it gives), reputation and tactic, the tactics out of the game, the dummy's or
Volkare's tactic pick and the scenario's end trigger. Every change is a new version (tracker_store
keeps them, so undo goes back one).

The rules it follows:
- the first round is a day, then night and day alternate (MK L182, L237);
- fame gives the level of the fame track (levels.csv: MK L4839-4845) and only grows; reputation
  starts at the track's centre, 0 (MK L170, L4851) and moves both ways;
- tactics: each player takes one of the round's six cards (day or night), the number sets the
  turn order (MK L243-249); at the round's end they are gathered again (L237) except:
  - solo with the dummy: you choose first, the dummy takes a random one of the rest, and both leave
    the game at the end of each day and night (MK L1422-1423; the solo First Reconnaissance and
    Lost Relic too, L1340, L4391-4393);
  - co-op with the dummy: the dummy takes a random one first (L1498), and one of the players' used
    tactics, chosen by them, leaves the game (L1499) — not in the Lost Relic's co-op (L4347) nor
    with four players (L2901-2903);
  - Volkare solo: you first, Volkare a random one of the rest; yours leaves the game, his stays
    (L3077-3078, L3342-3343); Volkare co-op: the players first, none leaves (L3082-3083).
The tactic cards are numbered 1 to 6 for the day and for the night (the public component list; the
seed names the two sets, L132, L166, and their numbers' use, L247).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

MODES = ("competitive", "solo", "coop", "volkare-solo", "volkare-coop")
TACTICS = tuple(range(1, 7))
AUTOMATON = {"solo": "dummy", "coop": "dummy", "volkare-solo": "volkare", "volkare-coop": "volkare"}
END_TRIGGERS = ("end_announced", "city_revealed", "last_city_conquered", "all_relic_parts", "volkare_defeated",
                "volkare_won")
MAX_ROUNDS = 12


class TrackerError(ValueError):
    """A move the rules refuse: `code` and `params` for the message in the reader's language."""

    def __init__(self, code: str, **params):
        self.code, self.params = code, params
        super().__init__(f"{code}: {params}")


@dataclass
class Player:
    name: str
    hero: str = ""
    fame: int = 0
    reputation: int = 0


@dataclass
class Tracker:
    name: str
    mode: str
    rounds: int
    players: list[Player]
    scenario: str = ""
    seed: int = 1
    round: int = 1
    tactics: dict[str, int] = field(default_factory=dict)  # this round: player (or dummy/volkare) -> card
    removed: dict[str, list[int]] = field(default_factory=lambda: {"day": [], "night": []})
    end_trigger: str = ""
    finished: bool = False
    volkare_level: int | None = None
    log: list[dict] = field(default_factory=list)  # each finished round: its tactics
    volkare_revealed: bool = False  # his troops were revealed in a first battle: his level is fixed

    # --- reading --------------------------------------------------------------------------
    @property
    def time(self) -> str:
        return "day" if self.round % 2 else "night"  # MK L182, L237

    @property
    def automaton(self) -> str | None:
        return AUTOMATON.get(self.mode)

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name.casefold() == name.casefold():
                return p
        raise TrackerError("unknown_player", name=name, known=", ".join(p.name for p in self.players))

    def available(self) -> list[int]:
        """The round's tactics still on the table."""
        gone = set(self.removed[self.time]) | set(self.tactics.values())
        return [t for t in TACTICS if t not in gone]

    @property
    def chooses_tactic_to_remove(self) -> bool:
        """Co-op with the dummy: the players remove one of their used tactics each round (L1499),
        but not in the Lost Relic's co-op, which has no such rule (L4347), nor with four players,
        who never remove tactics in a co-op game (L2901-2903)."""
        return self.mode == "coop" and self.scenario != "lost-relic" and len(self.players) < 4

    def turn_order(self) -> list[str]:
        return [who for who, _ in sorted(self.tactics.items(), key=lambda kv: kv[1])]  # MK L247-249

    def as_dict(self) -> dict:
        return {"name": self.name, "mode": self.mode, "rounds": self.rounds, "scenario": self.scenario,
                "seed": self.seed, "round": self.round, "time": self.time, "tactics": dict(self.tactics),
                "removed": {k: list(v) for k, v in self.removed.items()}, "end_trigger": self.end_trigger,
                "finished": self.finished, "volkare_level": self.volkare_level, "log": list(self.log),
                "volkare_revealed": self.volkare_revealed,
                "players": [p.__dict__.copy() for p in self.players]}

    # --- changes --------------------------------------------------------------------------
    def add_fame(self, name: str, amount: int) -> None:
        if amount < 0:
            raise TrackerError("fame_only_grows", amount=amount)  # MK L4849
        self._open()
        self.player(name).fame += amount

    def add_reputation(self, name: str, amount: int) -> None:
        self._open()
        self.player(name).reputation += amount

    def take_tactic(self, name: str, card: int) -> str | None:
        """A player takes a tactic; then the automaton takes its own when its turn to choose comes:
        returns what it took ("" if nothing yet)."""
        self._open()
        who = self.player(name).name
        if who in self.tactics:
            raise TrackerError("tactic_taken_already", name=who, card=self.tactics[who])
        if self.automaton and self.mode == "coop" and self.automaton not in self.tactics:
            self.automaton_pick()  # the dummy first in co-op (MK L1498)
        if card not in self.available():
            raise TrackerError("tactic_not_available", card=card, available=", ".join(map(str, self.available())))
        self.tactics[who] = card
        if self.automaton and self.automaton not in self.tactics and all(p.name in self.tactics for p in self.players):
            return self.automaton_pick()  # after the players (MK L1422, L3077, L3082)
        return None

    def automaton_pick(self) -> str:
        """The dummy's or Volkare's random tactic, seeded by the tracker's seed and the round."""
        rng = random.Random(f"{self.seed}:{self.round}")
        card = rng.choice(self.available())
        self.tactics[self.automaton] = card
        return str(card)

    def next_round(self, remove: int | None = None) -> list[int]:
        """End the round: the tactics that leave the game by the mode's rule (returned), the log."""
        self._open()
        missing = [p.name for p in self.players if p.name not in self.tactics]
        if missing:
            raise TrackerError("tactics_missing", names=", ".join(missing))
        used = {who: card for who, card in self.tactics.items()}
        players_used = [c for w, c in used.items() if w != self.automaton]
        gone: list[int] = []
        if self.mode == "solo":
            gone = sorted(used.values())  # both (MK L1423)
        elif self.mode == "volkare-solo":
            gone = players_used  # yours, not his (MK L3078)
        elif self.chooses_tactic_to_remove:
            if remove is None or remove not in players_used:
                raise TrackerError("choose_tactic_to_remove", used=", ".join(map(str, sorted(players_used))))
            gone = [remove]  # one of the players' (MK L1499)
        elif remove is not None:
            raise TrackerError("no_tactic_leaves", mode=self.mode)
        self.removed[self.time] = sorted(set(self.removed[self.time]) | set(gone))
        self.log.append({"round": self.round, "time": self.time, "tactics": used, "removed": gone})
        self.tactics = {}
        if self.round >= self.rounds:
            self.finished = True
        else:
            self.round += 1
        return gone

    def change_volkare_level(self, delta: int) -> int:
        """The optional level change (MK L2873-2885): at the end of a round (here: before anyone
        took a tactic for the next one), by at most the real players, until the first battle."""
        from spellforge.games.mageknight import volkare

        self._open()
        if self.automaton != "volkare" or self.volkare_level is None:
            raise TrackerError("no_volkare")
        if self.round == 1 or self.tactics:
            raise TrackerError("level_at_round_end")
        try:
            self.volkare_level = volkare.change_level(self.volkare_level, delta, len(self.players),
                                                      self.volkare_revealed)
        except volkare.VolkareError as exc:
            raise TrackerError("level_change_refused", reason=exc.code or str(exc), players=len(self.players)) from None
        return self.volkare_level

    def reveal_volkare(self) -> None:
        """His troops are revealed in a first battle: his level can no longer change (L2883-2885)."""
        if self.automaton != "volkare":
            raise TrackerError("no_volkare")
        self.volkare_revealed = True

    def set_end_trigger(self, trigger: str) -> None:
        if trigger not in END_TRIGGERS:
            raise TrackerError("unknown_trigger", trigger=trigger, known=", ".join(END_TRIGGERS))
        self.end_trigger = trigger

    def _open(self) -> None:
        if self.finished:
            raise TrackerError("game_over", rounds=self.rounds)


def new(name: str, mode: str, rounds: int, players: list[tuple[str, str]], scenario: str = "", seed: int = 1,
        fame: int = 0, reputation: int = 0, volkare_level: int | None = None) -> Tracker:
    if mode not in MODES:
        raise TrackerError("unknown_mode", mode=mode, known=", ".join(MODES))
    if not 1 <= rounds <= MAX_ROUNDS:
        raise TrackerError("rounds_range", rounds=rounds, most=MAX_ROUNDS)
    names = [n for n, _ in players]
    if not players or len({n.casefold() for n in names}) != len(names):
        raise TrackerError("players_needed")
    if any(n.casefold() in ("dummy", "volkare") for n in names):
        raise TrackerError("reserved_name")
    against_volkare = mode.startswith("volkare-")
    if scenario and (scenario in ("volkares-return", "volkares-return-quick", "volkares-quest")) != against_volkare:
        raise TrackerError("mode_for_scenario", mode=mode)  # his scenarios replace the dummy with him (L3052, L3316)
    solo = mode in ("solo", "volkare-solo")
    if solo and len(players) != 1 or not solo and mode != "competitive" and len(players) < 2:
        raise TrackerError("players_for_mode", mode=mode, count=len(players))
    return Tracker(name, mode, rounds, [Player(n, h, fame, reputation) for n, h in players], scenario, seed,
                   volkare_level=volkare_level)


def scenario_defaults(scenario: str, mode: str, players: int,
                      fight: str = "daring") -> tuple[int | None, int, int, int | None]:
    """The round limit, starting fame and reputation and Volkare's level (at the fight level
    chosen, MK L3025-3029) a scenario's setup sheet gives ("" or an unknown scenario: none of
    them). Raises the sheet's own refusals."""
    from spellforge.games.mageknight import setup_sheet, volkare

    if scenario in volkare.SCENARIOS:
        s = volkare.sheet(volkare.load(), scenario, players, fight)
        return s.rounds, s.starting_fame, s.starting_reputation, s.volkare_level
    if scenario in setup_sheet.SCENARIOS:
        s = setup_sheet.sheet(scenario, players, coop=mode == "coop", dummy=mode == "solo")
        return s.rounds, s.starting_fame, s.starting_reputation, None
    return None, 0, 0, None


def from_dict(d: dict) -> Tracker:
    t = Tracker(d["name"], d["mode"], int(d["rounds"]), [Player(**p) for p in d["players"]], d.get("scenario", ""),
                int(d.get("seed", 1)), int(d["round"]), {k: int(v) for k, v in d.get("tactics", {}).items()},
                {k: [int(x) for x in v] for k, v in d.get("removed", {"day": [], "night": []}).items()},
                d.get("end_trigger", ""), bool(d.get("finished")), d.get("volkare_level"), list(d.get("log", [])),
                bool(d.get("volkare_revealed")))
    if t.mode not in MODES:
        raise TrackerError("unknown_mode", mode=t.mode, known=", ".join(MODES))
    return t


def level_of(levels, fame: int) -> int:
    """The fame track's level for `fame` (levels.csv)."""
    return max((lv.level for lv in levels if fame >= lv.fame), default=1)
