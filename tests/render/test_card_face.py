"""The card-face renderer: golden images per type and language, determinism, text fitting,
and glyph coverage of every Russian and Polish name in the library.

Regenerate the goldens after an intended change (and bump RENDERER_VERSION):
    SPELLFORGE_REGEN_GOLDEN=1 .venv/bin/pytest tests/render/test_card_face.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from spellforge.domain.cards import SPELL_TYPES, SchoolJoin
from spellforge.render import assets
from spellforge.render.card_face import RENDERER_VERSION, cost_text, face_size, render_card, school_joiner
from spellforge.render.pen import Pen
from spellforge.render.text_fit import fit
from tests.render.sample_cards import SAMPLES, sample_terms

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_SIZE = (252, 352)
REGEN = os.environ.get("SPELLFORGE_REGEN_GOLDEN") == "1"
MAX_MEAN_DIFF = 2.0  # mean absolute difference per channel, 0..255


def mean_abs_diff(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a.convert("RGBA"), b.convert("RGBA"))
    return sum(ImageStat.Stat(diff).mean) / 4


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("card_id", sorted(SAMPLES))
def test_golden_face(card_id, lang):
    im = render_card(SAMPLES[card_id], lang, GOLDEN_SIZE, sample_terms)
    path = GOLDEN / f"{card_id}.{lang}.png"
    if REGEN or not path.exists():
        if not REGEN:
            pytest.fail(f"{path} is missing: run with SPELLFORGE_REGEN_GOLDEN=1 and look at the new image")
        GOLDEN.mkdir(exist_ok=True)
        im.save(path, optimize=True)
    with Image.open(path) as golden:
        assert golden.size == im.size
        diff = mean_abs_diff(golden, im)
    assert diff < MAX_MEAN_DIFF, f"{path.name}: mean pixel difference {diff:.2f} (regenerate if intended)"


def test_goldens_cover_every_spell_type():
    assert {c.type for c in SAMPLES.values()} == set(SPELL_TYPES)


def test_language_changes_the_pixels():
    card = SAMPLES["bear-strength"]
    en = render_card(card, "en", GOLDEN_SIZE, sample_terms)
    ru = render_card(card, "ru", GOLDEN_SIZE, sample_terms)
    assert mean_abs_diff(en, ru) > 0.5


def test_same_input_same_pixels():
    card = SAMPLES["adramelech-lord-of-fire"]
    a = render_card(card, "pl", (315, 440), sample_terms)
    b = render_card(card, "pl", (315, 440), sample_terms)
    assert a.tobytes() == b.tobytes()
    assert isinstance(RENDERER_VERSION, int) and RENDERER_VERSION >= 1


def test_exact_output_size_with_transparent_margin():
    im = render_card(SAMPLES["timber-wolf"], "en", (400, 400))
    assert im.size == (400, 400) and im.mode == "RGBA"
    fw, fh = face_size((400, 400))
    assert fh == 400 and fw == round(630 * 400 / 880)
    assert im.getpixel((0, 200))[3] == 0  # left margin beside the face is transparent
    assert im.getpixel((200, 200))[3] == 255


def test_cost_text_cast_reveal_and_x():
    # Bear Strength: OCTGN core.xml Cost "2+3" (cast 2, reveal 3 for enchantments)
    assert cost_text(SAMPLES["bear-strength"]) == "2+3"
    assert cost_text(SAMPLES["elemental-ward"]) == "X"
    assert cost_text(SAMPLES["adramelech-lord-of-fire"]) == "24"


def test_and_or_joiners():
    # data/README: "Fire+Dark / 2+4 means AND — pay every school; Earth/Water/Air/Fire means OR"
    assert SAMPLES["adramelech-lord-of-fire"].school_join is SchoolJoin.AND
    assert school_joiner(SAMPLES["adramelech-lord-of-fire"]) == "+"
    assert school_joiner(SAMPLES["elemental-ward"]) == "/"


def test_and_and_or_faces_differ():
    from dataclasses import replace

    card = SAMPLES["dancing-scimitar"]
    as_or = replace(card, school_join=SchoolJoin.OR)
    assert mean_abs_diff(render_card(card, "en", GOLDEN_SIZE), render_card(as_or, "en", GOLDEN_SIZE)) > 0.05


def test_long_name_wraps_and_shrinks_inside_the_width():
    pen = Pen(Image.new("RGBA", (630, 880)), 1.0)
    name = "Панцирь из чешуи дракона, Повелитель огня и хранитель врат"
    f = fit(pen, name, 400, 2, 40, 20, bold=True)
    assert 1 <= len(f.lines) <= 2
    assert f.size < 40
    assert all(pen.text_width(ln, f.size, True, f.condensed) <= 400 for ln in f.lines)
    assert " ".join(f.lines).replace("…", "") in name or f.lines[-1].endswith("…")


def test_hopeless_text_is_ellipsized_not_spilled():
    pen = Pen(Image.new("RGBA", (630, 880)), 1.0)
    f = fit(pen, "W" * 200, 300, 1, 30, 14, bold=True)
    assert f.lines[0].endswith("…") and pen.text_width(f.lines[0], f.size, True, True) <= 300


def _notdef(font) -> bytes:
    return bytes(font.getmask("\ue000"))  # a private-use code point DejaVu has no glyph for


def test_font_covers_every_ru_and_pl_name(library):
    font = assets.font(40, bold=True)
    regular = assets.font(40)
    missing = _notdef(font), _notdef(regular)
    chars = set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻёЁ«»—–…×∞")  # the Polish alphabet's diacritics and the face's symbols
    for card in library.spells(include_playtest=True):
        for lang in ("ru", "pl"):
            chars.update(card.names.get(lang, ""))
    chars.discard(" ")
    assert len(chars) > 60  # Cyrillic alphabet + Polish letters at least
    bad = sorted(ch for ch in chars if bytes(font.getmask(ch)) == missing[0] or bytes(regular.getmask(ch)) == missing[1])
    assert not bad, f"no glyph in DejaVu Sans for {bad}"


def test_every_type_from_the_library_renders(library):
    """One real card of each type plus the most crowded ones, in each language."""
    spells = library.spells()
    picks = {c.type: c for c in spells}
    crowded = sorted(spells, key=lambda c: (len(c.attacks), len(c.traits) + len(c.granted_traits)), reverse=True)[:2]
    longest = max(spells, key=lambda c: len(c.names.get("ru", "")))
    for card in [*picks.values(), *crowded, longest]:
        for lang in ("en", "ru", "pl"):
            im = render_card(card, lang, (126, 176), library.term)
            assert im.size == (126, 176)
            assert im.getpixel((63, 88))[3] == 255


def test_effect_text_box_marks_a_summary():
    # The same words drawn as our summary and as imported printed text differ only by the
    # "Summary" mark; a face without text keeps the golden look.
    card = SAMPLES["bear-strength"]
    plain = render_card(card, "en", GOLDEN_SIZE, sample_terms)
    summary = render_card(card, "en", GOLDEN_SIZE, sample_terms, text="Gives Melee +1.", summary=True)
    printed = render_card(card, "en", GOLDEN_SIZE, sample_terms, text="Gives Melee +1.", summary=False)
    assert mean_abs_diff(plain, summary) > 0.5
    assert 0 < mean_abs_diff(summary, printed) < mean_abs_diff(plain, summary)
    again = render_card(card, "en", GOLDEN_SIZE, sample_terms, text="Gives Melee +1.", summary=True)
    assert mean_abs_diff(summary, again) == 0
