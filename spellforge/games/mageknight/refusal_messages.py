"""What `mk setup`, `mk volkare` and the Setup tab say when the rulebook has no such game, in the
reader's language (MKReport context) and without the rulebook line, which stays in the English
message of the exception (setup_sheet.SetupError, volkare.VolkareError: `code`, `params`)."""

from __future__ import annotations

from spellforge.games.mageknight.messages import contexts


def text(exc, translate, option: str = "--coop") -> str:
    """The refusal's sentence; an exception without a known code keeps its own message. `option`:
    what the reader leaves out (the command line's option, the window's mode)."""
    MKReport, _ = contexts(translate)
    texts = {
        "players_range": MKReport.tr("these scenarios are for 1 to 4 players, got {players}"),
        "no_coop_version": MKReport.tr("First Reconnaissance has no co-op version"),
        "no_dummy_competitive": MKReport.tr("a competitive game of 2 to 4 players has no dummy player"),
        "short_coop_players": MKReport.tr("the short Cooperation is for 2 or 3 players"),
        "short_conquest_players": MKReport.tr("the short Conquest is for 2 to 4 players, competitive"),
        "coop_players": MKReport.tr("the co-op Conquest (Cooperation) is for 2 or 3 players"),
        "relic_solo": MKReport.tr("the Lost Relic for one player is the solo version: leave out {option}"),
        "level_range": MKReport.tr("Volkare's level is {low} to {high}, got {level}"),
        "camp_needs_city": MKReport.tr("Volkare's camp replaces a city that can be conquered: not in this scenario"),
    }
    code = getattr(exc, "code", "")
    if code not in texts:
        return str(exc)
    return texts[code].format(**{"option": option, **getattr(exc, "params", {})})
