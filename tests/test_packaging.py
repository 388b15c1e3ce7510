"""The desktop entry, the AppStream metainfo and the icon agree on one reverse-DNS id, and the
metainfo passes appstreamcli (when the tool is installed); the wheel, built from the sdist,
carries no developer files; the frozen app's smaller ICU data answers as the full one."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
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
    good = [f"spellforge/_data/{d}" + ("x.csv" if d.endswith("/") else "") for d in build_dist.required()]
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


_QT_ICU_PROBE = """
import functools, sys
from PySide6.QtCore import QCollator, QCoreApplication, QLocale, QUrl
app = QCoreApplication([])
for lang, words in (("ru", ["ёж", "яблоко", "Еда", "ель", "жук", "ад"]),
                    ("pl", ["żaba", "zebra", "łódź", "lody", "ćma", "cebula", "źrebię", "Ślimak", "sok"]),
                    ("en", ["b", "A", "a", "B", "résumé", "resume"])):
    print(lang, sorted(words, key=functools.cmp_to_key(QCollator(QLocale(lang)).compare)))
print(QLocale("ru").toUpper("ёжик"), QLocale("pl").toLower("ŁÓDŹ"))
print(QUrl.fromUserInput("http://пример.рф/").toEncoded().data().decode())
print(sorted({line.split()[-1] for line in open("/proc/self/maps") if "icudata" in line}))
"""


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux") or not (shutil.which("as") and shutil.which("ld")),
                    reason="the ICU data library is made on Linux, with binutils")
def test_the_smaller_icu_data_answers_what_qt_asks_as_the_full_one(tmp_path):
    """packaging/icu_data.py (the frozen app's libicudata): Russian and Polish collation, case
    mapping and IDN give the same answers as with the full 32 MB library."""
    import PySide6

    icu_data = _packaging_module("icu_data")
    full = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    small = tmp_path / full.name
    kept, total = icu_data.subset_library(full, small)
    assert kept < total / 3 and small.stat().st_size < full.stat().st_size / 4
    _symbol, package = icu_data.read_package(small)
    names = [n.split("/", 1)[1] for n, _ in icu_data.items(package)[1]]
    assert {"coll/ru.res", "coll/pl.res", "coll/ucadata.icu", "uts46.nrm", "ru.res", "pl.res", "en_GB.res"} <= set(names)
    assert not [n for n in names if n.endswith((".cnv", ".dict")) or n.startswith(("translit/", "de", "coll/ja"))]

    def probe(env_extra):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_extra)
        r = subprocess.run([sys.executable, "-c", _QT_ICU_PROBE], capture_output=True, text=True, env=env, timeout=120)
        assert r.returncode == 0, r.stderr
        return r.stdout.splitlines()

    with_full, with_small = probe({}), probe({"LD_PRELOAD": str(small)})
    assert with_small[:-1] == with_full[:-1]
    assert with_full[0] == "ru ['ад', 'Еда', 'ёж', 'ель', 'жук', 'яблоко']"  # ё after е, before ж
    assert with_full[1].startswith("pl ['cebula', 'ćma', 'lody', 'łódź', 'sok', 'Ślimak', 'zebra', 'źrebię', 'żaba']")
    assert with_full[4] == "http://xn--e1afmkfd.xn--p1ai/"
    assert with_small[-1] == f"[{str(small)!r}]"  # the small library was the one loaded
