"""The round tracker's words in the reader's language (`mk tracker …` and the window's tab): the
same MKReport context as messages.py. The tracker's refusals are codes with parameters
(tracker.TrackerError); their sentences are here, so the command line and the window say them alike."""

from __future__ import annotations

from spellforge.games.mageknight.messages import contexts


def mode_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"competitive": MKReport.tr("competitive"), "solo": MKReport.tr("solo, with the dummy player"),
            "coop": MKReport.tr("co-op, with the dummy player"), "volkare-solo": MKReport.tr("solo, against Volkare"),
            "volkare-coop": MKReport.tr("co-op, against Volkare")}


def trigger_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"end_announced": MKReport.tr("the end of the round is announced"),
            "city_revealed": MKReport.tr("the city is revealed"),
            "last_city_conquered": MKReport.tr("the last city is conquered"),
            "all_relic_parts": MKReport.tr("every relic part is found"),
            "volkare_defeated": MKReport.tr("Volkare's army is destroyed"),
            "volkare_won": MKReport.tr("Volkare has won")}


def error_text(code: str, params: dict, translate) -> str:
    MKReport, _ = contexts(translate)
    texts = {
        "unknown_player": MKReport.tr("no player named {name}; the players: {known}"),
        "fame_only_grows": MKReport.tr("fame only grows: {amount} cannot be added (undo a wrong entry instead)"),
        "tactic_taken_already": MKReport.tr("{name} already took tactic {card} this round"),
        "tactic_not_available": MKReport.tr("tactic {card} is not on the table; still there: {available}"),
        "tactics_missing": MKReport.tr("the round cannot end before every player has a tactic: {names}"),
        "choose_tactic_to_remove": MKReport.tr("co-op: choose which of the players' tactics leaves the game "
                                               "({used}) with {option}"),
        "no_tactic_leaves": MKReport.tr("in this game no tactic leaves the game at the end of a round"),
        "unknown_trigger": MKReport.tr("unknown end trigger {trigger}; the triggers: {known}"),
        "game_over": MKReport.tr("the game is over: all %n rounds are played", "", int(params.get("rounds", 0))),
        "unknown_mode": MKReport.tr("unknown mode {mode}; the modes: {known}"),
        "rounds_range": MKReport.tr("a game has 1 to {most} rounds, got {rounds}"),
        "rounds_needed": MKReport.tr("give the round limit ({rounds_option}) or a scenario ({scenario_option})"),
        "players_needed": MKReport.tr("name each player once"),
        "reserved_name": MKReport.tr("a player cannot be named `dummy` or `volkare`"),
        "players_for_mode": MKReport.tr("{count} players do not fit this mode"),
        "mode_for_scenario": MKReport.tr("Volkare's scenarios are played against Volkare (solo or co-op), the "
                                         "others without him: not «{mode}»"),
        "bad_name": MKReport.tr("a tracker's name cannot be empty, start with a dot or hold any of {chars}"),
        "unreadable": MKReport.tr("{file} cannot be read ({reason}); it is left as it is"),
        "no_tracker": MKReport.tr("no tracker named {name}; saved trackers: {known}"),
        "tracker_exists": MKReport.tr("a tracker named {name} already exists"),
        "nothing_to_undo": MKReport.tr("{name} has nothing to undo"),
        "no_volkare": MKReport.tr("this game has no Volkare with a level"),
        "volkare_what": MKReport.tr("say what changes: {change} N or {battle}"),
        "level_at_round_end": MKReport.tr("Volkare's level changes only at the end of a round, before the next "
                                          "round's tactics"),
        "level_change_refused": {
            "after_first_battle": MKReport.tr("Volkare's level cannot change after the first battle with him"),
            "change_too_big": MKReport.tr("the level changes by at most the number of players, {players}"),
            "level_range": MKReport.tr("Volkare's level is never below 4"),
        }.get(params.get("reason"), "{reason}"),
    }
    values = dict(params, option="--remove", chars='/ \\ : * ? " < > |', rounds_option="`--rounds`", change="`--change`", battle="`--battle`",
                  scenario_option="`--scenario`")
    if "known" in values and not values["known"]:
        values["known"] = "—"  # nothing saved yet
    if code in ("players_for_mode", "mode_for_scenario"):
        values["mode"] = mode_names(translate).get(values.get("mode"), values.get("mode"))
    return texts[code].format(**values)


def show(data: dict, levels_of, lang: str, lib, translate) -> str:
    """The tracker as a sheet. `levels_of(fame)`: the fame track's level."""
    MKReport, _ = contexts(translate)
    time = MKReport.tr("day") if data["time"] == "day" else MKReport.tr("night")
    lines = [MKReport.tr("{name}: round {round} of {rounds} ({time}), {mode}").format(
        name=data["name"], round=data["round"], rounds=data["rounds"], time=time,
        mode=mode_names(translate)[data["mode"]])]
    if data.get("volkare_level"):
        lines.append(MKReport.tr("Volkare's level: {level}").format(level=data["volkare_level"])
                     + ("; " + MKReport.tr("his troops are revealed: the level is fixed")
                        if data.get("volkare_revealed") else ""))
    for p in data["players"]:
        hero = lib.heroes[p["hero"]].names.get(lang) if p["hero"] in lib.heroes else p["hero"]
        card = data["tactics"].get(p["name"])
        lines.append("  " + MKReport.tr("{name} ({hero}): fame {fame}, level {level}, reputation {reputation}; "
                                        "tactic {tactic}").format(
            name=p["name"], hero=hero or "—", fame=p["fame"], level=levels_of(p["fame"]),
            reputation=f"{p['reputation']:+d}" if p["reputation"] else "0", tactic=card or "—"))
    for who, label in (("dummy", MKReport.tr("The dummy player's tactic: {tactic}")),
                       ("volkare", MKReport.tr("Volkare's tactic: {tactic}"))):
        if who in data["tactics"]:
            lines.append("  " + label.format(tactic=data["tactics"][who]))
    if data["tactics"]:
        names = {"dummy": MKReport.tr("the dummy player"), "volkare": MKReport.tr("Volkare")}
        order = [names.get(w, w) for w, _ in sorted(data["tactics"].items(), key=lambda kv: kv[1])]
        lines.append(MKReport.tr("Turn order: {order}").format(order=", ".join(order)))
    gone = set(data["removed"][data["time"]]) | set(data["tactics"].values())
    lines.append(MKReport.tr("Tactics on the table: {cards}").format(
        cards=", ".join(str(t) for t in range(1, 7) if t not in gone) or "—"))
    if data["removed"]["day"] or data["removed"]["night"]:
        lines.append(MKReport.tr("Out of the game: day {day}; night {night}").format(
            day=", ".join(map(str, data["removed"]["day"])) or "—",
            night=", ".join(map(str, data["removed"]["night"])) or "—"))
    if data["end_trigger"]:
        lines.append(MKReport.tr("End of the game triggered: {what}").format(
            what=trigger_names(translate)[data["end_trigger"]]))
    if data["finished"]:
        lines.append(MKReport.tr("The game is over: the last round is played."))
    return "\n".join(lines)
