"""The phrase rows every summary shares: a row's fields, game terms looked up in the term table, the
`cond/…` phrases of the condition column and the `event/…` phrases of triggers (split from
effect_summary, which builds sentences of them)."""

from __future__ import annotations

import re

from spellforge.i18n.effect_templates import TemplateError, Templates, TermLookup, fill

_TRAIT_VALUE = re.compile(r"^(.*?)\s*([+-]?(?:\d+|X))?(\s*\(.*\))?$")
_NUMBERS = re.compile(r"^[\dX+\-–]+$")  # 5+, 1-2, 0-1, X: the same in every language
_PAY_MANA = re.compile(r"^(\d+|X)$")
_PAY_KI = re.compile(r"^(\d+|X) Ki$")
_PAY_TOKENS = re.compile(r"^(\d+|X) ([A-Z][\w']*(?: [A-Z][\w']*)?) tokens?$")


def _field(effect, name: str) -> str:
    value = effect.get(name) if isinstance(effect, dict) else getattr(effect, name, "")
    return str(value or "").strip()


def _lookup(term: TermLookup | None, categories: str, key: str, lang: str) -> str:
    """`key` in `lang` from the first category that knows it (also tried capitalised: the
    effects data writes object kinds in lower case, the term table as printed)."""
    if term is None or lang == "en" or not key:
        return key
    for category in categories.split("|"):
        for k in dict.fromkeys((key, key[:1].upper() + key[1:])):
            try:
                found = term(category, k, lang)
            except Exception:  # an unknown category must not cost the card its summary
                found = ""
            if found and found != k:
                return found
    return key


def _known(term: TermLookup | None, categories: str, key: str) -> bool:
    """The term table has `key` even where a language writes it alike (Polish Demon, Goblin,
    Zombie, Mana): another language's word differs from the key."""
    return any(_lookup(term, categories, key, other) != key for other in ("ru", "pl"))


def trait_text(arg: str, lang: str, term: TermLookup | None) -> str:
    """A trait as printed ("Melee +2", "Regenerate 2") in `lang`: keyword from the term table,
    value kept."""
    whole = _lookup(term, "trait|condition|effect|subtype|attack", arg, lang)  # Ignores: Quake Stomp
    if whole != arg:
        return whole
    m = _TRAIT_VALUE.match(arg)
    if m and m.group(1) and (m.group(2) or m.group(3)):
        inner = re.sub(r"[A-Z][A-Za-z]+", lambda w: _lookup(term, "subtype|school|spell_type", w.group(0), lang),
                       m.group(3) or "")  # "(Curse, x1)": the spell kinds it applies to
        return " ".join(x for x in (_lookup(term, "trait", m.group(1), lang), m.group(2)) if x) + inner
    return arg


def _phrase(templates: Templates, group: str, key: str, lang: str, values: dict | None = None) -> str:
    row = templates.rows.get(f"{group}/{key}")
    if row is None:
        raise TemplateError(f"no phrase {group}/{key}")
    if not row.get(lang) and row.get("en"):  # an empty row in every language says "nothing"
        raise TemplateError(f"no phrase {group}/{key} in {lang}")
    return fill(row[lang], values or {}, lang) if row[lang] else ""


def _condition_text(key: str, value: str, lang: str, templates: Templates, term: TermLookup | None) -> str | None:
    """One `key=value` of the condition column in `lang`, or None when no template says it:
    `cond/key/value` (a fixed phrase), costs (`pay`: mana, Ki, tokens), then `cond/key` with
    the value as a number or as game terms from the term table."""
    specific = templates.rows.get(f"cond/{key}/{value.lower()}")
    if specific is not None and specific.get(lang):
        return fill(specific[lang], {}, lang)
    if key == "pay":
        for pattern, phrase in ((_PAY_MANA, "cond/pay"), (_PAY_KI, "cond/pay_ki"), (_PAY_TOKENS, "cond/pay_tokens")):
            if m := pattern.match(value):
                row = templates.rows.get(phrase)
                if row is None or not row.get(lang):
                    return None
                n = int(m.group(1)) if m.group(1).isdigit() else m.group(1)
                token = _lookup(term, "token|condition|trait", m.group(2), lang) if pattern is _PAY_TOKENS else ""
                if lang != "en" and token and token == m.group(2):
                    return None
                return fill(row[lang], {"v": n, "token": token}, lang)
        return None
    generic = templates.rows.get(f"cond/{key}")
    if generic is None or not generic.get(lang):
        return None
    if value.isdigit():
        return fill(generic[lang], {"v": int(value)}, lang)
    words = [w.strip() for w in value.split(",") if w.strip()]
    categories = "spell_type|subtype|trait|damage_type|school|condition|target"
    shown = [_lookup(term, categories, w, lang) for w in words]
    if lang != "en" and any(s == w and not _known(term, categories, w) for s, w in zip(shown, words)
                            if not _NUMBERS.match(w)):
        return None  # a word the term table cannot translate: never shown in English
    joiner = next((j for q, j in _QUOTED_JOINERS if q in generic[lang]), ", ")  # «A», «B», not «A, B»
    return fill(generic[lang], {"v": joiner.join(shown)}, lang)


# several terms inside one pair of quotes: each gets its own (Terrifying Visage: «Неживой», «Иммунитет…»)
_QUOTED_JOINERS = (("«{v}»", "», «"), ("„{v}”", "”, „"))


def _conditions(text: str) -> list[tuple[str, str]]:
    out = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        key, _, value = part.partition("=")
        out.append((key.strip(), value.strip()))
    return out


def _side_event(effect, templates: Templates, lang: str) -> str:
    """The value of `_event_condition` ("" when none): the `event/<trigger>/<value>` row to say."""
    found = _event_condition(effect, templates, lang)
    return found[1] if found else ""


def _event_condition(effect, templates: Templates, lang: str) -> tuple[str, str] | None:
    """The `side=`, `attack=` or `state=` of a row whose trigger has a row for its value, the event's
    then, not who gains: `event/dies/friendly` (Jeweled Scarab), `event/damages/weapon` (this
    weapon's attack deals damage: Johktari Hunting Knife), a `state=` (Scepter of Undeath); a reveal
    event too (Promotion: "when it attacks and damages an enemy creature")."""
    trigger = _field(effect, "trigger") or (_field(effect, "arg") if _field(effect, "kind") == "reveal_trigger" else "")
    conditions = _conditions(_field(effect, "condition")) if trigger else []
    return next(((k, v) for key in ("side", "attack", "state") for k, v in conditions if k == key
                 and templates.rows.get(f"event/{trigger}/{v.lower()}", {}).get(lang)), None)


def _event(templates: Templates, trigger: str, lang: str, attached: bool | None, side: str = "") -> str:
    """The trigger's phrase; a card attached to nothing (creature, conjuration) uses the
    `event/<x>/unattached` row where the default speaks of the bearer («при атаке на носителя»);
    `side`: the value of the `event/<x>/<value>` row (see _side_event)."""
    if side:  # "when the bearer attacks and damages an enemy creature"; a creature: "when it attacks …"
        unattached = f"{trigger}/{side.lower()}/unattached"
        return _phrase(templates, "event", unattached if attached is False and templates.rows.get(
            f"event/{unattached}", {}).get(lang) else f"{trigger}/{side.lower()}", lang)
    if attached is False and templates.rows.get(f"event/{trigger}/unattached", {}).get(lang):
        return _phrase(templates, "event", f"{trigger}/unattached", lang)
    return _phrase(templates, "event", trigger, lang)
