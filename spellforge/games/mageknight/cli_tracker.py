"""`spellforge mk tracker …`: the round tracker at the table (games/mageknight/tracker.py), saved
like a campaign with undo (tracker_store.py). Registered through cli_volkare.register."""

from __future__ import annotations

from spellforge.cli import CliExit, emit
from spellforge.i18n.cli_words import Context

MKHelp = Context("MKHelp")


def register(sub, common, tr, lib) -> None:
    from spellforge.games.mageknight.tracker import END_TRIGGERS, MODES
    from spellforge.games.mageknight.volkare import FIGHT_LEVELS

    p = sub.add_parser("tracker", help=MKHelp.tr("a round tracker for the table, saved with undo: {commands}").format(
        commands="`new, list, show, fame, reputation, tactic, next, end, volkare, undo`"))
    ts = p.add_subparsers(dest="tracker_command", metavar="SUBCOMMAND", required=True)

    def add(name, help_text, *args):
        s = ts.add_parser(name, help=help_text)
        if "name" in args:
            s.add_argument("name", help=MKHelp.tr("the tracker's name"))
        if "player" in args:
            s.add_argument("player", help=MKHelp.tr("the player's name"))
        common(s)
        s.set_defaults(func=lambda a: _run(a, tr, lib))
        return s

    s = add("new", MKHelp.tr("start a tracker"), "name")
    s.add_argument("--mode", choices=MODES, required=True, help=MKHelp.tr("how the game is played"))
    s.add_argument("--player", action="append", required=True, metavar="NAME[=HERO]",
                   help=MKHelp.tr("a player and their hero; repeatable, in seating order"))
    s.add_argument("--scenario", default="", help=MKHelp.tr("the scenario (its round limit, starting fame and "
                                                           "reputation come from its setup sheet)"))
    s.add_argument("--fight", choices=FIGHT_LEVELS, default="daring",
                   help=MKHelp.tr("Volkare's scenarios: the fight level that sets his level (default %(default)s)"))
    s.add_argument("--rounds", type=int, help=MKHelp.tr("the round limit (default: the scenario's)"))
    s.add_argument("--seed", type=int, default=1, help=MKHelp.tr("random seed (default %(default)s)"))
    add("list", MKHelp.tr("the saved trackers"))
    add("show", MKHelp.tr("the tracker as it stands"), "name")
    s = add("fame", MKHelp.tr("add fame to a player"), "name", "player")
    s.add_argument("amount", type=int, help=MKHelp.tr("how much"))
    s = add("reputation", MKHelp.tr("move a player's reputation"), "name", "player")
    s.add_argument("amount", type=int, help=MKHelp.tr("how much, + or -"))
    s = add("tactic", MKHelp.tr("a player takes a tactic (the dummy or Volkare then takes theirs)"), "name", "player")
    s.add_argument("card", type=int, help=MKHelp.tr("the tactic's number"))
    s = add("next", MKHelp.tr("end the round: tactics leave the game by the scenario's rule"), "name")
    s.add_argument("--remove", type=int, help=MKHelp.tr("co-op: the players' tactic that leaves the game"))
    s = add("end", MKHelp.tr("record what triggered the end of the game"), "name")
    s.add_argument("trigger", choices=END_TRIGGERS, help=MKHelp.tr("what happened"))
    s = add("volkare", MKHelp.tr("Volkare: change his level at the end of a round, or record the first battle "
                                 "(his level is then fixed)"), "name")
    s.add_argument("--change", type=int, help=MKHelp.tr("raise (+) or lower (-) his level"))
    s.add_argument("--battle", action="store_true", help=MKHelp.tr("his troops were revealed in a first battle"))
    add("undo", MKHelp.tr("go back one change"), "name")


def _run(args, tr, lib_fn) -> int:
    from spellforge.games.mageknight import setup_sheet, tracker, tracker_messages, tracker_store, volkare

    translate = tr(args.lang)
    cmd = args.tracker_command
    try:
        if cmd == "list":
            names = tracker_store.names()
            emit({"trackers": names}, args.json, "\n".join(names))
            return 0
        if cmd == "new":
            players = [(p.split("=", 1)[0].strip(), p.split("=", 1)[1].strip() if "=" in p else "") for p in args.player]
            lib = lib_fn()
            players = [(n, _hero_id(lib, h)) for n, h in players]
            try:
                rounds, fame, rep, level = tracker.scenario_defaults(args.scenario, args.mode, len(players),
                                                                            args.fight)
            except (setup_sheet.SetupError, volkare.VolkareError) as exc:
                from spellforge.games.mageknight import refusal_messages

                raise CliExit(refusal_messages.text(exc, translate)) from None
            if not (args.rounds or rounds):
                raise tracker.TrackerError("rounds_needed")
            t = tracker.new(args.name, args.mode, args.rounds or rounds, players, args.scenario, args.seed,
                            fame, rep, level)
            tracker_store.save(t, "new", create=True)
        elif cmd == "undo":
            t, _ = tracker_store.undo(args.name)
        else:
            t = tracker_store.load(args.name)
            if cmd != "show":
                _change(t, cmd, args)
                said = [str(getattr(args, k)) for k in ("player", "amount", "card", "trigger", "remove", "change")
                        if getattr(args, k, None) is not None]
                tracker_store.save(t, " ".join([cmd, *said]))
    except tracker.TrackerError as exc:
        raise CliExit(tracker_messages.error_text(exc.code, exc.params, translate)) from None
    lib = lib_fn()
    data = t.as_dict()
    data["levels"] = {p.name: tracker.level_of(lib.levels, p.fame) for p in t.players}
    emit(data, args.json, tracker_messages.show(data, lambda fame: tracker.level_of(lib.levels, fame), args.lang,
                                                lib, translate))
    return 0


def _change(t, cmd: str, args) -> None:
    from spellforge.games.mageknight import tracker

    if cmd == "fame":
        t.add_fame(args.player, args.amount)
    elif cmd == "reputation":
        t.add_reputation(args.player, args.amount)
    elif cmd == "tactic":
        t.take_tactic(args.player, args.card)
    elif cmd == "next":
        t.next_round(args.remove)
    elif cmd == "end":
        t.set_end_trigger(args.trigger)
    elif cmd == "volkare":
        if not args.change and not args.battle:
            raise tracker.TrackerError("volkare_what")  # a version that changes nothing is no use to undo
        if args.change:
            t.change_volkare_level(args.change)
        if args.battle:
            t.reveal_volkare()


def _hero_id(lib, name: str) -> str:
    if not name:
        return ""
    hero = lib.hero(name)
    if hero is None:
        raise CliExit(MKHelp.tr("unknown hero {name}; the heroes: {known}").format(
            name=name, known=", ".join(sorted(lib.heroes))))
    return hero.id
