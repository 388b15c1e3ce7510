"""`spellforge card NAME`, `spellforge mage NAME`, `spellforge search QUERY`."""

from __future__ import annotations

import sys

from spellforge.cli import emit
from spellforge.cli.cardfacts import card_facts, mage_facts


def register(sub) -> None:
    p = sub.add_parser("card", help="every fact of one card")
    p.add_argument("name", help="card name in English, Russian or Polish (or a printed code)")
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help="language of the readable output")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=card_cmd)
    m = sub.add_parser("mage", help="a mage's figures and training, with sources")
    m.add_argument("name")
    m.add_argument("--json", action="store_true")
    m.set_defaults(func=mage_cmd)
    s = sub.add_parser("search", help="find cards by name in any language")
    s.add_argument("query")
    s.add_argument("--lang", choices=("en", "ru", "pl"), default="en")
    s.add_argument("--limit", type=int, default=None)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=search_cmd)


def find_card(lib, name: str):
    """Exact name (any language/alias) or printed code, else the single search hit.
    Returns (card, candidates)."""
    card = lib.card_by_name(name) or lib.card_by_code(name)
    if card:
        return card, []
    hits = lib.search(name, ranked=True)
    if len(hits) == 1:
        return lib.card(hits[0]), []
    return None, hits[:10]


def card_cmd(args) -> int:
    from spellforge.library import open_library

    lib = open_library()
    card, candidates = find_card(lib, args.name)
    if card is None:
        msg = f"spellforge: no card named {args.name!r}"
        if candidates:
            msg += "; did you mean: " + ", ".join(lib.card(c).name for c in candidates)
        print(msg, file=sys.stderr)
        return 1
    facts = card_facts(card)
    shown = card.display_name(args.lang)
    text = [f"{shown}" + (f" ({card.name})" if shown != card.name else "")]
    for key in ("type", "subtypes", "schools", "school_join", "cost", "reveal_cost", "action", "range", "target",
                "life", "armor", "channeling", "defense", "slot"):
        if facts[key] not in (None, [], ""):
            text.append(f"  {key}: {facts[key]}")
    if facts["traits"]:
        text.append("  traits: " + ", ".join(t["text"] for t in facts["traits"]))
    for a in facts["attacks"]:
        text.append(f"  attack: {a}")
    text.append("  names: " + ", ".join(f"{k}={v}" for k, v in facts["names"].items() if v))
    text.append("  printings: " + ", ".join(f"{p['set']} {p['code']}" for p in facts["printings"]))
    emit(facts, args.json, "\n".join(text))
    return 0


def mage_cmd(args) -> int:
    from spellforge.library import open_library

    lib = open_library()
    mage = lib.mage(args.name)
    if mage is None:
        print(f"spellforge: no mage named {args.name!r}; known: " + ", ".join(m.name for m in lib.mages()), file=sys.stderr)
        return 1
    facts = mage_facts(mage)
    text = "\n".join(f"{k}: {v}" for k, v in facts.items() if k != "sources")
    text += "\nsources:\n" + "\n".join(f"  {k}: {v}" for k, v in facts["sources"].items())
    emit(facts, args.json, text)
    return 0


def search_cmd(args) -> int:
    from spellforge.library import open_library

    lib = open_library()
    ids = lib.search(args.query, lang=args.lang, limit=args.limit, ranked=True)
    rows = [{"id": i, "name": lib.card(i).name, "display": lib.card(i).display_name(args.lang)} for i in ids]
    emit(rows, args.json, "\n".join(f"{r['display']}" + (f"  ({r['name']})" if r["display"] != r["name"] else "") for r in rows)
         or "no cards match")
    return 0
