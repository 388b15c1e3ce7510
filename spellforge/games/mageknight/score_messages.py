"""What `mk score` (and the Scoring tab, for what it does not say itself) says about a score
sheet it cannot score, in the reader's language (MKReport context): the file and line first,
then the sentence, never the rulebook line, which stays in the English message of the exception
(scoring.ScoreError and ScoreFileError: `code`, `params`)."""

from __future__ import annotations

from spellforge.games.mageknight.messages import contexts
from spellforge.games.mageknight.refusal_messages import file_texts, placed_text


def error_text(exc, translate) -> str:
    """The refusal's sentence after its place (`where`: file[:line]); an exception without a
    known code keeps its own message."""
    MKReport, _ = contexts(translate)
    texts = {
        "no_players": MKReport.tr("no players to score"),
        "solo_one_player": MKReport.tr("a solo game has one player, got {n}"),
        "team_missing": MKReport.tr("a team game needs every player's team; none for: {names}"),
        "camp_needs_conquest": MKReport.tr("Volkare's camp stands for a city: score it with the Conquest "
                                           "(`--scenario conquest`); camp columns filled for: {names}"),
        "camp_one": MKReport.tr("{name}: {key} is 0 or 1 (there is one camp)"),
        "camp_led_and_shield": MKReport.tr("{name}: camp_shield is for a hero who does not lead the camp"),
        "camp_one_leader": MKReport.tr("the camp has one leader; camp_led for: {names}"),
        "not_a_number": MKReport.tr("{key} must be a whole number, got {value}"),
        "negative": MKReport.tr("{key} cannot be negative, got {value}"),
        "bad_unit": MKReport.tr("a unit is its level, with w when wounded (3w), got {value}"),
        "unit_level": MKReport.tr("a unit's level is 1 to 4, got {value}"),
        "unknown_column": MKReport.tr("unknown column {value}; the columns: {known}"),
        "no_name": MKReport.tr("every player needs a name"),
        **file_texts(translate),
        "empty": MKReport.tr("empty: one line per player is needed"),
        "not_object": MKReport.tr("each line must be a JSON object (a player)"),
        "bad_json_shape": MKReport.tr("the JSON must be a list of players (objects) or {shape}"),
        "no_header": MKReport.tr("the first line must name the columns, among them name; the columns: {known}"),
        "extra_values": MKReport.tr("more values than columns"),
        "no_rows": MKReport.tr("no players: one line per player after the header"),
        "unknown_setting": MKReport.tr("unknown game setting {value}; the settings: {known}"),
        "bad_scenario": MKReport.tr("the scenario is one of {known}, got {value}"),
        "bad_mode": MKReport.tr("the mode is one of {known}, got {value}"),
    }
    return placed_text(exc, texts, {"shape": '{"players": […]}', **dict(getattr(exc, "params", {}))})
