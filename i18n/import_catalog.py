"""Bring translations written the old way (an i18n/catalog_*.py with STRINGS / PLURALS /
EN_PLURALS, as before the .ts files became the source) into the .ts files.

    python i18n/import_catalog.py OLD_CATALOG.py [...]

Only messages that are unfinished or empty get a translation; a finished one is never overwritten.
Run i18n/update.sh first (so the .ts has the strings) and again afterwards (to compile).
/work/resolve_i18n.sh uses this when a rebased branch still edits a catalog_*.py.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from tsfile import LANGS, forms, messages, read, ts_path, write

INDEX = {"ru": 0, "pl": 1}


def load(paths: list[Path]) -> tuple[dict, dict, dict]:
    strings, plurals, en_plurals = {}, {}, {}
    for path in paths:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        strings.update(getattr(module, "STRINGS", {}))
        plurals.update(getattr(module, "PLURALS", {}))
        en_plurals.update(getattr(module, "EN_PLURALS", {}))
    return strings, plurals, en_plurals


def fill(lang: str, strings: dict, plurals: dict, en_plurals: dict) -> int:
    tree = read(ts_path(lang))
    done = 0
    for _name, message in messages(tree.getroot()):
        translation = message.find("translation")
        if translation.get("type") != "unfinished" and all(forms(message)):
            continue
        source = message.findtext("source")
        if message.get("numerus") == "yes":
            new = en_plurals.get(source) if lang == "en" else (plurals.get(source) or (None, None))[INDEX[lang]]
            if not new:
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for text in new:
                child = translation.makeelement("numerusform", {})
                child.text = text
                translation.append(child)
        else:
            if lang == "en" or source not in strings:
                continue
            translation.text = strings[source][INDEX[lang]]
        translation.attrib.pop("type", None)
        done += 1
    write(tree, ts_path(lang))
    return done


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    catalogs = load([Path(p) for p in argv])
    for lang in LANGS:
        print(f"{ts_path(lang).name}: {fill(lang, *catalogs)} translation(s) taken from the catalog")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
