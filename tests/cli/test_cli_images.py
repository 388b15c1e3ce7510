"""`spellforge images import`: every file's fate, bad files refused with a message."""

from __future__ import annotations

import json

from PIL import Image

from spellforge.cli import main


def test_import_folder_reports_each_file(cli_library, tmp_path, capsys, library, monkeypatch):
    pack = tmp_path / "pack"
    pack.mkdir()
    Image.new("RGB", (63, 88), "red").save(pack / "d8562a1d-6a95-4ca4-99aa-91c5ca769a33.png")  # Fireball's GUID
    (pack / "junk.png").write_bytes(b"this is not a picture")
    assert main(["images", "import", str(pack), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    fates = {f["name"].split("/")[-1]: f for f in data["files"]}
    assert fates["d8562a1d-6a95-4ca4-99aa-91c5ca769a33.png"]["card_id"] == "fireball"
    assert fates["junk.png"]["fate"] == "refused" and "not an image" in fates["junk.png"]["message"]
