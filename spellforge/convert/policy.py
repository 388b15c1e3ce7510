"""Which printing of a reprinted card is canonical (the written policy; db/REPRINTS.md).

1. The original retail printing wins: Core Set, the Arena expansions, Battlegrounds, Lost
   Grimoire, Forged in Fire and the Academy sets. The rulebooks, the official spellbooks and
   every printed card list were made with these printings.
2. Then Promo: the cards as first handed out.
3. Then "Mage Wars Arena Final Release": a late community re-issue whose printed codes are
   partly wrong or duplicated (e.g. MW1Q07 reused); its facts stay visible as printings.
4. Community playtest sets are never canonical.
Within one rank, the set file order (alphabetical) decides, which is stable.
"""

from __future__ import annotations

FINAL_RELEASE = "Mage Wars Arena Final Release"


def set_rank(set_name: str) -> int:
    if set_name.startswith("Playtest"):
        return 3
    if set_name == FINAL_RELEASE:
        return 2
    if set_name == "Promo":
        return 1
    return 0


REASONS = {
    0: "original retail printing (policy rule 1)",
    1: "Promo printing predates the Final Release re-issue (policy rule 2)",
    2: "only official printing besides playtests (policy rule 3)",
    3: "only playtest printings exist (policy rule 4)",
}


def canonical_choice(set_names: list[str]) -> tuple[str, str]:
    best = min(set_names, key=lambda s: (set_rank(s), s))
    return best, REASONS[set_rank(best)]
