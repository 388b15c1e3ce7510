"""The playtest window's words in the interface language: the reasons a card or a mage ability is
not simulated, and the old engine's sentences (spellforge/sim/report/game_log.py, read here through
Qt; `spellforge goldfish --engine goldfish --log` says the same). The window's own log is the
matchup's since round 8 (one_game.py, sim/matchup/text.py). Part of PlaytestWindow."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from spellforge.sim.report.game_log import GameLog
from spellforge.sim.game.events import Event


def ui_language() -> str:
    """The language the UI was switched to (Translations.install sets the default locale)."""
    lang = QLocale().name()[:2]
    return lang if lang in ("en", "ru", "pl") else "en"


def qt_translate(context: str, source: str, n: int | None = None) -> str:
    """GameLog's translate() in the window: the compiled .qm through Qt."""
    return QCoreApplication.translate(context, source, None, -1 if n is None else n)


class PlaytestLog:
    """Mixin of PlaytestWindow: needs `tr`, `library`, `mage_combo`."""

    def game_log(self) -> GameLog:
        """The log's sentences (spellforge/sim/report/game_log.py, shared with `spellforge goldfish --log`)
        in the UI language, through Qt's translation of the same .ts entries."""
        return GameLog(self.library, ui_language(), qt_translate, self.mage_combo.currentData())

    def templates(self) -> dict[str, str]:
        return self.game_log().templates()

    def reasons(self) -> dict[str, str]:
        """Why a card is not simulated (codes of spellforge.sim.game.model.REASONS)."""
        return {
            "unknown_card": self.tr("the card is not in the library"),
            "variable_cost": self.tr("X cost: the amount is the player's choice"),
            "incantation_effect": self.tr("incantation whose effect is printed text, not card data"),
            "no_modelled_effect": self.tr("its effect is printed text the engine does not model"),
            "wall": self.tr("a wall without a passage symbol in its data; the engine cannot tell what it does to movement"),
            "defense_only": self.tr("grants only a Defense or traits without effect on a passive target"),
            "hostile_effect": self.tr("a curse whose effect on the target is not modelled"),
            "no_attack": self.tr("no attack against the target in its data"),
            "healing": self.tr("heals friends; nothing damages the goldfish's side"),
            "opponent_spells": self.tr("answers psychic spells; the dummy casts none"),
            "opponent_objects": self.tr("moves one of your enchantments to a new target; the engine does not choose such moves"),
            "opponent_mana": self.tr("taxes an enemy creature's attacks; the target's guard never attacks"),
            "opponent_moves": self.tr("acts when an enemy moves or enters a zone, in a way the arena line does not model"),
            "our_discard": self.tr("counts or brings back destroyed enemy creatures; the target's only creature, its guard, has no card"),
            "terrain": self.tr("changes zones in a way the arena line does not model (outposts, line of sight, ranges)"),
            "control_choice": self.tr("forces or forbids a non-Mage creature's choices; the target is a mage and its guard never attacks"),
            "amount_unknown": self.tr("its amount is printed text the card data does not give"),
            "printed_spell": self.tr("casts a spell printed on the card; its text is not card data"),
            "no_effect_here": self.tr("its effect needs an enemy the goldfish never has (incorporeal or flying)"),
        }

    def abilities(self) -> dict[str, str]:
        """Mage abilities the engine does not model (spellforge/sim/report/game_log.py, shared with the CLI)."""
        return self.game_log().abilities()

    def _name(self, card_id: str, fallback: str) -> str:
        return self.game_log().name(card_id, fallback)

    def describe(self, event: Event) -> str:
        return self.game_log().describe(event)
