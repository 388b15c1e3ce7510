"""OCTGN `.o8d` spellbooks (prior-art §3a): `<deck game=…><section name="Attack"><card qty="2"
id="GUID">Fireball</card>…`. Cards are matched by GUID, then by the element text (shipped books
name unknown GUIDs such as "Wizard stats"). XML goes through defusedxml: DTDs, entity expansion
and external references are refused."""

from __future__ import annotations

import re
import xml.sax
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree as ET
from xml.sax.handler import ContentHandler

import defusedxml

from spellforge.domain import Mage, Spellbook
from spellforge.domain.spellbook import MAX_COPIES, too_many
from spellforge.formats.builder import BookBuilder
from spellforge.formats.errors import ReadError
from spellforge.formats.layout import grouped
from spellforge.formats.report import ImportResult, LineFate
from spellforge.formats.resolve import Resolver
from spellforge.formats.vocabulary import O8D_SECTIONS
from spellforge.safetext import clean_line, clean_text
from spellforge.formats import warnings as warn

GAME_ID = "9acef3d0-efa8-4d3f-a10c-54812baecdda"  # the Mage Wars OCTGN module

# What write_o8d could not put in OCTGN's XML travels as comments before <deck>. OCTGN ignores
# them; read_o8d reads them back, so an exported book is as (il)legal as the book it came from.
_KEPT = re.compile(r"<!-- (no OCTGN GUID: (\d+) (.+?)|unresolved line (\d+): (.*?)) ?-->")


@dataclass
class _Card:
    section: str
    line: int
    qty: str | None
    guid: str
    text: list[str] = field(default_factory=list)


class _Handler(ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.locator: Any = None
        self.last_line = 0
        self.depth = 0
        self.game: str | None = None
        self.section = ""
        self.cards: list[_Card] = []
        self.current: _Card | None = None
        self.notes: list[str] | None = None
        self.notes_text: list[str] = []
        self.problems: list[tuple[int, str]] = []

    def setDocumentLocator(self, locator: Any) -> None:
        self.locator = locator

    def line(self) -> int:
        """The parser's line now; once the parse is over the parser is gone (a weak reference:
        ReferenceError), so the last line it reported is kept."""
        try:
            self.last_line = (self.locator.getLineNumber() if self.locator else 0) or self.last_line
        except ReferenceError:
            pass
        return self.last_line

    def startElement(self, name: str, attrs: Any) -> None:
        self.line()
        self.depth += 1
        if self.depth == 1:
            if name != "deck":
                raise _NotADeck(self.line(), f"the root element is <{name}>, not an OCTGN <deck>", "not_a_deck",
                                root=name)
            self.game = attrs.get("game")
        elif name == "section":
            self.section = attrs.get("name", "")
        elif name == "card":
            self.current = _Card(self.section, self.line(), attrs.get("qty"), attrs.get("id", ""))
        elif name == "notes":
            self.notes = self.notes_text

    def endElement(self, name: str) -> None:
        self.line()
        self.depth -= 1
        if name == "card" and self.current is not None:
            self.cards.append(self.current)
            self.current = None
            if len(self.cards) > MAX_CARDS:  # stop at once: 100,000 cards took 19 s and 328 MB
                raise _NotADeck(self.line(), f"too many cards (over {MAX_CARDS:,} <card> entries; a spellbook has a "
                                             "few hundred at most): not read", "too_many_cards", limit=MAX_CARDS)
        elif name == "section":
            self.section = ""
        elif name == "notes":
            self.notes = None

    def characters(self, content: str) -> None:
        if self.current is not None:
            self.current.text.append(content)
        elif self.notes is not None:
            self.notes.append(content)


MAX_CARDS = 2000  # <card> entries: OCTGN writes one per different card, a spellbook has ~100


class _NotADeck(Exception):
    def __init__(self, line: int, message: str, code: str, **params: object) -> None:
        super().__init__(message)
        self.line, self.message, self.code, self.params = line, message, code, params


def read_o8d(text: str, resolver: Resolver, source: str) -> ImportResult:
    handler = _parse(text, source)
    builder = BookBuilder(resolver, source)
    if handler.game and handler.game.lower() != GAME_ID:
        builder.warnings.append(warn.other_game(handler.game))
    mages: list[tuple[_Card, Mage, str | None]] = []
    for card in handler.cards:
        name = " ".join("".join(card.text).split())
        shown = name or card.guid
        if card.section == "Mage":
            _mage_card(builder, card, name, mages)
            continue
        qty = _quantity(card.qty)
        if qty is None:
            builder.unresolved(card.line, shown, note=f"bad quantity {card.qty!r}")
            continue
        if qty > MAX_COPIES:
            builder.unresolved(card.line, shown, note=too_many((card.qty or "").strip()))
            continue
        builder.type_hint = card.section if card.section in O8D_SECTIONS[1:] else None
        match = resolver.by_guid(card.guid)
        if not match.ok:
            match = builder.find_card(name)
            if match.ok:
                builder.warnings.append(warn.unknown_guid(card.line, card.guid, name))
        builder.card(card.line, shown, qty, match)
        if match.ok and match.matched_by == "guid":
            # the printing the file names; the rules can price it instead of the canonical card
            builder.book.printings.setdefault(match.card_id, card.guid.strip().lower())
    _drop_known_mage_guid_warnings(builder, mages)
    _choose_mage(builder, mages)
    _kept_lines(builder, text)
    notes = "".join(handler.notes_text).strip()
    if notes:
        builder.book.notes = notes
    return builder.result("o8d")


def _kept_lines(builder: BookBuilder, text: str) -> None:
    """The comments write_o8d leaves before <deck>: cards with no GUID and lines never read."""
    head = text[: max(text.find("<deck"), 0)]
    for match in _KEPT.finditer(head):
        line = head.count("\n", 0, match.start()) + 1
        if match.group(2):  # a card OCTGN has no GUID for: matched by its name again
            qty, name = int(match.group(2)), match.group(3)
            builder.card(line, f"{qty} {name}", qty, builder.find_card(name))
        else:
            builder.unresolved(line, match.group(5), note=f"unread line {match.group(4)} of the exported book")


def _mage_card(builder: BookBuilder, card: _Card, name: str, mages: list[tuple[_Card, Mage, str | None]]) -> None:
    resolver = builder.resolver
    by_guid = resolver.mage_by_guid(card.guid)
    by_name = resolver.mage(name)
    mage = by_guid or by_name.mage
    if mage is None:
        builder.unresolved(card.line, name or card.guid, note="unknown mage card")
        return
    matched_by, confidence = ("guid", 1.0) if by_guid else (by_name.matched_by, by_name.confidence)
    if not by_guid:
        builder.warnings.append(warn.unknown_mage_guid(card.line, card.guid, mage.name))
    mages.append((card, mage, by_name.element))
    builder.lines.append(LineFate(card.line, name or card.guid, "mage", qty=1, matched_by=matched_by,
                                  confidence=confidence, note=mage.name))


def _drop_known_mage_guid_warnings(builder: BookBuilder, mages: list[tuple[_Card, Mage, str | None]]) -> None:
    """An old GUID on one of a mage's two cards (OCTGN's official Wizard book: a "Wizard stats"
    card the sets no longer list) is no news when the other card names the same mage by its GUID:
    the book reads the same, so no reader (import, validate, export) warns about it."""
    by_guid = {mage.name for card, mage, _ in mages if builder.resolver.mage_by_guid(card.guid)}
    builder.warnings[:] = [w for w in builder.warnings
                           if not (getattr(w, "code", "") == "unknown_mage_guid" and w.params.get("mage") in by_guid)]


def _choose_mage(builder: BookBuilder, mages: list[tuple[_Card, Mage, str | None]]) -> None:
    """The mage card and its Stats card usually agree. When they do not:

    - the Stats card decides: the book's limits come from the mage's ability (Stats) card
      (RU L1837-1840), e.g. an Academy Druid figure with the Arena Druid Stats is a Druid book.
      The figure's mage is kept in `book.mage_card` so `validate` warns (`mage_mismatch`);
    - except in apprentice books: apprentice mages have no ability card (RU L102, rules-digest
      §2), and OCTGN's apprentice books pair the apprentice card with the full mage's Stats card,
      so the apprentice wins, as before.
    """
    if not mages:
        return
    distinct = {m.name: m for _, m, _ in mages}
    chosen = next((m for m in distinct.values() if m.format != "arena"), mages[0][1])
    stats = _stats_mage(builder, mages)
    figure = next((m for c, m, _ in mages if stats is None or c.guid.strip().lower() != stats.stats_guid), None)
    apprentice = any(m.format == "apprentice" for m in distinct.values())
    if stats is not None and figure is not None and figure.name != stats.name and not apprentice:
        chosen = stats
        builder.book.mage_card = figure.name
    if len(distinct) > 1:
        builder.warnings.append(warn.several_mages(sorted(distinct), chosen.name))
    element = next((e for _, m, e in mages if e and m.name == chosen.name), None)
    builder.set_mage(chosen, element)


def _stats_mage(builder: BookBuilder, mages: list[tuple[_Card, Mage, str | None]]) -> Mage | None:
    """The mage whose Stats (ability) card the Mage section holds, if any."""
    by_stats = {m.stats_guid: m for m in builder.resolver.lib.mages() if m.stats_guid}
    return next((by_stats[c.guid.strip().lower()] for c, _, _ in mages if c.guid.strip().lower() in by_stats), None)


def _quantity(value: str | None) -> int | None:
    text = (value or "").strip()
    if not text.isdigit() or not text.isascii():
        return None
    qty = int(text[:12])  # a 5 MB run of digits is not parsed (and over the limit anyway)
    return qty if qty > 0 else None


def _parse(text: str, source: str) -> _Handler:
    # The text is already decoded; drop the declared encoding so expat reads the UTF-8 we give it.
    body = re.sub(r"^\s*<\?xml[^>]*\?>", "", text, count=1)
    handler = _Handler()
    import defusedxml.sax  # here: it pulls in urllib/http (~0.1 s), which text formats never need

    try:
        defusedxml.sax.parseString(body.encode("utf-8"), handler, forbid_dtd=True)
    except xml.sax.SAXParseException as e:
        raise ReadError(source, e.getLineNumber() or None, f"not valid XML: {e.getMessage()}", code="xml_invalid",
                        detail=e.getMessage()) from None
    except defusedxml.DTDForbidden:
        raise ReadError(source, handler.line() or None, "XML with a DTD is refused (entity expansion risk)",
                        code="xml_dtd") from None
    except defusedxml.EntitiesForbidden:
        raise ReadError(source, handler.line() or None, "XML entity declarations are refused", code="xml_entities") from None
    except defusedxml.ExternalReferenceForbidden:
        raise ReadError(source, handler.line() or None, "XML external references are refused",
                        code="xml_external") from None
    except defusedxml.DefusedXmlException as e:
        raise ReadError(source, handler.line() or None, f"unsafe XML refused: {e}", code="xml_unsafe", detail=str(e)) from None
    except _NotADeck as e:
        raise ReadError(source, e.line or None, e.message, code=e.code, **e.params) from None
    except (xml.sax.SAXException, ValueError, RecursionError) as e:
        raise ReadError(source, handler.line() or None, f"not valid XML: {e}", code="xml_invalid", detail=str(e)) from None
    if handler.depth != 0 or handler.game is None and not handler.cards:
        raise ReadError(source, handler.line() or None, "an empty OCTGN <deck>: no game and no cards", code="empty_deck")
    return handler


def write_o8d(book: Spellbook, lib: Any, lang: str = "en") -> str:
    """OCTGN XML; card names stay English whatever `lang` is (OCTGN shows its own names)."""
    root = ET.Element("deck", game=GAME_ID)
    mage = lib.mage(book.mage) if book.mage else None
    mage_section = ET.SubElement(root, "section", name="Mage", shared="False")
    if mage is not None:
        mage_name = f"{mage.name}({book.element})" if book.element else mage.name
        if mage.card_guid:
            ET.SubElement(mage_section, "card", qty="1", id=mage.card_guid).text = clean_line(mage_name)
        if mage.stats_guid:
            ET.SubElement(mage_section, "card", qty="1", id=mage.stats_guid).text = clean_line(f"{mage.name} Stats")
    by_type = dict(grouped(book, lib, "en", order=O8D_SECTIONS[1:]))
    missing: list[tuple[int, str]] = []
    for section in O8D_SECTIONS[1:]:
        element = ET.SubElement(root, "section", name=section, shared="False")
        for card, qty in by_type.get(section, []):
            guid = book.printings.get(card.id) or _guid(card)  # keep the printing the book names
            if not guid:
                missing.append((qty, card.name))
                continue
            ET.SubElement(element, "card", qty=str(qty), id=guid).text = clean_line(card.name)
    notes = ET.SubElement(root, "notes")
    notes.text = clean_text(book.notes or "")  # XML 1.0 cannot hold \v, \f, ESC …: issue 13 item 9
    ET.indent(root, space="  ")
    body = ET.tostring(root, encoding="unicode")
    lost = [f"no OCTGN GUID: {qty} {name}" for qty, name in missing] + [f"unresolved line {u.line}: {u.text}" for u in book.unresolved]
    comments = "".join(f"<!-- {_comment(text)} -->\n" for text in lost)
    return '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n' + comments + body + "\n"


def _guid(card: Any) -> str:
    """A released printing's GUID: players rarely have the community playtest sets installed."""
    guids = [p.guid for p in card.printings if p.guid]
    released = [p.guid for p in card.printings if p.guid and not p.set_name.startswith("Playtest")]
    return (released or guids or [""])[0]


def _comment(text: str) -> str:
    text = clean_line(text)
    while "--" in text:  # "---" would still hold "--" after one pass
        text = text.replace("--", "- -")
    return text + " " if text.endswith("-") else text
