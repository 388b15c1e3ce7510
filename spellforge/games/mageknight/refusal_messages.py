"""What `mk setup`, `mk volkare` and the Setup tab say when the rulebook has no such game (and
`mk highlevel` and the builder when a build cannot be read), in the
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


def build_error_text(exc, translate, lang: str) -> str:
    """A high-level start file or text that cannot be read (highlevel.BuildFileError), in the
    reader's language: the place, then the sentence; the keys a line may start with are listed in
    that language."""
    from spellforge.games.mageknight.highlevel import key_in, keys_in

    MKReport, _ = contexts(translate)
    texts = {
        **file_texts(translate),
        "json_not_object": MKReport.tr("the JSON must be an object"),
        "bad_line": MKReport.tr("each line is `key: value` with a key among: {known}"),
        "not_a_number": MKReport.tr("{key} must be a whole number, got {value}"),
    }
    params = dict(getattr(exc, "params", {}))
    if "key" in params:
        params["key"] = key_in(params["key"], lang)
    return placed_text(exc, texts, {"known": ", ".join(keys_in(lang)), **params})


def file_texts(translate) -> dict[str, str]:
    """A file that cannot be read, the same words for every Mage Knight file (score sheets, builds)."""
    MKReport, _ = contexts(translate)
    return {
        "file_missing": MKReport.tr("no such file"),
        "file_denied": MKReport.tr("not allowed to read it"),
        "file_unreadable": MKReport.tr("cannot be read ({reason})"),
        "not_utf8": MKReport.tr("not UTF-8 text (byte {value})"),
        "bad_json": MKReport.tr("not valid JSON"),
    }


def placed_text(exc, texts: dict[str, str], params: dict) -> str:
    """The sentence of the refusal's code with its params, after its place ("file:3: …"); the
    refusal's own text when its code has no sentence."""
    code = getattr(exc, "code", "")
    if code not in texts:
        return str(exc)
    text = texts[code].format(**params)
    return f"{params['where']}: {text}" if params.get("where") else text
