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


def _packaging_module(name: str):
    """A script of packaging/ as a module (the folder's name is taken by the `packaging` library)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _wheel(path: Path, names: list[str]) -> Path:
    import zipfile

    with zipfile.ZipFile(path, "w") as z:
        for n in names:
            z.writestr(n, b"x")
    return path


def test_the_wheel_check_names_every_developer_file_and_every_missing_part(tmp_path):
    build_dist = _packaging_module("build_dist")
    good = [f"spellforge/_data/{d}" + ("x.csv" if d.endswith("/") else "") for d in build_dist.REQUIRED]
    assert build_dist.wheel_problems(_wheel(tmp_path / "good.whl", good + ["spellforge/cli/__init__.py"])) == []
    bad = _wheel(tmp_path / "bad.whl", good[1:] + ["spellforge/_data/i18n/merge_ts.py", "spellforge/_data/i18n/update.sh",
                                                    "spellforge/_data/i18n/spellforge_ru.ts", "spellforge/_data/db/README.md"])
    assert build_dist.wheel_problems(bad) == [
        "bad.whl: developer file spellforge/_data/i18n/merge_ts.py",
        "bad.whl: developer file spellforge/_data/i18n/update.sh",
        "bad.whl: developer file spellforge/_data/i18n/spellforge_ru.ts",
        "bad.whl: developer file spellforge/_data/db/README.md",
        "bad.whl: lacks spellforge/_data/db/sets/"]


@pytest.mark.slow
def test_the_wheel_built_from_the_sdist_carries_only_what_the_app_runs(tmp_path):
    """packaging/build_dist.py (check_wheel.sh, run_all --wheel): the sdist from a copy of the
    checkout, the wheel from the sdist; nothing is left in the checkout."""
    import zipfile

    build_dist = _packaging_module("build_dist")
    before = sorted(p.name for p in ROOT.iterdir())
    sdist, wheel = build_dist.build(tmp_path / "dist")
    assert sorted(p.name for p in ROOT.iterdir()) == before  # no build/, no spellforge.egg-info/ made
    assert build_dist.sdist_problems(sdist) == [] and build_dist.wheel_problems(wheel) == []
    names = zipfile.ZipFile(wheel).namelist()
    data = sorted(n for n in names if n.startswith("spellforge/_data/i18n/"))
    assert data == [f"spellforge/_data/i18n/spellforge_{lang}.qm" for lang in ("en", "pl", "ru")]
    assert not [n for n in names if n.startswith("spellforge/_data/") and n.endswith((".py", ".ts", ".sh"))]
    import tarfile

    with tarfile.open(sdist) as t:  # the sdist keeps the translators' sources and scripts
        assert {"i18n/spellforge_ru.ts", "i18n/merge_ts.py", "db/README.md"} <= {n.partition("/")[2] for n in t.getnames()}
