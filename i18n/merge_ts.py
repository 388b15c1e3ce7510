"""Three-way merge of a .ts file by message, so both sides' translations survive a rebase.

    python i18n/merge_ts.py BASE OURS THEIRS      # writes the result into OURS (git merge-driver order)

Messages are matched by (context, source). A message only one side has is kept (unless the other
side deleted it since BASE); a translation only one side changed since BASE wins; when both changed
it differently, OURS is kept and the clash is printed so a person can look. During `git rebase main`
OURS is main and THEIRS is the branch's commit. Run i18n/update.sh afterwards: lupdate drops what
the merged code no longer has and adds what it has new.
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from tsfile import messages, read, write


def _state(message: ET.Element | None):
    """(type attribute, translation texts) of a message, None when it is absent."""
    if message is None:
        return None
    translation = message.find("translation")
    if translation is None:
        return "unfinished", ()
    texts = tuple(f.text or "" for f in translation.findall("numerusform")) or (translation.text or "",)
    return translation.get("type"), texts


def _finished(state) -> bool:
    return state is not None and state[0] is None and all(state[1])


def merge(base: ET.Element | None, ours: ET.Element, theirs: ET.Element) -> list[str]:
    """Merge `theirs` into `ours` in place; returns the clashes."""
    base_index = {(c, m.findtext("source")): m for c, m in messages(base)} if base is not None else {}
    our_index = {(c, m.findtext("source")): m for c, m in messages(ours)}
    contexts = {c.findtext("name") or "": c for c in ours.findall("context")}
    clashes: list[str] = []
    for name, message in messages(theirs):
        key = (name, message.findtext("source"))
        mine = our_index.get(key)
        if mine is None:
            if key in base_index:
                continue  # OURS removed it
            context = contexts.get(name)
            if context is None:
                context = contexts[name] = ET.SubElement(ours, "context")
                ET.SubElement(context, "name").text = name
            context.append(copy.deepcopy(message))
            continue
        s_ours, s_theirs, s_base = _state(mine), _state(message), _state(base_index.get(key))
        if s_ours == s_theirs or s_theirs == s_base:
            continue
        if s_ours == s_base or (not _finished(s_ours) and _finished(s_theirs)):
            mine.remove(mine.find("translation"))
            mine.append(copy.deepcopy(message.find("translation")))
        elif _finished(s_theirs):
            clashes.append(f"{name} / {key[1]!r}: kept {s_ours[1]!r}, not {s_theirs[1]!r}")
    return clashes


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    base_path, ours_path, theirs_path = map(Path, argv)
    base = read(base_path).getroot() if base_path.exists() and base_path.stat().st_size else None
    tree = read(ours_path)
    for clash in merge(base, tree.getroot(), read(theirs_path).getroot()):
        print(f"{ours_path.name}: both sides changed {clash}", file=sys.stderr)
    write(tree, ours_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
