"""A user's casting plan: which spells to prepare in which round.

JSON: {"rounds": {"1": ["Mana Crystal", "Timber Wolf"], "2": [...]}, "then": "default"}
(or just the rounds object). Names in any language the library knows, or card ids. "then" says
what happens after the listed rounds: "default" (the default policy) or "nothing".
"""

from __future__ import annotations

import json
from dataclasses import dataclass


class PlanError(Exception):
    def __init__(self, file: str, line: int | None, message: str):
        self.file, self.line, self.message = file, line, message
        super().__init__(f"{file}:{line}: {message}" if line else f"{file}: {message}")


@dataclass
class Plan:
    rounds: dict[int, list[str]]  # round -> card ids
    then_default: bool = True


def parse_plan(text: str, lib, source: str = "<plan>") -> Plan:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PlanError(source, e.lineno, f"not valid JSON: {e.msg}") from None
    if not isinstance(data, dict):
        raise PlanError(source, 1, "a plan is a JSON object of rounds")
    then = data.get("then", "default") if "rounds" in data else "default"
    rounds = data.get("rounds", data)
    if then not in ("default", "nothing"):
        raise PlanError(source, _line_of(text, '"then"'), f'"then" must be "default" or "nothing", got {then!r}')
    if not isinstance(rounds, dict):
        raise PlanError(source, _line_of(text, '"rounds"'), '"rounds" must be an object of round: [spells]')
    out: dict[int, list[str]] = {}
    for key, names in rounds.items():
        line = _line_of(text, f'"{key}"')
        if not str(key).isdigit() or int(key) < 1:
            raise PlanError(source, line, f"round {key!r} is not a round number (1, 2, ...)")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise PlanError(source, line, f"round {key}: give a list of spell names")
        ids = []
        for name in names:
            card = lib.card(name) or lib.card_by_name(name)
            if card is None:
                raise PlanError(source, _line_of(text, json.dumps(name)[1:-1]), f"round {key}: unknown spell {name!r}")
            ids.append(card.id)
        out[int(key)] = ids
    return Plan(out, then == "default")


def _line_of(text: str, needle: str) -> int | None:
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    return None
