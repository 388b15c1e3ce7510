"""Effect summaries in English, Russian and Polish, made from a card's structured effects
(db/effects) with the templates in db/i18n/effect_templates.csv.

A template is chosen by the effect's key, most specific first (`destroy/Enchantment`, then
`destroy`). Placeholders:

- `{name}`            a value of the effect: a number as is, a game term (condition, trait,
                      school, type…) in the language through the library's term table;
- `{name:one|other}`  (en) or `{name:one|few|many}` (ru, pl): the word form for the count in
                      `name` (1 / 2–4 / 5+, with 11–14 many; ru 21 → one, pl 21 → many);
- `{?name:text}`      `text` (itself with placeholders) only when the effect has `name`.

Sentences are shaped so that nothing agrees with a noun of unknown gender: present-tense verbs
("Лечит", "Leczy"), terms in the nominative inside quotes after a generic noun
(«состояние «Горение»», „stan „Podpalenie”").
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.i18n import plurals

LANGS = ("en", "ru", "pl")
TermLookup = Callable[[str, str, str], str]

_OPTIONAL = re.compile(r"\{\?(\w+):((?:[^{}]|\{[^{}]*\})*)\}")
_PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


class TemplateError(ValueError):
    """A template that cannot be filled (names the key and the language)."""


@dataclass
class Templates:
    rows: dict[str, dict[str, str]] = field(default_factory=dict)  # key -> {lang: template}
    lines: dict[str, int] = field(default_factory=dict)  # key -> line in the CSV (for messages)

    @classmethod
    def read(cls, path: Path) -> "Templates":
        out = cls()
        with Path(path).open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            for row in reader:
                key = (row.get("key") or "").strip()
                if not key or key.startswith("#"):
                    continue
                out.rows[key] = {lang: (row.get(lang) or "").strip() for lang in LANGS}
                out.lines[key] = reader.line_num
        return out

    def find(self, *keys: str) -> tuple[str, dict[str, str]] | None:
        for k in keys:
            if k in self.rows:
                return k, self.rows[k]
        return None


def fill(template: str, values: dict, lang: str) -> str:
    """`template` with its placeholders replaced (see the module doc)."""
    return re.sub(r"\s{2,}", " ", _fill(template, values, lang)).strip()


def _fill(template: str, values: dict, lang: str) -> str:
    def optional(m: re.Match) -> str:
        return _fill(m.group(2), values, lang) if values.get(m.group(1)) not in (None, "") else ""

    def one(m: re.Match) -> str:
        name, forms = m.group(1), m.group(2)
        if name not in values or values[name] is None:
            raise TemplateError(f"no value for {{{name}}}")
        value = values[name]
        if forms is None:
            return str(value)
        options = forms.split("|")
        wanted = len(plurals.FORMS.get(lang, plurals.FORMS["en"]))
        if len(options) != wanted:
            raise TemplateError(f"{{{name}:{forms}}} needs {wanted} forms in {lang}")
        return options[plurals.index(value, lang)]

    return _PLACEHOLDER.sub(one, _OPTIONAL.sub(optional, template))


def placeholders(template: str) -> set[str]:
    """Every value name a template uses (optional ones included)."""
    names = {m.group(1) for m in _OPTIONAL.finditer(template)}
    names |= {m.group(1) for m in _PLACEHOLDER.finditer(_OPTIONAL.sub(lambda m: m.group(2), template))}
    return names


def check_template(key: str, template: str, lang: str) -> list[str]:
    """Problems of one template: plural lists with the wrong number of forms, unbalanced braces."""
    problems = []
    if template.count("{") != template.count("}"):
        problems.append(f"{key} [{lang}]: unbalanced braces")
    wanted = len(plurals.FORMS[lang])
    for m in _PLACEHOLDER.finditer(_OPTIONAL.sub(lambda m: m.group(2), template)):
        if m.group(2) is not None and len(m.group(2).split("|")) != wanted:
            problems.append(f"{key} [{lang}]: {{{m.group(1)}:…}} needs {wanted} forms")
    return problems


# -- from structured effects to sentences ---------------------------------------------------------
# Effect fields that hold a game term: translated through the library's term table (first
# category that knows the word wins).
TERM_FIELDS = {
    "condition": "condition|effect", "trait": "trait", "school": "school", "damage_type": "damage_type",
    "object": "spell_type|subtype|target", "type": "spell_type|subtype", "subtype": "subtype|spell_type",
    "stat": "stat", "slot": "slot", "target": "target|spell_type|subtype", "phase": "phase",
}
# Fields whose value is a phrase with its own template row (`event/attacked`, `duration/round`).
PHRASE_FIELDS = ("event", "trigger", "duration", "when")
# The field whose value picks a more specific template (`destroy/Enchantment`, `move/teleport`).
VARIANT_FIELDS = ("mode", "how", "object", "event", "stat", "condition")


def template_keys(effect: dict) -> list[str]:
    """Keys to look a template up by, most specific first."""
    kind = str(effect.get("kind", ""))
    keys = [f"{kind}/{effect[f]}" for f in VARIANT_FIELDS if isinstance(effect.get(f), str) and effect.get(f)]
    return keys + [kind]


def localise(effect: dict, lang: str, term: TermLookup | None, templates: Templates | None = None) -> dict:
    """The effect's values ready for a template in `lang`: terms translated, phrases (event,
    duration…) from their template rows, lists joined; `signed` is `amount` with its sign."""
    out: dict = {}
    for name, value in effect.items():
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(_term(name, v, lang, term)) for v in value)
        elif isinstance(value, str) and name in PHRASE_FIELDS and templates is not None:
            row = templates.rows.get(f"{name}/{value}")
            if row is None or not row.get(lang):
                raise TemplateError(f"no phrase template {name}/{value} in {lang}")
            value = row[lang]
        elif isinstance(value, str):
            value = _term(name, value, lang, term)
        out[name] = value
    amount = effect.get("amount")
    if isinstance(amount, int):
        out["signed"] = f"+{amount}" if amount >= 0 else f"−{-amount}"
    return out


def _term(field_name: str, value: str, lang: str, term: TermLookup | None) -> str:
    categories = TERM_FIELDS.get(field_name)
    if not categories or term is None or lang == "en":
        return value
    for category in categories.split("|"):
        try:
            found = term(category, value, lang)
        except Exception:  # an unknown category must not cost the card its summary
            found = ""
        if found and found != value:
            return found
    return value


def summarise(effects: list[dict], lang: str, templates: Templates, term: TermLookup | None = None) -> str:
    """One sentence per effect, in `lang`. Raises TemplateError naming the effect kind when no
    template fits or one cannot be filled (the validator test runs this on every card)."""
    sentences = []
    for effect in effects:
        found = templates.find(*template_keys(effect))
        if found is None:
            raise TemplateError(f"no summary template for effect kind {effect.get('kind')!r}")
        key, row = found
        template = row.get(lang) or ""
        if not template:
            raise TemplateError(f"template {key!r} has no {lang} text")
        try:
            sentence = fill(template, localise(effect, lang, term, templates), lang)
        except TemplateError as exc:
            raise TemplateError(f"template {key!r} [{lang}]: {exc}") from None
        if sentence and sentence not in sentences:
            sentences.append(sentence)
    return " ".join(sentences)
