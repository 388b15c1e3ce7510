"""Colours of the card faces: one frame colour per spell type, one disc colour per school.

Chosen for contrast with white text (WCAG-ish, checked by eye on the rendered faces) and so the
six types stay distinct for the common forms of colour blindness (hue *and* lightness differ).
"""

from __future__ import annotations

RGB = tuple[int, int, int]

TYPE_COLOURS: dict[str, RGB] = {
    "Attack": (168, 38, 38),
    "Conjuration": (46, 110, 84),
    "Creature": (120, 78, 36),
    "Enchantment": (96, 52, 140),
    "Equipment": (78, 88, 102),
    "Incantation": (34, 84, 150),
}
UNKNOWN_TYPE_COLOUR: RGB = (90, 90, 90)

SCHOOL_COLOURS: dict[str, RGB] = {
    "Arcane": (122, 62, 170),
    "Dark": (40, 34, 48),
    "Holy": (214, 170, 40),
    "Mind": (200, 96, 170),
    "Nature": (58, 140, 56),
    "War": (178, 40, 36),
    "Air": (120, 170, 200),
    "Earth": (128, 92, 52),
    "Fire": (226, 104, 28),
    "Water": (36, 100, 196),
}

INK: RGB = (24, 22, 20)
WHITE: RGB = (255, 255, 255)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` of the way toward `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def type_colour(card_type: str) -> RGB:
    return TYPE_COLOURS.get(card_type, UNKNOWN_TYPE_COLOUR)
