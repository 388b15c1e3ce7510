"""The desktop entry, the AppStream metainfo and the icon agree on one reverse-DNS id, and the
metainfo passes appstreamcli (when the tool is installed)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
from pathlib import Path

import pytest
from defusedxml import ElementTree

from spellforge import __version__, paths

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{paths.APP_ID}.desktop"
METAINFO = PACKAGING / f"{paths.APP_ID}.metainfo.xml"


def test_desktop_entry_names_the_id_and_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Icon"] == paths.APP_ID
    assert (paths.app_icon_dir() / f"{paths.APP_ID}.svg").is_file()
    assert d["Exec"].split()[0] == "spellforge-app"  # the gui-script of pyproject.toml
    assert "spellforge-app = " in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_metainfo_matches_the_app():
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == paths.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == __version__
    assert root.find("developer/name").text
    assert root.find("content_rating").get("type") == "oars-1.1"
    for shot in root.iterfind("screenshots/screenshot/image"):
        name = shot.text.rsplit("/docs/screenshots/", 1)[1]
        from PIL import Image

        with Image.open(ROOT / "docs" / "screenshots" / name) as im:  # the sizes said are the real ones
            assert im.size == (int(shot.get("width")), int(shot.get("height")))


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_appstreamcli_validates_without_warnings():
    # --no-net: the screenshot URLs are on the project's GitHub page, not reachable from CI sandboxes
    r = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "W:" not in r.stdout and "E:" not in r.stdout, r.stdout


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate is not installed")
def test_desktop_file_validates():
    r = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
