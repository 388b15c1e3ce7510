"""The .ts files are the source of the interface translations, so they are linted like code: no
unfinished, empty or obsolete entry, the same placeholders in source and translation, every plural
form (Russian and Polish 3, English 2), in step with the code (lupdate finds nothing new) and with
the compiled .qm (lrelease gives the same bytes)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from spellforge.ui.translations import i18n_dir

_spec = importlib.util.spec_from_file_location("ts_sources", Path(__file__).resolve().parents[2] / "i18n" / "ts_sources.py")
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
ts_sources = _module.sources

FORMS = {"ru": 3, "pl": 3, "en": 2}
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d+")
ROOT = Path(__file__).resolve().parents[2]


def qt_tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent)) or shutil.which(f"pyside6-{name}")
    if not found:
        pytest.skip(f"pyside6-{name} is not installed")
    return found


def lint(root: ET.Element, lang: str) -> list[str]:
    """Every problem of one .ts tree, as 'context / source: what'."""
    problems = []
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            where = f"{name} / {source!r}"
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{where}: {kind}")
                continue
            numerus = message.get("numerus") == "yes"
            texts = ([f.text or "" for f in translation.findall("numerusform")] if numerus
                     else [translation.text or ""])
            if numerus and len(texts) != FORMS[lang]:
                problems.append(f"{where}: {len(texts)} plural forms, {lang} needs {FORMS[lang]}")
            if lang == "en" and not numerus:
                problems.append(f"{where}: the English file holds plural forms only")
            want = sorted(set(PLACEHOLDER.findall(source)))
            for text in texts:
                if not text.strip():
                    problems.append(f"{where}: empty translation")
                elif sorted(set(PLACEHOLDER.findall(text))) != want:
                    problems.append(f"{where}: placeholders {sorted(set(PLACEHOLDER.findall(text)))} in {text!r}, "
                                    f"the source has {want}")
    return problems


@pytest.mark.parametrize("lang", FORMS)
def test_ts_file_has_no_problem(lang):
    root = ET.parse(i18n_dir() / f"spellforge_{lang}.ts").getroot()
    assert len(root.findall(".//message")) > (20 if lang == "en" else 600)
    assert lint(root, lang) == []


BAD_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>X</name>
    <message><source>Open</source><translation type="unfinished"></translation></message>
    <message><source>Old</source><translation type="vanished">Старое</translation></message>
    <message><source>Gone</source><translation type="obsolete">Ушло</translation></message>
    <message><source>Blank</source><translation></translation></message>
    <message><source>Copy {card}</source><translation>Копировать {карта}</translation></message>
    <message><source>Step %1</source><translation>Шаг</translation></message>
    <message numerus="yes"><source>%n card(s)</source>
        <translation><numerusform>%n карта</numerusform><numerusform>%n карты</numerusform></translation></message>
    <message numerus="yes"><source>%n book(s)</source>
        <translation><numerusform>%n книга</numerusform><numerusform>книги</numerusform>
        <numerusform>%n книг</numerusform></translation></message>
    <message><source>Fine {card}</source><translation>Хорошо {card}</translation></message>
</context>
</TS>
"""


def test_lint_names_every_kind_of_problem():
    problems = lint(ET.fromstring(BAD_TS.split("\n", 1)[1].split("\n", 1)[1]), "ru")
    assert [p.split(":")[0] for p in problems] == [
        "X / 'Open'", "X / 'Old'", "X / 'Gone'", "X / 'Blank'", "X / 'Copy {card}'", "X / 'Step %1'",
        "X / '%n card(s)'", "X / '%n book(s)'"]
    assert "2 plural forms, ru needs 3" in problems[6]
    assert "placeholders [] in 'книги'" in problems[7]


def keys(path: Path) -> dict:
    root = ET.parse(path).getroot()
    return {(c.findtext("name") or "", m.findtext("source")): m.get("numerus") == "yes"
            for c in root.findall("context") for m in c.findall("message")}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_ts_is_in_step_with_the_code(lang, tmp_path):
    """lupdate over the code finds every message already there, in its context, with its plural
    flag (a new self.tr string without i18n/update.sh, or a translate() lupdate cannot read, fails)."""
    copy = tmp_path / f"spellforge_{lang}.ts"
    shutil.copy(i18n_dir() / copy.name, copy)
    sources = [str(p) for p in ts_sources(ROOT)]  # as i18n/update.sh: the window, the words, the CLI, the games
    subprocess.run([qt_tool("lupdate"), "-no-obsolete", *sources, "-ts", str(copy)], check=True, capture_output=True)
    have, gone = keys(i18n_dir() / copy.name), left_by_deleted_files(i18n_dir() / copy.name)
    assert keys(copy) == {k: v for k, v in have.items() if k not in gone}
    assert lint(ET.parse(copy).getroot(), lang) == []


def left_by_deleted_files(path: Path) -> set:
    """The entries every location of which names a file that is gone: a deleted game's (its folder
    and registry line are all that deleting one takes, issue 43), harmless in the .qm until the
    next i18n/update.sh drops them. An entry the code still has is never among them."""
    root = ET.parse(path).getroot()
    gone = set()
    for c in root.findall("context"):
        for m in c.findall("message"):
            files = [loc.get("filename") for loc in m.findall("location")]
            if files and not any((path.parent / f).exists() for f in files):
                gone.add((c.findtext("name") or "", m.findtext("source")))
    return gone


@pytest.mark.parametrize("lang", FORMS)
def test_qm_is_compiled_from_the_ts(lang, tmp_path):
    out = tmp_path / f"spellforge_{lang}.qm"
    subprocess.run([qt_tool("lrelease"), str(i18n_dir() / f"spellforge_{lang}.ts"), "-qm", str(out)], check=True,
                   capture_output=True)
    assert out.read_bytes() == (i18n_dir() / out.name).read_bytes(), "run i18n/update.sh"
