"""Set a translation in a .ts file from the command line (for those without Qt Linguist).

    python i18n/set_translation.py ru "BookEditor" "Save the book" "Сохранить книгу"
    python i18n/set_translation.py pl "BookEditor" "%n card(s)" "%n karta" "%n karty" "%n kart"
    python i18n/set_translation.py ru "*" "Cancel" "Отмена"       # every context with this source
    python i18n/set_translation.py --unfinished                     # what still needs a translation

The string must already be in the .ts: write it in the code with self.tr(…) and run i18n/update.sh
first (lupdate adds it as unfinished). Plural (%n) messages take every form: Russian and Polish
three (1 / 2–4 / 5+, e.g. 1, 3, 5 cards), English two. The entry is marked finished; the
placeholders ({card}, %n, %1) must be the same as in the source. Run i18n/update.sh again
afterwards to compile the .qm files.
"""

from __future__ import annotations

import re
import shlex
import sys

from tsfile import forms, messages, read, ts_path, write

FORMS = {"ru": 3, "pl": 3, "en": 2}
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d+")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text or ""))


def set_translation(lang: str, context: str, source: str, texts: list[str]) -> int:
    """Write `texts` into every matching message; returns how many messages were set."""
    path = ts_path(lang)
    tree = read(path)
    found = 0
    for name, message in messages(tree.getroot()):
        if message.findtext("source") != source or context not in ("*", name):
            continue
        numerus = message.get("numerus") == "yes"
        want = FORMS[lang] if numerus else 1
        if len(texts) != want:
            raise SystemExit(f"{path.name}: “{source}” ({name}) needs {want} form(s), got {len(texts)}")
        for text in texts:
            if not text.strip():
                raise SystemExit(f"{path.name}: empty translation for “{source}”")
            if placeholders(text) != placeholders(source):
                raise SystemExit(f"{path.name}: “{text}” has placeholders {sorted(placeholders(text))}, "
                                 f"the source “{source}” has {sorted(placeholders(source))}")
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if numerus:
            translation.text = None
            for text in texts:
                child = translation.makeelement("numerusform", {})
                child.text = text
                translation.append(child)
        else:
            translation.text = texts[0]
        found += 1
    if not found:
        raise SystemExit(f"{path.name}: no message “{source}” in context {context!r}; "
                         "run i18n/update.sh first (it adds new strings from the code)")
    write(tree, path)
    return found


def list_unfinished() -> int:
    count = 0
    for lang in FORMS:
        for name, message in messages(read(ts_path(lang)).getroot()):
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                source = message.findtext("source")
                n = FORMS[lang] if message.get("numerus") == "yes" else 1
                hint = " ".join(shlex.quote(f or "…") for f in (forms(message) + ["…"] * n)[:n])
                print(f"python i18n/set_translation.py {lang} {shlex.quote(name)} {shlex.quote(source)} {hint}")
                count += 1
    return count


def main(argv: list[str]) -> int:
    if argv[:1] == ["--unfinished"]:
        return 1 if list_unfinished() else 0
    if len(argv) < 4 or argv[0] not in FORMS:
        print(__doc__, file=sys.stderr)
        return 2
    lang, context, source, *texts = argv
    n = set_translation(lang, context, source, texts)
    print(f"{ts_path(lang).name}: {n} message(s) set")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
