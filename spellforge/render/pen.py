"""Drawing in card units: the face is laid out on a 630×880 grid (63×88 mm at 10 units per mm)
and drawn at any pixel scale, so every size is drawn sharp rather than resampled from one bitmap."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from spellforge.render import assets

BASE_W, BASE_H = 630, 880


class Pen:
    def __init__(self, img: Image.Image, k: float) -> None:
        self.img = img
        self.k = k
        self.draw = ImageDraw.Draw(img)

    def px(self, v: float) -> int:
        return round(v * self.k)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> list[int]:
        return [self.px(x0), self.px(y0), max(self.px(x0), self.px(x1) - 1), max(self.px(y0), self.px(y1) - 1)]

    def font(self, size: float, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
        return assets.font(self.px(size), bold, condensed)

    def rect(self, x0, y0, x1, y1, fill, radius: float = 0, outline=None, width: float = 0) -> None:
        w = self.px(width) if outline else 0
        if radius:
            self.draw.rounded_rectangle(self.box(x0, y0, x1, y1), radius=self.px(radius), fill=fill, outline=outline, width=w)
        else:
            self.draw.rectangle(self.box(x0, y0, x1, y1), fill=fill, outline=outline, width=w)

    def ellipse(self, x0, y0, x1, y1, fill, outline=None, width: float = 0) -> None:
        self.draw.ellipse(self.box(x0, y0, x1, y1), fill=fill, outline=outline, width=self.px(width) if outline else 0)

    def text_width(self, text: str, size: float, bold: bool = False, condensed: bool = False) -> float:
        """Width in card units of `text` at `size` as it will actually be drawn at this scale."""
        return self.font(size, bold, condensed).getlength(text) / self.k

    def text(self, x: float, y: float, text: str, size: float, fill, bold: bool = False, condensed: bool = False, anchor: str = "ls") -> None:
        self.draw.text((self.px(x), self.px(y)), text, font=self.font(size, bold, condensed), fill=fill, anchor=anchor)

    def icon(self, name: str, x: float, y: float, size: float, tint: tuple[int, int, int] | None = None) -> None:
        im = assets.icon(name, self.px(size), tint)
        self.img.alpha_composite(im, (self.px(x), self.px(y)))

    def image(self, im: Image.Image, x: float, y: float) -> None:
        self.img.paste(im, (self.px(x), self.px(y)))
