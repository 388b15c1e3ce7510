"""`spellforge mk …`: Mage Knight — library stats, hero decks, opening-hand odds, a round
goldfish, the high-level-start builder, the collection by product, end-of-game scoring, the dummy
player, scenario setup sheets, the Source at day and night and the fame track (Volkare: cli_volkare).

Every command reads `--lang en|ru|pl` (the readable report in that language: the window's .ts
entries, games/mageknight/messages.py). Rulebook lines and data sources are for `--json` and
`--sources`, never in the readable report: a player's printed rulebook has no line numbers."""

from __future__ import annotations

import argparse

from spellforge.cli import CliExit, emit
from spellforge.cli.option_ranges import first_out_of_range, out_of_range
from spellforge.games.mageknight import cli_volkare, messages
from spellforge.i18n.cli_words import Context

MKHelp = Context("MKHelp")  # the help pages' sentences (lupdate reads MKHelp.tr(…) as that context)

RESOURCES = ("move", "attack", "block", "influence")
LANGS = ("en", "ru", "pl")


def _common(s, sources: bool = False) -> None:
    s.add_argument("--lang", choices=LANGS, default="en", help=MKHelp.tr("language of the readable report"))
    if sources:
        s.add_argument("--sources", action="store_true", help=MKHelp.tr("also show where each rule and figure comes from"))
    s.add_argument("--json", action="store_true", help=MKHelp.tr("machine-readable output"))


def _tr(lang: str):
    from spellforge.i18n.ts_translate import ts_translator

    return ts_translator(lang)


def register(subparsers: argparse._SubParsersAction) -> None:
    # The help pages are in the typed --lang: main() sets the language before building the parser.
    # Rulebook lines stay out of them (the player's printed rulebook has none): high-level start
    # MK L4417-4448, the fame track and levels MK L207.
    p = subparsers.add_parser("mk", help=MKHelp.tr("Mage Knight: hero decks, odds, high-level start, scoring, dummy player, setup"),
                              description=MKHelp.tr("Mage Knight tools."))
    sub = p.add_subparsers(dest="mk_command", metavar="SUBCOMMAND", required=True)

    s = sub.add_parser("stats", help=MKHelp.tr("card counts by type and set, checked against the rulebook's card numbers"))
    _common(s, sources=True)
    s.set_defaults(func=_stats)

    s = sub.add_parser("cards", help=MKHelp.tr("search the card library (the search language of `spellforge search`)"),
                       description=MKHelp.tr(
                           "Search the Mage Knight cards, units and skills. Words match names in English, Russian "
                           "or Polish; keys (in any of the three languages): {keys}; {operators}, or, a leading "
                           "{minus} negates, \"quoted phrases\". Example: {example}").format(
                           keys="`t/type, col/colour, set, h/hero, l/level, c/cost, arm/armour, copies, mv/move, "
                                "atk/attack, blk/block, inf/influence, site, is, owned, name`",
                           operators="`= != < <= > >=`", minus="`-`", example="`t:spell col:red -set:base`"))
    s.add_argument("query", nargs="*", help=MKHelp.tr("the search, e.g. {examples}").format(
        examples='`march`, `"t:unit l:2 cost<=6"`, `"т:заклинание цв:красный"`'))
    s.add_argument("--kind", choices=("basic_action", "wound", "advanced_action", "spell", "artifact",
                                      "regular_unit", "elite_unit", "skill"), help=MKHelp.tr("only this kind of card"))
    s.add_argument("--set", dest="set_", choices=("base", "lost_legion", "krang", "shades_of_tezla", "unplaced"),
                   help=MKHelp.tr("only the cards of this set (box)"))
    _common(s)
    s.set_defaults(func=_cards)

    s = sub.add_parser("deck", help=MKHelp.tr("a hero's 16 starting cards and the crystals on the hero card"))
    s.add_argument("hero", help=MKHelp.tr("hero name (any language) or id"))
    _common(s, sources=True)
    s.set_defaults(func=_deck)

    s = sub.add_parser("odds", help=MKHelp.tr("exact odds of Move, Attack, Block and Influence in the opening hand"))
    _deck_options(s, MKHelp)
    s.add_argument("--simulate", type=int, default=0, metavar="HANDS",
                   help=MKHelp.tr("also a seeded random estimate over this many hands"))
    s.add_argument("--seed", type=int, default=1, help=MKHelp.tr("random seed for {option}").format(option="`--simulate`"))
    _common(s)
    s.set_defaults(func=_odds)

    s = sub.add_parser("goldfish", help=MKHelp.tr("seeded turn-by-turn round of the deed deck"))
    _deck_options(s, MKHelp)
    s.add_argument("--resource", choices=RESOURCES, default="move",
                   help=MKHelp.tr("the resource counted (default {default})").format(default="`move`"))
    s.add_argument("--rounds", type=int, default=10_000, help=MKHelp.tr("seeded rounds played (default %(default)s)"))
    s.add_argument("--seed", type=int, default=1, help=MKHelp.tr("random seed (default %(default)s)"))
    s.add_argument("--hand-limit", type=int, default=5, help=MKHelp.tr("5 at levels 1-4, 6 from level 5"))
    s.add_argument("--play", type=int, default=5, help=MKHelp.tr("cards played per turn (the best ones)"))
    s.add_argument("--target", type=int, action="append", metavar="N",
                   help=MKHelp.tr("the chance of at least {n} of the resource by each turn; repeatable "
                                  "(default: 5, 10, 15 and 20)").format(n="N"))
    _common(s)
    s.set_defaults(func=_goldfish)

    s = sub.add_parser("highlevel", help=MKHelp.tr("check a high-level-start build (the optional rule of the Lost Relic)"))
    s.add_argument("file", help=MKHelp.tr("a build file (text or JSON)"))
    s.add_argument("--draw-skills", action="store_true",
                   help=MKHelp.tr("draw the build's skills from the hero's stack (seeded): 2 per odd level after "
                                  "the first; prints the line of skill draws to add to the build"))
    s.add_argument("--seed", type=int, default=1,
                   help=MKHelp.tr("random seed for {option} (default %(default)s)").format(option="`--draw-skills`"))
    s.add_argument("--coop", action="store_true",
                   help=MKHelp.tr("with {option}: a co-op or solo game's stack").format(option="`--draw-skills`"))
    _common(s, sources=True)
    s.set_defaults(func=_highlevel)

    s = sub.add_parser("collection", help=MKHelp.tr("the Mage Knight products you own and what they give"))
    s.add_argument("--add", action="append", default=[], metavar="PRODUCT",
                   help=MKHelp.tr("a product you own; repeatable"))
    s.add_argument("--remove", action="append", default=[], metavar="PRODUCT",
                   help=MKHelp.tr("a product you no longer own; repeatable"))
    _common(s)
    s.set_defaults(func=_collection)

    s = sub.add_parser("score", help=MKHelp.tr("end-of-game scoring: fame, the six achievements and their titles, the winner"),
                       description=MKHelp.tr(
                           "Score the end of a game from a sheet with one line per player: CSV with a header, or "
                           "JSON (a list of players, one player per line, or {object}). Columns: {columns}. "
                           "Units: levels separated by spaces, {w} when wounded ({example}).").format(
                           object='`{"scenario", "mode", "game", "players"}`',
                           columns=", ".join(f"`{f}`" for f in scoring_fields()), w="`w`", example='`"2 3w 1w"`'))
    s.add_argument("file", help=MKHelp.tr("the score sheet (CSV or JSON)"))
    s.add_argument("--scenario", choices=("standard", "conquest", "lost-relic"),
                   help=MKHelp.tr("{conquest} scores the cities, {relic} the relic parts (default: the sheet's, "
                                  "or {standard})").format(conquest="`conquest`", relic="`lost-relic`",
                                                           standard="`standard`"))
    s.add_argument("--mode", choices=("competitive", "solo", "coop"),
                   help=MKHelp.tr("default: {solo} for one player, {competitive} otherwise; a team column makes "
                                  "teams").format(solo="`solo`", competitive="`competitive`"))
    s.add_argument("--rounds-left", type=int, help=MKHelp.tr("solo or co-op: rounds left when the game ended early"))
    s.add_argument("--dummy-cards", type=int, help=MKHelp.tr("solo or co-op: cards in the dummy player's deed deck"))
    s.add_argument("--end-not-announced", action="store_true",
                   help=MKHelp.tr("solo or co-op: the end of the last round was not announced"))
    s.add_argument("--all-cities", action="store_true", help=MKHelp.tr("solo or co-op Conquest: every city conquered"))
    s.add_argument("--all-relic-parts", action="store_true",
                   help=MKHelp.tr("solo or co-op Lost Relic: every relic part found"))
    _common(s, sources=True)
    s.set_defaults(func=_score)

    s = sub.add_parser("dummy", help=MKHelp.tr("the dummy player of co-op and solo games, turn by turn (seeded)"))
    s.add_argument("--hero", help=MKHelp.tr("its hero (default: a random hero none of the players took)"))
    s.add_argument("--taken", action="append", default=[], metavar="HERO",
                   help=MKHelp.tr("a hero a player took (not for the dummy); repeatable"))
    s.add_argument("--seed", type=int, default=1, help=MKHelp.tr("random seed (default %(default)s)"))
    s.add_argument("--rounds", type=int, default=1, help=MKHelp.tr("rounds played (default %(default)s)"))
    s.add_argument("--simulate", type=int, default=0, metavar="GAMES",
                   help=MKHelp.tr("also a random summary of its round lengths over this many games"))
    _common(s)
    s.set_defaults(func=_dummy)

    s = sub.add_parser("setup", help=MKHelp.tr("a scenario's setup sheet: what to put on the table, counted"))
    s.add_argument("scenario", choices=cli_volkare.SETUP_CHOICES,
                   help=MKHelp.tr("the scenario ({conquest} with one player: the solo Conquest; with {coop}: "
                                  "Cooperation)").format(conquest="`conquest`", coop="`--coop`"))
    s.add_argument("--players", type=int, required=True, help=MKHelp.tr("real players (the dummy is not counted)"))
    s.add_argument("--coop", action="store_true", help=MKHelp.tr("the co-op version"))
    s.add_argument("--dummy", action="store_true", help=MKHelp.tr("with the dummy player (solo First Reconnaissance)"))
    cli_volkare.setup_options(s)
    _common(s, sources=True)
    s.set_defaults(func=_setup)

    s = sub.add_parser("source", help=MKHelp.tr("the Source at day or night: a seeded roll and the exact odds of a reroll"))
    s.add_argument("--dice", type=int, help=MKHelp.tr("dice in the Source (default: players + 2)"))
    s.add_argument("--players", type=int, default=2, help=MKHelp.tr("real players (default %(default)s)"))
    s.add_argument("--time", choices=("day", "night"), default="day", help=MKHelp.tr("the round the Source is set for"))
    s.add_argument("--seed", type=int, help=MKHelp.tr("roll a Source with this seed (default: only the exact odds)"))
    _common(s)
    s.set_defaults(func=_source)

    s = sub.add_parser("levels", help=MKHelp.tr("the fame track: the fame each level needs and what it gives"))
    s.add_argument("--fame", type=int, help=MKHelp.tr("also the level this much fame gives and the fame to the next"))
    _common(s, sources=True)
    s.set_defaults(func=_levels)
    cli_volkare.register(sub, _common, _tr, _lib, _hero)


def scoring_fields() -> tuple[str, ...]:
    from spellforge.games.mageknight.scoring import FIELDS

    return FIELDS


def _deck_options(s, MKHelp) -> None:
    """The deck an odds or goldfish run draws from: the hero's, its wounds, how a hand is counted."""
    s.add_argument("--hero", help=MKHelp.tr("the hero's deck (default: the standard 16 basic actions)"))
    s.add_argument("--wounds", type=int, default=0, help=MKHelp.tr("wounds shuffled into the deck"))
    s.add_argument("--model", choices=("simple", "full"), default="simple", help=MKHelp.tr(
        "{simple}: basic value or 1 sideways; {full}: mana, Concentration, Improvisation…").format(
        simple="`simple`", full="`full`"))


def _lib():
    from spellforge.games.mageknight.library import MKDataError
    from spellforge.games.mageknight.store import library

    try:
        return library()
    except MKDataError as exc:
        raise CliExit(str(exc)) from None


def _hero(lib, name: str | None, lang: str = "en") -> str | None:
    if not name:
        return None
    hero = lib.hero(name)
    if hero is None:
        from spellforge.games.mageknight import messages

        raise CliExit(messages.unknown_name_line(_tr(lang), "hero", name, [h.names.get(lang) for h in lib.heroes.values()]))
    return hero.id


def _stats(args) -> int:
    from spellforge.games.mageknight.library import stats

    lib = _lib()
    data = stats(lib)
    from spellforge.games.mageknight import messages

    text = messages.stats_report(data, lib, args.lang, _tr(args.lang), args.sources)
    emit(data, args.json, text)
    return 0


def _cards(args) -> int:
    from spellforge.games.mageknight import collection
    from spellforge.games.mageknight.search import MKSearch

    lib = _lib()
    result = MKSearch(lib, owned_sets=lambda: collection.owned_sets(lib)).run(" ".join(args.query), args.lang)
    if result.errors:  # a script must not mistake a misread query for an answer
        from spellforge.games.mageknight.search import MK_KEY_NAMES
        from spellforge.library.search.errors import search_errors_line

        raise CliExit(search_errors_line(result.errors, args.lang, MK_KEY_NAMES))
    hits = [r for r in result.rows if (not args.kind or r.kind == args.kind) and (not args.set_ or r.set == args.set_)]
    data = [{"id": r.id, "kind": r.kind, "name": r.names.get(args.lang), "name_en": r.names.en,
             "name_ru": r.names.ru, "name_ru_source": r.names.ru_source, "colour": r.colour, "set": r.set,
             "hero": r.hero, "facts": r.facts, "number_range": r.number_range, "verified": r.verified}
            for r in hits]
    emit(data, args.json, "" if args.json else _cards_text(lib, hits, result, args.lang))
    return 0


def _cards_text(lib, hits, result, lang: str) -> str:
    """The window's Card library words (i18n .ts, context CardsTab) and the rulebook's terms."""
    ts_words = _tr(lang)
    skills = sum(1 for r in hits if r.kind == "skill")  # skill tokens are not cards
    counts = ([ts_words("CardsTab", "%n card(s)", len(hits) - skills)] if len(hits) > skills or not skills else []) \
        + ([ts_words("CardsTab", "%n skill(s)", skills)] if skills else [])
    lines = [", ".join(counts)]
    if result.guessed and hits:
        lines.append(ts_words("CardsTab", "Nothing has exactly these letters; showing other endings and typos."))
    if result.suggestions:
        lines.append(ts_words("CardsTab", "No cards found. Did you mean: {names}?").format(names=", ".join(result.suggestions)))
    for r in hits:
        unit = lib.units.get(r.id)
        facts = ""
        if unit:
            facts = ts_words("CardsTab", "level {level}, cost {cost}, armour {armour}, copies {copies}; {sites}").format(
                level=unit.level, cost=unit.cost, armour=unit.armour, copies=unit.copies,
                sites=", ".join(lib.term(x, lang) for x in unit.recruit_sites))
        numbers = messages.numbers_label(ts_words, r.number_range) if r.number_range else ""
        extra = ", ".join(x for x in (lib.term(r.colour, lang) if r.colour else "",
                                      lib.heroes[r.hero].names.get(lang) if r.hero else "", facts, numbers) if x)
        mark = "" if r.verified else "  [" + ts_words("CardsTab", "unverified") + "]"
        lines.append(f"  {lib.term(r.kind, lang)}: {r.names.get(lang)} — {lib.term(r.set, lang)}"
                     + (f"; {extra}" if extra else "") + mark)
    return "\n".join(lines)


def _deck(args) -> int:
    lib = _lib()
    hero = lib.heroes[_hero(lib, args.hero, args.lang)]
    deck = lib.hero_deck(hero.id)
    cards = []
    for cid, n in deck.items():
        c = lib.basics[cid]
        cards.append({"id": cid, "name": c.names.get(args.lang), "copies": n, "colour": c.colour,
                      "unique": bool(c.hero), "replaces": c.replaces, "name_source": c.names.ru_source
                      if args.lang == "ru" else (c.names.pl_source if args.lang == "pl" else "")})
    data = {"hero": hero.id, "name": hero.names.get(args.lang), "size": sum(deck.values()), "cards": cards,
            "crystals": list(hero.crystals), "crystals_verified": hero.crystals_verified,
            "crystals_source": hero.crystals_source,
            "unique_cards": [{"id": u, "name": lib.basics[u].names.get(args.lang),
                              "replaces": lib.basics[u].replaces} for u in hero.unique_cards],
            "evidence": hero.unique_evidence, "verified": hero.unique_verified}
    emit(data, args.json, "" if args.json else _deck_text(lib, hero, data, args.lang, args.sources))
    return 0


def _deck_text(lib, hero, data: dict, lang: str, sources: bool = False) -> str:
    """The deck in `lang`: the window's own sentences (i18n .ts, contexts CardsTab and HeroDeckTab)
    and the rulebook's colour words; --sources adds the evidence for the unique cards and crystals."""
    from spellforge.i18n.ts_translate import ts_translator

    ts_words = ts_translator(lang)
    lines = [f"{data['name']}: {ts_words('CardsTab', '%n card(s)', n=data['size'])}"]
    for c in data["cards"]:
        mark = ""
        if c["unique"]:
            replaced = lib.basics[c["replaces"]].names.get(lang)
            mark = "  ★ " + ts_words("HeroDeckTab", "This hero's own card; replaces {card}").format(card=replaced)
        lines.append(f"  {c['copies']}× {c['name']} [{lib.term(c['colour'], lang)}]{mark}")
    settled = "" if hero.unique_verified else " " + ts_words("HeroDeckTab", "(not settled by the rulebook)")
    lines.append(ts_words("HeroDeckTab", "★ the hero's unique cards") + settled)
    from spellforge.games.mageknight import messages

    lines.append(messages.crystals_line(hero, lib, lang, ts_words))
    if sources:
        lines.append(f"[{hero.unique_evidence}]")
        lines.append(f"[{hero.crystals_source}]")
    return "\n".join(lines)


def _odds(args) -> int:
    from spellforge.games.mageknight import odds
    from spellforge.i18n.numbers import decimal, percent

    if not 0 <= args.wounds <= 30:
        raise CliExit(out_of_range("--wounds", args.wounds, 0, 30))
    if args.simulate < 0:
        raise CliExit(out_of_range("--simulate", args.simulate, 0))
    lib = _lib()
    hero = _hero(lib, args.hero, args.lang)
    data = odds.report(lib, hero, args.wounds, args.model)
    if args.simulate:
        cards = odds.deck_cards(lib, hero, args.wounds)
        data["simulated"] = {"hands": args.simulate, "seed": args.seed, "resources": {}}
        for r in odds.RESOURCES:
            dist = odds.simulate(cards, r, args.model, args.simulate, args.seed)
            top = max(dist)
            data["simulated"]["resources"][r] = {
                "mean": sum(v * p for v, p in dist.items()),
                "p_at_least": {v: odds.p_at_least_from(dist, v) for v in range(1, top + 1)}}
    ts_words, lang = _tr(args.lang), args.lang
    deck = lib.heroes[hero].names.get(lang) if hero else ts_words("GoldfishTab", "Standard deck")
    model = ts_words("GoldfishTab", "simple model") if args.model == "simple" else ts_words("GoldfishTab", "full model")
    from spellforge.games.mageknight import messages

    hand_words, deck_words = messages.odds_words(ts_words, data["hand_size"], data["deck_size"])
    lines = [hand_words + ": "
             + ", ".join((deck, deck_words,
                          ts_words("GoldfishTab", "%n wound(s)", args.wounds), model))]
    for r, d in data["resources"].items():
        ps = ", ".join(f"≥{v}: {percent(p, lang)}" for v, p in d["p_at_least"].items() if 0.005 < p < 0.9995)
        lines.append(f"  {lib.term(r, lang)}: " + messages.mean_text(ts_words, decimal(d["mean"], lang, 3))
                     + f"; {ps}")
        if args.simulate:
            sim = data["simulated"]["resources"][r]
            lines.append("    " + messages.mean_text(ts_words, decimal(sim["mean"], lang, 3), simulated=True))
    emit(data, args.json, "\n".join(lines))
    return 0


def _goldfish(args) -> int:
    from spellforge.games.mageknight import goldfish, odds
    from spellforge.i18n.numbers import decimal, percent

    wrong = first_out_of_range(("--rounds", args.rounds, 1, 1_000_000), ("--hand-limit", args.hand_limit, 1, 10),
                               ("--play", args.play, 1, 10), ("--wounds", args.wounds, 0, 30),
                               *(("--target", t, 1, 999) for t in args.target or ()))  # "at least 0" is always true
    if wrong:
        raise CliExit(wrong)
    lib = _lib()
    hero = _hero(lib, args.hero, args.lang)
    cards = odds.deck_cards(lib, hero, args.wounds)
    targets = tuple(args.target or (5, 10, 15, 20))
    data = goldfish.simulate_rounds(cards, args.rounds, args.seed, args.resource, args.model,
                                    args.hand_limit, args.play, targets)
    ts_words, lang = _tr(args.lang), args.lang
    G = lambda text: ts_words("GoldfishTab", text)  # noqa: E731 - the window's own words
    res = lib.term(args.resource, lang)
    deck = lib.heroes[hero].names.get(lang) if hero else G("Standard deck")
    lines = [", ".join((ts_words("GoldfishTab", "%Ln round(s)", args.rounds), deck,
                        ts_words("GoldfishTab", "%n wound(s)", args.wounds),
                        G("simple model") if args.model == "simple" else G("full model"),
                        G("hand limit {n}").format(n=args.hand_limit),
                        ts_words("GoldfishTab", "%n card(s) played per turn", args.play),
                        G("seed {seed}").format(seed=args.seed))),
             G("A round lasts {mean} turns on average.").format(mean=decimal(data["mean_turns"], lang)),
             "  " + G("Turns per round (% of rounds)") + ": "
             + ", ".join(f"{t}: {percent(p, lang)}" for t, p in data["turns_per_round"].items()),
             "  " + G("{resource} by turn, mean").format(resource=res) + ": "
             + ", ".join(f"{G('turn {t}').format(t=t)}: {decimal(v, lang)}" for t, v in data["mean_by_turn"].items())]
    for n, row in data["p_at_least_by_turn"].items():
        lines.append("  " + G("{resource} ≥ {n}").format(resource=res, n=n) + ": "
                     + ", ".join(f"{G('turn {t}').format(t=t)}: {percent(p, lang)}" for t, p in row.items()))
    emit(data, args.json, "\n".join(lines))
    return 0


def _highlevel(args) -> int:
    from spellforge.games.mageknight import highlevel, messages, refusal_messages

    lib = _lib()
    try:
        build = highlevel.read_build(args.file)
    except highlevel.BuildFileError as exc:
        raise CliExit(refusal_messages.build_error_text(exc, _tr(args.lang), args.lang)) from None
    if args.draw_skills:
        return _draw_skills(args, lib, build)
    result = highlevel.check(lib, build)
    data = result.as_dict()
    ts_words, lang = _tr(args.lang), args.lang
    H = lambda text: ts_words("HighLevelTab", text)  # noqa: E731 - the builder tab's own sentences
    verdict = H("Legal") if result.legal else H("Not legal")
    lines = [H("{verdict}. Influence {total}, spent {spent}, left {left}; fame bonus {fame}.").format(
        verdict=verdict, total=result.total, spent=result.spent, left=result.left, fame=result.fame_bonus)]
    how = messages.purchase_how(ts_words)
    for line in result.lines:
        card = lib.card(line["item"])
        name = card.names.get(lang) if card else H("{colour} crystal").format(colour=lib.term(line["item"], lang))
        lines.append(f"  {how.get(line['how'], line['how'])}: {name} — {line['cost']}")
    for d in result.skill_draws:
        drawn = " / ".join(lib.skills[x].names.get(lang) for x in d["drawn"])
        kept = lib.skills[d["kept"]].names.get(lang) if d["kept"] else "—"
        lines.append("  " + messages.skill_draw_line(ts_words, drawn, kept))
    texts = messages.problem_texts(ts_words)
    for p in result.problems:
        card = lib.card(p.item) if p.item else None
        item = card.names.get(lang) if card else (lib.skills[p.item].names.get(lang) if p.item in lib.skills
                                                  else lib.term(p.item, lang) if p.item else "")
        text = texts.get(p.code, p.code).format(item=item or p.item)
        lines.append("  " + messages.problem_line(ts_words, text) + (f"  [{p.cite}]" if args.sources else ""))
    emit(data, args.json, "\n".join(lines))
    return 0 if result.legal else 1


def _draw_skills(args, lib, build: dict) -> int:
    from spellforge.games.mageknight import highlevel
    from spellforge.games.mageknight import messages

    level = build.get("level", 1)
    hero_id = _hero(lib, str(build.get("hero", "")) or "—", args.lang)  # refused in the reader's language
    hero = lib.heroes[hero_id]
    if isinstance(level, int) and out_of_range("level", level, 1, highlevel.MAX_LEVEL):  # said with the key's word
        raise CliExit(f"{args.file}: {out_of_range(highlevel.key_in('level', args.lang), level, 1, highlevel.MAX_LEVEL)}")
    try:
        draws = highlevel.draw_skills(lib, hero.id, level, args.seed, args.coop)
    except ValueError as exc:
        raise CliExit(f"{args.file}: {exc}") from None
    names = [[lib.skills[x].names.get(args.lang) for x in pair] for pair in draws]
    data = {"hero": hero.id, "level": level, "seed": args.seed, "skill_draws": draws}
    emit(data, args.json, messages.skill_draws_text(names, _tr(args.lang), args.lang))
    return 0


def _collection(args) -> int:
    from spellforge.games.mageknight import collection

    from spellforge.games.mageknight import messages

    lib = _lib()
    changes = []
    for name, adding in [(n, True) for n in args.add] + [(n, False) for n in args.remove]:
        pid = collection.product_id(name)
        if pid is None:
            raise CliExit(messages.unknown_name_line(_tr(args.lang), "product", name,
                                                     [p.names.get(args.lang) for p in lib.products.values()]))
        changes.append((pid, adding))
    try:
        owned_in = collection.open_collection()  # the user database, beside the Mage Wars collection
        try:
            owned = collection.load_owned(lib, owned_in)
            for pid, adding in changes:
                owned = [p for p in owned if p != pid] + ([pid] if adding else [])
            if changes:
                collection.save_owned(owned, owned_in)
        finally:
            owned_in.store.close()
    except collection.CollectionError as exc:
        from spellforge.i18n.user_data_words import say

        raise CliExit(say(exc)) from None
    data = collection.summary(lib, [p for p in lib.products if p in owned])
    ts_words, lang = _tr(args.lang), args.lang
    C = lambda text, n=None: ts_words("CollectionTab", text, n)  # noqa: E731 - the window's own words
    c = data["cards"]
    from spellforge.games.mageknight import messages

    lines = messages.collection_head(ts_words, ", ".join(lib.products[p].names.get(lang) for p in data["products"]) or "—",
                                    ", ".join(lib.term(x, lang) for x in data["sets"]) or "—")
    heroes = ", ".join(lib.heroes[h].names.get(lang) for h in data["heroes"]) or "—"
    lines += ["  " + C("Heroes: {heroes}").format(heroes=heroes),
              "  " + C("Advanced actions: %n", c.get("advanced_action", 0)), "  " + C("Spells: %n", c.get("spell", 0)),
              "  " + C("Artifacts: %n", c.get("artifact", 0)), "  " + C("Regular unit cards: %n", c.get("regular_unit", 0)),
              "  " + C("Elite unit cards: %n", c.get("elite_unit", 0))]
    if data["max_players_with_dummy"]:  # no hero owned: no dummy, and no "up to 0" (issue 50)
        lines.append("  " + C("Players with the dummy player (co-op, solo): up to %n", data["max_players_with_dummy"]))
    emit(data, args.json, "\n".join(lines))
    return 0


def _score(args) -> int:
    from spellforge.games.mageknight import messages, score_messages, scoring

    try:
        players, settings = scoring.read_sheet(args.file)
        game = scoring.game_from(settings, str(args.file))
    except scoring.ScoreFileError as exc:
        raise CliExit(score_messages.error_text(exc, _tr(args.lang))) from None
    for key in ("scenario", "mode", "rounds_left", "dummy_cards"):
        value = getattr(args, key)
        if value is not None:
            if isinstance(value, int) and value < 0:
                raise CliExit(out_of_range(f"--{key.replace('_', '-')}", value, 0))
            setattr(game, key, value)
    for key in ("end_not_announced", "all_cities", "all_relic_parts"):
        if getattr(args, key):
            setattr(game, key, True)
    try:
        result = scoring.score(players, game)
    except ValueError as exc:  # a ScoreError in the reader's language; any other as it is
        raise CliExit(f"{args.file}: {score_messages.error_text(exc, _tr(args.lang))}") from None
    data = result.as_dict()
    text = messages.score_report(data, args.lang, _tr(args.lang))
    if args.sources:
        text += "\n" + "\n".join(f"[{c}: {cite}]" for c, cite in data["cites"].items())
    emit(data, args.json, text)
    return 0


def _dummy(args) -> int:
    from spellforge.games.mageknight import dummy
    from spellforge.games.mageknight import messages

    if not 1 <= args.rounds <= dummy.MAX_ROUNDS:
        raise CliExit(out_of_range("--rounds", args.rounds, 1, dummy.MAX_ROUNDS))
    if not 0 <= args.simulate <= dummy.MAX_GAMES:
        raise CliExit(out_of_range("--simulate", args.simulate, 0, dummy.MAX_GAMES))
    lib = _lib()
    hero = _hero(lib, args.hero, args.lang)
    taken = {_hero(lib, h, args.lang) for h in args.taken}
    if hero and hero in taken:
        raise CliExit(messages.hero_taken_line(_tr(args.lang), lib.heroes[hero].names.get(args.lang)))
    try:
        data = dummy.play(lib, args.seed, args.rounds, hero, taken)
        if args.simulate:
            data["simulated"] = dummy.round_lengths(lib, hero, args.rounds, args.simulate, args.seed, taken)
    except ValueError as exc:
        raise CliExit(str(exc)) from None
    emit(data, args.json, "" if args.json else messages.dummy_report(data, lib, args.lang, _tr(args.lang)))
    return 0


def _setup(args) -> int:
    from spellforge.games.mageknight import setup_sheet
    from spellforge.games.mageknight import messages

    if args.scenario in cli_volkare.SCENARIOS:
        return cli_volkare.setup(args, _tr)
    try:
        sheet = setup_sheet.sheet(args.scenario, args.players, args.coop, args.dummy, args.volkare_camp)
    except setup_sheet.SetupError as exc:
        raise CliExit(cli_volkare.refusal(exc, _tr(args.lang))) from None
    data = {"sheet": sheet.as_dict(), "per_player": setup_sheet.per_player(sheet),
            "per_player_cites": setup_sheet.PER_PLAYER_CITES,
            **{k: getattr(sheet, k) for k in ("unit_offer", "source_dice")}}
    if sheet.dummy:
        data["dummy"] = setup_sheet.dummy_takes()
    emit(data, args.json, "" if args.json else messages.setup_report(data, args.lang, _tr(args.lang), args.sources))
    return 0


def _source(args) -> int:
    import random

    from spellforge.games.mageknight import source
    from spellforge.games.mageknight import messages

    dice = args.dice if args.dice is not None else args.players + 2
    if not 1 <= args.players <= 5:
        raise CliExit(out_of_range("--players", args.players, 1, 5))
    if not source.MIN_DICE <= dice <= source.MAX_DICE:
        raise CliExit(out_of_range("--dice", dice, source.MIN_DICE, source.MAX_DICE))
    data: dict = {"dice": dice, "exact": [source.as_json(source.probabilities(n)) for n in range(3, 8)]}
    if args.seed is not None:
        data["roll"] = source.roll(dice, random.Random(args.seed), args.time).as_dict()
        data["seed"] = args.seed
    lib = _lib()
    emit(data, args.json, "" if args.json else messages.source_report(data, lib, args.lang, _tr(args.lang)))
    return 0


def _levels(args) -> int:
    import dataclasses

    from spellforge.games.mageknight import messages

    if args.fame is not None and args.fame < 0:
        raise CliExit(out_of_range("--fame", args.fame, 0))
    lib = _lib()
    data = {"levels": [dataclasses.asdict(lv) for lv in lib.levels]}
    if args.fame is not None:
        data["fame"] = args.fame
        data["level"] = max(lv.level for lv in lib.levels if args.fame >= lv.fame)
    emit(data, args.json, "" if args.json else messages.levels_report(lib.levels, args.lang, _tr(args.lang),
                                                                     args.sources, args.fame))
    return 0
