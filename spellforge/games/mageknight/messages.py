"""The Mage Knight reports in the reader's language, for `spellforge mk … --lang` and the window.

`translate(context, source, n=None)` is ts_translator(lang) on the command line and
QCoreApplication.translate in the window, so both read the same .ts entries. Every sentence is a
literal `MKReport.tr(…)` (or `MageKnight.tr(…)`, the builder's problems, shared with the window)
so that lupdate finds it (i18n/update.sh scans this file); at run time those are local names
bound to `translate`. Counts go through plural forms (%n), figures through
spellforge.i18n.numbers. Rulebook lines never appear here: they are in the JSON and behind
`--sources`.
"""

from __future__ import annotations

from typing import Callable

from spellforge.i18n.numbers import decimal, percent


class _Context:
    """One .ts context with a tr() that lupdate reads like QObject.tr (numerus when n is given)."""

    def __init__(self, name: str, translate: Callable[..., str]):
        self.name, self._translate = name, translate

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        return self._translate(self.name, source, n) if n >= 0 else self._translate(self.name, source)


def contexts(translate: Callable[..., str]) -> tuple[_Context, _Context]:
    return _Context("MKReport", translate), _Context("MageKnight", translate)


# --- words ------------------------------------------------------------------------------------

def category_names(translate) -> dict[str, str]:
    """The titles of the scoring card (MK L1073-1103, L1407, L4327)."""
    MKReport, _ = contexts(translate)
    return {
        "knowledge": MKReport.tr("Greatest Knowledge"),
        "leader": MKReport.tr("Greatest Leader"),
        "adventurer": MKReport.tr("Greatest Adventurer"),
        "loot": MKReport.tr("Greatest Loot"),
        "conqueror": MKReport.tr("Greatest Conqueror"),
        "beating": MKReport.tr("Greatest Beating"),
        "cities": MKReport.tr("Greatest City Conqueror"),
        "relics": MKReport.tr("Greatest Relic Hunter"),
    }


def goal_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {
        "cities": MKReport.tr("cities conquered"),
        "every_hero_led_a_city": MKReport.tr("every hero leads a city"),
        "all_cities": MKReport.tr("all cities conquered"),
        "rounds_left": MKReport.tr("rounds left"),
        "relic_parts": MKReport.tr("relic parts found"),
        "every_hero_found_a_part": MKReport.tr("every hero found a part"),
        "all_relic_parts": MKReport.tr("all relic parts found"),
        "dummy_cards": MKReport.tr("cards in the dummy's deck"),
        "end_not_announced": MKReport.tr("end of the last round not announced"),
    }


def mode_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"competitive": MKReport.tr("competitive"), "solo": MKReport.tr("solo"), "coop": MKReport.tr("co-op")}


def scenario_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"first-reconnaissance": MKReport.tr("First Reconnaissance"), "conquest": MKReport.tr("Full Conquest"),
            "conquest-short": MKReport.tr("Blitz Conquest"), "conquest-solo": MKReport.tr("Solo Conquest"),
            "cooperation": MKReport.tr("Full Co-op Conquest"), "standard": MKReport.tr("achievements only"),
            "lost-relic": MKReport.tr("The Lost Relic"), "lost-relic-coop": MKReport.tr("The Lost Relic, co-op"),
            "lost-relic-solo": MKReport.tr("The Lost Relic, solo"),
            "cooperation-short": MKReport.tr("Blitz Co-op Conquest")}


def score_scenario_names(translate) -> dict[str, str]:
    """The scenarios as scoring tells them apart: Conquest (full, blitz, solo or co-op) scores the
    cities, the Lost Relic the relic parts, the others the achievements only."""
    MKReport, _ = contexts(translate)
    return {"standard": MKReport.tr("achievements only"), "conquest": MKReport.tr("Conquest"),
            "lost-relic": MKReport.tr("The Lost Relic")}


def problem_texts(translate) -> dict[str, str]:
    """The high-level builder's problems (highlevel.Problem.code), shared with the window."""
    _, MageKnight = contexts(translate)
    return {
        "over_command": MageKnight.tr("More units than command tokens for this level"),
        "over_crystal_limit": MageKnight.tr("More than 3 crystals of one colour: {item}"),
        "not_in_offer": MageKnight.tr("Not among the cards dealt: {item}"),
        "over_budget": MageKnight.tr("More influence spent than the level gives"),
        "too_many_free": MageKnight.tr("Too many free advanced actions for this level"),
        "offer_too_large": MageKnight.tr("More cards dealt than the table allows"),
        "unknown_card": MageKnight.tr("No such card: {item}"),
        "unknown_hero": MageKnight.tr("No such hero"),
        "bad_level": MageKnight.tr("The level must be 1 to 10"),
        "no_crystal_for_spell": MageKnight.tr("No crystal of the spell's colour left: {item}"),
        "elite_not_offered": MageKnight.tr("Elite units are not dealt: {item}"),
        "bad_starting_crystals": MageKnight.tr("The 2 starting crystals must be colours of the hero card"),
        "too_many_skills": MageKnight.tr("More skills than the level draws"),
        "not_hero_skill": MageKnight.tr("Not one of this hero's skills: {item}"),
        "bad_colour": MageKnight.tr("A crystal is red, blue, green or white: {item}"),
        "bad_influence": MageKnight.tr("Influence per level must be 0 or more"),
        "too_many_draws": MageKnight.tr("More skill draws than the level gives"),
        "bad_skill_draw": MageKnight.tr("A draw is 2 of this hero's skills: {item}"),
        "skill_drawn_twice": MageKnight.tr("A skill token drawn twice: {item}"),
        "skill_not_drawn": MageKnight.tr("A skill kept that was not drawn: {item}"),
        "two_skills_from_one_draw": MageKnight.tr("Only one skill is kept from each draw: {item}"),
    }


def purchase_how(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"free": MKReport.tr("free"), "bought": MKReport.tr("bought"),
            "bought with a crystal": MKReport.tr("bought with a crystal")}


# --- scoring ----------------------------------------------------------------------------------

def score_report(data: dict, lang: str, translate) -> str:
    """scoring.Scores.as_dict() as a table: each side's fame, counts, title points and total,
    each title's holder and the winner."""
    MKReport, _ = contexts(translate)
    names = category_names(translate)
    lines = [MKReport.tr("Scoring: {scenario}, {mode}").format(
        scenario=score_scenario_names(translate)[data["scenario"]], mode=mode_names(translate)[data["mode"]])]
    if not data["titles_given"]:
        lines.append(MKReport.tr("No titles in this game."))
    for e in data["entries"]:
        who = e["name"] if e["members"] == [e["name"]] else MKReport.tr("{team} ({members})").format(
            team=e["name"] if e["name"] != "team" else MKReport.tr("team"), members=", ".join(e["members"]))
        lines.append(f"{who}: " + MKReport.tr("total %n", "", e["total"]))
        lines.append("  " + MKReport.tr("fame %n", "", e["fame"]))
        for c in data["categories"]:
            title = e["titles"].get(c)
            mark = (" " + MKReport.tr("(title %1)").replace("%1", f"{title:+d}")) if title else ""
            lines.append(f"  {names[c]}: {e['counts'][c]:+d}{mark}")
        for k, v in e["goal"].items():
            lines.append(f"  {goal_names(translate)[k]}: {v:+d}")
    if data["titles_given"]:
        lines.append(MKReport.tr("Titles:"))
        for c in data["categories"]:
            holders = data["title_holders"][c]
            lines.append(f"  {names[c]}: " + (", ".join(holders) if holders else MKReport.tr("nobody")))
    lines.append(winner_line(data, translate))
    return "\n".join(lines)


def winner_line(data: dict, translate) -> str:
    """The winner (a tie shares the victory, MK L1334); in co-op the team's score, as a co-op game
    has no winner among the players (MK L1508-1510)."""
    MKReport, _ = contexts(translate)
    if data["mode"] == "coop":
        return MKReport.tr("Team score: {total}").format(total=data["entries"][0]["total"])
    winners = data["winners"]
    return (MKReport.tr("Winner: {names}").format(names=", ".join(winners)) if len(winners) == 1
            else MKReport.tr("Shared victory: {names}").format(names=", ".join(winners)))


# --- the dummy player -------------------------------------------------------------------------

def dummy_turn(turn: dict, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    if turn["announced"]:
        return MKReport.tr("Turn {turn}: the deck is empty — it announces the end of the round").format(
            turn=turn["turn"])
    cards = ", ".join(f"{lib.card(c).names.get(lang)} ({_colour(lib, col, lang)})"
                      for c, col in zip(turn["flipped"], turn["colours"]))
    text = MKReport.tr("Turn {turn}: {cards}").format(turn=turn["turn"], cards=cards)
    if turn["extra"]:
        text += "; " + MKReport.tr("%n more for its crystals", "", turn["extra"])
    if turn["crystals_matched"] > turn["extra"]:
        text += "; " + MKReport.tr("not enough cards: it announces the end on its next turn")
    return text + "; " + MKReport.tr("%n card(s) left", "", turn["left"])


def _colour(lib, colour: str, lang: str) -> str:
    return "/".join(lib.term(c, lang) for c in colour.split("+"))


def _crystals(lib, crystals: dict, lang: str) -> str:
    return ", ".join(f"{lib.term(c, lang)} ×{n}" for c, n in crystals.items() if n)


def dummy_round_head(rnd: dict, hero_name: str, lib, lang: str, translate) -> list[str]:
    MKReport, _ = contexts(translate)
    lines = []
    if rnd["added_card"]:
        lines.append(MKReport.tr("New round: {card} ({colour}) joins its deck").format(
            card=lib.card(rnd["added_card"]).names.get(lang), colour=_colour(lib, rnd["added_colour"], lang)))
    if rnd["crystal_from_spell"]:
        lines.append(MKReport.tr("The spell {spell} leaves the offer: a {colour} crystal").format(
            spell=lib.card(rnd["crystal_from_spell"]).names.get(lang), colour=lib.term(rnd["crystal_gained"], lang)))
    time = MKReport.tr("day") if rnd["time"] == "day" else MKReport.tr("night")
    lines.append(MKReport.tr("Round {round} ({time}): {hero}, %n card(s); crystals: {crystals}", "", rnd["cards"]).format(
        round=rnd["round"], time=time, hero=hero_name, crystals=_crystals(lib, rnd["crystals"], lang)))
    return lines


def dummy_report(data: dict, lib, lang: str, translate) -> str:
    hero = lib.heroes[data["hero"]].names.get(lang)
    lines = []
    for rnd in data["rounds"]:
        lines += dummy_round_head(rnd, hero, lib, lang, translate)
        lines += ["  " + dummy_turn(t, lib, lang, translate) for t in rnd["turns"]]
    if "simulated" in data:
        lines.append(round_lengths_text(data["simulated"], lang, translate))
    return "\n".join(lines)


def round_lengths_text(sim: dict, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    lines = [MKReport.tr("Turns before it announces the end of the round, over %n game(s):", "", sim["games"])]
    for r in sim["rounds"]:
        dist = ", ".join(f"{k}: {percent(v, lang)}" for k, v in r["distribution"].items())
        lines.append("  " + MKReport.tr("round {round}: mean {mean}; {distribution}").format(
            round=r["round"], mean=decimal(r["mean"], lang), distribution=dist))
    return "\n".join(lines)


# --- the setup sheet --------------------------------------------------------------------------

def rule_texts(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {
        "fame_per_tile": MKReport.tr("A hero gains 1 fame for each new tile revealed."),
        "no_hero_combat": MKReport.tr("No combat between heroes (unless you agree otherwise)."),
        "village_unit": MKReport.tr("At least one unit with a village icon in the offer at the start: "
                                    "reshuffle and deal again until there is."),
        "offers_when_needed": MKReport.tr("Lay out the spell and advanced action offers only when first needed."),
        "city_not_entered": MKReport.tr("Cities cannot be entered; the game ends one turn after the city is revealed."),
        "tiles_in_order": MKReport.tr("Countryside tiles sorted by their numbers, tile 1 on top."),
        "solo_tactics": MKReport.tr("You always choose your tactic first; the dummy then takes a random one."),
        "no_dummy_ok": MKReport.tr("The dummy player may be left out to learn the game without pressure."),
        "fame_per_row": MKReport.tr("Each time a shield moves to a new row of the fame track, +1 fame."),
        "reputation_plus_two": MKReport.tr("Heroes start with reputation +2."),
        "city_scoring": MKReport.tr("Cities are scored at the end: 7 fame per city led, 4 per other city with "
                                    "your shield; the most +5 (tie +2)."),
        "dummy_tactic_first": MKReport.tr("The dummy takes a random tactic first, then the players choose."),
        "remove_one_tactic": MKReport.tr("At the end of each day and night remove one of the tactics the players used."),
        "one_team": MKReport.tr("Team rules apply: all players are one team."),
        "city_scoring_coop": MKReport.tr("One score for the team: the lowest fame, each achievement's best, no "
                                         "titles, then the goal points."),
        "remove_both_tactics": MKReport.tr("At the end of each day and night both used tactics leave the game."),
        "last_turn_after_last_city": MKReport.tr("After the last city is conquered you take one last turn; the "
                                                 "dummy does not."),
        "solo_goal_points": MKReport.tr("Score your fame and achievements without titles, then the goal points."),
        "start_tile_a": MKReport.tr("The starting tile lies with its side A up."),
        "green_rampaging": MKReport.tr("Green rampaging enemies stand where draconum would."),
        "no_city_units": MKReport.tr("Elite units recruited only in cities leave the game."),
        "ruined_cities": MKReport.tr("Every city is ruined: no city figures or cards; a ruined city holds one part "
                                     "of the relic and one hero at a time."),
        "draconum_guards": MKReport.tr("A revealed ruined city gets a red draconum token face down; a hero who "
                                       "enters fights it for the relic part."),
        "high_level_start": MKReport.tr("Each hero starts at level 3, built with the high-level start."),
        "fame_per_tile_relic": MKReport.tr("1 fame for each new tile revealed, 1 more if it holds a ruined city."),
        "last_turn_relic": MKReport.tr("Once every relic part is found each player (not the dummy) takes one "
                                       "last turn."),
        "camp_as_fifth_city": MKReport.tr("With 4 players Volkare's camp is the fifth ruined city."),
        "camp_shuffled": MKReport.tr("One city tile fewer; Volkare's camp is shuffled with the core tiles (for your "
                                     "first games with him)."),
        "camp_last": MKReport.tr("One city tile fewer; Volkare's camp goes to the bottom of the tile stack: the "
                                 "last challenge."),
        "camp_random": MKReport.tr("The city tiles and Volkare's camp are shuffled and the cities drawn from them: "
                                   "he may or may not be in the game."),
        "camp_reveal": MKReport.tr("When the camp is revealed, his figure takes the level of the city it stands for "
                                   "and stays there; his tokens lie face down until a hero is next to the camp."),
        "camp_assault": MKReport.tr("Assault it as a city (2 move points, walls on some sides, no reputation lost); "
                                    "a shield for each red or white token defeated and for each two grey or green."),
        "camp_captured": MKReport.tr("Captured: hand limit as a keep, units of keeps and villages recruited there "
                                     "and next to it, and hunting for a green or red enemy."),
        "camp_scoring": MKReport.tr("Scoring: the camp's leader counts as a city's leader."),
    }


def setup_report(data: dict, lang: str, translate, sources: bool = False) -> str:
    MKReport, _ = contexts(translate)
    s = data["sheet"]
    cite = (lambda key: f"  [{s['cites'][key]}]" if sources and key in s["cites"] else "")
    shape = {"wedge": MKReport.tr("wedge"), "fully_open": MKReport.tr("fully open"),
             "open_3": MKReport.tr("open, at most 3 rows"), "open_4": MKReport.tr("open, at most 4 rows")}[s["map_shape"]]
    head = MKReport.tr("{scenario}: %n player(s)", "", s["players"]).format(
        scenario=scenario_names(translate)[s["scenario"]])
    if s["dummy"]:
        head += ", " + MKReport.tr("with the dummy player (not counted)")
    lines = [head,
             MKReport.tr("Rounds: %n", "", s["rounds"]) + " (" + MKReport.tr("days %n", "", s["days"]) + ", "
             + MKReport.tr("nights %n", "", s["nights"]) + ")" + cite("rounds"),
             MKReport.tr("Map: {shape}").format(shape=shape) + cite("map_shape"),
             MKReport.tr("Countryside tiles: %n", "", s["countryside_tiles"]) + cite("countryside_tiles"),
             MKReport.tr("Core tiles with a city: %n", "", s["core_city_tiles"]) + cite("core_city_tiles"),
             MKReport.tr("Core tiles without a city: %n", "", s["core_tiles"]) + cite("core_tiles")]
    if s["city_levels"]:
        lines.append(MKReport.tr("City levels: {levels}").format(levels=", ".join(map(str, s["city_levels"])))
                     + cite("city_levels"))
    lines += [MKReport.tr("Unit offer: %n regular unit(s)", "", s["unit_offer"]) + cite("unit_offer"),
              MKReport.tr("Source: %n mana dice", "", s["source_dice"]) + cite("source_dice"),
              MKReport.tr("Advanced action offer: %n", "", s["advanced_action_offer"]) + cite("advanced_action_offer"),
              MKReport.tr("Spell offer: %n", "", s["spell_offer"]) + cite("spell_offer"),
              MKReport.tr("Elite units: used") if s["elite_units"] else MKReport.tr("Elite units: left in the box")]
    if s.get("volkare_camp"):
        lines.append(MKReport.tr("Volkare's camp instead of a city") + cite("volkare_camp"))
        for level, army in s["camp_armies"].items():
            lines.append("  " + MKReport.tr("at level {level}: his army {army}").format(
                level=level, army=MKReport.tr("{white} white, {grey} grey, {red} red, {green} green").format(**army)))
    if s["remove_spells"]:
        lines.append(MKReport.tr("Remove the competitive spells {numbers}").format(
            numbers=", ".join(map(str, s["remove_spells"]))) + cite("remove_spells"))
    lines.append((MKReport.tr("Skills: the co-op interaction token stays in each stack") if s["skills"] == "cooperative"
                  else MKReport.tr("Skills: the competitive interaction token stays in each stack")) + cite("skills"))
    if s["starting_fame"]:
        lines.append(MKReport.tr("Starting fame: %n", "", s["starting_fame"]))
    if s["starting_reputation"]:
        lines.append(MKReport.tr("Starting reputation: +{n}").format(n=s["starting_reputation"]))
    if s.get("starting_level", 1) > 1:
        lines.append(MKReport.tr("Heroes start at level {level}").format(level=s["starting_level"]) + cite("starting_level"))
    if not s["titles"]:
        lines.append(MKReport.tr("No titles are given at the end."))
    lines.append(MKReport.tr("Each player:"))
    each = data["per_player"]
    lines += ["  " + t for t in (
        MKReport.tr("hero card, round order token, %n shield tokens on the tracks", "", 2),
        MKReport.tr("%n basic action cards, shuffled", "", each["basic_actions"]),
        MKReport.tr("hand of %n card(s)", "", each["hand"]),
        MKReport.tr("%n level tokens and 1 command token", "", each["level_tokens"]),
        MKReport.tr("%n skill tokens, face down", "", each["skill_tokens"]))]
    if "dummy" in data:
        lines.append(MKReport.tr("The dummy player:"))
        lines.append("  " + MKReport.tr("a random hero no one took: its hero card, round order token, "
                                        "%n basic action cards and the 3 crystals of its card", "",
                                        data["dummy"]["basic_actions"]))
    lines.append(MKReport.tr("Special rules:"))
    texts = rule_texts(translate)
    lines += ["  • " + texts[r] for r in s["rules"]]
    return "\n".join(lines)


# --- the Source -------------------------------------------------------------------------------

def source_report(data: dict, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    lines = []
    if "roll" in data:
        r = data["roll"]
        time = MKReport.tr("day") if r["time"] == "day" else MKReport.tr("night")
        for i, faces in enumerate(r["rolls"]):
            label = MKReport.tr("Roll") if i == 0 else MKReport.tr("Reroll %n", "", i)
            lines.append(f"{label}: " + ", ".join(lib.term(f, lang) for f in faces))
        lines.append(MKReport.tr("Source ({time}): {dice}").format(
            time=time, dice=", ".join(lib.term(f, lang) for f in r["available"])))
        if r["dark_side"]:
            lines.append(MKReport.tr("Dark side (not usable this round): {dice}").format(
                dice=", ".join(lib.term(f, lang) for f in r["dark_side"])))
    lines.append(MKReport.tr("Exact odds of the set-up (at least half the dice must show a basic colour):"))
    for p in data["exact"]:
        lines.append("  " + MKReport.tr("%n dice: reroll needed {p} ({fraction}); rerolls on average {rerolls}; "
                                        "basic dice on average {basic}", "", p["dice"]).format(
            p=percent(p["p_reroll"]["value"], lang), fraction=p["p_reroll"]["exact"],
            rerolls=decimal(p["expected_rerolls"]["value"], lang, 3), basic=decimal(p["mean_basic"]["value"], lang)))
    return "\n".join(lines)


# --- levels -----------------------------------------------------------------------------------

def levels_report(levels, lang: str, translate, sources: bool = False, fame: int | None = None) -> str:
    MKReport, _ = contexts(translate)
    rewards = {"start": MKReport.tr("start"), "skill_and_advanced_action": MKReport.tr("a skill and an advanced action"),
               "command_token": MKReport.tr("a command token")}
    lines = [MKReport.tr("Level  fame  reward; command tokens, armour, hand limit")]
    for lv in levels:
        mark = "" if lv.verified else " *"
        line = (f"{lv.level:>5}  {lv.fame:>4}{mark:2}  {rewards[lv.reward]}; "
                + MKReport.tr("command {command}, armour {armour}, hand {hand}").format(
                    command=lv.command_tokens, armour=lv.armour, hand=lv.hand_limit))
        if sources:
            line += f"  [{lv.fame_source}; {lv.stats_source}]"
        lines.append(line)
    lines.append(MKReport.tr("* not printed in the rulebook (which gives levels 2 and 3 only); from a public source"))
    lines.append(MKReport.tr("Levels are gained at the end of the turn, before drawing cards; level 10 is the last."))
    if fame is not None:
        reached = max((lv for lv in levels if fame >= lv.fame), key=lambda lv: lv.level)
        nxt = next((lv for lv in levels if lv.fame > fame), None)
        text = MKReport.tr("Fame {fame}: level {level}").format(fame=fame, level=reached.level)
        if nxt:
            text += "; " + MKReport.tr("%n more for the next level", "", nxt.fame - fame)
        lines.append(text)
    return "\n".join(lines)


# --- the other commands' own words ------------------------------------------------------------

def stats_report(data: dict, lib, lang: str, translate, sources: bool = False) -> str:
    MKReport, _ = contexts(translate)
    lines = [MKReport.tr("Mage Knight library")]
    for kind, by_set in data["counts"].items():
        lines.append(f"  {lib.term(kind, lang)}: {data['totals'][kind]} ("
                     + ", ".join(f"{lib.term(s, lang)} {n}" for s, n in by_set.items()) + ")")
    lines.append(MKReport.tr("Checked against the card numbers the rulebook gives:"))
    for c in data["seed_checks"]:
        mark = MKReport.tr("ok") if c["matches"] else MKReport.tr("MISMATCH")
        numbers = f" {c['range']}" if c["range"] else ""
        line = (f"  {lib.term(c['set'], lang)}, {lib.term(c['type'], lang)}: "
                + MKReport.tr("rulebook {seed}, library {library}").format(seed=c["seed_count"],
                                                                            library=c["library_count"])
                + f"{numbers} {mark}")
        lines.append(line + (f"  [{c['source']}]" if sources else ""))
    lines.append(MKReport.tr("Russian names printed in the rulebook: %n", "", data["russian_names"]["from_seed"]))
    lines.append(MKReport.tr("Russian names translated by the project: %n", "", data["russian_names"]["project"]))
    return "\n".join(lines)


def crystals_line(hero, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    text = MKReport.tr("Crystals on the hero card: {colours}").format(
        colours=", ".join(lib.term(c, lang) for c in hero.crystals))
    if hero.crystals_verified != "seed":
        text += " " + MKReport.tr("(not printed in the rulebook)")
    return text


def odds_words(translate, hand: int, deck: int) -> tuple[str, str]:
    MKReport, _ = contexts(translate)
    return MKReport.tr("Opening hand of %n card(s)", "", hand), MKReport.tr("deck of %n card(s)", "", deck)


def mean_text(translate, mean: str, simulated: bool = False) -> str:
    MKReport, _ = contexts(translate)
    return (MKReport.tr("simulated mean {mean}") if simulated else MKReport.tr("mean {mean}")).format(mean=mean)


def skill_draw_line(translate, drawn: str, kept: str) -> str:
    MKReport, _ = contexts(translate)
    return MKReport.tr("Skills drawn: {drawn}; kept: {kept}").format(drawn=drawn, kept=kept)


def problem_line(translate, text: str) -> str:
    MKReport, _ = contexts(translate)
    return MKReport.tr("problem: {text}").format(text=text)


def unknown_name_line(translate, kind: str, name: str, known: list[str]) -> str:
    """A hero or a box the command does not know, with the names it does know, in the reader's language."""
    MKReport, _ = contexts(translate)
    line = (MKReport.tr("no hero named \"{name}\"; heroes: {known}") if kind == "hero"
            else MKReport.tr("no product named \"{name}\"; products: {known}"))
    return line.format(name=name, known=", ".join(known))


def numbers_label(translate, numbers: str) -> str:
    """A card's number range, said as such («148-160» alone read as nothing, issue 50)."""
    MKReport, _ = contexts(translate)
    return MKReport.tr("card numbers {range}").format(range=numbers)


def hero_taken_line(translate, hero: str) -> str:
    MKReport, _ = contexts(translate)
    return MKReport.tr("{hero} is taken by a player: the dummy needs another hero").format(hero=hero)


def collection_head(translate, products: str, sets: str) -> list[str]:
    MKReport, _ = contexts(translate)
    return [MKReport.tr("Owned: {products}").format(products=products),
            "  " + MKReport.tr("Sets: {sets}").format(sets=sets)]


SKILL_DRAWS_KEY = {"en": "skill draws", "ru": "вытянутые навыки", "pl": "wylosowane umiejętności"}  # highlevel.KEY_ALIASES


def skill_draws_text(names: list[list[str]], translate, lang: str = "en") -> str:
    """The drawn pairs as the build file's line, ready to add, with the key in `lang`."""
    MKReport, _ = contexts(translate)
    if not names:
        return MKReport.tr("No skills are drawn below level 3.")
    return (MKReport.tr("Keep one skill of each pair; the other goes to the common skill offer:") + "\n"
            + SKILL_DRAWS_KEY.get(lang, "skill draws") + ": " + ", ".join(" / ".join(pair) for pair in names))
