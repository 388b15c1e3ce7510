"""Volkare's reports in the reader's language (`mk setup volkares-…`, `mk volkare`): the same
MKReport context and conventions as messages.py (literal tr() for lupdate, %n plurals, no
rulebook lines unless `--sources`)."""

from __future__ import annotations

from spellforge.games.mageknight.messages import _colour, contexts
from spellforge.i18n.numbers import decimal, percent


def scenario_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"volkares-return": MKReport.tr("Volkare's Return (epic)"),
            "volkares-return-quick": MKReport.tr("Volkare's Return (quick)"),
            "volkares-quest": MKReport.tr("Volkare's Quest")}


def level_names(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"daring": MKReport.tr("Daring"), "heroic": MKReport.tr("Heroic"), "legendary": MKReport.tr("Legendary"),
            "walk": MKReport.tr("Walk"), "trot": MKReport.tr("Trot"), "gallop": MKReport.tr("Gallop")}


def army_text(army: dict, translate) -> str:
    MKReport, _ = contexts(translate)
    return MKReport.tr("{white} white, {grey} grey, {red} red, {green} green").format(**army)


def rule_texts(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {
        "map_return": MKReport.tr("Map: open, at most 4 rows, his camp in place of the leftmost starting tile."),
        "map_quest": MKReport.tr("Map: the set shape, his camp on the far side; every tile face down but the "
                                 "camp, the portal tile and its three neighbours."),
        "volkare_replaces_dummy": MKReport.tr("Volkare replaces the dummy player and counts as a player for the "
                                              "Source and the unit offer."),
        "scenario_card": MKReport.tr("His scenario card lies beside the map, turned as the map is: its arrows "
                                     "give his direction for each card colour."),
        "volkare_token_die": MKReport.tr("His large token beside the map, one mana die on it."),
        "army_face_down": MKReport.tr("His army's tokens lie face down beside his token (they may be drawn just "
                                      "before the first battle)."),
        "volkare_deck": MKReport.tr("His deck is shuffled once; each of his turns flips its top card."),
        "wavering_units": MKReport.tr("Mark the first unit offer slots with crystals of different colours; a "
                                      "wound card rolls his die and the unit on the slot of that colour leaves."),
        "camp_not_developed": MKReport.tr("His camp tile does not count as a core tile for elite units."),
        "tactics_solo": MKReport.tr("You choose your tactic first, then Volkare takes a random one; your used "
                                    "tactic leaves the game at the end of each day and night, his stays."),
        "tactics_coop": MKReport.tr("The players choose their tactics first, then Volkare takes a random one; "
                                    "no tactics leave the game."),
        "retreat_wounds": MKReport.tr("A hero he attacks may retreat instead of fighting: 2, 3 or 4 wounds to "
                                      "the hand in the first, second or third day or night."),
        "deck_never_reshuffled": MKReport.tr("He never announces the end of a round and his deck is never "
                                             "reshuffled."),
        "rage": MKReport.tr("Rage: once his deck is empty every turn counts as a blue spell."),
        "level_change": MKReport.tr("Optional: at the end of a round all players may agree to raise or lower his "
                                    "level by up to the number of players, until the first battle with him."),
        "portal_closes": MKReport.tr("When he comes within 3 hexes of the portal it closes: heroes in it leave "
                                     "the game."),
        "slowed_by_losses": MKReport.tr("If he loses twice as many tokens as there are players before his next "
                                        "turn, he skips that turn."),
        "no_grey_tokens": MKReport.tr("Units that leave the offer do not join his army."),
        "city_last_tile": MKReport.tr("The city tile is always at the bottom of the tile stack; once it is "
                                      "revealed he marches straight to it."),
        "camp_hex_empty": MKReport.tr("The camp hex counts as empty."),
        "grey_token_per_unit": MKReport.tr("Each unit that leaves the offer adds a grey token to his army."),
        "city_defence": MKReport.tr("Defending a conquered city: he is held off if he loses at least as many "
                                    "tokens as there are players, and steps back one hex."),
        "solo_skills": MKReport.tr("Solo: pick one of the other heroes at random and add one of its skills to "
                                   "the common skills after each of your level-ups."),
    }


def outcome_texts(translate) -> dict[str, str]:
    MKReport, _ = contexts(translate)
    return {"army_destroyed": MKReport.tr("his whole army is destroyed"),
            "volkare_enters_portal": MKReport.tr("he enters the portal hex and moves once more"),
            "volkare_enters_city": MKReport.tr("he enters the city before the heroes conquer it"),
            "city_attacked_twice_undefended": MKReport.tr("he attacks the conquered city twice with no one "
                                                          "defending it"),
            "round_limit": MKReport.tr("the last round ends with his army not destroyed")}


def setup_report(data: dict, translate, sources: bool = False) -> str:
    MKReport, _ = contexts(translate)
    s = data["sheet"]
    cite = (lambda key: f"  [{s['cites'][key]}]" if sources and key in s["cites"] else "")
    names = level_names(translate)
    lines = [MKReport.tr("{scenario}: %n player(s)", "", s["players"]).format(
                 scenario=scenario_names(translate)[s["scenario"]]),
             MKReport.tr("Fight level: {fight}; race level: {race}").format(fight=names[s["fight"]],
                                                                            race=names[s["race"]]),
             MKReport.tr("Rounds: %n", "", s["rounds"]) + " (" + MKReport.tr("days %n", "", s["days"]) + ", "
             + MKReport.tr("nights %n", "", s["nights"]) + ")" + cite("rounds"),
             MKReport.tr("Countryside tiles: %n", "", s["countryside_tiles"]) + cite("countryside_tiles"),
             MKReport.tr("Core tiles without a city: %n", "", s["core_tiles"]) + cite("core_tiles"),
             MKReport.tr("Core tiles with a city: %n", "", s["core_city_tiles"]) + cite("core_city_tiles"),
             MKReport.tr("City levels: {levels}").format(levels=", ".join(map(str, s["city_levels"])))
             + cite("city_levels"),
             MKReport.tr("Volkare's level: {level}").format(level=s["volkare_level"]) + cite("volkare_level")]
    if len(s["level_parts"]) > 1:
        lines.append("  " + MKReport.tr("above the figure's base: add the tokens of levels {parts}").format(
            parts=" + ".join(map(str, s["level_parts"]))))
    lines += [MKReport.tr("His army: {army} (%n tokens)", "", s["army_tokens"]).format(
                  army=army_text(s["army"], translate)) + cite("army"),
              MKReport.tr("His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and "
                          "{wounds} wounds (%n cards)", "", s["deck_size"]).format(
                  basic=s["deck_basic_actions"], spells=", ".join(map(str, s["deck_spells"])),
                  wounds=s["deck_wounds"]) + cite("deck_size"),
              MKReport.tr("Wavering units: %n marked offer slot(s)", "", s["wavering_units"]) + cite("wavering_units"),
              MKReport.tr("Unit offer: %n regular unit(s)", "", s["unit_offer"]) + cite("unit_offer"),
              MKReport.tr("Source: %n mana dice", "", s["source_dice"]) + cite("source_dice"),
              MKReport.tr("Skills: the co-op interaction token stays in each stack") + cite("skills")]
    if s["starting_fame"]:
        lines.append(MKReport.tr("Starting fame: %n", "", s["starting_fame"]))
    if s["starting_reputation"]:
        lines.append(MKReport.tr("Starting reputation: +{n}").format(n=s["starting_reputation"]))
    outcomes = outcome_texts(translate)
    lines.append(MKReport.tr("The heroes win if {what}.").format(what=outcomes[s["victory"][0]]) + cite("victory"))
    lines += [MKReport.tr("The heroes lose if {what}.").format(what=outcomes[d]) for d in s["defeat"]]
    lines.append(MKReport.tr("Special rules:"))
    texts = rule_texts(translate)
    lines += ["  • " + texts[r] for r in s["rules"]]
    return "\n".join(lines)


def battle_report(data: dict, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    lines = [MKReport.tr("Battle with Volkare, level {level}: {army} (%n tokens)", "", data["tokens"]).format(
                 level=data["level"], army=army_text(data["army"], translate)),
             MKReport.tr("Elite (white and red): {elite}; regular (grey and green): {regular}").format(
                 elite=data["elite"], regular=data["regular"])]
    if data["heroes"] > 1:
        for i, share in enumerate(data["shares"], start=1):
            lines.append("  " + MKReport.tr("Hero {n}: {army}").format(n=i, army=army_text(share, translate)))
    lines += [MKReport.tr("His die shows {colour}: he makes the attack printed beside that colour on his token.").format(
                  colour=lib.term(data["die"], lang)),
              MKReport.tr("All his attacks are Brutal, and Assassin: their damage cannot go to units."),
              MKReport.tr("His troops are not fortified unless he stands on a fortified site or you attack "
                          "across a wall."),
              MKReport.tr("To win, defeat every token: Volkare himself cannot be targeted. Defeat them all in the "
                          "ranged phase and he does not attack."),
              MKReport.tr("Or retreat without a battle: %n wound(s) to the hand.", "", data["retreat_wounds"])]
    if data["scenario"] == "volkares-quest":
        lines.append(MKReport.tr("If he loses at least %n tokens before his next turn, he skips it.", "",
                                 data["hold_losses"]))
    else:
        lines.append(MKReport.tr("Defending the city, he is held off if he loses at least %n tokens.", "",
                                 data["hold_losses"]))
    return "\n".join(lines)


def _card_name(lib, card_id: str | None, lang: str) -> str:
    card = lib.card(card_id) if card_id and card_id != "wound" else None
    return card.names.get(lang) if card else lib.term("wound", lang) if card_id else ""


def turn_line(turn: dict, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    if turn["kind"] == "rage":
        what = MKReport.tr("rage: he moves %n step(s)", "", turn["moved"])
    elif turn["kind"] == "wound":
        face = lib.term(turn["die"], lang)
        what = (MKReport.tr("rests; his die shows {colour}: the unit in offer slot {slot} leaves").format(
                    colour=face, slot=turn["unit_slot"] + 1) if turn["unit_slot"] is not None
                else MKReport.tr("rests; his die shows {colour}: no unit leaves").format(colour=face))
    else:
        what = MKReport.tr("{card} ({colour}), a {colour} die of the Source is rerolled").format(
            card=_card_name(lib, turn["card"], lang), colour=_colour(lib, turn["colour"], lang)) + ": "
        what += (MKReport.tr("he moves %n step(s)", "", turn["moved"]) if turn["moved"] else
                 MKReport.tr("no move: he attacks a hero next to him (a spell: up to two hexes away)"))
    return MKReport.tr("Turn {turn}: {what}; %n step(s) to go", "", turn["to_go"]).format(turn=turn["turn"], what=what)


def turns_report(data: dict, lib, lang: str, translate) -> str:
    MKReport, _ = contexts(translate)
    hero = lib.heroes[data["hero"]].names.get(lang)
    goal = (MKReport.tr("the portal") if data["scenario"] == "volkares-quest" else MKReport.tr("the city"))
    lines = [MKReport.tr("Volkare: the deck of {hero}, %n cards; {goal} is {distance} step(s) away", "",
                         data["deck_size"]).format(hero=hero, goal=goal, distance=data["distance"])]
    if data["scenario"] == "volkares-quest":  # the steps to go count this last move too (L3421)
        lines.append(MKReport.tr("On the portal, one more green, blue or white card wins for him."))
    current = None
    for turn in data["turns"]:
        if turn["round"] != current:
            current = turn["round"]
            lines.append(MKReport.tr("Round {round}").format(round=current))
        lines.append("  " + turn_line(turn, lib, lang, translate))
    if data["arrived"]:
        lines.append(MKReport.tr("He reaches {goal} in round {round}, turn {turn}.").format(
            goal=goal, round=data["arrived"][0], turn=data["arrived"][1]))
    else:
        lines.append(MKReport.tr("He has not reached {goal} after %n round(s).", "", data["rounds"]).format(goal=goal))
    if "race" in data:
        lines += race_lines(data["race"], lang, translate)
    return "\n".join(lines)


def race_lines(sim: dict, lang: str, translate) -> list[str]:
    MKReport, _ = contexts(translate)
    lines = [MKReport.tr("Over %n games, he arrives:", "", sim["games"])]
    for (r, n), cum in zip(sim["by_round"].items(), sim["cumulative"]):
        lines.append("  " + MKReport.tr("in round {round}: {share} (by then {total})").format(
            round=r, share=percent(n / sim["games"], lang), total=percent(cum, lang)))
    lines.append("  " + MKReport.tr("later: {share}").format(share=percent(sim["later"] / sim["games"], lang)))
    if sim["mean_turns"] is not None:
        lines.append(MKReport.tr("On average after {turns} of his turns.").format(
            turns=decimal(sim["mean_turns"], lang)))
    if sim["mean_grey_joined"]:
        lines.append(MKReport.tr("Grey tokens joining his army, on average: {n}").format(
            n=decimal(sim["mean_grey_joined"], lang)))
    return lines
