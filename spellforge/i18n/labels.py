"""Game terms (traits, conditions, types, slots…) in the card language, through the library's
term table — one wording for the card faces, the card panel and the CLI.

Needs no library: without a term lookup (or for English) the English key is used, and a missing
translation falls back to English rather than failing.
"""

from __future__ import annotations

from collections.abc import Callable

from spellforge.domain.cards import Attack, EffectRange, Trait

TermLookup = Callable[[str, str, str], str]


# term-table categories (spellforge/library's `term` table)
SPELL_TYPE = "spell_type"
SUBTYPE = "subtype"
SCHOOL = "school"
TRAIT = "trait"
SLOT = "slot"
DAMAGE = "damage_type"
CONDITION = "condition|effect"
MAGE_CLASS = "mage_class"
ATTACK = "attack"  # db/i18n/game_names.csv: attack names, "+N vs. …" bonuses, sets, products
ATTACK_BONUS = "attack_bonus"
SET = "set"
PRODUCT = "product"


class Labels:
    def __init__(self, lang: str = "en", terms: TermLookup | None = None) -> None:
        self.lang = lang
        self._terms = terms
        self._memo: dict[tuple[str, str], str] = {}

    def t(self, category: str, key: str) -> str:
        """`key` in the card language; `category` is a term-table category, or several separated
        by "|" tried in order ("condition|effect")."""
        if not key or self._terms is None or self.lang == "en":
            return key
        memo_key = (category, key)
        if memo_key not in self._memo:
            value = ""
            for cat in category.split("|"):
                try:
                    value = self._terms(cat, key, self.lang)
                except Exception:  # a missing category or key is not worth a failed card face
                    value = ""
                if value and value != key:
                    break
            self._memo[memo_key] = value or key
        return self._memo[memo_key]

    def trait(self, trait: Trait) -> str:
        text = str(trait)
        whole = self.t(TRAIT, text)
        if whole != text:
            return whole
        if trait.keyword == "Bonus vs":  # "+2 vs. Flying": the number kept, the "vs. …" part from data
            return self.bonus(text)
        if trait.keyword == "Only":  # "Beastmaster Only": class name + restriction word
            return f"{self.t(MAGE_CLASS, str(trait.value))} {self.t(TRAIT, 'Only')}"
        if trait.keyword == "Mage Only":
            return f"{self.t(SCHOOL, str(trait.value))} {self.t(TRAIT, 'Mage Only')}"
        keyword = self.t(TRAIT, trait.keyword)
        if trait.value is None:
            return keyword
        value = f"{trait.value:+d}" if isinstance(trait.value, int) and ("+" in text or "-" in text) else str(trait.value)
        return f"{keyword} {value}"

    def bonus(self, text: str) -> str:
        """"+1 vs. Nonliving or Dark Creatures" → «+1 против Неживых или Темных существ»: any
        "+N vs. X" whose X is in the attack_bonus table; anything else stays as printed."""
        number, sep, rest = text.partition(" vs")
        if not sep:
            return text
        what = rest.lstrip(".").strip()
        phrase = self.t(ATTACK_BONUS, what)
        return text if phrase == what else f"{number} {phrase}"

    def attack(self, attack: Attack, owner_name: str = "", owner_display: str = "") -> str:
        """An attack's name in the card language; an attack named after its card (Fireball)
        shows the card's own display name (which may be the user's)."""
        if owner_display and attack.name == owner_name:
            return owner_display
        return self.t(ATTACK, attack.name)

    def set_name(self, name: str) -> str:
        return self.t(SET, name)

    def effects(self, row: EffectRange) -> str:
        """`7–8: Daze`, `11+: Burn×2` — duplicate conditions counted rather than repeated."""
        span = f"{row.low}+" if row.high is None else (str(row.low) if row.high == row.low else f"{row.low}–{row.high}")
        counted: dict[str, int] = {}
        for e in row.effects:
            counted[e] = counted.get(e, 0) + 1
        names = [self.t(CONDITION, e) + (f"×{n}" if n > 1 else "") for e, n in counted.items()]
        return f"{span}: {', '.join(names)}"

    def attack_traits(self, attack: Attack) -> str:
        return ", ".join(self.trait(t) for t in attack.traits)
