"""A card face drawn from the card's data with pillow, in the card language.

Layout, top to bottom (card units, 630×880): title band (cost pill, name), type line (type icon,
type and subtypes, Epic/Novice/Legendary/Unique markers), school row (schools with levels joined
by "+" for AND and "/" for OR; action and range at the right), picture box (frame art with the
creature/conjuration stats and the equipment slot over it), target, attack bars, traits, footer
(set and printed code). Same card, language, size and RENDERER_VERSION → identical pixels.
"""

from __future__ import annotations

from PIL import Image

from spellforge.domain.cards import Attack, Card, SchoolJoin
from spellforge.render import assets
from spellforge.i18n.labels import DAMAGE, SLOT, SPELL_TYPE, SUBTYPE, Labels, TermLookup
from spellforge.render.palette import INK, WHITE, mix, type_colour
from spellforge.render.pen import BASE_H, BASE_W, Pen
from spellforge.render.text_fit import fit

# Bump whenever the pixels change for the same input: the thumbnail cache keys on it.
RENDERER_VERSION = 2

MARKER_TRAITS = ("Epic", "Novice", "Legendary", "Unique")
BLACK = (0, 0, 0)


def cost_text(card: Card) -> str:
    """`7`, `X`, `2+3` (cast + reveal for enchantments), `?` when the data has no cost."""
    cast = card.cost_x if card.cost is None and card.cost_x else ("?" if card.cost is None else str(card.cost))
    if card.reveal_cost is not None or card.reveal_x:
        reveal = card.reveal_x if card.reveal_cost is None else str(card.reveal_cost)
        return f"{cast}+{reveal}"
    return cast


def school_joiner(card: Card) -> str:
    """"+" between AND schools (pay every one), "/" between OR schools (choose one)."""
    return "+" if card.school_join is SchoolJoin.AND else "/"


def range_text(lo: int | None, hi: int | None) -> str:
    if lo is None and hi is None:
        return ""
    return f"{lo or 0}–{hi if hi is not None else lo}"


def face_size(size: tuple[int, int]) -> tuple[int, int]:
    """The largest card-shaped face that fits `size`."""
    s = min(size[0] / BASE_W, size[1] / BASE_H)
    return max(1, round(BASE_W * s)), max(1, round(BASE_H * s))


def render_card(card: Card, lang: str = "en", size: tuple[int, int] = (BASE_W, BASE_H), terms: TermLookup | None = None,
                text: str | None = None, summary: bool = True) -> Image.Image:
    """The card face as an RGBA image of exactly `size` (the face centred, transparent around it
    when `size` is not card-shaped). `terms` is `Library.term` for translated game terms. `text`
    is what the card does, in `lang`: our summary (`summary=True`, drawn with a "Summary" mark)
    or, on English faces, the printed text the user imported (`summary=False`)."""
    fw, fh = face_size(size)
    supersample = 2 if fw <= 800 else 1  # ImageDraw shapes have no antialiasing
    k = fw * supersample / BASE_W
    img = Image.new("RGBA", (round(BASE_W * k), round(BASE_H * k)), (0, 0, 0, 0))
    _Face(Pen(img, k), card, Labels(lang, terms), lang, (text or "").strip(), summary).draw()
    if supersample == 2:
        img = img.reduce(2)  # a 2×2 box average: the antialiasing, at a fraction of LANCZOS's cost
    if img.size != (fw, fh):
        img = img.resize((fw, fh), Image.Resampling.LANCZOS)
    if (fw, fh) == tuple(size):
        return img
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.paste(img, ((size[0] - fw) // 2, (size[1] - fh) // 2))
    return out


def footer_tags(card: Card, labels: Labels) -> list[str]:
    """The marks right of the printing: the Academy format in the card language (terms.csv
    `format,academy`: «Академия», „Akademia”), and Playtest."""
    academy = labels.t("format", "academy")  # English faces get the key back: print it as on the box
    tags = [academy if academy != "academy" else "Academy"] if card.format == "academy" else []
    return tags + (["Playtest"] if card.playtest else [])


class _Face:
    M = 24  # inner margin
    ATTACK_H = 86

    def __init__(self, pen: Pen, card: Card, labels: Labels, lang: str, text: str = "", summary: bool = True) -> None:
        self.text = text
        self.summary = summary
        self.p = pen
        self.c = card
        self.l = labels
        self.lang = lang
        self.tc = type_colour(card.type)
        self.dark = mix(self.tc, BLACK, 0.35)
        self.paper = mix(self.tc, WHITE, 0.9)

    def draw(self) -> None:
        p, c = self.p, self.c
        p.rect(0, 0, BASE_W, BASE_H, fill=self.dark, radius=30)
        p.rect(10, 10, BASE_W - 10, BASE_H - 10, fill=self.tc, radius=22)
        p.rect(self.M, 122, BASE_W - self.M, 836, fill=self.paper, radius=12)
        self._title()
        self._type_line()
        self._school_row()
        body_top, body_bottom = 246, 828
        attacks_h = len(c.attacks) * (self.ATTACK_H + 6)
        traits = self._trait_text()
        target = c.target.strip()
        target_h = 34 if target else 0
        min_traits_h = (56 if traits else 0) + (150 if self.text else 0)
        art_h = max(110, body_bottom - body_top - attacks_h - target_h - min_traits_h - 12)
        # the picture box gives way to attack bars and traits; it keeps at least 110 units, which
        # leaves room for four bars (the data has at most three), and a bar never overlaps another
        y = body_top
        self._picture(y, art_h)
        y += art_h + 6
        if target:
            self._target(y, target)
            y += target_h
        for attack in c.attacks:
            if y + self.ATTACK_H > body_bottom:
                break
            self._attack_bar(y, attack)
            y += self.ATTACK_H + 6
        if self.text and body_bottom - y > 40:
            y = self._effect_text(y, body_bottom, bool(traits))
        if traits and body_bottom - y > 20:
            self._traits(y, body_bottom, traits)
        self._footer()

    # -- top ----------------------------------------------------------------------------------
    def _title(self) -> None:
        p = self.p
        text = cost_text(self.c)
        size = 46 if len(text) <= 2 else 38
        pill_w = max(82, p.text_width(text, size, bold=True) + 34)
        p.rect(22, 24, 22 + pill_w, 106, fill=self.dark, radius=41, outline=mix(self.tc, WHITE, 0.5), width=3)
        p.text(22 + pill_w / 2, 66, text, size, WHITE, bold=True, anchor="mm")
        left = 22 + pill_w + 14
        width = BASE_W - 24 - left
        name = self.c.display_name(self.lang)
        f = fit(p, name, width, 2, 40, 20, bold=True, height=92)
        line_h = f.size * 1.12
        y = 65 - line_h * (len(f.lines) - 1) / 2
        for ln in f.lines:
            p.text(left, y, ln, f.size, WHITE, bold=True, condensed=f.condensed, anchor="lm")
            y += line_h

    def _type_line(self) -> None:
        p, c = self.p, self.c
        band = mix(self.tc, WHITE, 0.62)
        p.rect(self.M, 122, BASE_W - self.M, 168, fill=band, radius=12)
        p.rect(self.M, 150, BASE_W - self.M, 168, fill=band)
        if c.type:
            p.icon(f"type-{c.type.lower()}", 32, 127, 36, tint=self.dark)
        markers = [m for m in MARKER_TRAITS if c.has_trait(m)]
        right = BASE_W - self.M - 8 - len(markers) * 40
        for i, m in enumerate(markers):
            p.icon(f"marker-{m.lower()}", right + 4 + i * 40, 127, 36)
        kind = self.l.t(SPELL_TYPE, c.type)
        if c.type_variant:
            kind += " (" + self.l.t(SUBTYPE + "|" + SPELL_TYPE, c.type_variant) + ")"
        if c.subtypes:
            kind += " — " + ", ".join(self.l.t(SUBTYPE, s) for s in c.subtypes)
        f = fit(p, kind, right - 84, 1, 24, 14, bold=True)
        p.text(76, 146, f.lines[0], f.size, INK, bold=True, condensed=f.condensed, anchor="lm")

    def _school_row(self) -> None:
        p, c = self.p, self.c
        y = 178
        right = BASE_W - 32  # action and range at the right first: the schools get what is left
        rng = range_text(c.range_min, c.range_max)
        if rng:
            w = p.text_width(rng, 30, bold=True)
            p.text(right, y + 30, rng, 30, INK, bold=True, anchor="rm")
            p.icon("range", right - w - 46, y + 8, 40)
            right -= w + 56
        if c.action:
            p.icon(f"action-{c.action.lower()}", right - 52, y + 3, 50)
            right -= 60
        joiner = school_joiner(c)
        scale = 1.0
        while scale > 0.5 and 32 + self._schools_width(scale) > right - 8:
            scale -= 0.05  # four OR schools: shrink the row rather than run into the action icon
        icon, num, gap = 56 * scale, 34 * scale, 26 * scale
        x, mid = 32.0, y + 28
        for i, sl in enumerate(c.schools):
            if i:
                p.text(x + gap / 2, mid, joiner, 40 * scale, INK, bold=True, anchor="mm")
                x += gap
            p.icon(f"school-{sl.school.lower()}", x, mid - icon / 2, icon)
            p.text(x + icon + 4 * scale, mid + 2, str(sl.level), num, INK, bold=True, anchor="lm")
            x += icon + 6 * scale + p.text_width(str(sl.level), num, bold=True) + 4 * scale

    def _schools_width(self, scale: float) -> float:
        levels = [str(sl.level) for sl in self.c.schools]
        return sum((56 + 10) * scale + self.p.text_width(v, 34 * scale, bold=True) for v in levels) + 26 * scale * max(0, len(levels) - 1)

    # -- picture box with stats ---------------------------------------------------------------
    def _picture(self, y: float, h: float) -> None:
        p, c = self.p, self.c
        x0, x1 = self.M + 12, BASE_W - self.M - 12
        p.image(assets.frame(c.type, p.px(x1) - p.px(x0), p.px(y + h) - p.px(y)), x0, y)
        p.rect(x0, y, x1, y + h, fill=None, outline=mix(self.tc, BLACK, 0.1), width=3)
        badges: list[tuple[str, str]] = []
        if c.life is not None:
            badges.append(("stat-life", str(c.life)))
        if c.armor is not None:
            badges.append(("stat-armor", str(c.armor)))
        if c.channeling is not None:
            badges.append(("stat-channeling", f"+{c.channeling}" if c.channeling > 0 else str(c.channeling)))
        if c.defense is not None:
            d = c.defense
            badges.append(("stat-defense", f"{d.threshold}+ {'∞' if d.uses == 'inf' else '×1'}"))
        bx = x0 + 10
        by = y + h - 62
        for icon_name, value in badges:
            w = 58 + p.text_width(value, 30, bold=True) + 12
            p.rect(bx, by, bx + w, by + 52, fill=(250, 249, 246), radius=26, outline=self.dark, width=2)
            p.icon(icon_name, bx + 6, by + 5, 42)
            p.text(bx + 54, by + 27, value, 30, INK, bold=True, anchor="lm")
            bx += w + 8
        slots = self._slot_text()
        if slots:
            f = fit(p, slots, x1 - x0 - 90, 1, 26, 14, bold=True)
            w = 56 + p.text_width(f.lines[0], f.size, bold=True, condensed=f.condensed) + 16
            sy = y + 10
            p.rect(x0 + 10, sy, x0 + 10 + w, sy + 48, fill=(250, 249, 246), radius=24, outline=self.dark, width=2)
            p.icon("slot", x0 + 18, sy + 4, 40)
            p.text(x0 + 64, sy + 24, f.lines[0], f.size, INK, bold=True, condensed=f.condensed, anchor="lm")

    def _slot_text(self) -> str:
        c = self.c
        if c.slot_options:
            return " / ".join(self.l.t(SLOT, s) for s in c.slot_options)
        return " + ".join(self.l.t(SLOT, s) for s in c.slots)

    def _target(self, y: float, target: str) -> None:
        p = self.p
        p.icon("target", 34, y + 2, 28)
        f = fit(p, self.l.t("target", target), BASE_W - 2 * self.M - 60, 1, 22, 14)
        p.text(70, y + 16, f.lines[0], f.size, INK, condensed=f.condensed, anchor="lm")

    # -- attacks ------------------------------------------------------------------------------
    def _attack_bar(self, y: float, a: Attack) -> None:
        p = self.p
        x0, x1 = self.M + 6, BASE_W - self.M - 6
        p.rect(x0, y, x1, y + self.ATTACK_H, fill=mix(self.tc, BLACK, 0.55), radius=10)
        p.rect(x0 + 6, y + 6, x0 + 46, y + 46, fill=WHITE, radius=8)
        if a.ability:  # a spell or a heal the bar prints (Dispel Wand, Wand of Healing): no attack icon
            icon = "stat-life" if a.trait_value("Heal") else "type-incantation"
        elif not a.kind_printed:  # a damage barrier, a passage attack, a trap: neither melee nor ranged
            icon = "type-attack"
        else:
            icon = "attack-ranged" if a.kind == "ranged" else "attack-melee"
        # the type icons are drawn white (for the type banner): tinted dark on the white box
        p.icon(icon, x0 + 8, y + 8, 36, None if icon.startswith("attack-") else mix(self.tc, BLACK, 0.55))
        # right side of line 1: [action] range dice×N damage-type
        right = x1 - 10
        if not a.ability or a.dice or a.dice_x:  # an ability without dice shows none (never "0")
            dice = a.dice_text
            p.text(right, y + 27, dice, 30, WHITE, bold=True, anchor="rm")
            right -= p.text_width(dice, 30, bold=True) + 4
            p.icon("die", right - 32, y + 11, 32)
            right -= 40
        rng = range_text(a.range_min, a.range_max) if a.kind_printed else ""
        if rng:
            p.text(right, y + 27, rng, 24, mix(WHITE, self.tc, 0.2), bold=True, anchor="rm")
            right -= p.text_width(rng, 24, bold=True) + 6
        if a.action:
            p.icon(f"action-{a.action.lower()}", right - 34, y + 10, 34)
            right -= 40
        # an attack spell's attack bears the card's own name: print it in the card language
        name = self.l.attack(a, self.c.name, self.c.display_name(self.lang))
        if a.damage_type:
            name += f" · {self.l.t(DAMAGE, a.damage_type)}"
        f = fit(p, name, right - (x0 + 56) - 6, 1, 26, 14, bold=True)
        p.text(x0 + 56, y + 27, f.lines[0], f.size, WHITE, bold=True, condensed=f.condensed, anchor="lm")
        detail = " · ".join([self.l.effects(e) for e in a.effects] + ([self.l.attack_traits(a)] if a.traits else []))
        if detail:
            f = fit(p, detail, x1 - x0 - 20, 1, 21, 13)
            p.text(x0 + 12, y + 66, f.lines[0], f.size, mix(WHITE, self.tc, 0.15), condensed=f.condensed, anchor="lm")

    # -- traits and footer ----------------------------------------------------------------------
    def _trait_text(self) -> str:
        c = self.c
        own = [self.l.trait(t) for t in c.traits if t.keyword not in MARKER_TRAITS]
        granted = [f"[{self.l.trait(t)}]" for t in c.granted_traits]
        return " · ".join(own + granted)

    def _effect_text(self, y: float, bottom: float, traits_follow: bool) -> float:
        """What the card does, in a framed box: a summary is marked as one (it is ours, not the
        printed text). Leaves room for one line of traits below. Returns the box's bottom."""
        p = self.p
        x0, x1 = self.M + 8, BASE_W - self.M - 8
        room = bottom - y - (48 if traits_follow else 4)
        mark = self.l.t("stat", "summary_mark")
        mark = "Summary" if mark == "summary_mark" else mark  # English (and no term table) print the key
        head = 22 if self.summary else 0  # a summary carries a small label: ours, not the printed text
        f = fit(p, self.text, x1 - x0 - 20, 9, 24, 13, height=room - 14 - head)
        line_h = f.size * 1.18
        h = len(f.lines) * line_h + 14 + head
        p.rect(x0, y + 2, x1, y + 2 + h, fill=(252, 251, 248), radius=8, outline=mix(self.tc, WHITE, 0.4), width=2)
        ty = y + 9
        if self.summary:
            p.text(x0 + 10, ty, mark.upper(), 15, mix(self.tc, BLACK, 0.2), bold=True, anchor="la")
            ty += head
        for ln in f.lines:
            p.text(x0 + 10, ty, ln, f.size, INK, condensed=f.condensed, anchor="la")
            ty += line_h
        return y + h + 8

    def _traits(self, y: float, bottom: float, text: str) -> None:
        p = self.p
        x0, x1 = self.M + 12, BASE_W - self.M - 12
        f = fit(p, text, x1 - x0, 8, 26, 14, height=bottom - y - 8)
        line_h = f.size * 1.18
        ty = y + 4
        for ln in f.lines:
            p.text(x0, ty, ln, f.size, INK, condensed=f.condensed, anchor="la")
            ty += line_h

    def _footer(self) -> None:
        p, c = self.p, self.c
        printing = c.printings[0] if c.printings else None
        left = " · ".join(s for s in ((self.l.set_name(printing.set_name) if printing else ""), (printing.code if printing else "")) if s)
        right = " · ".join(footer_tags(c, self.l))
        rw = p.text_width(right, 18, bold=True) if right else 0
        if left:
            f = fit(p, left, BASE_W - 2 * self.M - rw - 20, 1, 18, 12)
            p.text(self.M + 6, 857, f.lines[0], f.size, mix(WHITE, self.tc, 0.1), condensed=f.condensed, anchor="lm")
        if right:
            p.text(BASE_W - self.M - 6, 857, right, 18, WHITE, bold=True, anchor="rm")
