"""Sword & Sorcery sentences in the reader's language: the validator's problems and the
campaign log. `translate(context, source, n=None)` is QCoreApplication.translate in the window and
spellforge.i18n.ts_translate.ts_translator(lang) on the command line, so both read the same .ts
entries (contexts "SSProblem" and "SSLog"; i18n/update.sh scans this file). Every string is a
literal `SSProblem.tr(…)` / `SSLog.tr(…)` so that lupdate finds it.

Names inside the sentences (heroes, sides, skills, items) are given in the card-name language by
the caller; a name is never the object of a verb that would need a case ending in Russian or Polish.
"""

from __future__ import annotations

from typing import Callable


class _Context:
    """One .ts context with a tr() that lupdate reads like QObject.tr."""

    def __init__(self, name: str, translate: Callable[..., str]):
        self.name, self._translate = name, translate

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        return self._translate(self.name, source, n) if n >= 0 else self._translate(self.name, source)


def translator(lang: str) -> Callable[..., str]:
    from spellforge.i18n.ts_translate import ts_translator

    return ts_translator(lang)


def problem_templates(translate: Callable[..., str]) -> dict[str, str]:
    """The explanation of each problem code; {placeholders} are filled by Problem.message."""
    SSProblem = _Context("SSProblem", translate)  # lupdate reads SSProblem.tr(…) as that context
    return {
        "party_size": SSProblem.tr("A party needs at least 2 heroes; this one has {count}."),
        "same_hero": SSProblem.tr("Hero {hero} is in the party twice; each hero card is one hero."),
        "alignment_conflict": SSProblem.tr(
            "Order and Chaos heroes never share a party: {order} (Order) and {chaos} (Chaos). "
            "A Neutral hero joins either; the optional rule Soul Storm allows any mix."),
        "level_range": SSProblem.tr("{hero}: soul level must be I to VII, not {level}."),
        "level_not_lowest": SSProblem.tr(
            "{hero} cannot reach level {to} while {other} in the party is at a lower level ({level})."),
        "not_enough_shards": SSProblem.tr("{hero}: {cost} soul shards needed; the pool has {pool}."),
        "skill_alignment": SSProblem.tr(
            "{hero} ({side}) is {alignment}: the skill {skill} is for {skill_alignment} heroes only."),
        "skill_min_level": SSProblem.tr("{hero}: the skill {skill} needs soul level {min}; the hero is at {level}."),
        "skill_other_hero": SSProblem.tr("{hero}: the skill {skill} belongs to {owner}."),
        "general_slot": SSProblem.tr(
            "{hero}: {count} general skills, the soul stone at level {level} gives {allowed}."),
        "skill_count": SSProblem.tr("{hero}: {count} skill cards, the soul stone at level {level} gives {allowed}."),
        "two_handed_off_hand": SSProblem.tr(
            "{hero}: the two-handed weapon {item} needs the off-hand slot empty; it holds {other}."),
        "wrong_hand": SSProblem.tr("{hero}: {item} cannot be used in the slot {slot}."),
        "wrong_slot": SSProblem.tr("{hero}: {item} is not an item for the slot {slot}."),
        "style_mismatch": SSProblem.tr(
            "{hero}: the runes of {item} do not match the hero's combat style; it may only be carried."),
        "over_inventory": SSProblem.tr("{hero}: {count} items in the inventory, the hero card holds {allowed}."),
        "not_a_ghost": SSProblem.tr("{hero} is alive; only a ghost soul can be resurrected."),
        "already_ghost": SSProblem.tr("{hero} is already a ghost soul."),
        "max_level": SSProblem.tr("{hero} is already at soul level VII."),
        "not_enough_crowns": SSProblem.tr("{hero}: {cost} crowns needed; the hero has {crowns}."),
        "not_treasure": SSProblem.tr("{item} is not a treasure card; only treasure is sold."),
        "not_carried": SSProblem.tr("{hero} does not hold {item}."),
        "no_other_face": SSProblem.tr("{item} has no other face to upgrade to."),
        "same_visit": SSProblem.tr("{item} was bought during this visit; its other face needs a new visit."),
        "no_price": SSProblem.tr("The price of {item} is not known: enter its cost in the box data."),
        "not_forgeable": SSProblem.tr("The forge upgrades a standard weapon or armour; {item} is not one."),
        "already_forged": SSProblem.tr("{item} is already upgraded by the forge for this scenario."),
        "tavern_once": SSProblem.tr("{hero} has already played at the tavern during this visit."),
        "tavern_prize": SSProblem.tr("A tavern prize is 0, 10, 20 or 50 crowns, not {prize}."),
        "soul_weapon_out": SSProblem.tr("No hero of this party can use the soul weapon {item}: take it out of the deck."),
        "unknown_name": SSProblem.tr("No skill or item named {name} in the library."),
        "missing_data": SSProblem.tr("{hero}: not checked, {what}."),
        "duplicate_skill": SSProblem.tr("{hero} already has the skill {skill}: each skill card is taken once."),
        "duplicate_item": SSProblem.tr("{item} is one card, held twice: {holders}."),
        "all_ghosts": SSProblem.tr(
            "Every hero is a ghost soul: the scenario is lost, unless the scenario says otherwise."),
        "no_wounds": SSProblem.tr("{hero} has no wounds to heal."),
        "not_an_artifact": SSProblem.tr("{item} is not an artifact; only artifacts have charges."),
        "charges_unknown": SSProblem.tr("The charges of {item} are not known: enter them in the box data."),
        "not_enough_charges": SSProblem.tr("{item} has {charges} charges left; the activation needs {needed}."),
        "not_soul_weapon": SSProblem.tr("{item} is not a soul weapon."),
        "soul_weapon_not_used": SSProblem.tr("{hero}: {item} must be in a weapon slot to be empowered."),
        "already_empowered": SSProblem.tr("{item} is already empowered until the next time phase."),
        "slot_taken": SSProblem.tr("{hero}: the slot {slot} holds {item}; without a slot the item goes into the inventory."),
        "condition_held": SSProblem.tr("{hero} already has the condition {condition}; one token of each."),
        "condition_absent": SSProblem.tr("{hero} does not have the condition {condition}."),
        "skill_no_cooldown": SSProblem.tr("{skill} is a starting skill: it is not turned when used."),
        "skill_used": SSProblem.tr("{hero}: {skill} is used, {hourglasses} hourglasses left."),
        "skills_unknown_level": SSProblem.tr(
            "{hero}: the level each skill was gained at is not known; remove the skills of level {level} by hand."),
    }


def missing_words(translate: Callable[..., str]) -> dict[str, str]:
    """What a "missing_data" note says is not entered (its `what` code; `names` lists the cards)."""
    SSProblem = _Context("SSProblem", translate)
    return {
        "soul_stone": SSProblem.tr("the soul stone's numbers are not in the box data yet"),
        "soul_stone_hp": SSProblem.tr("the soul stone's HP is not in the box data yet"),
        "skills": SSProblem.tr("the skill cards {names} are not in the box data yet"),
        "inventory": SSProblem.tr("the hero card's inventory size is not in the box data yet"),
        "items": SSProblem.tr("the item cards {names} are not in the box data yet"),
        "hands_runes": SSProblem.tr("the hand or runes of {names} are not in the box data yet"),
    }


def data_templates(translate: Callable[..., str]) -> dict[str, str]:
    """Box data that cannot be read (a file and line come first): the window's box data grid and
    `spellforge ss data import` say the same. Column names and cell values stay as typed."""
    SSData = _Context("SSData", translate)
    return {
        "columns": SSData.tr("the columns must be {columns}"),
        "missing": SSData.tr("missing: {list}"),
        "unknown": SSData.tr("unknown: {list}"),
        "cells": SSData.tr("{cells} cells, the header has {header}"),
        "empty": SSData.tr("an empty file; the header {columns} is expected"),
        "whole_number": SSData.tr("{column} must be a whole number, got {value}"),
        "range": SSData.tr("{column} must be {low} to {high}, got {value}"),
        "one_of": SSData.tr("{column} must be one of {allowed}, got {value}"),
        "item_styles": SSData.tr("styles: {value} is not any, {allowed} (a|b = either, !a = all but a)"),
        "hero_styles": SSData.tr("styles: {value} is not one of {allowed}"),
        "unreadable": SSData.tr("cannot be read ({error})"),
        "no_files": SSData.tr("none of {files} is there"),
        "empty_cell": SSData.tr("{column} is empty"),
        "no_hero_known": SSData.tr("no hero named {name}; heroes: {known}"),
        "no_hero": SSData.tr("no hero named {name}"),
        "no_side": SSData.tr("{hero} has no side {name}; sides: {known}"),
        "alignment": SSData.tr("{side} is {rulebook} in the rulebook ({cite}), not {value}"),
        "hand": SSData.tr("hand is for weapons; this item is {category}"),
    }


def data_sentence(code: str, params: dict, translate: Callable[..., str] | None = None) -> str:
    """One box data error after its file and line, in the reader's language (English without
    `translate`); a column list that is wrong names what is missing and what is unknown."""
    parts = [_sentence(data_templates, code, params, translate)]
    if code == "columns":
        parts += [_sentence(data_templates, key, {"list": params[key]}, translate)
                  for key in ("missing", "unknown") if params.get(key)]
    return "; ".join(parts)


def file_templates(translate: Callable[..., str]) -> dict[str, str]:
    """A campaign file that cannot be read (its file and line come first); {at} is where in the
    file (heroes[0].), JSON keys and values stay as written."""
    SSFile = _Context("SSFile", translate)
    return {
        "unreadable": SSFile.tr("cannot be read ({error})"),
        "too_large": SSFile.tr("too large ({size} characters; a campaign is a few KB, the limit is {limit} MB)"),
        "not_json": SSFile.tr("not JSON: {error}"),
        "too_deep": SSFile.tr("the JSON is nested too deeply to be a campaign"),
        "kind": SSFile.tr('not a Sword & Sorcery campaign: "kind" must be "{kind}"'),
        "version": SSFile.tr("version must be a whole number, got {value}"),
        "newer": SSFile.tr("written by a newer Spellforge (format {version}, this one reads {reads})"),
        "whole": SSFile.tr("{at}{key} must be a whole number {low} to {high}, got {value}"),
        "list": SSFile.tr("{key} must be a list"),
        "hero_object": SSFile.tr("{at} must be an object"),
        "hero_name": SSFile.tr("{at}hero: a hero name is needed"),
        "hero_class": SSFile.tr('{at}class: the class of the side in play is needed (e.g. "Плут")'),
        "used": SSFile.tr("{at}used: an object of skill: hourglasses left (1 to 4)"),
        "equipped_object": SSFile.tr("{at}equipped must be an object of slots ({slots})"),
        "equipped_slot": SSFile.tr("{at}equipped: {slot} is not a slot ({slots})"),
        "skill_level": SSFile.tr("{at}skills: level must be 1 to 7, got {value}"),
        "skill_entry": SSFile.tr('{at}skills: each is a name or {{"skill": name, "level": n}}, got {value}'),
        "charges": SSFile.tr("{at}charges must be 0 or more, got {value}"),
        "item_entry": SSFile.tr('{at}an item is a name or {{"item": name}}, got {value}'),
    }


def file_sentence(code: str, params: dict, translate: Callable[..., str] | None = None) -> str:
    """One campaign file error after its file and line, in the reader's language."""
    return _sentence(file_templates, code, params, translate)


def _sentence(templates, code: str, params: dict, translate) -> str:
    english = templates(lambda _c, s, n=None: s)
    t = templates(translate) if translate is not None else english
    params = {k: str(v) for k, v in params.items()}
    try:
        return t[code].format(**params)
    except (KeyError, IndexError):  # a translation with a wrong placeholder: the English text
        return english[code].format(**params)


def input_templates(translate: Callable[..., str]) -> dict[str, str]:
    """Input that cannot be used (exit 2): a name not known, a number out of range."""
    SSInput = _Context("SSInput", translate)
    return {
        "no_hero": SSInput.tr("No hero is named '{name}'; the heroes: {known}."),
        "no_class": SSInput.tr("{hero}: no class is named '{name}'; the classes: {known}."),
        "not_in_party": SSInput.tr("No hero '{name}' in this party; the party: {known}."),
        "no_campaign": SSInput.tr("No campaign file or stored campaign is named '{name}'."),
        "stored": SSInput.tr("Stored campaigns: {known}."),
        "level_to": SSInput.tr("{hero}: the level to reach (--to) is {low} to VII, not {to}."),
        "at_least_one": SSInput.tr("{option}: 1 or more, please."),
        "not_negative": SSInput.tr("{option}: 0 or more, please."),
        "item_or_crowns": SSInput.tr("Give an item (--item), crowns (--crowns) or both."),
        "same_hero": SSInput.tr("The giving and the receiving hero are the same hero."),
        "crowns_need_hero": SSInput.tr("Crowns go to one hero: give --hero."),
        "hero_spec": SSInput.tr("--hero takes HERO:CLASS (e.g. Шая:Плут), not '{spec}'."),
        "ghost_discard_spec": SSInput.tr("--ghost-discard takes HERO=SLOT, not '{spec}'."),
        "no_condition": SSInput.tr("No condition is named '{name}'; the conditions: {known}."),
        "hourglasses": SSInput.tr("A used skill has 1 to 4 hourglasses, not {value}."),
        "result": SSInput.tr("A scenario is won or lost, not '{value}'."),
        "date": SSInput.tr("A date is written YYYY-MM-DD, not '{value}'."),
        "no_stored": SSInput.tr("No stored campaign is named '{name}'."),
        "file_exists": SSInput.tr("{file} is already there: add --force to replace it."),
        "nothing_to_undo": SSInput.tr("{name}: nothing to undo."),
        "not_a_folder": SSInput.tr("{folder} is not a folder."),
        "empty_slot": SSInput.tr("{hero}: nothing in the slot '{slot}'; slots used: {known}."),
    }


def log_templates(translate: Callable[..., str]) -> dict[str, str]:
    """One sentence per campaign action, for the history and `--lang`."""
    SSLog = _Context("SSLog", translate)
    return {
        "new": SSLog.tr("Campaign started: act {act}, {shards} soul shards."),
        "level_up": SSLog.tr("{hero}: soul level {from} → {to}, {cost} shards spent, {pool} left."),
        "take_skill": SSLog.tr("{hero} takes the skill {skill} at soul level {level}."),
        "drop_skill": SSLog.tr("{hero} discards the skill {skill}."),
        "death": SSLog.tr("{hero} dies and becomes a ghost soul: soul level {from} → {to}; lost: {lost}."),
        "wound": SSLog.tr("{hero}: wounds {wounds} of {hp} HP."),
        "resurrect": SSLog.tr("{hero} is resurrected for {cost} shards ({pool} left), full HP."),
        "sell": SSLog.tr("{hero} sells {item} for {price} crowns ({crowns} now)."),
        "buy": SSLog.tr("{hero} buys {item} for {price} crowns ({crowns} left)."),
        "upgrade": SSLog.tr("{hero} upgrades {item} to {other} for {price} crowns ({crowns} left)."),
        "forge": SSLog.tr("{hero} has {item} upgraded at the forge for {price} crowns ({crowns} left)."),
        "tavern": SSLog.tr("{hero} plays at the tavern: stake {stake}, prize {prize} ({crowns} crowns now)."),
        "equip": SSLog.tr("{hero} uses {item} in the slot {slot}."),
        "unequip": SSLog.tr("{hero} puts {item} into the inventory."),
        "stash": SSLog.tr("{hero} leaves {item} in the stash."),
        "unstash": SSLog.tr("{hero} takes {item} from the stash."),
        "gain_shards": SSLog.tr("Soul shards gained: {shards} (pool {pool})."),
        "gain_crowns": SSLog.tr("{hero} gains {crowns} crowns ({total} now)."),
        "visit": SSLog.tr("A visit to the emporium begins."),
        "give": SSLog.tr("{hero} gives {crowns} crowns to {to}."),
        "end_scenario": SSLog.tr("Scenario {scenario} ends; changes above: {changes}."),
        "ghost_penalty": SSLog.tr("{hero} is a ghost soul at the end: {item} discarded."),
        "artifact_charge": SSLog.tr("{item} regains a charge ({charges})."),
        "forge_revert": SSLog.tr("{item} turns back to its original side."),
        "nothing": SSLog.tr("nothing"),
        "crowns": SSLog.tr("{crowns} crowns"),
        "end_scenario_none": SSLog.tr("Scenario {scenario} ends; nothing changes."),
        "wound_no_hp": SSLog.tr("{hero}: {wounds} wounds (the soul stone's HP is not entered)."),
        "ghost_returns": SSLog.tr("{hero} starts the next scenario as a hero again, with full HP."),
        "heal": SSLog.tr("{hero}: {healed} wounds healed, {wounds} left."),
        "use_charges": SSLog.tr("{hero}: {item} uses {used} charges ({charges} left)."),
        "empower": SSLog.tr("{hero}: {item} empowered for {cost} shards ({pool} left)."),
        "empower_ends": SSLog.tr("{item} turns back to its normal side."),
        "time_phase": SSLog.tr("Time phase."),
        "pick_up": SSLog.tr("{hero} picks up {item} into the inventory."),
        "drop": SSLog.tr("{hero} drops {item}."),
        "drop_crowns": SSLog.tr("{hero} drops {crowns} crowns ({total} left)."),
        "trade": SSLog.tr("{hero} passes {item} to {to}."),
        "condition_on": SSLog.tr("{hero}: condition {condition}."),
        "condition_off": SSLog.tr("{hero}: condition {condition} removed."),
        "use_skill": SSLog.tr("{hero}: {skill} used, {hourglasses} hourglasses."),
        "skill_ready": SSLog.tr("{hero}: {skill} is ready again."),
        "story": SSLog.tr("Scenario {scenario} recorded: {result}."),
    }


def sheet_templates(translate: Callable[..., str]) -> dict[str, str]:
    """The campaign sheet as text (`spellforge ss … --lang`)."""
    SSSheet = _Context("SSSheet", translate)
    return {
        "head": SSSheet.tr("Act {act}, scenario {scenario} · soul shards: {shards}{storm}"),
        "storm": SSSheet.tr(" · Soul Storm"),
        "hero": SSSheet.tr("{hero} ({side}, {alignment}): soul level {level}, crowns {crowns}{ghost}"),
        "ghost": SSSheet.tr(" · ghost soul"),
        "skills": SSSheet.tr("  skills: {list}"),
        "equipped": SSSheet.tr("  used: {list}"),
        "inventory": SSSheet.tr("  inventory: {list}"),
        "stash": SSSheet.tr("Stash: {list}"),
        "valid": SSSheet.tr("The party follows every rule checked."),
        "none": SSSheet.tr("none"),
        "written": SSSheet.tr("Written: {file}"),
        "saved": SSSheet.tr("Saved: campaign {name}, version {version}"),
        "not_written": SSSheet.tr("(the file is unchanged: add --write to save the result)"),
        "listed": SSSheet.tr("{name}: {heroes} · soul shards: {shards} · scenario {scenario}"),
        "rows": SSSheet.tr("{file}: {rows} rows checked and stored"),
        "refused": SSSheet.tr("refused"),
        "kind_hero": SSSheet.tr("hero"),
        "kind_skill": SSSheet.tr("skill"),
        "kind_item": SSSheet.tr("item"),
        "box_warning": SSSheet.tr("warning: {file}: {count} entered, the rulebook's box has {box} ({cite})"),
    }


def board_templates(translate: Callable[..., str]) -> dict[str, str]:
    """The scenario board as text (`spellforge ss scenario show`) and in the window."""
    SSBoard = _Context("SSBoard", translate)
    return {
        "head": SSBoard.tr("Scenario {scenario} · soul shards: {shards}"),
        "hero": SSBoard.tr("{hero} ({side}): HP {left} of {hp}, wounds {wounds}"),
        "hero_no_hp": SSBoard.tr("{hero} ({side}): wounds {wounds}, the soul stone's HP not entered"),
        "ghost": SSBoard.tr("{hero} ({side}): ghost soul"),
        "conditions": SSBoard.tr("  conditions: {list}"),
        "used": SSBoard.tr("  used skills: {list}"),
        "used_one": SSBoard.tr("{skill} (hourglasses: {hourglasses})"),
        "ready": SSBoard.tr("  ready skills: {list}"),
        "charges": SSBoard.tr("  charges: {list}"),
        "empowered": SSBoard.tr("  empowered soul weapon: {list}"),
        "lost": SSBoard.tr("Every hero is a ghost soul: the scenario is lost."),
        "picks": SSBoard.tr("{hero}: open skill picks — class skills: {class_open}, general skills: {general_open}"),
        "picks_any": SSBoard.tr("{hero}: open skill picks: {count} (class or general: enter the soul stone to know)"),
        "class_cards": SSBoard.tr("  class skills that qualify: {list}"),
        "general_cards": SSBoard.tr("  general skills that qualify: {list}"),
        "none": SSBoard.tr("none"),
    }


def story_templates(translate: Callable[..., str]) -> dict[str, str]:
    """The story record and the between-scenarios checklist."""
    SSStory = _Context("SSStory", translate)
    return {
        "entry": SSStory.tr("Scenario {scenario} · {date} · {result}"),
        "won": SSStory.tr("won"),
        "lost": SSStory.tr("lost"),
        "tokens": SSStory.tr("  story tokens: {tokens}"),
        "choices": SSStory.tr("  choices: {list}"),
        "notes": SSStory.tr("  notes: {notes}"),
        "empty": SSStory.tr("No scenario recorded yet."),
        "checklist": SSStory.tr("Between two scenarios:"),
        "auto": SSStory.tr("(done by end-scenario)"),
        "ghost_discard": SSStory.tr("A ghost soul discards one random used card."),
        "forge_back": SSStory.tr("Items upgraded at the forge turn back."),
        "artifact_charge": SSStory.tr("Every artifact regains 1 charge, up to its maximum."),
        "full_hp": SSStory.tr("Every hero starts the next scenario with full HP; ghosts are heroes again."),
        "treasure_back": SSStory.tr("Shuffle the discarded treasure cards back into the treasure deck."),
        "soul_weapons_out": SSStory.tr("Take out of the deck the soul weapons no hero of the party can use."),
        "emporium": SSStory.tr("Visit the emporium when the story allows: buy, sell, upgrade, forge, tavern."),
    }
