"""One trait as the OCTGN set files write it, read into [keyword, value, text]: shared by the set
files' Traits and cAttacks (octgn_sets.py) and the attack bars' tokens (attack_bar.py)."""

from __future__ import annotations

import re

_NUMERIC_TRAIT = re.compile(r"^(?P<kw>.*?[A-Za-z.)])\s*(?P<val>[+-]\s*(?:\d+|X)|\d+)$")
TRAIT_SPELLING = {"Disspiate": "Dissipate", "UpKip": "Upkeep", "Non-living": "Nonliving", "Mage Cast": "Magecast"}


def parse_trait(text: str) -> list:
    """`Melee +1` → ["Melee", 1, text]; `Beastmaster Only` → ["Only", "Beastmaster", text]."""
    text = " ".join(text.split())
    for wrong, right in TRAIT_SPELLING.items():
        if text.startswith(wrong):
            text = right + text[len(wrong):]
    m = re.fullmatch(r"\+(\d+) [Vv]s\. (.+)", text)
    if m:  # "+2 vs. Flying": extra dice against that kind of target
        return ["Bonus vs", int(m.group(1)), f"+{m.group(1)} vs. {m.group(2)}"]
    m = re.fullmatch(r"(.+?) Mage Only", text)
    if m:
        return ["Mage Only", m.group(1), text]
    m = re.fullmatch(r"(.+?) Only", text)
    if m:
        return ["Only", m.group(1), text]
    m = _NUMERIC_TRAIT.match(text)
    if m:
        val = m.group("val").replace(" ", "")
        value: int | str = val if "X" in val else int(val)
        return [m.group("kw").strip(), value, text]
    return [text, None, text]
