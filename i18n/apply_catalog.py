"""Write the translations of catalog_*.py into i18n/spellforge_ru.ts and spellforge_pl.ts.

Run after pyside6-lupdate (see README.md). Entries whose source is in a catalog get the
translation and lose type="unfinished"; the script lists sources it has no translation for and
exits with status 1 when any remain, so an untranslated string cannot slip into a release.
"""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = {"ru": 0, "pl": 1, "en": None}  # en: plural forms only


def load_catalogs() -> tuple[dict, dict, list, set]:
    strings: dict = {}
    plurals: dict = {}
    extra: list = []
    bogus: set = set()
    en_plurals: dict = {}
    for path in sorted(HERE.glob("catalog_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        strings.update(getattr(module, "STRINGS", {}))
        plurals.update(getattr(module, "PLURALS", {}))
        extra += getattr(module, "EXTRA", [])
        bogus |= set(getattr(module, "BOGUS_SOURCES", ()))
        en_plurals.update(getattr(module, "EN_PLURALS", {}))
    plurals = {k: (v[0], v[1], en_plurals.get(k)) for k, v in plurals.items()}
    for k, forms in en_plurals.items():
        plurals.setdefault(k, (None, None, forms))
        if plurals[k][2] is None:
            plurals[k] = (*plurals[k][:2], forms)
    return strings, plurals, extra, bogus


def fix_unseen(root: ET.Element, extra: list, bogus: set) -> None:
    """Drop lupdate's misreadings of aliased translate() calls and add the real messages."""
    for context in root.findall("context"):
        for message in context.findall("message"):
            if message.findtext("source") in bogus:
                context.remove(message)
        if not context.findall("message"):
            root.remove(context)
    contexts = {c.findtext("name"): c for c in root.findall("context")}
    for name, source, numerus in extra:
        context = contexts.get(name)
        if context is None:
            context = contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
        if any(m.findtext("source") == source for m in context.findall("message")):
            continue
        message = ET.SubElement(context, "message", {"numerus": "yes"} if numerus else {})
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation", {"type": "unfinished"})


def apply(ts_path: Path, lang: str, strings: dict, plurals: dict, extra: list, bogus: set) -> list[str]:
    tree = ET.parse(ts_path)
    fix_unseen(tree.getroot(), [e for e in extra if e[2] or lang != "en"], bogus)
    index = LANGS[lang] if LANGS[lang] is not None else 2
    missing: list[str] = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            forms = plurals.get(source)
            if forms is None or forms[index] is None:
                missing.append(source)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms[index]:
                ET.SubElement(translation, "numerusform").text = form
        else:
            if source not in strings:
                missing.append(source)
                continue
            translation.text = strings[source][index]
        translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    strings, plurals, extra, bogus = load_catalogs()
    status = 0
    for lang in LANGS:
        missing = apply(HERE / f"spellforge_{lang}.ts", lang, strings, plurals, extra, bogus)
        for source in dict.fromkeys(missing):
            print(f"{lang}: no translation for {source!r}")
        status |= bool(missing)
    return status


if __name__ == "__main__":
    sys.exit(main())
