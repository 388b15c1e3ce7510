"""The Wizard's element as typed on the command line (`validate --element`, `search --element`):
its name in English, Russian or Polish, in any case (`Fire`, `Огонь`, `ogień`, `OGIEŃ`)."""

from __future__ import annotations

from spellforge.domain.cards import ELEMENTS
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def typed_element(value: str | None, lang: str = "en") -> str | None:
    """The element, or ValueError naming the four in `lang`."""
    if value is None:
        return None
    from spellforge.formats.vocabulary import ELEMENT_NAMES, element_named

    found = element_named(value)
    if found:
        return found
    column = {"ru": 1, "pl": 2}.get(lang, 0)
    raise ValueError(Cli.tr("`--element {value}` is not an element ({elements})").format(
        value=value, elements=", ".join(f"`{ELEMENT_NAMES[e][column]}`" for e in ELEMENTS)))
