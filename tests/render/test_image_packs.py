"""Importing the user's image packs: matching by GUID, code and name; refusing hostile files."""

from __future__ import annotations

import io
import os
import struct
import zipfile
import zlib
from pathlib import Path

import pytest
from PIL import Image

from spellforge.render.image_packs import (ImageRefused, check_image_bytes, import_image_pack, match_card,
                                           safe_member_path, user_image_path, user_images_dir)

# Dispel's Core printing (db/sets/core.json, from OCTGN core.xml): GUID and printed code
DISPEL_GUID = "2753eeea-2130-4399-ae88-f96ed1ccf776"
DISPEL_CODE = "MW1I06"


def png_bytes(size=(63, 88), colour=(10, 200, 30)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, colour).save(buf, "PNG")
    return buf.getvalue()


def jpeg_bytes() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (63, 88), (200, 20, 20)).save(buf, "JPEG")
    return buf.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def bomb_png(side: int = 100_000) -> bytes:
    """A tiny file whose header claims side×side pixels (10 gigapixels): a decompression bomb."""
    ihdr = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", zlib.compress(b"\0" * 64)) + _chunk(b"IEND", b"")


# -- single-file checks --------------------------------------------------------------------------
def test_good_png_passes():
    assert check_image_bytes(png_bytes(), "a.png") == "PNG"


def test_bomb_is_refused_with_the_file_name():
    with pytest.raises(ImageRefused, match=r"bomb\.png: refused — .*decompression bomb"):
        check_image_bytes(bomb_png(), "bomb.png")


def test_bomb_just_over_our_limit_is_refused():
    # 7000×7000 = 49 MP: under Pillow's own limit (89 MP) but over the 16 MP a card image may have
    with pytest.raises(ImageRefused, match="decompression bomb"):
        check_image_bytes(bomb_png(7000), "big.png")


def test_truncated_image_is_refused():
    data = Image.effect_noise((200, 280), 50).convert("RGB")
    buf = io.BytesIO()
    data.save(buf, "PNG")
    cut = buf.getvalue()[: len(buf.getvalue()) // 2]
    with pytest.raises(ImageRefused, match=r"cut\.png: refused — truncated or damaged"):
        check_image_bytes(cut, "cut.png")


def test_text_with_an_image_extension_is_refused():
    with pytest.raises(ImageRefused, match=r"notes\.png: refused — not an image file"):
        check_image_bytes(b"this is a text file, not a picture\n" * 10, "notes.png")


@pytest.mark.parametrize("member", ["../evil.png", "cards/../../evil.png", "/etc/evil.png", "C:/evil.png", "..\\evil.png"])
def test_zip_slip_paths_are_refused(member):
    with pytest.raises(ImageRefused, match="zip-slip"):
        safe_member_path(member)


def test_ordinary_member_path_is_kept():
    assert safe_member_path("Mage Wars/Core/abc.png").name == "abc.png"


# -- matching -------------------------------------------------------------------------------------
def test_match_by_guid_code_and_any_language_name(library):
    assert match_card(library, DISPEL_GUID)[0].id == "dispel"
    assert match_card(library, DISPEL_GUID)[1] == "guid"
    assert match_card(library, DISPEL_CODE) == (library.card("dispel"), "code")
    card, how = match_card(library, "Bear_Strength")
    assert card.id == "bear-strength" and how == "name"
    ru_name = library.card("bear-strength").names.get("ru")
    assert ru_name and match_card(library, ru_name)[0].id == "bear-strength"
    assert match_card(library, "00000000-0000-0000-0000-000000000000") == (None, None)


# -- whole packs ------------------------------------------------------------------------------------
def test_folder_pack_reports_every_file(library, tmp_path):
    pack = tmp_path / "pack"
    (pack / "sub").mkdir(parents=True)
    (pack / f"{DISPEL_GUID}.png").write_bytes(png_bytes())
    (pack / "sub" / "Bear Strength.jpg").write_bytes(png_bytes(colour=(1, 2, 3)))  # PNG inside a .jpg name
    (pack / "Nonexistent Card.png").write_bytes(png_bytes())
    (pack / "readme.txt").write_text("hello")
    (pack / "bomb.png").write_bytes(bomb_png())
    (pack / "broken.png").write_bytes(b"GIF89a not really")
    report = import_image_pack(pack, library)
    fates = {f.name.rsplit("/", 1)[-1]: f for f in report.fates}
    assert fates[f"{DISPEL_GUID}.png"].fate == "imported" and fates[f"{DISPEL_GUID}.png"].matched_by == "guid"
    assert fates["Bear Strength.jpg"].fate == "imported" and "saved as .png" in fates["Bear Strength.jpg"].message
    assert fates["Nonexistent Card.png"].fate == "unmatched"
    assert fates["readme.txt"].fate == "skipped"
    assert fates["bomb.png"].fate == "refused" and "decompression bomb" in fates["bomb.png"].message
    assert fates["broken.png"].fate == "refused"
    assert len(report.fates) == 6 and report.imported == 2
    assert user_image_path("dispel", "ru") == user_images_dir() / "any" / "dispel.png"
    assert user_image_path("bear-strength", "en").suffix == ".png"
    assert "2 imported" in report.summary() and "2 refused" in report.summary()


def test_zip_pack_refuses_slip_and_imports_the_rest(library, tmp_path):
    z = tmp_path / "pack.zip"
    with zipfile.ZipFile(z, "w") as zf:
        zf.writestr(f"Sets/Core/{DISPEL_CODE}.jpg", jpeg_bytes())
        zf.writestr("../../outside.png", png_bytes())
        zf.writestr("/abs/evil.png", png_bytes())
        zf.writestr("truncated.png", png_bytes()[:40])
        zf.writestr("notes.txt", "x")
    report = import_image_pack(z, library, lang="pl")
    by_name = {f.name: f for f in report.fates}
    assert by_name[f"pack.zip:Sets/Core/{DISPEL_CODE}.jpg"].fate == "imported"
    assert by_name["pack.zip:../../outside.png"].fate == "refused"
    assert "zip-slip" in by_name["pack.zip:../../outside.png"].message
    assert "zip-slip" in by_name["pack.zip:/abs/evil.png"].message
    assert by_name["pack.zip:truncated.png"].fate == "refused"
    assert by_name["pack.zip:notes.txt"].fate == "skipped"
    assert not (tmp_path / "outside.png").exists() and not (tmp_path.parent / "outside.png").exists()
    assert user_image_path("dispel", "pl") == user_images_dir() / "pl" / "dispel.jpg"
    assert user_image_path("dispel", "ru") is None  # imported for Polish only


def test_reimport_replaces_the_old_image(library, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / f"{DISPEL_CODE}.jpg").write_bytes(jpeg_bytes())
    (b / f"{DISPEL_CODE}.png").write_bytes(png_bytes())
    import_image_pack(a, library)
    report = import_image_pack(b, library)
    assert report.fates[0].fate == "replaced"
    assert sorted(p.name for p in (user_images_dir() / "any").iterdir()) == ["dispel.png"]


def test_missing_and_non_pack_sources(library, tmp_path):
    assert import_image_pack(tmp_path / "nope", library).fates[0].fate == "refused"
    f = tmp_path / "single.png"
    f.write_bytes(png_bytes())
    report = import_image_pack(f, library)
    assert report.fates[0].fate == "refused" and "neither a folder nor a zip" in report.fates[0].message


def test_oversized_zip_entry_is_refused(library, tmp_path, monkeypatch):
    from spellforge.render import image_packs

    monkeypatch.setattr(image_packs, "MAX_FILE_BYTES", 1000)  # the real limit is 64 MiB
    z = tmp_path / "big.zip"
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(f"{DISPEL_CODE}.png", png_bytes() + b"\0" * 5000)  # compresses to little
    fate = import_image_pack(z, library).fates[0]
    assert fate.fate == "refused" and "limit" in fate.message and fate.name == f"big.zip:{DISPEL_CODE}.png"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_folder_import_skips_a_fifo_named_png(library, tmp_path):
    """Issue 13 item 12: a FIFO named `.png` in the folder made the import hang for ever."""
    import threading

    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / f"{DISPEL_CODE}.png").write_bytes(png_bytes())
    os.mkfifo(pack / "fireball.png")
    reports: list = []
    worker = threading.Thread(target=lambda: reports.append(import_image_pack(pack, library)), daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():
        os.close(os.open(pack / "fireball.png", os.O_WRONLY | os.O_NONBLOCK))  # let the stuck reader go
        pytest.fail("the import blocked on a FIFO")
    fates = {Path(f.name).name: f for f in reports[0].fates}
    assert fates[f"{DISPEL_CODE}.png"].fate == "imported" and fates[f"{DISPEL_CODE}.png"].card_id == "dispel"
    assert fates["fireball.png"].fate == "skipped" and "FIFO" in fates["fireball.png"].message
    assert user_image_path("fireball", "en") is None
