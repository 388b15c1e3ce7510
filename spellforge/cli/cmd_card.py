"""`spellforge card NAME`, `spellforge mage NAME`, `spellforge search QUERY`."""

from __future__ import annotations

import argparse

import sys

from spellforge.cli import emit
from spellforge.cli.cardfacts import add_local_names, card_facts, effect_facts, mage_facts
from spellforge.i18n.cli_words import Context
from spellforge.i18n.labels import Labels
from spellforge.i18n.plurals import category

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("card", help=Cli.tr("every fact of one card"),
                       description=Cli.tr("Every fact of one card, found by its exact name in any language or its printed "
                              "code, else by the start of its name when one card matches. Exit status: 0 found; 1 no such "
                              "card (similar names are suggested); 2 a mage's name: its figures are under "
                              "`spellforge mage NAME`."))
    p.add_argument("name", help=Cli.tr("card name in English, Russian or Polish (or a printed code)"))
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of the readable output"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=card_cmd)
    m = sub.add_parser("mage", help=Cli.tr("a mage's figures and training, with sources"))
    m.add_argument("name", help=Cli.tr("mage name in English, Russian or Polish (Warlock, Колдун, Czarnoksiężnik, Academy Wizard…)"))
    m.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of the readable output"))
    m.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output (every fact and its source)"))
    m.add_argument("--sources", action="store_true", help=Cli.tr("also show where each figure comes from (rulebook lines, "
                                                                 "OCTGN fields)"))
    m.set_defaults(func=mage_cmd)
    s = sub.add_parser("search", help=Cli.tr("find cards with the browser's query language (names in any language, "
                                             "s:fire l<=2, or/или/lub, -negation, …)"),
                       description=_search_grammar(), formatter_class=argparse.RawDescriptionHelpFormatter)
    s.add_argument("query", nargs="+", help=Cli.tr("the query, as typed in the window's search box (words may go "
                                                   "unquoted; quote phrases and anything with < > ( ) | for the shell)"))
    s.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("language of names and of the ranking"))
    s.add_argument("--limit", type=int, default=None, help=Cli.tr("show at most this many cards (default: all)"))
    s.add_argument("--mage", help=Cli.tr("price each card for this mage (a points column; enables legal:book and pts<=N)"))
    s.add_argument("--element", help=Cli.tr("the Wizard's element for --mage"))
    s.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    s.set_defaults(func=search_cmd)


def _search_grammar() -> str:
    """The query language in short, with examples in the help's language (docs/search.md has it all)."""
    from spellforge.i18n.cli_words import language
    from spellforge.i18n.search_examples import examples

    return "\n".join([
        Cli.tr("Find cards with the query language of the window's search box."),
        "",
        Cli.tr("  words          names in any language, typos forgiven (fierball finds Fireball)"),
        Cli.tr("  key:value      s: school, l: level, t: type, st: subtype, trait:, cost:, a: action,"),
        Cli.tr("                 set:, is:, does:, slot:, f: format; with --mage also legal:book, pts:"),
        Cli.tr("  < <= = >= >    compare numbers: l<=2, cost>8, pts<=2"),
        Cli.tr("  or             either term (also или, lub); terms side by side: both"),
        Cli.tr("  -term          not this term; ( ) group; \"quotes\" keep a phrase"),
        Cli.tr("Keys and values are also understood in Russian and Polish (школа:огонь, szkoła:ogień)."),
        "",
        Cli.tr("Examples:"),
        *(f"  spellforge search '{q}'" for q in examples(language())[:6]),
    ])


def find_card(lib, name: str):
    """Exact name (any language/alias) or printed code, else the single search hit.
    Returns (card, candidates). A mage's name finds no card (Wizard is not Wizard's Tower):
    the callers point to `spellforge mage` (no_card_message)."""
    card = lib.card_by_name(name) or lib.card_by_code(name)
    if card:
        return card, []
    if not name.strip() or lib.mage(name.strip()) is not None:
        return None, []
    hits = lib.search(name, ranked=True)
    if len(hits) == 1:
        return lib.card(hits[0]), []
    if not hits:  # a typo ("Fireballl"): the spellbook readers' similar-name match, as a suggestion
        from spellforge.formats.resolve import resolver_for

        match = resolver_for(lib).by_name(name)
        hits = [i for i in (match.card_id, *match.candidates) if i]
    return None, hits[:10]


NO_CARD, A_MAGE = 1, 2  # exit statuses: no card by that name; a mage's name (the wrong command)


def no_card_status(lib, name: str) -> int:
    return A_MAGE if name.strip() and lib.mage(name.strip()) is not None else NO_CARD


def no_card_message(lib, name: str, candidates: list[str], lang: str = "en") -> str:
    """Why NAME found no card, and what to type instead."""
    Cli = Context("Cli", lang)
    if not name.strip():
        return "spellforge: " + Cli.tr("give a card name (English, Russian or Polish) or a printed code such as MW1A04")
    msg = Cli.tr("no card named {name}").format(name=repr(name))
    mage = lib.mage(name.strip())
    if mage is not None:  # mages are not spell cards: their figures are under `spellforge mage`
        return "spellforge: " + msg + "; " + Cli.tr("{mage} is a mage: see `spellforge mage {command}`").format(
            mage=mage.display_name(lang), command=_quoted(mage.name))
    if candidates:
        msg += "; " + Cli.tr("did you mean: {names}").format(
            names=", ".join(lib.card(c).display_name(lang) for c in candidates))
    return "spellforge: " + msg


def no_mage_message(lib, name: str, lang: str = "en") -> str:
    """No mage by that name: the closest names in `lang` (a typo: "Wizzard" → Волшебник), else all."""
    from rapidfuzz import process, utils

    Cli = Context("Cli", lang)
    shown = {m.name: m.display_name(lang) for m in lib.mages()}
    choices = {key: text for m in lib.mages() for key, text in
               ((m.name, shown[m.name]), *((f"{m.name}\0{v}", shown[m.name]) for v in m.names.values() if v))}
    close = process.extract(name, {k: k.split("\0")[-1] for k in choices}, processor=utils.default_process,
                            score_cutoff=70, limit=12)
    near = list(dict.fromkeys(choices[k] for _, _, k in close))[:5]
    if near:
        return Cli.tr("unknown mage {name}; did you mean: {names}").format(name=repr(name), names=", ".join(near))
    return Cli.tr("unknown mage {name}; known: {names}").format(name=repr(name), names=", ".join(
        sorted(dict.fromkeys(shown.values()))))


def _quoted(name: str) -> str:
    return f'"{name}"' if " " in name else name


def card_cmd(args) -> int:
    from spellforge.library import open_library

    lib = open_library()
    card, candidates = find_card(lib, args.name)
    if card is None:
        print(no_card_message(lib, args.name, candidates, args.lang), file=sys.stderr)
        return no_card_status(lib, args.name)
    facts = card_facts(card) | effect_facts(lib, card)
    add_local_names(lib, card, facts, args.lang)
    emit(facts, args.json, card_text(lib, card, args.lang))
    return 0


def card_text(lib, card, lang: str) -> str:
    """Every fact of a card as readable text, labels and game terms in `lang`."""
    def label(key: str) -> str:  # field names live in the terms table, category "stat"
        return lib.term("stat", key, lang)

    words = Labels(lang, lib.term)  # the card faces' wording for traits and conditions
    trait = words.trait

    def attack_traits(a) -> str:  # the bar's "Piercing +1 per Gold token on Gerard", not a flat +1
        per = dict(a.per_token)
        return ", ".join(label("per_token").format(trait=trait(t), token=lib.term("token", per[t.keyword], lang))
                         if t.keyword in per else trait(t) for t in a.traits)

    shown = card.display_name(lang)
    head = shown + (f" ({card.name})" if shown != card.name else "")
    if lang != "en" and (card.name_sources.get(lang) or "").startswith("project"):
        head += f"  [{label('unofficial')}]"
    join = {"and": " + ", "or": " / "}.get(card.school_join.value, "")
    rows = [(label("type"), lib.term("spell_type", card.type, lang)),
            (label("subtypes"), ", ".join(lib.term("subtype", s, lang) for s in card.subtypes)),
            (label("school"), join.join(f"{lib.term('school', s.school, lang)} {s.level}" for s in card.schools)),
            (label("level"), card.level),
            # a spell-point cost printed on the card (db/build_rules.csv: Talos 0), else the formula's
            (label("spell_points"), card.spell_points),
            (label("cost"), card.cost_x or card.cost),
            (label("reveal_cost"), card.reveal_x or card.reveal_cost),
            (label("action"), lib.term("action", card.action, lang) if card.action else None),
            (label("range"), None if card.range_min is None else f"{card.range_min}–{card.range_max}"),
            (label("target"), lib.term("target", card.target, lang) if card.target else None),
            (label("life"), card.life), (label("armor"), card.armor),
            (label("channeling"), card.channeling),
            (label("defense"), None if card.defense is None else f"{card.defense.threshold}+ {card.defense.uses}"),
            (label("slot"), " + ".join(lib.term("slot", s, lang) for s in card.slots)
             or " / ".join(lib.term("slot", s, lang) for s in card.slot_options)),
            (label("traits"), ", ".join(trait(t) for t in card.traits)),
            (label("grants"), ", ".join(trait(t) for t in card.granted_traits))]
    out = [head] + [f"  {k}: {v}" for k, v in rows if v not in (None, "")]
    out += [attack_line(lib, words, a, card.name, shown, lang, attack_traits(a)) for a in card.attacks]
    for p, variant in lib.printings_with_other_attacks(card):  # Joseph Trublood's Promo: Healing Light
        where = f"{words.set_name(p.set_name)} {p.code}".strip()
        for a in variant.attacks:
            head, _, rest = attack_line(lib, words, a, card.name, shown, lang, attack_traits(a)).partition(": ")
            out.append(f"{head} ({where}): {rest}")
    summary = lib.summary(card.id, lang)
    if summary:
        out.append(f"  {label('summary')}: {summary}")
    printed = lib.card_text(card.id)
    if printed:
        out.append(f"  {label('printed_text')}: {printed}")
    out.append(f"  {label('names')}: " + ", ".join(f"{k}={v}" for k, v in card.names.items() if v))
    out.append(f"  {label('printings')}: " + ", ".join(f"{words.set_name(p.set_name)} {p.code}".strip() for p in card.printings))
    return "\n".join(out)


def mage_cmd(args) -> int:
    from spellforge.library import open_library

    lib = open_library()
    mage = lib.mage(args.name)
    if mage is None:
        print("spellforge: " + no_mage_message(lib, args.name, args.lang), file=sys.stderr)
        return 1
    facts = mage_facts(mage)
    add_mage_local_names(lib, mage, facts, args.lang)
    emit(facts, args.json, None if args.json else mage_text(lib, mage, facts, args.lang, args.sources))
    return 0


def attack_line(lib, words: Labels, a, owner: str, shown: str, lang: str, traits: str) -> str:
    """One line of the attack bar as the card prints it: an ability (a wand's spell, a heal) is no
    attack; a damage barrier, a passage attack or a trap has no kind and no range; X dice stay X."""
    def label(key: str) -> str:
        return lib.term("stat", key, lang)

    kind = lib.term("attack_kind", a.kind, lang) if a.kind_printed and not a.ability else ""  # «Atak wręcz» (004 L2068)
    action = lib.term("action", a.action, lang) if a.action else ""  # quick or full (a spell's: the card's)
    dmg = lib.term("damage_type", a.damage_type, lang) if a.damage_type else ""
    dice = "" if a.ability and not (a.dice or a.dice_x) else \
        f"{a.dice_text} {label('die' if not a.dice_x and category(a.dice, lang) == 'one' else 'dice')}"
    bits = [words.attack(a, owner, shown), kind, action, f"{a.range_min}–{a.range_max}" if a.kind_printed else "", dmg,
            dice, "; ".join(words.effects(e) for e in a.effects), traits]
    if a.only_target:  # the bar's printed restriction (Akiro's Hammer's Boulder), as the window's panel says it
        bits.append(f"{label('only_target')}: {lib.term('target', a.only_target, lang)}")
    return f"  {label('ability' if a.ability else 'attack')}: " + " · ".join(b for b in bits if b)


def mage_text(lib, mage, facts: dict, lang: str, sources: bool = False) -> str:
    """A mage's figures as readable lines (labels and game terms in `lang`); with `sources`, where
    each comes from (rulebook lines and OCTGN fields are references, not what a player reads)."""
    def label(key: str) -> str:
        return lib.term("stat", key, lang)

    words = Labels(lang, lib.term)
    shown = mage.display_name(lang)
    klass = lib.mage(mage.mage_class)
    rows = [(label("class"), klass.display_name(lang) if klass else mage.mage_class),
            (label("spell_points"), mage.spell_points), (label("life"), mage.life),
            (label("channeling"), mage.channeling), (label("armor"), mage.armor),
            (label("mana_supply"), mage.starting_mana), (label("attack_dice"), mage.attack_dice),
            # the Forcemaster's Deflect is a Defense printed on her Stats card (7+ 1x), as a creature's is
            (label("defense"), None if mage.defense is None else f"{mage.defense.threshold}+ {mage.defense.uses}"),
            (label("traits"), ", ".join(words.trait(t) for t in mage.traits)),
            (label("training"), ", ".join(_training(lib, r, lang) for r in mage.training))]
    out = [shown + (f" ({mage.name})" if shown != mage.name else "")]
    out += [f"  {k}: {v}" for k, v in rows if v not in (None, "")]
    out += [attack_line(lib, words, a, mage.name, shown, lang, words.attack_traits(a)) for a in mage.attacks]
    out.append(f"  {label('names')}: " + ", ".join(f"{k}={v}" for k, v in facts["names"].items() if v))
    if sources:
        Cli = Context("Cli", lang)
        out.append(Cli.tr("Sources:"))
        out += [f"  {k}: {v}" for k, v in facts["sources"].items()]
    return "\n".join(out)


def add_mage_local_names(lib, mage, facts: dict, lang: str) -> None:
    """The mage's attack names in every language and in `lang` (`display`), and its training in
    `lang` (`training_display`: "Тайная магия ×1, одна стихия на выбор ×1"), next to the English facts."""
    words = {code: Labels(code, lib.term) for code in ("en", "ru", "pl")}
    for row, a in zip(facts.get("attacks", []), mage.attacks):
        row["names"] = {code: w.attack(a, mage.name, mage.display_name(code)) for code, w in words.items()}
        row["display"] = row["names"].get(lang, a.name)
        row["traits_display"] = [words.get(lang, words["en"]).trait(t) for t in a.traits]
    facts["training_display"] = [_training(lib, r, lang) for r in mage.training]


def _training(lib, rule, lang: str) -> str:
    """One training clause: the school (or subtype, type) in `lang` and its cost multiplier."""
    school = lib.term("school", rule.school, lang) if rule.school else ""
    Cli = Context("Cli", lang)
    # the Wizard's element: one school of the four elements, chosen when the book is built
    # (000 L1799 «стихии, которой обучался маг»; 004 L1806 „z jedną szkołą magii żywiołów”)
    kind_word = {"element": lambda: Cli.tr("one element of choice"),"subtype": lambda: lib.term("subtype", rule.subtype, lang),
                 "type": lambda: lib.term("spell_type", rule.card_type, lang),
                 "combo": lambda: f"{school} + {lib.term('spell_type', rule.card_type, lang)}",
                 "level_cap": lambda: f"{school} 1–{rule.max_level}",
                 "living": lambda: lib.term("trait", "Living", lang),
                 "school": lambda: school}.get(rule.kind)
    return f"{kind_word()} ×{rule.multiplier}" if kind_word else str(rule)


def search_cmd(args) -> int:
    from spellforge.cli import CliExit
    from spellforge.library import open_library
    from spellforge.library.search.engine import SearchEngine
    from spellforge.rules.book_context import BookContext

    lib = open_library()
    context = None
    if args.mage:
        mage = lib.mage(args.mage)
        if mage is None:
            raise CliExit(no_mage_message(lib, args.mage, args.lang))
        from spellforge.cli.element_arg import typed_element

        try:
            element = typed_element(args.element, args.lang)  # «Огонь», "ogień", "FIRE"
        except ValueError as exc:
            raise CliExit(str(exc)) from None
        context = BookContext(mage, element)
    engine = SearchEngine(lib, owned_ids=_owned_ids(lib))
    result = engine.run(" ".join(args.query), args.lang, context)
    if result.errors:  # a script must not mistake a misread query for an answer
        from spellforge.library.search.errors import search_errors_line

        raise CliExit(search_errors_line(result.errors, args.lang))
    ids = result.ids[:args.limit] if args.limit else result.ids
    table = None
    if context is not None:
        from spellforge.rules.cost_table import cost_table

        table = cost_table(context.mage, context.element)
    rows = []
    for i in ids:
        c = lib.card(i)
        row = {"id": i, "name": c.name, "display": c.display_name(args.lang),
               "type": lib.term("spell_type", c.type, args.lang),
               "schools": [s.school for s in c.schools], "cost": c.cost_x or c.cost}
        if table is not None:
            row["points"] = table.cost(c).points if c.schools else None
        row["score"] = result.scores.get(i, 0)
        rows.append(row)
    emit(rows, args.json, _search_text(lib, rows, args.lang, result.suggestions) if not args.json else None)
    return 0


def _owned_ids(lib):
    """owned: in the CLI reads the user's collection (None when there is none)."""
    def owned():
        from spellforge.collection.ownership import owned_ids  # outside the try: a broken import is a bug
        from spellforge.library.user.store import UserStore

        try:
            store = UserStore()
            try:
                ids = owned_ids(lib, store)
            finally:
                store.close()
        except Exception:  # no user data, or a damaged one: owned: then reports no collection
            return None
        return ids or None
    return owned


def _search_text(lib, rows: list[dict], lang: str, suggestions: list[str]) -> str:
    """Rows in the language: names, types, schools, and the browser's own words (its .ts) for the
    empty state and the card count."""
    CardBrowser = Context("CardBrowser", lang)  # the browser's own entries
    if not rows:
        if suggestions:
            return CardBrowser.tr("No cards — did you mean {names}?").format(names=", ".join(suggestions))
        return CardBrowser.tr("%n card(s)", "", 0)
    points_word = lib.term("stat", "spell_points", lang)
    out = []
    for r in rows:
        shown = r["display"] + (f"  ({r['name']})" if r["display"] != r["name"] else "")
        schools = "/".join(lib.term("school", s, lang) for s in r["schools"])
        bits = [shown, r["type"], schools, f"{r['cost']}" if r["cost"] is not None else ""]
        if "points" in r:
            bits.append(f"{points_word}: {r['points']}" if r["points"] is not None else "")
        out.append("  ".join(b for b in bits if b))
    out.append(CardBrowser.tr("%n card(s)", "", len(rows)))
    return "\n".join(out)
