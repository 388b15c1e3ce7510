"""`spellforge mk …`: Mage Knight — library stats, hero decks, opening-hand odds, a round
goldfish, the high-level-start builder and the collection by product."""

from __future__ import annotations

import argparse

from spellforge.cli import CliExit, emit

RESOURCE_NAMES = {"move": "Move", "attack": "Attack", "block": "Block", "influence": "Influence"}


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("mk", help="Mage Knight: hero decks, odds, high-level start, collection",
                              description="Mage Knight (Ultimate Edition) tools.")
    sub = p.add_subparsers(dest="mk_command", metavar="SUBCOMMAND", required=True)

    s = sub.add_parser("stats", help="card counts by type and set, checked against the rulebook's numbering")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_stats)

    s = sub.add_parser("cards", help="search the card library (the search language of `spellforge search`)",
                       description="Search the Mage Knight cards, units and skills. Words match names in English, "
                                   "Russian or Polish; keys (in any of the three languages): t/type, col/colour, "
                                   "set, h/hero, l/level, c/cost, arm/armour, copies, mv/move, atk/attack, "
                                   "blk/block, inf/influence, site, is, owned, name; = != < <= > >=, or, "
                                   "a leading - negates, \"quoted phrases\". Example: t:spell col:red -set:base")
    s.add_argument("query", nargs="*", help='the search, e.g. march, "t:unit l:2 cost<=6", "т:заклинание цв:красный"')
    s.add_argument("--kind", choices=("basic_action", "wound", "advanced_action", "spell", "artifact",
                                      "regular_unit", "elite_unit", "skill"), help="only this kind of card")
    s.add_argument("--set", dest="set_", choices=("base", "lost_legion", "krang", "shades_of_tezla", "unplaced"),
                   help="only the cards of this set (box)")
    s.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help="name language")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_cards)

    s = sub.add_parser("deck", help="a hero's 16 starting cards")
    s.add_argument("hero", help="hero name (any language) or id")
    s.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help="card name language")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_deck)

    s = sub.add_parser("odds", help="exact odds of Move/Attack/Block/Influence in the opening hand")
    s.add_argument("--hero", help="the hero's deck (default: the standard 16 basic actions)")
    s.add_argument("--wounds", type=int, default=0, help="wounds shuffled into the deck")
    s.add_argument("--model", choices=("simple", "full"), default="simple",
                   help="simple: basic value or 1 sideways; full: mana, Concentration, Improvisation…")
    s.add_argument("--simulate", type=int, default=0, metavar="HANDS",
                   help="also a seeded Monte-Carlo estimate over this many hands")
    s.add_argument("--seed", type=int, default=1, help="random seed for --simulate")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_odds)

    s = sub.add_parser("goldfish", help="seeded turn-by-turn round of the deed deck")
    s.add_argument("--hero", help="the hero's deck (default: the standard 16 basic actions)")
    s.add_argument("--wounds", type=int, default=0, help="wounds shuffled into the deck")
    s.add_argument("--model", choices=("simple", "full"), default="simple",
                   help="simple: basic value or 1 sideways; full: mana, Concentration, Improvisation…")
    s.add_argument("--resource", choices=tuple(RESOURCE_NAMES), default="move", help="the resource counted (default move)")
    s.add_argument("--rounds", type=int, default=10_000, help="seeded rounds played (default 10000)")
    s.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    s.add_argument("--hand-limit", type=int, default=5, help="5 at levels 1-4, 6 from level 5 (MK L4821)")
    s.add_argument("--play", type=int, default=5, help="cards played per turn (the best ones)")
    s.add_argument("--target", type=int, action="append", help="report P(at least N by turn T); repeatable")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_goldfish)

    s = sub.add_parser("highlevel", help="check a high-level-start build (MK L4417-4448)")
    s.add_argument("file", help="a build file (text or JSON; docs/mage-knight.md)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_highlevel)

    s = sub.add_parser("collection", help="the Mage Knight products you own and what they give")
    s.add_argument("--add", action="append", default=[], metavar="PRODUCT", help="a product you own; repeatable")
    s.add_argument("--remove", action="append", default=[], metavar="PRODUCT",
                   help="a product you no longer own; repeatable")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=_collection)


def _lib():
    from spellforge.games.mageknight.library import MKDataError, library

    try:
        return library()
    except MKDataError as exc:
        raise CliExit(str(exc)) from None


def _hero(lib, name: str | None) -> str | None:
    if not name:
        return None
    hero = lib.hero(name)
    if hero is None:
        raise CliExit(f"no hero named {name!r}; heroes: " + ", ".join(h.names.en for h in lib.heroes.values()))
    return hero.id


def _stats(args) -> int:
    from spellforge.games.mageknight.library import stats

    data = stats(_lib())
    lines = ["Mage Knight library"]
    for kind, by_set in data["counts"].items():
        lines.append(f"  {kind:16} {data['totals'][kind]:4}  " + ", ".join(f"{s} {n}" for s, n in by_set.items()))
    lines.append("Rulebook numbering:")
    for c in data["seed_checks"]:
        mark = "ok" if c["matches"] else "MISMATCH"
        lines.append(f"  {c['set']:12} {c['type']:16} seed {c['seed_count']:3} library {c['library_count']:3} "
                     f"{c['range']:8} {mark}  ({c['source']})")
    lines.append(f"Russian names: {data['russian_names']['from_seed']} printed in the rulebook, "
                 f"{data['russian_names']['project']} project translations")
    emit(data, args.json, "\n".join(lines))
    return 0


def _cards(args) -> int:
    from spellforge.games.mageknight import collection
    from spellforge.games.mageknight.search import MKSearch

    lib = _lib()
    result = MKSearch(lib, owned_sets=lambda: collection.owned_sets(lib)).run(" ".join(args.query), args.lang)
    if result.errors:  # a script must not mistake a misread query for an answer
        raise CliExit("; ".join(e.message() for e in result.errors))
    hits = [r for r in result.rows if (not args.kind or r.kind == args.kind) and (not args.set_ or r.set == args.set_)]
    data = [{"id": r.id, "kind": r.kind, "name": r.names.get(args.lang), "name_en": r.names.en,
             "name_ru": r.names.ru, "name_ru_source": r.names.ru_source, "colour": r.colour, "set": r.set,
             "hero": r.hero, "facts": r.facts, "number_range": r.number_range, "verified": r.verified}
            for r in hits]
    lines = [f"{len(hits)} found" + (" (other endings and typos of what was typed)" if result.guessed else "")]
    if result.suggestions:
        lines.append("did you mean: " + ", ".join(result.suggestions))
    for r in hits:
        extra = ", ".join(x for x in (r.colour, r.hero, r.facts, r.number_range) if x)
        mark = "" if r.verified else "  [unverified]"
        lines.append(f"  {r.kind:16} {r.names.get(args.lang):32} {r.set:16} {extra}{mark}")
    emit(data, args.json, "\n".join(lines))
    return 0


def _deck(args) -> int:
    lib = _lib()
    hero = lib.heroes[_hero(lib, args.hero)]
    deck = lib.hero_deck(hero.id)
    cards = []
    for cid, n in deck.items():
        c = lib.basics[cid]
        cards.append({"id": cid, "name": c.names.get(args.lang), "copies": n, "colour": c.colour,
                      "unique": bool(c.hero), "replaces": c.replaces, "name_source": c.names.ru_source
                      if args.lang == "ru" else (c.names.pl_source if args.lang == "pl" else "")})
    data = {"hero": hero.id, "name": hero.names.get(args.lang), "size": sum(deck.values()), "cards": cards,
            "unique_cards": [{"id": u, "name": lib.basics[u].names.get(args.lang),
                              "replaces": lib.basics[u].replaces} for u in hero.unique_cards],
            "evidence": hero.unique_evidence, "verified": hero.unique_verified}
    emit(data, args.json, "" if args.json else _deck_text(lib, hero, data, args.lang))
    return 0


def _deck_text(lib, hero, data: dict, lang: str) -> str:
    """The deck in `lang`: the window's own sentences (i18n .ts, contexts CardsTab and HeroDeckTab)
    and the rulebook's colour words; the English report adds the evidence for the unique cards."""
    from spellforge.i18n.ts_translate import ts_translator

    tr = ts_translator(lang)
    lines = [f"{data['name']}: {tr('CardsTab', '%n card(s)', n=data['size'])}"]
    for c in data["cards"]:
        mark = ""
        if c["unique"]:
            replaced = lib.basics[c["replaces"]].names.get(lang)
            mark = "  ★ " + tr("HeroDeckTab", "This hero's own card; replaces {card}").format(card=replaced)
        lines.append(f"  {c['copies']}× {c['name']} [{lib.term(c['colour'], lang)}]{mark}")
    settled = "" if hero.unique_verified else " " + tr("HeroDeckTab", "(not settled by the rulebook)")
    lines.append(tr("HeroDeckTab", "★ the hero's unique cards") + settled)
    if lang == "en":
        lines.append(f"Evidence: {hero.unique_evidence}")
    return "\n".join(lines)


def _odds(args) -> int:
    from spellforge.games.mageknight import odds

    if not 0 <= args.wounds <= 30:
        raise CliExit(f"--wounds must be 0 to 30, got {args.wounds}")
    if args.simulate < 0:
        raise CliExit("--simulate must be 0 or more")
    lib = _lib()
    hero = _hero(lib, args.hero)
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
    lines = [f"Opening hand of {data['hand_size']} from {data['deck_size']} cards "
             f"({hero or 'standard deck'}, {args.wounds} wounds, {args.model} model)"]
    for r, d in data["resources"].items():
        ps = ", ".join(f"≥{v}: {p:.1%}" for v, p in d["p_at_least"].items() if 0.005 < p < 0.9995)
        lines.append(f"  {RESOURCE_NAMES[r]:9} mean {d['mean']:.3f}  {ps}")
        if args.simulate:
            sim = data["simulated"]["resources"][r]
            lines.append(f"  {'':9} simulated mean {sim['mean']:.3f}")
    emit(data, args.json, "\n".join(lines))
    return 0


def _goldfish(args) -> int:
    from spellforge.games.mageknight import goldfish, odds

    if not 1 <= args.rounds <= 1_000_000:
        raise CliExit(f"--rounds must be 1 to 1000000, got {args.rounds}")
    if not 1 <= args.hand_limit <= 10 or not 1 <= args.play <= 10:
        raise CliExit("--hand-limit and --play must be 1 to 10")
    if not 0 <= args.wounds <= 30:
        raise CliExit(f"--wounds must be 0 to 30, got {args.wounds}")
    lib = _lib()
    cards = odds.deck_cards(lib, _hero(lib, args.hero), args.wounds)
    targets = tuple(args.target or (5, 10, 15, 20))
    data = goldfish.simulate_rounds(cards, args.rounds, args.seed, args.resource, args.model,
                                    args.hand_limit, args.play, targets)
    lines = [f"{args.rounds} rounds (seed {args.seed}), {len(cards)} cards, hand limit {args.hand_limit}, "
             f"{args.play} played per turn, {args.model} model",
             f"  turns per round: mean {data['mean_turns']:.2f}; "
             + ", ".join(f"{t}: {p:.1%}" for t, p in data["turns_per_round"].items())]
    lines.append(f"  mean {RESOURCE_NAMES[args.resource]} by turn " + ", ".join(f"{t}: {v:.2f}" for t, v in data["mean_by_turn"].items()))
    for n, row in data["p_at_least_by_turn"].items():
        lines.append(f"  {RESOURCE_NAMES[args.resource]} ≥ {n} by turn " + ", ".join(f"{t}: {p:.1%}" for t, p in row.items()))
    emit(data, args.json, "\n".join(lines))
    return 0


def _highlevel(args) -> int:
    from spellforge.games.mageknight import highlevel

    lib = _lib()
    try:
        build = highlevel.read_build(args.file)
    except highlevel.BuildFileError as exc:
        raise CliExit(str(exc)) from None
    result = highlevel.check(lib, build)
    data = result.as_dict()
    lines = [f"{'Legal' if result.legal else 'Not legal'}: influence {result.total}, spent {result.spent}, "
             f"left {result.left}" + (" → +1 fame" if result.fame_bonus else "")]
    for line in result.lines:
        lines.append(f"  {line['how']:22} {line['item']:28} {line['cost']}")
    for p in result.problems:
        lines.append(f"  problem [{p.code}] {p.message} ({p.cite})")
    emit(data, args.json, "\n".join(lines))
    return 0 if result.legal else 1


def _collection(args) -> int:
    from spellforge.games.mageknight import collection

    lib = _lib()
    changes = []
    for name, adding in [(n, True) for n in args.add] + [(n, False) for n in args.remove]:
        pid = collection.product_id(lib, name)
        if pid is None:
            raise CliExit(f"no product named {name!r}; products: " + ", ".join(lib.products))
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
        raise CliExit(str(exc)) from None
    data = collection.summary(lib, [p for p in lib.products if p in owned])
    lines = [f"Owned: {', '.join(lib.products[p].names.en for p in data['products']) or 'nothing yet'}",
             f"  sets: {', '.join(data['sets']) or '-'}",
             f"  heroes: {', '.join(lib.heroes[h].names.en for h in data['heroes']) or '-'}",
             "  cards: " + ", ".join(f"{k} {v}" for k, v in data["cards"].items())]
    emit(data, args.json, "\n".join(lines))
    return 0
