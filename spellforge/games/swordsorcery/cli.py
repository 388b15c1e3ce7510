"""`spellforge ss …`: Sword & Sorcery — heroes, the party check, the campaign actions, stored
campaigns and the box data. Every command takes --json and --lang.

A command on a campaign takes NAME_OR_FILE: a JSON file (the result is printed and the file is
written only with --write) or the name of a campaign stored in the user data (saved as a new
version, so `ss campaign undo` goes back). A move the rules refuse exits 1 with its problem code;
input that cannot be read exits 2 with the file and line."""

from __future__ import annotations

import argparse

from spellforge.cli import CliExit, emit
from spellforge.games.swordsorcery import cli_store
from spellforge.games.swordsorcery.cli_common import (
    REFUSED, library, open_campaign, read_checked, refusal_line, sheet, tr_for, validate_or_exit,
)
from spellforge.games.swordsorcery.validator import InputError
from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
# The help pages' sentences in the typed --lang (lupdate reads SSHelp.tr(…) as that context); rulebook
# lines stay in these comments, never in the help: level up 002 L1085-1099, death L2156-2172,
# resurrection L2208-2220, wounds L2156, selling L2325, upgrade L2317, stash L2331-2335, forge
# L2347-2351, tavern L2359-2373, giving crowns L2278-2280, end of a scenario L1764, L2349, L2192,
# Soul Storm L981-991.
SSHelp = Context("SSHelp")


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help=SSHelp.tr("machine-readable output"))
    p.add_argument("--lang", choices=LANGS,
                   help=SSHelp.tr("language of names and messages (default: the window's interface language)"))


def _target(p: argparse.ArgumentParser, hero: bool = False, item: bool = False, price: bool = False) -> None:
    """The campaign an action changes, and the options most actions share: the hero (required),
    the item, the price when items.csv has none."""
    p.add_argument("campaign", metavar="NAME_OR_FILE",
                   help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    p.add_argument("--write", action="store_true", help=SSHelp.tr("write the result into the campaign file"))
    _common(p)
    if hero:
        p.add_argument("--hero", required=True, help=SSHelp.tr("the hero, by name or class, in any language"))
    if item:
        p.add_argument("--item", required=True, help=SSHelp.tr("the item, in any language"))
    if price:
        p.add_argument("--price", type=int, help=SSHelp.tr("the price, when {file} has none").format(file="`items.csv`"))


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("ss", help=SSHelp.tr("Sword & Sorcery: party check, campaign tracker, box data"),
                              description=SSHelp.tr("Sword & Sorcery: Immortal Souls — the party validator and the "
                                                     "campaign tracker, by the rules of the Russian rulebook."))
    sub = p.add_subparsers(dest="ss_command", metavar="SUBCOMMAND", required=True)

    s = sub.add_parser("heroes", help=SSHelp.tr("the 10 hero sides: class, alignment and what is entered of their cards"))
    _common(s)
    s.set_defaults(func=_heroes)

    s = sub.add_parser("search", help=SSHelp.tr("search heroes, skills and items (the search language of `spellforge search`)"),
                       description=SSHelp.tr(
                           "Words match names in Russian, English or Polish; keys in any of the three languages: "
                           "{keys}; {operators}, or, a leading {minus} negates, \"quoted phrases\". Example: {example}"
                       ).format(keys="`t/type, h/hero, al/alignment, style, l/level, c/cost, act, charges, deck, hand, name`",
                                operators="`= != < <= > >=`", minus="`-`", example="`t:skill h:Торгар l>=3`"))
    s.add_argument("query", nargs="*", help=SSHelp.tr("the search, e.g. {examples}").format(
        examples='`"т:умение г:Шая"`, `"t:weapon hand:two-handed"`'))
    _common(s)
    s.set_defaults(func=_search)

    s = sub.add_parser("party", help=SSHelp.tr("check a party"))
    ps = s.add_subparsers(dest="party_command", metavar="check", required=True)
    c = ps.add_parser("check", help=SSHelp.tr("every rule a party, its skills and equipment must follow"))
    c.add_argument("campaign", metavar="NAME_OR_FILE",
                   help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    _common(c)
    c.set_defaults(func=_check)

    s = sub.add_parser("levelup", help=SSHelp.tr("raise a hero's soul level, one step at a time"))
    _target(s, hero=True)
    s.add_argument("--to", type=int, help=SSHelp.tr("the level to reach, 2-7 (default: the next one)"))
    s.set_defaults(func=_action, action="level_up")

    for name, help_, action in (("death", SSHelp.tr("a hero dies and becomes a ghost soul"), "death"),
                                ("resurrect", SSHelp.tr("resurrect a ghost soul at a shrine"), "resurrect")):
        s = sub.add_parser(name, help=help_)
        _target(s, hero=True)
        if action == "death":
            s.add_argument("--min-level", type=int, choices=range(1, 8), default=1, metavar="1-7",
                           help=SSHelp.tr("the scenario's minimum soul level (default %(default)s)"))
        s.set_defaults(func=_action, action=action)

    s = sub.add_parser("heal", help=SSHelp.tr("take wounds off a living hero"))
    _target(s, hero=True)
    s.add_argument("--wounds", type=int, required=True, help=SSHelp.tr("how many wounds"))
    s.set_defaults(func=_action, action="heal")

    s = sub.add_parser("charges", help=SSHelp.tr("use an artifact's charges"))
    _target(s, hero=True, item=True)
    s.add_argument("--use", type=int, required=True, help=SSHelp.tr("how many charges the activation discards"))
    s.set_defaults(func=_action, action="charges")

    s = sub.add_parser("empower", help=SSHelp.tr("spend shards to empower a soul weapon until the time phase"))
    _target(s, hero=True, item=True)
    s.add_argument("--shards", type=int, help=SSHelp.tr("the shards on the card, when {file} has none").format(
        file="`items.csv`"))
    s.set_defaults(func=_action, action="empower")

    s = sub.add_parser("pickup", help=SSHelp.tr("pick up a found item (into the inventory) or crowns"))
    _target(s, hero=True)
    s.add_argument("--item", default="", help=SSHelp.tr("the item, in any language"))
    s.add_argument("--crowns", type=int, default=0, help=SSHelp.tr("how many crowns"))
    s.set_defaults(func=_action, action="pickup")

    s = sub.add_parser("trade", help=SSHelp.tr("pass one item and any crowns to another hero"))
    _target(s)
    s.add_argument("--hero", required=True, help=SSHelp.tr("the hero who gives"))
    s.add_argument("--to-hero", required=True, help=SSHelp.tr("the hero who receives"))
    s.add_argument("--item", default="", help=SSHelp.tr("the item, in any language"))
    s.add_argument("--crowns", type=int, default=0, help=SSHelp.tr("how many crowns"))
    s.add_argument("--slot", choices=("main", "off", "armour", "artifact"),
                   help=SSHelp.tr("use it at once in this empty slot (else it goes into the inventory)"))
    s.set_defaults(func=_action, action="trade")

    s = sub.add_parser("drop", help=SSHelp.tr("drop items (used or carried) and crowns"))
    _target(s, hero=True)
    s.add_argument("--item", action="append", default=[], help=SSHelp.tr("an item; repeatable"))
    s.add_argument("--crowns", type=int, default=0, help=SSHelp.tr("how many crowns"))
    s.set_defaults(func=_action, action="drop")

    s = sub.add_parser("wound", help=SSHelp.tr("wounds on a hero; at wounds ≥ HP the hero dies"))
    _target(s, hero=True)
    s.add_argument("--wounds", type=int, required=True, help=SSHelp.tr("how many wounds"))
    s.add_argument("--min-level", type=int, choices=range(1, 8), default=1, metavar="1-7",
                   help=SSHelp.tr("the scenario's minimum soul level (default %(default)s)"))
    s.set_defaults(func=_action, action="wound")

    s = sub.add_parser("sell", help=SSHelp.tr("sell treasure cards for 25 crowns × act each"))
    _target(s, hero=True)
    s.add_argument("--item", action="append", required=True, help=SSHelp.tr("a treasure card; repeatable"))
    s.set_defaults(func=_action, action="sell")

    s = sub.add_parser("buy",
                       help=SSHelp.tr("buy an emporium item (its price from {file}, or {option})").format(
                           file="`items.csv`", option="`--price`"))
    _target(s, hero=True, item=True, price=True)
    s.set_defaults(func=_action, action="buy")

    s = sub.add_parser("upgrade", help=SSHelp.tr("turn an emporium card to its other face for that face's price"))
    _target(s, hero=True, item=True, price=True)
    s.set_defaults(func=_action, action="upgrade")

    s = sub.add_parser("forge", help=SSHelp.tr("the Magic Forge: 50 crowns, until the scenario ends"))
    _target(s, hero=True, item=True)
    s.set_defaults(func=_action, action="forge")

    s = sub.add_parser("tavern", help=SSHelp.tr("the Dancing Pony: stake 5, once per hero per visit"))
    _target(s, hero=True)
    s.add_argument("--prize", type=int, required=True, help=SSHelp.tr("what your die paid: 0, 10, 20 or 50"))
    s.set_defaults(func=_action, action="tavern")

    s = sub.add_parser("visit", help=SSHelp.tr("a new visit to the emporium"))
    _target(s)
    s.set_defaults(func=_action, action="visit")

    s = sub.add_parser("skill", help=SSHelp.tr("take a skill card (checked) or discard one (default: the rightmost)"))
    _target(s, hero=True)
    g = s.add_mutually_exclusive_group(required=True)
    g.add_argument("--take", metavar="SKILL", help=SSHelp.tr("the skill card to take (checked)"))
    g.add_argument("--drop", metavar="SKILL", nargs="?", const="",
                   help=SSHelp.tr("the skill to discard (default: the rightmost)"))
    s.set_defaults(func=_action, action="skill")

    s = sub.add_parser("equip", help=SSHelp.tr("use an item from the inventory in a slot (checked)"))
    _target(s, hero=True, item=True)
    s.add_argument("--slot", required=True, choices=("main", "off", "armour", "artifact"), help=SSHelp.tr("the slot"))
    s.set_defaults(func=_action, action="equip")

    s = sub.add_parser("unequip", help=SSHelp.tr("put the item of a slot into the inventory"))
    _target(s, hero=True)
    s.add_argument("--slot", required=True, choices=("main", "off", "armour", "artifact"), help=SSHelp.tr("the slot"))
    s.set_defaults(func=_action, action="unequip")

    s = sub.add_parser("stash",
                       help=SSHelp.tr("leave an item in the stash, or take it with {option}").format(option="`--take`"))
    _target(s, hero=True, item=True)
    s.add_argument("--take", action="store_true", help=SSHelp.tr("take it from the stash instead"))
    s.set_defaults(func=_action, action="stash")

    s = sub.add_parser("gain", help=SSHelp.tr("shards found (shared pool) and crowns found (one hero's)"))
    _target(s)
    s.add_argument("--shards", type=int, default=0, help=SSHelp.tr("soul shards into the shared pool"))
    s.add_argument("--crowns", type=int, default=0, help=SSHelp.tr("crowns for {option}").format(option="`--hero`"))
    s.add_argument("--hero", help=SSHelp.tr("the hero who found the crowns"))
    s.set_defaults(func=_action, action="gain")

    s = sub.add_parser("give", help=SSHelp.tr("crowns from one hero to another; never pooled"))
    _target(s)
    s.add_argument("--hero", required=True, help=SSHelp.tr("the hero who gives"))
    s.add_argument("--to-hero", required=True, help=SSHelp.tr("the hero who receives"))
    s.add_argument("--crowns", type=int, required=True, help=SSHelp.tr("how many crowns"))
    s.set_defaults(func=_action, action="give")

    s = sub.add_parser("end-scenario", help=SSHelp.tr("charges, forge reverts, the ghost penalty"))
    _target(s)
    s.add_argument("--ghost-discard", action="append", default=[], metavar="HERO=SLOT",
                   help=SSHelp.tr("the used card a ghost discards (your own random draw); else one drawn with {option}").format(
                       option="`--seed`"))
    s.add_argument("--seed", type=int, help=SSHelp.tr("random seed for the ghost penalty (default: the scenario number)"))
    s.set_defaults(func=_action, action="end_scenario")

    _register_board(sub)

    s = sub.add_parser("campaign",
                       help=SSHelp.tr("stored campaigns: {commands}").format(commands="`new, list, show, export, import, undo`"))
    cs = s.add_subparsers(dest="campaign_command", metavar="SUBCOMMAND", required=True)
    c = cs.add_parser("new", help=SSHelp.tr("start a campaign"))
    c.add_argument("name", help=SSHelp.tr("the campaign's name"))
    c.add_argument("--hero", action="append", required=True, metavar="HERO:CLASS",
                   help=SSHelp.tr("e.g. {example}; repeatable").format(example="`Шая:Плут`"))
    c.add_argument("--shards", type=int, default=0, help=SSHelp.tr("soul shards in the pool at the start"))
    c.add_argument("--soul-storm", action="store_true", help=SSHelp.tr("the optional rule Soul Storm"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_new)
    c = cs.add_parser("list", help=SSHelp.tr("the stored campaigns"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_list)
    c = cs.add_parser("show", help=SSHelp.tr("a stored campaign (or a file) with its problems and history"))
    c.add_argument("campaign", metavar="NAME_OR_FILE",
                   help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_show)
    c = cs.add_parser("export", help=SSHelp.tr("write a stored campaign to a JSON file"))
    c.add_argument("name", help=SSHelp.tr("the stored campaign"))
    c.add_argument("file", help=SSHelp.tr("the JSON file to write"))
    c.add_argument("--force", action="store_true", help=SSHelp.tr("replace an existing file"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_export)
    c = cs.add_parser("import", help=SSHelp.tr("store a campaign JSON file"))
    c.add_argument("file", help=SSHelp.tr("the campaign JSON file"))
    c.add_argument("--name", help=SSHelp.tr("its name (default: the name in the file, else the file's name)"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_import)
    c = cs.add_parser("undo", help=SSHelp.tr("back to the version before the last change"))
    c.add_argument("name", help=SSHelp.tr("the stored campaign"))
    _common(c)
    c.set_defaults(func=cli_store._campaign_undo)

    s = sub.add_parser("data",
                       help=SSHelp.tr("the box data you type in: CSV templates and their import"))
    ds = s.add_subparsers(dest="data_command", metavar="SUBCOMMAND", required=True)
    c = ds.add_parser("template", help=SSHelp.tr("write the templates {files} into the folder").format(
        files="`heroes.csv, soul_stone.csv, skills.csv, items.csv`"))
    c.add_argument("dir", help=SSHelp.tr("the folder to write the templates into"))
    c.add_argument("--force", action="store_true", help=SSHelp.tr("replace files already there"))
    _common(c)
    c.set_defaults(func=cli_store._data_template)
    c = ds.add_parser("import",
                      help=SSHelp.tr("check the folder's CSV files and store them in the user data"))
    c.add_argument("dir", help=SSHelp.tr("the folder with your CSV files"))
    _common(c)
    c.set_defaults(func=cli_store._data_import)
    _default_language(p)


def _default_language(parser: argparse.ArgumentParser) -> None:
    """Every command without --lang speaks the window's interface language (Preferences)."""
    def with_language(func):
        def run(args):
            if getattr(args, "lang", "") is None:
                from spellforge.i18n.app_language import app_language
                from spellforge.i18n.cli_words import set_language

                args.lang = app_language()
                set_language(args.lang)
            return func(args)
        return run

    func = parser.get_default("func")
    if func is not None:
        parser.set_defaults(func=with_language(func))
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _default_language(child)


def _register_board(sub) -> None:
    """The scenario board, the story record and the open picks (cli_board.py runs them)."""
    from spellforge.games.swordsorcery import cli_board
    from spellforge.games.swordsorcery.scenario import CONDITIONS
    from spellforge.games.swordsorcery.story import RESULTS

    hero_help = SSHelp.tr("the hero, by name or class, in any language")
    s = sub.add_parser("scenario", help=SSHelp.tr("the scenario board: HP, conditions, used skills, charges"))
    ss = s.add_subparsers(dest="scenario_command", metavar="SUBCOMMAND", required=True)
    c = ss.add_parser("show", help=SSHelp.tr("each hero's HP, wounds, conditions, used and ready skills, charges"))
    c.add_argument("campaign", metavar="NAME_OR_FILE", help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    _common(c)
    c.set_defaults(func=cli_board._show_board)
    c = ss.add_parser("condition", help=SSHelp.tr("put a condition token on a hero or take it off"))
    _target(c, hero=True)
    g = c.add_mutually_exclusive_group(required=True)
    g.add_argument("--on", choices=CONDITIONS, help=SSHelp.tr("the condition to put on"))
    g.add_argument("--off", choices=CONDITIONS, help=SSHelp.tr("the condition to take off"))
    c.set_defaults(func=_action, action="condition")
    c = ss.add_parser("use-skill", help=SSHelp.tr("a skill card used: face down with its hourglasses"))
    _target(c, hero=True)
    c.add_argument("--skill", required=True, help=SSHelp.tr("the skill, in any language"))
    c.add_argument("--hourglasses", type=int, required=True, choices=range(1, 5), metavar="1-4",
                   help=SSHelp.tr("the hourglasses of the level used"))
    c.set_defaults(func=_action, action="use_skill")
    c = ss.add_parser("time-phase", help=SSHelp.tr(
        "burning and poison wound, used skills turn, empowered soul weapons turn back"))
    _target(c)
    c.set_defaults(func=_action, action="time_phase")

    s = sub.add_parser("story", help=SSHelp.tr("the story record: scenarios played, and what to do between two"))
    ss = s.add_subparsers(dest="story_command", metavar="SUBCOMMAND", required=True)
    c = ss.add_parser("show", help=SSHelp.tr("the scenarios recorded and the between-scenarios checklist"))
    c.add_argument("campaign", metavar="NAME_OR_FILE", help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    _common(c)
    c.set_defaults(func=cli_board._show_story)
    c = ss.add_parser("add", help=SSHelp.tr("record a scenario played"))
    _target(c)
    c.add_argument("--result", required=True, choices=RESULTS, help=SSHelp.tr("the result: {choices}").format(choices="`won`, `lost`"))
    c.add_argument("--scenario", type=int, help=SSHelp.tr("its number (default: the one just ended)"))
    c.add_argument("--date", default="", help=SSHelp.tr("{format} (default: today)").format(format="`YYYY-MM-DD`"))
    c.add_argument("--tokens", type=int, default=0, help=SSHelp.tr("story tokens"))
    c.add_argument("--choice", action="append", default=[], help=SSHelp.tr("an alignment choice made; repeatable"))
    c.add_argument("--notes", default="", help=SSHelp.tr("your notes"))
    c.set_defaults(func=_action, action="story_add")

    s = sub.add_parser("picks", help=SSHelp.tr("a hero's open skill picks and the cards that qualify"))
    s.add_argument("campaign", metavar="NAME_OR_FILE", help=SSHelp.tr("a campaign JSON file or a stored campaign's name"))
    s.add_argument("--hero", required=True, help=hero_help)
    _common(s)
    s.set_defaults(func=cli_board._show_picks)


# -- commands ---------------------------------------------------------------------------------------------
def _heroes(args) -> int:
    lib = library(getattr(args, 'lang', None))
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
    # the rulebook's line stays in --json ("source"): a player reads the hero, its side and alignment
    lines = [f"{d['hero']:10} {d['class']:26} {lib.term(d['alignment'], args.lang)}" for d in data]
    emit(data, args.json, "\n".join(lines))
    return 0


def _search(args) -> int:
    from spellforge.games.swordsorcery.search import SS_KEY_NAMES, search
    from spellforge.library.search.errors import search_errors_line

    result = search(library(getattr(args, 'lang', None)), " ".join(args.query))
    if result.errors:  # a script must not mistake a misread query for an answer
        raise CliExit(search_errors_line(result.errors, args.lang, SS_KEY_NAMES))
    data = [{"kind": r.kind, "id": r.id, "name": r.display[args.lang], "numbers": r.numbers} for r in result.rows]
    from spellforge.games.swordsorcery.messages import sheet_templates

    t = sheet_templates(tr_for(args.lang))
    kinds = {"hero": t["kind_hero"], "skill": t["kind_skill"], "item": t["kind_item"]}
    width = max((len(k) for k in kinds.values()), default=6)
    emit(data, args.json, "\n".join(f"{kinds.get(d['kind'], d['kind']):{width}} {d['name']}" for d in data))
    return 0


def _check(args) -> int:
    from spellforge.games.swordsorcery.validator import errors

    lib, c, problems, tr = read_checked(args.campaign, args.lang)
    data = {"campaign": c.to_json(), "valid": not errors(problems), "problems": [p.as_dict(tr) for p in problems]}
    emit(data, args.json, sheet(c, lib, args.lang, problems, tr))
    return REFUSED if errors(problems) else 0


def _run(args, c, lib):
    """(new campaign, refusal problem or None, notes) of the command's action."""
    from spellforge.games.swordsorcery import actions

    from spellforge.games.swordsorcery import table_actions as table

    a = args.action
    if a == "level_up":
        new, refused = actions.level_up(c, lib, args.hero, args.to)
        return new, refused, []
    table_moves = {
        "heal": lambda: table.heal(c, lib, args.hero, args.wounds),
        "charges": lambda: table.use_charges(c, lib, args.hero, args.item, args.use),
        "empower": lambda: table.empower(c, lib, args.hero, args.item, args.shards),
        "pickup": lambda: table.pick_up(c, lib, args.hero, args.item, args.crowns),
        "trade": lambda: table.trade(c, lib, args.hero, args.to_hero, args.item, args.crowns, args.slot),
        "drop": lambda: table.drop(c, lib, args.hero, args.item, args.crowns),
    }
    from spellforge.games.swordsorcery.cli_board import moves

    table_moves.update(moves(args, c, lib))
    try:
        if a in table_moves:
            result = table_moves[a]()  # a campaign, or (campaign, notes)
            new, notes = result if isinstance(result, tuple) else (result, [])
            return new, None, notes
        if a == "death":
            new, notes = actions.death(c, lib, args.hero, args.min_level)
            return new, None, notes
        if a == "wound":
            new, notes = actions.wound(c, lib, args.hero, args.wounds, args.min_level)
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
                    raise InputError("ghost_discard_spec", spec=pair)
                discards[hero.strip()] = slot.strip()
            new = actions.end_scenario(c, lib, discards, args.seed)
    except actions.Refused as exc:
        return c, exc.problem, []
    return new, None, []


# A stored campaign changed by another process between this one's read and its write: the action
# runs again on what is stored now (each try loses only to a writer that committed meanwhile).
STALE_TRIES = 32


def _action(args) -> int:
    from spellforge.games.swordsorcery.store import StaleCampaignError

    c, path, store = open_campaign(args.campaign, args.lang)
    for _try in range(STALE_TRIES):
        try:
            return _action_once(args, c, path, store)
        except StaleCampaignError as exc:
            stale = exc
            store.store.close()
            c, path, store = open_campaign(args.campaign, args.lang)
    from spellforge.i18n.user_data_words import say

    store.store.close()
    raise CliExit(say(stale)) from None


def _action_once(args, c, path, store) -> int:
    from spellforge.games.swordsorcery.store import StaleCampaignError
    from spellforge.library.user.store import UserDataError

    lib = library(getattr(args, 'lang', None))
    tr = tr_for(args.lang)
    try:
        try:
            new, refused, notes = _run(args, c, lib)
        except InputError as exc:
            raise CliExit(f"{path or args.campaign}: {exc.message(tr)}") from None
        except ValueError as exc:
            raise CliExit(f"{path or args.campaign}: {exc}") from None
        changed = len(new.log) > len(c.log)
        refused = refused.localized(lib, args.lang) if refused else None
        problems = ([refused] if refused else []) + [n.localized(lib, args.lang) for n in notes] \
            + validate_or_exit(new, lib, args.lang)
        from spellforge.games.swordsorcery.messages import sheet_templates
        from spellforge.games.swordsorcery.actions import describe

        t = sheet_templates(tr)
        tail = [describe(e, lib, args.lang, tr) for e in new.log[len(c.log):]]
        if args.action == "level_up" and changed:  # what the rise opened (002 L1380-1386)
            from spellforge.games.swordsorcery.picks import picks_text

            tail.append(picks_text(new, lib, args.hero, args.lang, tr)[1])
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
                version = store.save(c.name, new, args.action, expected=store.revisions.get(c.name))
            except StaleCampaignError:
                raise
            except UserDataError as exc:
                from spellforge.i18n.user_data_words import say

                raise CliExit(say(exc)) from None
            tail.append(t["saved"].format(name=c.name, version=version))
    finally:
        if store is not None:
            store.store.close()
    data = {"campaign": new.to_json(), "problems": [p.as_dict(tr) for p in problems],
            "refused": refused.code if refused else None}
    if args.json:
        emit(data, True)
    else:
        emit(data, False, "\n".join(tail + [sheet(new, lib, args.lang, problems, tr)]))
    if refused:
        import sys

        print(refusal_line(refused, tr), file=sys.stderr)
        return REFUSED
    return 0
