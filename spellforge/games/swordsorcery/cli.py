"""`spellforge ss …`: Sword & Sorcery — heroes, the party check, the campaign actions, stored
campaigns and the box data. Every command takes --json and --lang.

A command on a campaign takes NAME_OR_FILE: a JSON file (the result is printed and the file is
written only with --write) or the name of a campaign stored in the user data (saved as a new
version, so `ss campaign undo` goes back). A move the rules refuse exits 1 with its problem code;
input that cannot be read exits 2 with the file and line."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from spellforge.cli import CliExit, emit

LANGS = ("en", "ru", "pl")
REFUSED = 1


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of names and messages (default en)")


def _target(p: argparse.ArgumentParser) -> None:
    p.add_argument("campaign", metavar="NAME_OR_FILE", help="a campaign JSON file or a stored campaign's name")
    p.add_argument("--write", action="store_true", help="write the result into the campaign file")
    _common(p)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("ss", help="Sword & Sorcery: party check, campaign tracker, box data",
                              description="Sword & Sorcery: Immortal Souls — the party validator and the campaign "
                                          "tracker (rules of the Russian rulebook, seed 002).")
    sub = p.add_subparsers(dest="ss_command", metavar="SUBCOMMAND", required=True)

    s = sub.add_parser("heroes", help="the ten hero sides: class, alignment and what is entered of their cards")
    _common(s)
    s.set_defaults(func=_heroes)

    s = sub.add_parser("search", help="search heroes, skills and items (the search language of `spellforge search`)",
                       description="Words match names in Russian, English or Polish; keys in any of the three "
                                   "languages: t/type, h/hero, al/alignment, style, l/level, c/cost, act, charges, "
                                   "deck, hand, name; = != < <= > >=, or, a leading - negates, \"quoted phrases\". "
                                   "Example: t:skill h:Торгар l>=3")
    s.add_argument("query", nargs="*", help='the search, e.g. "т:умение г:Шая", "t:weapon hand:two-handed"')
    _common(s)
    s.set_defaults(func=_search)

    s = sub.add_parser("party", help="check a party")
    ps = s.add_subparsers(dest="party_command", metavar="check", required=True)
    c = ps.add_parser("check", help="every rule a party, its skills and equipment must follow")
    c.add_argument("campaign", metavar="NAME_OR_FILE", help="a campaign JSON file or a stored campaign's name")
    _common(c)
    c.set_defaults(func=_check)

    s = sub.add_parser("levelup", help="raise a hero's soul level, one step at a time (002 L1085-1099)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--to", type=int, help="the level to reach, 2-7 (default: the next one)")
    s.set_defaults(func=_action, action="level_up")

    for name, help_, action in (("death", "a hero dies and becomes a ghost soul (002 L2156-2172)", "death"),
                                ("resurrect", "resurrect a ghost soul at a shrine (002 L2208-2220)", "resurrect")):
        s = sub.add_parser(name, help=help_)
        _target(s)
        s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
        s.set_defaults(func=_action, action=action)

    s = sub.add_parser("sell", help="sell treasure cards for 25 crowns × act each (002 L2325)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", action="append", required=True, help="a treasure card; repeatable")
    s.set_defaults(func=_action, action="sell")

    s = sub.add_parser("buy", help="buy an emporium item (its price from items.csv, or --price)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", required=True, help="the item, in any language")
    s.add_argument("--price", type=int, help="the price, when items.csv has none")
    s.set_defaults(func=_action, action="buy")

    s = sub.add_parser("upgrade", help="turn an emporium card to its other face for that face's price (002 L2317)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", required=True, help="the item, in any language")
    s.add_argument("--price", type=int, help="the price, when items.csv has none")
    s.set_defaults(func=_action, action="upgrade")

    s = sub.add_parser("forge", help="the Magic Forge: 50 crowns, until the scenario ends (002 L2347-2351)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", required=True, help="the item, in any language")
    s.set_defaults(func=_action, action="forge")

    s = sub.add_parser("tavern", help="the Dancing Pony: stake 5, once per hero per visit (002 L2359-2373)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--prize", type=int, required=True, help="what your die paid: 0, 10, 20 or 50")
    s.set_defaults(func=_action, action="tavern")

    s = sub.add_parser("visit", help="a new visit to the emporium")
    _target(s)
    s.set_defaults(func=_action, action="visit")

    s = sub.add_parser("skill", help="take a skill card (checked) or discard one (default: the rightmost)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    g = s.add_mutually_exclusive_group(required=True)
    g.add_argument("--take", metavar="SKILL", help="the skill card to take (checked)")
    g.add_argument("--drop", metavar="SKILL", nargs="?", const="", help="the skill to discard (default: the rightmost)")
    s.set_defaults(func=_action, action="skill")

    s = sub.add_parser("equip", help="use an item from the inventory in a slot (checked)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", required=True, help="the item, in any language")
    s.add_argument("--slot", required=True, choices=("main", "off", "armour", "artifact"), help="the slot")
    s.set_defaults(func=_action, action="equip")

    s = sub.add_parser("unequip", help="put the item of a slot into the inventory")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--slot", required=True, choices=("main", "off", "armour", "artifact"), help="the slot")
    s.set_defaults(func=_action, action="unequip")

    s = sub.add_parser("stash", help="leave an item in the stash, or --take it (002 L2331-2335)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero, by name or class, in any language")
    s.add_argument("--item", required=True, help="the item, in any language")
    s.add_argument("--take", action="store_true", help="take it from the stash instead")
    s.set_defaults(func=_action, action="stash")

    s = sub.add_parser("gain", help="shards found (shared pool) and crowns found (one hero's)")
    _target(s)
    s.add_argument("--shards", type=int, default=0, help="soul shards into the shared pool")
    s.add_argument("--crowns", type=int, default=0, help="crowns for --hero")
    s.add_argument("--hero", help="the hero who found the crowns")
    s.set_defaults(func=_action, action="gain")

    s = sub.add_parser("give", help="crowns from one hero to another (002 L2280); never pooled (L2278)")
    _target(s)
    s.add_argument("--hero", required=True, help="the hero who gives")
    s.add_argument("--to-hero", required=True, help="the hero who receives")
    s.add_argument("--crowns", type=int, required=True, help="how many crowns")
    s.set_defaults(func=_action, action="give")

    s = sub.add_parser("end-scenario", help="charges, forge reverts, the ghost penalty (002 L1764, L2349, L2192)")
    _target(s)
    s.add_argument("--ghost-discard", action="append", default=[], metavar="HERO=SLOT",
                   help="the used card a ghost discards (your own random draw); else one drawn with --seed")
    s.add_argument("--seed", type=int, help="random seed for the ghost penalty (default: the scenario number)")
    s.set_defaults(func=_action, action="end_scenario")

    s = sub.add_parser("campaign", help="stored campaigns: new, list, show, export, import, undo")
    cs = s.add_subparsers(dest="campaign_command", metavar="SUBCOMMAND", required=True)
    c = cs.add_parser("new", help="start a campaign")
    c.add_argument("name", help="the campaign's name")
    c.add_argument("--hero", action="append", required=True, metavar="HERO:CLASS", help="e.g. Шая:Плут; repeatable")
    c.add_argument("--shards", type=int, default=0, help="soul shards in the pool at the start")
    c.add_argument("--soul-storm", action="store_true", help="the optional rule Soul Storm (002 L981-991)")
    _common(c)
    c.set_defaults(func=_campaign_new)
    c = cs.add_parser("list", help="the stored campaigns")
    _common(c)
    c.set_defaults(func=_campaign_list)
    c = cs.add_parser("show", help="a stored campaign (or a file) with its problems and history")
    c.add_argument("campaign", metavar="NAME_OR_FILE", help="a campaign JSON file or a stored campaign's name")
    _common(c)
    c.set_defaults(func=_campaign_show)
    c = cs.add_parser("export", help="write a stored campaign to a JSON file")
    c.add_argument("name", help="the stored campaign")
    c.add_argument("file", help="the JSON file to write")
    c.add_argument("--force", action="store_true", help="replace an existing file")
    _common(c)
    c.set_defaults(func=_campaign_export)
    c = cs.add_parser("import", help="store a campaign JSON file")
    c.add_argument("file", help="the campaign JSON file")
    c.add_argument("--name", help="its name (default: the name in the file, else the file's name)")
    _common(c)
    c.set_defaults(func=_campaign_import)
    c = cs.add_parser("undo", help="back to the version before the last change")
    c.add_argument("name", help="the stored campaign")
    _common(c)
    c.set_defaults(func=_campaign_undo)

    s = sub.add_parser("data", help="the box data you type in: CSV templates and their import")
    ds = s.add_subparsers(dest="data_command", metavar="SUBCOMMAND", required=True)
    c = ds.add_parser("template", help="write heroes.csv, soul_stone.csv, skills.csv, items.csv into DIR")
    c.add_argument("dir", help="the folder to write the templates into")
    c.add_argument("--force", action="store_true", help="replace files already there")
    _common(c)
    c.set_defaults(func=_data_template)
    c = ds.add_parser("import", help="check DIR's CSV files and store them in the user data")
    c.add_argument("dir", help="the folder with your CSV files")
    _common(c)
    c.set_defaults(func=_data_import)


# -- shared ---------------------------------------------------------------------------------------------
def _tr(lang: str):
    from spellforge.games.swordsorcery.messages import translator

    return translator(lang)


def _library():
    from spellforge.games.swordsorcery.library import SSDataError
    from spellforge.games.swordsorcery.store import open_library
    from spellforge.library.user_store import UserDataError

    try:
        return open_library()
    except (SSDataError, UserDataError) as exc:
        raise CliExit(str(exc)) from None


def _store():
    from spellforge.games.swordsorcery.store import CampaignStore
    from spellforge.library.user_store import UserDataError, UserStore

    try:
        return CampaignStore(UserStore())
    except UserDataError as exc:
        raise CliExit(str(exc)) from None


def _is_file(arg: str) -> bool:
    return arg.lower().endswith(".json") or "/" in arg or "\\" in arg or Path(arg).is_file()


def _open(arg: str):
    """(campaign, file path or None, store or None)."""
    from spellforge.games.swordsorcery.campaign import CampaignFileError, read_campaign

    if _is_file(arg):
        try:
            return read_campaign(arg), Path(arg), None
        except CampaignFileError as exc:
            raise CliExit(str(exc)) from None
    store = _store()
    campaign = store.load(arg)
    if campaign is None:
        names = [n for n, _m, _r in store.names()]
        store.store.close()
        raise CliExit(f"no campaign file or stored campaign named {arg!r}"
                      + (f"; stored: {', '.join(names)}" if names else ""))
    return campaign, None, store


def _sheet(c, lib, lang: str, problems, tr) -> str:
    from spellforge.games.swordsorcery import rules
    from spellforge.games.swordsorcery.messages import sheet_templates
    from spellforge.games.swordsorcery.validator import Names, resolve

    t = sheet_templates(tr)
    names = Names(lib, lang)
    none = t["none"]
    lines = [t["head"].format(act=c.act, scenario=c.scenario, shards=c.shards, storm=t["storm"] if c.soul_storm else "")]
    for m in resolve(c, lib):
        h = m.state
        lines.append(t["hero"].format(hero=names.hero(m), side=names.side(m), alignment=names.term(m.alignment),
                                      level=rules.ROMAN[h.soul_level], crowns=h.crowns,
                                      ghost=t["ghost"] if h.ghost else ""))
        lines.append(t["skills"].format(list=", ".join(names.skill(s.name) for s in h.skills) or none))
        used = ", ".join(f"{names.term(slot)}: {names.item(e.name)}{' ⚒' if e.forged else ''}"
                         for slot, e in h.equipped.items())
        lines.append(t["equipped"].format(list=used or none))
        lines.append(t["inventory"].format(list=", ".join(names.item(e.name) for e in h.inventory) or none))
    if c.stash:
        lines.append(t["stash"].format(list=", ".join(names.item(e.name) for e in c.stash)))
    lines += [_problem_line(p, tr) for p in problems]
    if not [p for p in problems if p.severity == "error"]:
        lines.append(t["valid"])
    return "\n".join(lines)


def _problem_line(p, tr) -> str:
    mark = "!" if p.severity == "error" else "·"
    return f"{mark} [{p.code}] {p.message(tr)}" + (f" ({p.cite})" if p.cite else "")


def _validate(c, lib, lang):
    from spellforge.games.swordsorcery.validator import UnknownName, validate

    try:
        return validate(c, lib, lang)
    except UnknownName as exc:
        raise CliExit(str(exc)) from None


# -- commands ---------------------------------------------------------------------------------------------
def _heroes(args) -> int:
    lib = _library()
    data = []
    for s in lib.sides.values():
        data.append({"hero": s.hero_names.get(args.lang), "class": s.names.get(args.lang), "alignment": s.alignment,
                     "hero_ru": s.hero_names.ru, "class_ru": s.names.ru, "names_source": s.names.source,
                     "styles": sorted(s.styles), "inventory": s.inventory, "save": s.save, "movement": s.movement,
                     "starting_skills": list(s.starting_skills), "source": s.source,
                     "soul_stone": [{"level": r.level, "hp": r.hp, "skills": r.skills,
                                     "general_stars": r.general_stars, "combat_actions": r.combat_actions,
                                     "special_actions": r.special_actions}
                                    for (side, _lvl), r in sorted(lib.soul.items()) if side == s.id]})
    lines = [f"{d['hero']:10} {d['class']:26} {lib.term(d['alignment'], args.lang):12} ({d['source']})" for d in data]
    emit(data, args.json, "\n".join(lines))
    return 0


def _search(args) -> int:
    from spellforge.games.swordsorcery.search import search

    result = search(_library(), " ".join(args.query))
    if result.errors:  # a script must not mistake a misread query for an answer
        raise CliExit("; ".join(e.message() for e in result.errors))
    data = [{"kind": r.kind, "id": r.id, "name": r.display[args.lang], "numbers": r.numbers} for r in result.rows]
    emit(data, args.json, "\n".join(f"{d['kind']:6} {d['name']}" for d in data))
    return 0


def _check(args) -> int:
    from spellforge.games.swordsorcery.validator import errors

    lib = _library()
    c, _path, store = _open(args.campaign)
    if store:
        store.store.close()
    problems = _validate(c, lib, args.lang)
    tr = _tr(args.lang)
    data = {"valid": not errors(problems), "problems": [p.as_dict(tr) for p in problems]}
    emit(data, args.json, _sheet(c, lib, args.lang, problems, tr))
    return REFUSED if errors(problems) else 0


def _run(args, c, lib):
    """(new campaign, refusal problem or None, notes) of the command's action."""
    from spellforge.games.swordsorcery import actions

    a = args.action
    if a == "level_up":
        new, refused = actions.level_up(c, lib, args.hero, args.to)
        return new, refused, []
    try:
        if a == "death":
            new, notes = actions.death(c, lib, args.hero)
            return new, None, notes
        if a == "resurrect":
            new = actions.resurrect(c, lib, args.hero)
        elif a == "sell":
            new = actions.sell(c, lib, args.hero, args.item)
        elif a == "buy":
            new = actions.buy(c, lib, args.hero, args.item, args.price)
        elif a == "upgrade":
            new = actions.upgrade(c, lib, args.hero, args.item, args.price)
        elif a == "forge":
            new = actions.forge(c, lib, args.hero, args.item)
        elif a == "tavern":
            new = actions.tavern(c, lib, args.hero, args.prize)
        elif a == "visit":
            new = actions.visit(c)
        elif a == "skill":
            new = (actions.take_skill(c, lib, args.hero, args.take) if args.take is not None
                   else actions.drop_skill(c, lib, args.hero, args.drop or None))
        elif a == "equip":
            new = actions.equip(c, lib, args.hero, args.item, args.slot)
        elif a == "unequip":
            new = actions.unequip(c, lib, args.hero, args.slot)
        elif a == "stash":
            new = actions.stash(c, lib, args.hero, args.item, take=args.take)
        elif a == "give":
            new = actions.give(c, lib, args.hero, args.to_hero, args.crowns)
        elif a == "gain":
            new = actions.gain(c, lib, args.shards, args.crowns, args.hero)
        else:
            discards = {}
            for pair in args.ghost_discard:
                hero, sep, slot = pair.partition("=")
                if not sep:
                    raise ValueError(f"--ghost-discard takes HERO=SLOT, got {pair!r}")
                discards[hero.strip()] = slot.strip()
            new = actions.end_scenario(c, lib, discards, args.seed)
    except actions.Refused as exc:
        return c, exc.problem, []
    return new, None, []


def _action(args) -> int:
    from spellforge.games.swordsorcery.validator import UnknownName
    from spellforge.library.user_store import UserDataError

    lib = _library()
    c, path, store = _open(args.campaign)
    tr = _tr(args.lang)
    try:
        try:
            new, refused, notes = _run(args, c, lib)
        except (UnknownName, ValueError) as exc:
            raise CliExit(f"{path or args.campaign}: {exc}") from None
        changed = len(new.log) > len(c.log)
        problems = ([refused] if refused else []) + notes + _validate(new, lib, args.lang)
        from spellforge.games.swordsorcery.messages import sheet_templates
        from spellforge.games.swordsorcery.actions import describe

        t = sheet_templates(tr)
        tail = [describe(e, lib, args.lang, tr) for e in new.log[len(c.log):]]
        if changed and path is not None and args.write:
            from spellforge.fileio import write_atomic

            try:
                write_atomic(path, new.dumps())
            except OSError as exc:
                raise CliExit(f"{path}: {exc}") from None
            tail.append(t["written"].format(file=path))
        elif changed and path is not None:
            tail.append(t["not_written"])
        elif changed and store is not None:
            try:
                version = store.save(c.name, new, args.action)
            except UserDataError as exc:
                raise CliExit(str(exc)) from None
            tail.append(t["saved"].format(name=c.name, version=version))
    finally:
        if store is not None:
            store.store.close()
    data = {"campaign": new.to_json(), "problems": [p.as_dict(tr) for p in problems],
            "refused": refused.code if refused else None}
    if args.json:
        emit(data, True)
    else:
        emit(data, False, "\n".join(tail + [_sheet(new, lib, args.lang, problems, tr)]))
    if refused:
        import sys

        print(f"spellforge ss: refused [{refused.code}] {refused.message(tr)} ({refused.cite})", file=sys.stderr)
        return REFUSED
    return 0


def _campaign_new(args) -> int:
    from spellforge.games.swordsorcery.campaign import Campaign, HeroState
    from spellforge.library.user_store import UserDataError

    lib = _library()
    heroes = []
    for spec in args.hero:
        hero, sep, side = spec.partition(":")
        if not sep:
            raise CliExit(f"--hero takes HERO:CLASS (e.g. Шая:Плут), got {spec!r}")
        heroes.append(HeroState(hero.strip(), side.strip()))
    if args.shards < 0:
        raise CliExit("--shards must be 0 or more")
    c = Campaign(heroes=heroes, soul_storm=args.soul_storm, shards=args.shards)
    problems = _validate(c, lib, args.lang)
    c.log.append({"action": "new", "scenario": 1, "act": c.act, "shards": c.shards})
    store = _store()
    try:
        store.save(args.name, c, "new", create=True)
    except UserDataError as exc:
        raise CliExit(str(exc)) from None
    finally:
        store.store.close()
    tr = _tr(args.lang)
    emit({"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems]}, args.json,
         _sheet(c, lib, args.lang, problems, tr))
    return 0


def _campaign_list(args) -> int:
    store = _store()
    try:
        rows = store.names()
        data = []
        for name, modified, revision in rows:
            c = store.load(name)
            data.append({"name": name, "revision": revision, "heroes": [h.hero for h in c.heroes],
                         "shards": c.shards, "scenario": c.scenario})
    finally:
        store.store.close()
    from spellforge.games.swordsorcery.messages import sheet_templates

    t = sheet_templates(_tr(args.lang))
    emit(data, args.json, "\n".join(t["listed"].format(name=d["name"], heroes=", ".join(d["heroes"]),
                                                       shards=d["shards"], scenario=d["scenario"]) for d in data))
    return 0


def _campaign_show(args) -> int:
    from spellforge.games.swordsorcery.actions import describe

    lib = _library()
    c, _path, store = _open(args.campaign)
    if store:
        store.store.close()
    problems = _validate(c, lib, args.lang)
    tr = _tr(args.lang)
    history = [describe(e, lib, args.lang, tr) for e in c.log]
    data = {"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems], "history": history}
    emit(data, args.json, _sheet(c, lib, args.lang, problems, tr) + ("\n\n" + "\n".join(history) if history else ""))
    return 0


def _campaign_export(args) -> int:
    from spellforge.fileio import write_atomic

    store = _store()
    try:
        c = store.load(args.name)
    finally:
        store.store.close()
    if c is None:
        raise CliExit(f"no stored campaign named {args.name!r}")
    out = Path(args.file)
    if out.exists() and not args.force:
        raise CliExit(f"{out} exists: add --force to replace it")
    try:
        write_atomic(out, c.dumps())
    except OSError as exc:
        raise CliExit(f"{out}: {exc}") from None
    emit({"name": args.name, "file": str(out)}, args.json, f"{args.name} → {out}")
    return 0


def _campaign_import(args) -> int:
    from spellforge.games.swordsorcery.campaign import CampaignFileError, read_campaign
    from spellforge.library.user_store import UserDataError

    lib = _library()
    try:
        c = read_campaign(args.file)
    except CampaignFileError as exc:
        raise CliExit(str(exc)) from None
    _validate(c, lib, args.lang)  # unknown heroes are bad input, refused before storing
    name = args.name or c.name or Path(args.file).stem
    store = _store()
    try:
        store.save(name, c, "import", create=True)
    except UserDataError as exc:
        raise CliExit(str(exc)) from None
    finally:
        store.store.close()
    emit({"name": name, "file": args.file}, args.json, f"{args.file} → {name}")
    return 0


def _campaign_undo(args) -> int:
    from spellforge.library.user_store import UserDataError

    store = _store()
    try:
        if not store.exists(args.name):
            raise CliExit(f"no stored campaign named {args.name!r}")
        c = store.undo(args.name)
    except UserDataError as exc:
        raise CliExit(str(exc)) from None
    finally:
        store.store.close()
    if c is None:
        raise CliExit(f"{args.name}: nothing to undo", REFUSED)
    lib = _library()
    tr = _tr(args.lang)
    problems = _validate(c, lib, args.lang)
    emit({"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems]}, args.json,
         _sheet(c, lib, args.lang, problems, tr))
    return 0


def _data_template(args) -> int:
    from spellforge.games.swordsorcery.userdata import write_templates

    lib = _library()
    try:
        written = write_templates(lib, Path(args.dir), overwrite=args.force)
    except FileExistsError as exc:
        raise CliExit(f"already there (add --force to replace): {exc}") from None
    except OSError as exc:
        raise CliExit(f"{args.dir}: {exc}") from None
    emit([str(p) for p in written], args.json, "\n".join(str(p) for p in written))
    return 0


def _data_import(args) -> int:
    import sys

    from spellforge.games.swordsorcery.library import SSDataError
    from spellforge.games.swordsorcery.store import UserData, open_facts
    from spellforge.games.swordsorcery.userdata import import_folder
    from spellforge.library.user_store import UserDataError, UserStore

    folder = Path(args.dir)
    if not folder.is_dir():
        raise CliExit(f"{folder}: not a folder")
    try:
        store = UserStore()
        try:
            result = import_folder(folder, open_facts(), UserData(store))
        finally:
            store.close()
    except (SSDataError, UserDataError) as exc:
        raise CliExit(str(exc)) from None
    from spellforge.games.swordsorcery.messages import sheet_templates

    t = sheet_templates(_tr(args.lang))
    lines = [t["rows"].format(file=name, rows=n) for name, n in result.rows.items()]
    for w in result.warnings:
        print(t["box_warning"].format(**w), file=sys.stderr)
    emit(result.as_dict(), args.json, "\n".join(lines))
    return 0
