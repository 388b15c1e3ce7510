"""What is known of a card whose rules text is in none of our sources (the `unmodelled` cards),
said from its facts in db/sets with the `facts` template of db/i18n/effect_templates.csv."""

from __future__ import annotations

from spellforge.i18n.effect_summary import TemplateError, Templates, TermLookup, _known, _lookup, fill, trait_text


def facts_summary(card: dict, lang: str, templates: Templates, term: TermLookup | None = None) -> str:
    """What is known of a card whose rules text is in none of our sources (the `unmodelled` cards):
    its type and subtypes, target, range and traits, from db/sets, with the `facts` template. A
    word the term table cannot translate is left out in ru/pl rather than shown in English."""
    row = templates.rows.get("facts")
    if row is None or not row.get(lang):
        raise TemplateError(f"no facts template in {lang}")

    def said(categories: str, word: str) -> str:
        out = _lookup(term, categories, word, lang)
        return "" if lang != "en" and out == word and not _known(term, categories, word) else out

    subtypes = [said("subtype", s) for s in card.get("subtypes") or ()]
    traits = [trait_text(t[2] if len(t) > 2 and t[2] else t[0], lang, term) for t in card.get("traits") or ()]
    if lang != "en":
        printed = [t[2] if len(t) > 2 and t[2] else t[0] for t in card.get("traits") or ()]
        traits = [t for t, p in zip(traits, printed) if t != p or _known(term, "trait", p)]
    low, high = (list(card.get("range") or ()) + [None, None])[:2]
    values = {
        "kind": said("spell_type", card.get("type") or ""),
        "subtypes": ", ".join(s for s in subtypes if s),
        "target": said("target", card.get("target") or "") if card.get("target") not in (None, "", "Zone") else "",
        "range": f"{low}–{high}" if low is not None and high is not None and card.get("type") != "Creature" else "",
        "traits": ", ".join(t for t in traits if t),
    }
    return fill(row[lang], values, lang)
