"""`spellforge mk setup volkares-…` and `spellforge mk volkare`: General Volkare's scenarios, his
turns (seeded, with a Monte-Carlo of the rounds until he arrives) and the battle sheet. Registered
by cli.py (which is at its size limit); the same conventions: --lang, --json, --sources."""

from __future__ import annotations

from spellforge.cli import CliExit, emit
from spellforge.cli.option_ranges import first_out_of_range, out_of_range
from spellforge.i18n.cli_words import Context

MKHelp = Context("MKHelp")

SCENARIOS = ("volkares-return", "volkares-return-quick", "volkares-quest")
SETUP_CHOICES = ("first-reconnaissance", "conquest", "conquest-short", "short-cooperation", "lost-relic", *SCENARIOS)


def refusal(exc, translate) -> str:
    from spellforge.games.mageknight import refusal_messages

    return refusal_messages.text(exc, translate)


def setup_options(s) -> None:
    """The fight and race levels of `mk setup volkares-…` (MK L3013-3035)."""
    s.add_argument("--fight", choices=("daring", "heroic", "legendary"), default="daring",
                   help=MKHelp.tr("Volkare's scenarios: the fight level (city and Volkare levels)"))
    s.add_argument("--race", choices=("walk", "trot", "gallop"), default="walk",
                   help=MKHelp.tr("Volkare's scenarios: the race level (wounds in his deck, wavering units)"))
    s.add_argument("--volkare-camp", choices=("shuffled", "last", "random"), default="",
                   help=MKHelp.tr("other scenarios: Volkare's camp instead of a city ({shuffled}: first games; "
                                  "{last}: co-op and solo; {random})").format(
                       shuffled="`shuffled`", last="`last`", random="`random`"))


def register(sub, common, tr, lib, hero) -> None:
    """`tr`, `lib`, `hero`: cli.py's translator, library and hero-name helpers (passed in: no import back)."""
    s = sub.add_parser("volkare", help=MKHelp.tr("General Volkare: his turns (seeded) and the battle sheet"))
    s.add_argument("--scenario", choices=SCENARIOS, default="volkares-return", help=MKHelp.tr("his scenario"))
    s.add_argument("--players", type=int, default=1, help=MKHelp.tr("real players (default %(default)s)"))
    setup_options(s)
    s.add_argument("--seed", type=int, default=1, help=MKHelp.tr("random seed (default %(default)s)"))
    s.add_argument("--rounds", type=int, default=6, help=MKHelp.tr("rounds played (default %(default)s)"))
    s.add_argument("--distance", type=int, default=8, help=MKHelp.tr(
        "his steps to the city (once it is revealed) or along his path to the portal (default %(default)s)"))
    s.add_argument("--turns", type=int, default=4, help=MKHelp.tr(
        "his turns in a round: one per turn of the players until the round ends (default %(default)s)"))
    s.add_argument("--hero", help=MKHelp.tr("the hero whose basic actions make his deck (default: a random hero "
                                            "none of the players took)"))
    s.add_argument("--taken", action="append", default=[], metavar="HERO",
                   help=MKHelp.tr("a hero a player took (not for the dummy); repeatable"))
    s.add_argument("--simulate", type=int, default=0, metavar="GAMES",
                   help=MKHelp.tr("also a Monte-Carlo of the round he arrives in, over this many games"))
    s.add_argument("--battle", action="store_true", help=MKHelp.tr("the battle sheet instead of his turns"))
    s.add_argument("--round", type=int, default=1, dest="battle_round",
                   help=MKHelp.tr("the battle's round (the wounds of a retreat; default %(default)s)"))
    s.add_argument("--heroes", type=int, default=1, help=MKHelp.tr("heroes sharing the battle (default %(default)s)"))
    s.add_argument("--grey", type=int, default=0, help=MKHelp.tr("grey tokens that joined his army (default %(default)s)"))
    common(s)
    s.set_defaults(func=lambda args: _volkare(args, tr, lib, hero))

    from spellforge.games.mageknight import cli_tracker

    cli_tracker.register(sub, common, tr, lib)


def _data():
    from spellforge.games.mageknight import volkare
    from spellforge.games.mageknight.library import MKDataError

    try:
        return volkare.load()
    except MKDataError as exc:
        raise CliExit(str(exc)) from None


def setup(args, tr) -> int:
    from spellforge.games.mageknight import volkare, volkare_messages

    if args.coop or args.dummy or args.volkare_camp:
        raise CliExit(MKHelp.tr("Volkare's scenarios are co-op or solo already and have no dummy player: leave "
                                "out {options}").format(options="--coop, --dummy, --volkare-camp"))
    try:
        sheet = volkare.sheet(_data(), args.scenario, args.players, args.fight, args.race)
    except volkare.VolkareError as exc:
        raise CliExit(refusal(exc, tr(args.lang))) from None
    data = {"sheet": sheet.as_dict(), "unit_offer": sheet.unit_offer, "source_dice": sheet.source_dice}
    emit(data, args.json, "" if args.json else volkare_messages.setup_report(data, tr(args.lang), args.sources))
    return 0


def _volkare(args, _tr, _lib, _hero) -> int:
    from spellforge.games.mageknight import volkare, volkare_messages, volkare_turn

    problem = first_out_of_range(("--players", args.players, 1, 4), ("--rounds", args.rounds, 1, 6),
                                 ("--distance", args.distance, 1, volkare_turn.MAX_DISTANCE),
                                 ("--turns", args.turns, 1, volkare_turn.MAX_TURNS), ("--round", args.battle_round, 1, 6),
                                 ("--heroes", args.heroes, 1, args.players), ("--grey", args.grey, 0, 99))
    if problem:
        raise CliExit(problem)
    vdata = _data()
    try:
        sheet = volkare.sheet(vdata, args.scenario, args.players, args.fight, args.race)
    except volkare.VolkareError as exc:
        raise CliExit(refusal(exc, _tr(args.lang))) from None
    lib = _lib()
    if args.battle:
        try:
            data = volkare.battle(vdata, sheet.volkare_level, args.players, args.battle_round, args.seed,
                                  args.grey, args.heroes, args.scenario)
        except volkare.VolkareError as exc:
            raise CliExit(str(exc)) from None
        emit(data, args.json, "" if args.json else volkare_messages.battle_report(data, lib, args.lang,
                                                                                  _tr(args.lang)))
        return 0
    if not 0 <= args.simulate <= volkare_turn.MAX_GAMES:
        raise CliExit(out_of_range("--simulate", args.simulate, 0, volkare_turn.MAX_GAMES))
    hero = _hero(lib, args.hero, args.lang)
    taken = {_hero(lib, h, args.lang) for h in args.taken}
    try:
        data = volkare_turn.play(lib, args.scenario, args.seed, args.rounds, args.distance, args.turns,
                                 sheet.deck_wounds, sheet.wavering_units, hero, taken)
        if args.simulate:
            data["race"] = volkare_turn.race(lib, args.scenario, args.seed, args.rounds, args.distance, args.turns,
                                             sheet.deck_wounds, sheet.wavering_units, args.simulate, hero, taken)
    except ValueError as exc:
        raise CliExit(str(exc)) from None
    data.update(players=args.players, fight=args.fight, race_level=args.race, volkare_level=sheet.volkare_level)
    emit(data, args.json, "" if args.json else volkare_messages.turns_report(data, lib, args.lang, _tr(args.lang)))
    return 0
