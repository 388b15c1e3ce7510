"""The effect summary templates (db/i18n/effect_templates.csv) and how one is filled; the
placeholder syntax is described in `spellforge.i18n.effect_summary`."""

from __future__ import annotations

import csv
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.i18n import plurals

LANGS = ("en", "ru", "pl")
TermLookup = Callable[[str, str, str], str]

_OPTIONAL = re.compile(r"\{([?!])(\w+):((?:[^{}]|\{[^{}]*\})*)\}")
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
                if key in out.rows:  # the later row would silently win over the earlier one
                    raise TemplateError(f"{path}:{reader.line_num}: {key} is already on line {out.lines[key]}")
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
        present = values.get(m.group(2)) not in (None, "")
        return _fill(m.group(3), values, lang) if present == (m.group(1) == "?") else ""

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
    names = {m.group(2) for m in _OPTIONAL.finditer(template)}
    names |= {m.group(1) for m in _PLACEHOLDER.finditer(_OPTIONAL.sub(lambda m: m.group(3), template))}
    return names


def check_template(key: str, template: str, lang: str) -> list[str]:
    """Problems of one template: plural lists with the wrong number of forms, unbalanced braces."""
    problems = []
    if template.count("{") != template.count("}"):
        problems.append(f"{key} [{lang}]: unbalanced braces")
    wanted = len(plurals.FORMS[lang])
    for m in _PLACEHOLDER.finditer(_OPTIONAL.sub(lambda m: m.group(3), template)):
        if m.group(2) is not None and len(m.group(2).split("|")) != wanted:
            problems.append(f"{key} [{lang}]: {{{m.group(1)}:…}} needs {wanted} forms")
    return problems
