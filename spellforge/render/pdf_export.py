"""Printable PDFs of a spellbook with pillow: a card list grouped by type (with each card's spell
point cost and the mage) and proxy sheets of 3×3 cards at their real size, 63×88 mm.

Pages are drawn at 300 dpi and written one at a time (pillow's PDF `append`), so a long book
never holds every page in memory.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from spellforge.domain.cards import SPELL_TYPES, Card
from spellforge.domain.spellbook import Spellbook
from spellforge.fileio import atomic_path
from spellforge.render import assets
from spellforge.i18n.labels import SCHOOL, SPELL_TYPE, Labels
from spellforge.render.palette import INK, mix, type_colour
from spellforge.render.provider import CardImages

DPI = 300
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_MM = (63.0, 88.0)
GRID = (3, 3)
GREY = (150, 150, 150)


def mm_to_px(mm: float, dpi: int = DPI) -> int:
    return round(mm / 25.4 * dpi)


def paper_px(paper: str) -> tuple[int, int]:
    w, h = PAPER_MM[paper]
    return mm_to_px(w), mm_to_px(h)


CostFn = Callable[[Card], int | None]

# The few words the PDF prints itself (not game terms); plural forms one / few / many.
_CARDS = {"en": ("card", "cards", "cards"), "ru": ("карта", "карты", "карт"), "pl": ("karta", "karty", "kart")}
_POINTS = {"en": "spell points", "ru": "очков магии", "pl": "punktów czarów"}  # glossary row 81
_UNRESOLVED = {"en": "Not recognised", "ru": "Не распознано", "pl": "Nie rozpoznano"}
_LINE = {"en": "line", "ru": "строка", "pl": "wiersz"}


def plural_form(n: int, lang: str) -> int:
    """0 = one, 1 = few, 2 = many (CLDR rules for ru and pl; en uses one/other)."""
    if lang == "en":
        return 0 if n == 1 else 2
    if lang == "ru" and n % 10 == 1 and n % 100 != 11:
        return 0
    if lang == "pl" and n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def count_cards(n: int, lang: str) -> str:
    return f"{n} {_CARDS.get(lang, _CARDS['en'])[plural_form(n, lang)]}"


def cost_function(lib: Any, book: Spellbook) -> CostFn | None:
    """Spell points of one copy for the book's mage; None when the library has no such mage."""
    from spellforge.rules import card_cost

    mage = lib.mage(book.mage) if book.mage else None
    if mage is None:
        return None

    def cost(card: Card) -> int | None:
        try:
            return card_cost(card, mage, book.element).points
        except Exception:  # a rules gap for one card leaves its cost blank, not the whole PDF
            return None

    return cost


@dataclass
class ListRow:
    card: Card
    qty: int
    points: int | None  # for all copies


def grouped_rows(book: Spellbook, lib: Any, lang: str, cost: CostFn | None) -> list[tuple[str, list[ListRow]]]:
    groups: dict[str, list[ListRow]] = {}
    for cid, qty in book.quantities().items():
        card = lib.card(cid)
        if card is None or qty <= 0:
            continue
        each = cost(card) if cost else None
        groups.setdefault(card.type, []).append(ListRow(card, qty, None if each is None else each * qty))
    order = [t for t in SPELL_TYPES if t in groups] + sorted(t for t in groups if t not in SPELL_TYPES)
    return [(t, sorted(groups[t], key=lambda r: r.card.display_name(lang).casefold())) for t in order]


# -- the card list --------------------------------------------------------------------------------
class _ListPages:
    """Lays the list out top to bottom and starts a new page when one is full."""

    def __init__(self, paper: str) -> None:
        self.size = paper_px(paper)
        self.margin = mm_to_px(15)
        self.pages: list[Image.Image] = []
        self._new_page()

    def _new_page(self) -> None:
        self.page = Image.new("RGB", self.size, "white")
        self.draw = ImageDraw.Draw(self.page)
        self.pages.append(self.page)
        self.y = self.margin

    def need(self, height: int) -> None:
        if self.y + height > self.size[1] - self.margin:
            self._new_page()

    def text(self, x: int, text: str, px: int, bold: bool = False, fill=INK, anchor: str = "la") -> None:
        self.draw.text((x, self.y), text, font=assets.font(px, bold), fill=fill, anchor=anchor)


def book_list_pages(book: Spellbook, lib: Any, lang: str = "en", paper: str = "a4") -> list[Image.Image]:
    labels = Labels(lang, getattr(lib, "term", None))
    cost = cost_function(lib, book)
    out = _ListPages(paper)
    left, right = out.margin, out.size[0] - out.margin
    title = book.name or "Spellbook"
    out.text(left, title, 90, bold=True)
    out.y += 120
    mage = lib.mage(book.mage) if book.mage else None
    if mage is not None:
        mage_line = mage.display_name(lang) + (f" ({labels.t(SCHOOL, book.element)})" if book.element else "")
        out.text(left, mage_line, 54)
        out.y += 80
    groups = grouped_rows(book, lib, lang, cost)
    total_cards = sum(r.qty for _, rows in groups for r in rows)
    costs = [r.points for _, rows in groups for r in rows]
    total_points = sum(c for c in costs if c is not None) if cost and all(c is not None for c in costs) else None
    summary = count_cards(total_cards, lang)
    if total_points is not None:
        summary += f" · {total_points}" + (f" / {mage.spell_points}" if mage else "") + f" {_POINTS.get(lang, _POINTS['en'])}"
    out.text(left, summary, 44, fill=(80, 80, 80))
    out.y += 90
    row_h = 62
    for card_type, rows in groups:
        out.need(100 + row_h)
        colour = type_colour(card_type)
        out.draw.rectangle([left, out.y, right, out.y + 78], fill=mix(colour, (255, 255, 255), 0.8))
        icon = assets.icon(f"type-{card_type.lower()}", 56, tint=mix(colour, (0, 0, 0), 0.3))
        out.page.paste(icon, (left + 12, out.y + 11), icon)
        count = sum(r.qty for r in rows)
        out.y += 14
        out.text(left + 84, f"{labels.t(SPELL_TYPE, card_type)} ({count})", 46, bold=True)
        pts = [r.points for r in rows]
        if cost and all(p is not None for p in pts):
            out.text(right - 16, str(sum(pts)), 46, bold=True, anchor="ra")
        out.y += 64 + 12
        for r in rows:
            out.need(row_h)
            out.text(left + 16, f"{r.qty}×", 40, bold=True)
            x = left + 110
            for sl in r.card.schools:  # school icons keep AND/OR readable without words
                ic = assets.icon(f"school-{sl.school.lower()}", 44)
                out.page.paste(ic, (x, out.y), ic)
                x += 50
            out.text(x + 12, r.card.display_name(lang), 40)
            if r.points is not None:
                out.text(right - 16, str(r.points), 40, anchor="ra")
            out.y += row_h
        out.y += 24
    if book.unresolved:
        out.need(140)
        out.text(left, f"{_UNRESOLVED.get(lang, _UNRESOLVED['en'])} ({len(book.unresolved)}):", 40, bold=True, fill=(160, 40, 40))
        out.y += 60
        for u in book.unresolved:
            out.need(56)
            out.text(left + 16, f"{_LINE.get(lang, _LINE['en'])} {u.line}: {u.text}", 34, fill=(160, 40, 40))
            out.y += 52
    return out.pages


# -- proxy sheets ---------------------------------------------------------------------------------
def proxy_cards(book: Spellbook, lib: Any) -> list[Card]:
    """Every copy of every card, grouped by type then name, as they go on the sheets."""
    cards: list[Card] = []
    for _, rows in grouped_rows(book, lib, "en", None):
        for r in rows:
            cards.extend([r.card] * r.qty)
    return cards


def proxy_pages(cards: list[Card], images: CardImages, lang: str = "en", paper: str = "a4") -> Iterator[Image.Image]:
    """3×3 cards per page at 63×88 mm (300 dpi), centred, with cut lines in the margins."""
    pw, ph = paper_px(paper)
    cw, ch = mm_to_px(CARD_MM[0]), mm_to_px(CARD_MM[1])
    gx, gy = (pw - GRID[0] * cw) // 2, (ph - GRID[1] * ch) // 2
    per_page = GRID[0] * GRID[1]
    for start in range(0, len(cards), per_page):
        page = Image.new("RGB", (pw, ph), "white")
        d = ImageDraw.Draw(page)
        for i, card in enumerate(cards[start:start + per_page]):
            col, row = i % GRID[0], i // GRID[0]
            face = images.image(card, lang, (cw, ch))
            page.paste(face, (gx + col * cw, gy + row * ch), face)
        tick = mm_to_px(4)
        for c in range(GRID[0] + 1):  # cut marks outside the grid only: no lines across faces
            x = gx + c * cw
            d.line([(x, gy - tick), (x, gy - 8)], fill=GREY, width=2)
            d.line([(x, gy + GRID[1] * ch + 8), (x, gy + GRID[1] * ch + tick)], fill=GREY, width=2)
        for r in range(GRID[1] + 1):
            y = gy + r * ch
            d.line([(gx - tick, y), (gx - 8, y)], fill=GREY, width=2)
            d.line([(gx + GRID[0] * cw + 8, y), (gx + GRID[0] * cw + tick, y)], fill=GREY, width=2)
        yield page


def _chain(first, second):
    yield from first
    yield from second


# -- writing ------------------------------------------------------------------------------------
def write_pdf(pages: Iterator[Image.Image] | list[Image.Image], path: str | os.PathLike[str], title: str = "") -> int:
    """Write the pages one by one; returns the page count. The file appears only when complete
    (spellforge.fileio), and not at all when there are no pages."""
    pages = iter(pages)
    first = next(pages, None)
    if first is None:
        return 0
    count = 0
    with atomic_path(path) as tmp:
        for page in itertools.chain([first], pages):
            page.save(tmp, format="PDF", resolution=DPI, append=count > 0, quality=90, title=title)
            count += 1
    return count


class ExportCancelled(Exception):
    """The progress callback asked to stop; no file was written."""


def export_book_pdf(book: Spellbook, lib: Any, path: str | os.PathLike[str], lang: str = "en", paper: str = "a4",
                    proxies: bool = False, images: CardImages | None = None, progress=None) -> dict:
    """The card list, then (with `proxies`) the proxy sheets, in one PDF. Returns a summary.

    `progress(done, total) -> bool` is called after each page; False stops the export
    (ExportCancelled) and the target file is left as it was."""
    if paper not in PAPER_MM:
        raise ValueError(f"paper must be one of {', '.join(PAPER_MM)}, not {paper!r}")
    list_pages = book_list_pages(book, lib, lang, paper)
    cards = proxy_cards(book, lib) if proxies else []
    images = images or CardImages(lib)

    total = len(list_pages) + (-(-len(cards) // (GRID[0] * GRID[1])) if cards else 0)

    def all_pages() -> Iterator[Image.Image]:
        pages = iter(list_pages) if not cards else _chain(list_pages, proxy_pages(cards, images, lang, paper))
        for done, page in enumerate(pages, 1):
            yield page
            if progress is not None and not progress(done, total):
                raise ExportCancelled(str(path))

    pages = write_pdf(all_pages(), path, title=book.name or "Spellbook")
    return {"file": str(path), "pages": pages, "list_pages": len(list_pages), "proxy_cards": len(cards),
            "proxy_pages": -(-len(cards) // (GRID[0] * GRID[1])) if cards else 0, "paper": paper, "lang": lang}
