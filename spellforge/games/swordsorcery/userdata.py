"""What the user types in from their box: CSV templates (`ss data template DIR`) and their import
(`ss data import DIR`): every file is checked before anything is stored (a bad cell stops the
import with its file and line), then counted against the rulebook's component list (002 L131-164)
— a box that differs gets a warning, never a refusal — and stored in user.sqlite (store.UserData),
where user.sqlite's backups cover it."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.games.swordsorcery import library as sslib
from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.store import USER_FILES, UserData, apply_user_files


@dataclass
class ImportResult:
    files: list[str] = field(default_factory=list)
    rows: dict[str, int] = field(default_factory=dict)
    warnings: list[dict] = field(default_factory=list)  # {"file", "count", "box", "key", "cite"}

    def as_dict(self) -> dict:
        return {"files": self.files, "rows": self.rows, "warnings": self.warnings}


def _csv(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def templates(lib: sslib.SSLibrary) -> dict[str, str]:
    """The four files with every row the facts know (names from the seed), the numbers left empty."""
    sides = list(lib.sides.values())
    heroes = [list(sslib.COLUMNS["heroes.csv"])]
    heroes += [[s.hero_names.ru, s.names.ru, "", "", "", "", "", "", ""] for s in sides]
    soul = [list(sslib.COLUMNS["soul_stone.csv"])]
    soul += [[s.hero_names.ru, s.names.ru, str(level), "", "", "", "", "", ""]
             for s in sides for level in range(rules.MIN_LEVEL, rules.MAX_LEVEL + 1)]
    skills = [list(sslib.COLUMNS["skills.csv"])]
    for k in lib.skills.values():
        hero = next((s.hero_names.ru for s in sides if s.hero == k.hero), "")
        skills.append([k.names.ru, k.kind, hero, lib.sides[k.side].names.ru if k.side else "", k.alignment,
                       "" if k.min_level is None else str(k.min_level), ";".join(map(str, k.tiers)), ""])
    items = [list(sslib.COLUMNS["items.csv"])]
    for i in lib.items.values():
        pair = lib.items[i.pair].names.ru if i.pair in lib.items else i.pair
        items.append([i.names.ru, i.deck, i.face, pair, i.category, i.hand, i.styles,
                      "" if i.cost is None else str(i.cost), "" if i.act is None else str(i.act),
                      "" if i.charges is None else str(i.charges), i.grants_skill, ""])
    return {"heroes.csv": _csv(heroes), "soul_stone.csv": _csv(soul), "skills.csv": _csv(skills),
            "items.csv": _csv(items)}


def write_templates(lib: sslib.SSLibrary, folder: Path, overwrite: bool = False) -> list[Path]:
    """Write the templates; a file already there is kept unless `overwrite` (never lose the user's work)."""
    folder.mkdir(parents=True, exist_ok=True)
    texts = templates(lib)
    existing = [folder / n for n in texts if (folder / n).exists()]
    if existing and not overwrite:
        raise FileExistsError(", ".join(str(p) for p in existing))
    from spellforge.fileio import write_atomic

    written = []
    for name, text in texts.items():
        write_atomic(folder / name, text)
        written.append(folder / name)
    return written


def check_folder(folder: Path, facts: sslib.SSLibrary) -> tuple[dict[str, str], sslib.SSLibrary, ImportResult]:
    """Read and check DIR's files onto the facts; SSDataError names the file and line."""
    texts = {}
    for name in USER_FILES:
        path = folder / name
        if path.exists():
            from spellforge.fileio import FileRefused, read_limited

            try:  # a size limit, and never user.sqlite itself (a link named heroes.csv)
                texts[name] = read_limited(path, 5 * 1024 * 1024).decode("utf-8-sig")
            except (OSError, UnicodeError, FileRefused) as exc:
                raise sslib.SSDataError(path, "unreadable", error=exc) from None
    if not texts:
        raise sslib.SSDataError(folder, "no_files", files=", ".join(USER_FILES))
    result = ImportResult(files=list(texts))
    lib = apply_user_files(facts, texts, str(folder))
    for name, text in texts.items():
        result.rows[name] = len(sslib.read_rows(text, name, sslib.COLUMNS[name]))
    result.warnings = count_warnings(lib, texts)
    return texts, lib, result


def count_warnings(lib: sslib.SSLibrary, texts: dict[str, str]) -> list[dict]:
    """Where the library's counts differ from the rulebook's box (002 L131-164)."""
    box = lib.components
    checks = []
    if "soul_stone.csv" in texts:
        checks.append(("soul_stone.csv", "soul_stone", len(lib.soul), box["soul_stone"][0] * 2 * rules.MAX_LEVEL))
    if "skills.csv" in texts:
        cards = [k for k in lib.skills.values() if k.kind != "starting"]
        checks.append(("skills.csv", "hero_skill_card", len(cards), box["hero_skill_card"][0]))
    if "items.csv" in texts:
        for deck, key in (("emporium", "emporium_card"), ("treasure", "treasure_card"),
                          ("soul_weapon", "soul_weapon_card")):
            cards = [i for i in lib.items.values() if i.deck == deck and i.face != "back"]
            checks.append(("items.csv", key, len(cards), box[key][0]))
    return [{"file": f, "key": key, "count": n, "box": want, "cite": box.get(key, (0, "002 L131-164"))[1]
             if key in box else "002 L148"} for f, key, n, want in checks if n != want]


def import_folder(folder: Path, facts: sslib.SSLibrary, data: UserData) -> ImportResult:
    texts, _lib, result = check_folder(folder, facts)
    data.replace({name: (text, str(folder / name)) for name, text in texts.items()})
    return result
