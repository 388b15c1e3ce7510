"""What a checked high-level-start build gives, in the window's words: command tokens, free
advanced actions, skills, crystals, and each card or crystal taken with its price. Shown beside
the builder's verdict, so a legal build does not leave the panel empty."""

from __future__ import annotations

from PySide6.QtCore import QObject


class HighLevelTab(QObject):
    """The builder tab's translation context (the strings sit with its own)."""


def gives_lines(result, lib, lang: str, ui_lang: str, card_name) -> list[str]:
    """`result` is highlevel.check's Result; card names in the card language `lang`, colours and
    words in the UI language."""
    crystals = ", ".join(f"{lib.term(c, ui_lang)} ×{n}" for c, n in sorted(result.crystals.items()) if n)
    lines = [HighLevelTab.tr("Command tokens: {n}").format(n=result.command_tokens),
             HighLevelTab.tr("Free advanced actions allowed: {n}").format(n=result.free_advanced_actions),
             HighLevelTab.tr("Skills drawn: {n}").format(n=result.skills_allowed),
             HighLevelTab.tr("Crystals: {crystals}").format(crystals=crystals or "—")]
    for d in result.skill_draws:  # MK L4421: drawn, kept, and the other to the common offer
        drawn = " / ".join(card_name(lib.skills[x].names, lang) for x in d["drawn"])
        kept = card_name(lib.skills[d["kept"]].names, lang) if d["kept"] else "—"
        other = card_name(lib.skills[d["to_common_offer"]].names, lang) if d["to_common_offer"] else "—"
        lines.append(HighLevelTab.tr("Skills drawn: {drawn}; kept: {kept}; to the common offer: {other}").format(
            drawn=drawn, kept=kept, other=other))
    free, bought = [], []
    for line in result.lines:
        if line["kind"] == "crystal":
            name = HighLevelTab.tr("{colour} crystal").format(colour=lib.term(line["item"], ui_lang))
        else:
            card = lib.card(line["item"])
            name = card_name(card.names, lang) if card else line["item"]
        if line["how"] == "free":
            free.append(name)
        else:
            bought.append(HighLevelTab.tr("{item}: {cost}").format(item=name, cost=line["cost"]))
    if free:
        lines.append(HighLevelTab.tr("Taken free: {cards}").format(cards=", ".join(free)))
    if bought:
        lines.append(HighLevelTab.tr("Bought (influence): {items}").format(items="; ".join(bought)))
    return lines
