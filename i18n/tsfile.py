"""Read and write Qt Linguist .ts files exactly as pyside6-lupdate writes them, so an edit made by
set_translation.py or merge_ts.py gives the same bytes as an edit made in Qt Linguist + lupdate
(no diff noise). Parsing goes through defusedxml: a .ts may come from a translation platform."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from defusedxml.ElementTree import parse as _parse

HERE = Path(__file__).resolve().parent
LANGS = ("ru", "pl", "en")


def ts_path(lang: str) -> Path:
    return HERE / f"spellforge_{lang}.ts"


def read(path: Path) -> ET.ElementTree:
    return _parse(str(path))


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def _element(el: ET.Element, depth: int, out: list[str]) -> None:
    indent = "    " * depth
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in el.attrib.items())
    children = list(el)
    if el.tag == "location":
        out.append(f"{indent}<{el.tag}{attrs}/>\n")
    elif not children:
        out.append(f"{indent}<{el.tag}{attrs}>{_escape(el.text or '')}</{el.tag}>\n")
    else:
        out.append(f"{indent}<{el.tag}{attrs}>\n")
        for child in children:
            _element(child, depth + 1, out)
        out.append(f"{indent}</{el.tag}>\n")


def write(tree: ET.ElementTree, path: Path) -> None:
    root = tree.getroot()
    out = ['<?xml version="1.0" encoding="utf-8"?>\n', "<!DOCTYPE TS>\n"]
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in root.attrib.items())
    out.append(f"<TS{attrs}>\n")
    for context in root:
        _element(context, 0, out)  # lupdate does not indent <context>
    out.append("</TS>\n")
    path.write_text("".join(out), encoding="utf-8")


def messages(root: ET.Element):
    """(context name, message element) for every message."""
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            yield name, message


def forms(message: ET.Element) -> list[str]:
    """The translation: one string, or every plural form of a numerus message."""
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.findall("numerusform")]
    return [translation.text or ""]
