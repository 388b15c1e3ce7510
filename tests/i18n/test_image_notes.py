"""An image pack's fates and reasons in Russian and Polish (`spellforge images import --lang`):
a real pack with a card's picture, a damaged PNG, a text file, and a path that does not exist."""

from __future__ import annotations

from PIL import Image

from spellforge.i18n.cli_words import set_language
from spellforge.i18n.image_notes import fate_word, translate_image_note
from spellforge.render import import_image_pack


def test_a_packs_reasons_in_each_language(tmp_path, library):
    pack = tmp_path / "pack"
    pack.mkdir()
    Image.new("RGB", (63, 88), "red").save(pack / "Fireball.png")  # a card by its name
    (pack / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 40)
    (pack / "readme.txt").write_text("x", encoding="utf-8")
    report = import_image_pack(pack, library)
    missing = import_image_pack(tmp_path / "nowhere", library)
    reasons = {f.name.rsplit("/", 1)[-1]: (f.fate, f.message) for f in report.fates + missing.fates}
    assert reasons["broken.png"] == ("refused", "not an image file (Pillow cannot identify it)")
    assert reasons["readme.txt"] == ("skipped", "not an image file name")
    assert reasons["nowhere"] == ("refused", "no such file or folder")
    expected = {"ru": ("отклонено", "это не файл изображения", "имя файла не похоже на изображение", "нет такого файла или папки"),
                "pl": ("odrzucono", "to nie jest plik obrazu", "nazwa pliku nie wskazuje obrazu",
                       "nie ma takiego pliku ani katalogu")}
    try:
        for lang, words in expected.items():
            set_language(lang)
            assert (fate_word("refused"), translate_image_note(reasons["broken.png"][1]),
                    translate_image_note(reasons["readme.txt"][1]), translate_image_note(reasons["nowhere"][1])) == words
        set_language("ru")
        assert translate_image_note("the content is PNG, saved as .png; also named by a.png; this one wins") == \
            "содержимое в формате PNG, сохранено как .png; та же карта и в a.png; берётся этот файл"
    finally:
        set_language(None)
    assert translate_image_note("not an image file name") == "not an image file name"  # English outside a command
