"""`spellforge ss scenario …`, `ss story …` and `ss picks`: the scenario board, the story record
with the between-scenarios checklist, and the open skill picks after a level-up (their parsers
are in cli.py, where the help pages' sentences are read). The moves go through cli._action like
every campaign action (a file with --write, or a stored campaign)."""

from __future__ import annotations

from spellforge.cli import emit
from spellforge.games.swordsorcery.cli_common import read_checked


def moves(args, c, lib) -> dict:
    """The board and story moves for cli._run: action name -> a call giving the new campaign (or
    the campaign and its notes)."""
    from spellforge.games.swordsorcery import scenario, story

    return {
        "condition": lambda: scenario.set_condition(c, lib, args.hero, args.on or args.off, args.on is not None),
        "use_skill": lambda: scenario.use_skill(c, lib, args.hero, args.skill, args.hourglasses),
        "time_phase": lambda: scenario.time_phase(c, lib),
        "story_add": lambda: story.record(c, args.result, args.date, args.notes, args.tokens, args.choice,
                                          args.scenario),
    }


def board_text(c, lib, lang: str, tr) -> tuple[list[dict], bool, str]:
    from spellforge.games.swordsorcery.messages import board_templates
    from spellforge.games.swordsorcery.scenario import board

    t = board_templates(tr)
    rows, lost = board(c, lib, lang)
    lines = [t["head"].format(scenario=c.scenario, shards=c.shards)]
    data = []
    for r in rows:
        if r.ghost:
            lines.append(t["ghost"].format(hero=r.hero, side=r.side))
        elif r.hp is None:
            lines.append(t["hero_no_hp"].format(hero=r.hero, side=r.side, wounds=r.wounds))
        else:
            lines.append(t["hero"].format(hero=r.hero, side=r.side, left=max(0, r.hp - r.wounds), hp=r.hp,
                                          wounds=r.wounds))
        if r.conditions:
            lines.append(t["conditions"].format(list=", ".join(r.conditions)))
        if r.used:
            lines.append(t["used"].format(list=", ".join(t["used_one"].format(skill=k, hourglasses=v)
                                                          for k, v in r.used.items())))
        lines.append(t["ready"].format(list=", ".join(r.ready) or t["none"]))
        if r.charges:
            lines.append(t["charges"].format(list=", ".join(
                f"{name} {'?' if now is None else now}/{'?' if most is None else most}" for name, now, most in r.charges)))
        if r.empowered:
            lines.append(t["empowered"].format(list=", ".join(r.empowered)))
        data.append({"hero": r.hero, "side": r.side, "ghost": r.ghost, "hp": r.hp, "wounds": r.wounds,
                     "conditions": r.conditions, "used": r.used, "ready": r.ready,
                     "charges": [{"item": n, "charges": now, "max": most} for n, now, most in r.charges],
                     "empowered": r.empowered})
    if lost:
        lines.append("! [all_ghosts] " + t["lost"] + " (002 L862, L2194)")
    return data, lost, "\n".join(lines)


def _show_board(args) -> int:
    lib, c, _problems, tr = read_checked(args.campaign, args.lang)
    data, lost, text = board_text(c, lib, args.lang, tr)
    emit({"scenario": c.scenario, "shards": c.shards, "heroes": data, "scenario_lost": lost}, args.json, text)
    return 0


def story_text(c, tr) -> tuple[list[dict], str]:
    from spellforge.games.swordsorcery.messages import story_templates
    from spellforge.games.swordsorcery.story import CHECKLIST

    t = story_templates(tr)
    lines = []
    for e in c.story:
        lines.append(t["entry"].format(scenario=e.get("scenario", "?"), date=e.get("date", "?"),
                                       result=t.get(e.get("result", ""), e.get("result", "?"))))
        if e.get("tokens"):
            lines.append(t["tokens"].format(tokens=e["tokens"]))
        if e.get("choices"):
            lines.append(t["choices"].format(list="; ".join(e["choices"])))
        if e.get("notes"):
            lines.append(t["notes"].format(notes=e["notes"]))
    if not c.story:
        lines.append(t["empty"])
    lines += ["", t["checklist"]]
    checklist = []
    for i, (key, cite, auto) in enumerate(CHECKLIST, 1):
        lines.append(f"{i}. {t[key]}" + (f" {t['auto']}" if auto else "") + f" ({cite})")
        checklist.append({"step": key, "text": t[key], "cite": cite, "done_by_end_scenario": auto})
    return checklist, "\n".join(lines)


def _show_story(args) -> int:
    _lib, c, _problems, tr = read_checked(args.campaign, args.lang)
    checklist, text = story_text(c, tr)
    emit({"story": c.story, "checklist": checklist}, args.json, text)
    return 0


def _show_picks(args) -> int:
    from spellforge.cli import CliExit
    from spellforge.games.swordsorcery.validator import InputError

    from spellforge.games.swordsorcery.picks import picks_text

    lib, c, _problems, tr = read_checked(args.campaign, args.lang)
    try:
        data, text = picks_text(c, lib, args.hero, args.lang, tr)
    except InputError as exc:
        raise CliExit(exc.message(tr)) from None
    emit(data, args.json, text)
    return 0

