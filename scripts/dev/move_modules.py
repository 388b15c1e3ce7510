"""Split the flat `spellforge/library/` into subpackages (issue 43) and rewrite every reference.

    .venv/bin/python scripts/dev/move_modules.py          # move and rewrite
    .venv/bin/python scripts/dev/move_modules.py --check  # only say what is still to do (exit 1 if anything)

The rules, not a list, say where a module goes, so a module another branch adds later
(`library/user_foo.py`) moves too:

    library/user_<x>.py                        -> library/user/<x>.py     (the user's data: user.sqlite)
    library/search_<x>.py                      -> library/search/<x>.py   (the search language)
    library/effect_search.py, effect_words.py  -> library/search/effects.py, effect_words.py

Then every reference to an old module is rewritten, in spellforge/, tests/, bench/, scripts/ (.py),
i18n/ (.py, .sh, .ts locations) and the Markdown files: dotted names (`spellforge.library.user_store`
in imports, strings and mock targets), `from spellforge.library import user_schema[ as x]` (made
`from spellforge.library.user import schema as user_schema`, so the local name stays) and paths
(`library/user_store.py`). Idempotent: run it again after merging a branch that still uses the old
names, and only what is still old changes. Moves are `git mv`, so history follows the files.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "spellforge" / "library"
EXPLICIT = {"effect_search": ("search", "effects"), "effect_words": ("search", "effect_words")}
PREFIXES = {"user_": "user", "search_": "search"}
PACKAGE_DOCS = {
    "user": '"""The user\'s own data in user.sqlite (books, versions, collection, names, card texts, '
            'backups): the store, its schema and migrations, and what a damaged file can still give."""\n',
    "search": '"""The search language every game shares: grammar, words and vocabulary in en/ru/pl, the '
              'engine that runs a query in memory, its terms, errors and the effect search."""\n',
}
TEXT_GLOBS = [("spellforge", "**/*.py"), ("tests", "**/*.py"), ("bench", "**/*.py"), ("scripts", "**/*.py"),
              ("i18n", "*.py"), ("i18n", "*.sh"), ("i18n", "*.ts"), ("docs", "**/*.md"), (".", "*.md"),
              ("tests", "**/*.md"), ("i18n", "*.md"), ("db", "**/*.md")]


def target_of(stem: str) -> tuple[str, str] | None:
    """(subpackage, new module name) for an old top-level library module, or None: it stays."""
    if stem in EXPLICIT:
        return EXPLICIT[stem]
    for prefix, package in PREFIXES.items():
        if stem.startswith(prefix) and len(stem) > len(prefix):
            return package, stem[len(prefix):]
    return None


def mapping() -> dict[str, tuple[str, str]]:
    """Every old module name -> (subpackage, new name): those still at the top and those moved
    already (so a merged file that still names them is rewritten)."""
    found = {p.stem: target_of(p.stem) for p in LIBRARY.glob("*.py") if target_of(p.stem)}
    reverse = {new: old for old, (_, new) in EXPLICIT.items()}
    for package, prefix in (("user", "user_"), ("search", "search_")):
        for p in (LIBRARY / package).glob("*.py"):
            if p.stem != "__init__":
                old = reverse.get(p.stem, prefix + p.stem) if package == "search" else prefix + p.stem
                found.setdefault(old, (package, p.stem))
    return found


def git(*args: str) -> None:
    subprocess.run(["git", *args], cwd=ROOT, check=True)


def move_files(moves: dict[str, tuple[str, str]], check: bool) -> list[str]:
    todo = []
    for package in sorted({p for p, _ in moves.values()}):
        init = LIBRARY / package / "__init__.py"
        if not init.exists():
            todo.append(f"create {init.relative_to(ROOT)}")
            if not check:
                init.parent.mkdir(exist_ok=True)
                init.write_text(PACKAGE_DOCS[package], encoding="utf-8")
                git("add", str(init))
    for old, (package, new) in sorted(moves.items()):
        src, dst = LIBRARY / f"{old}.py", LIBRARY / package / f"{new}.py"
        if not src.exists():
            continue
        if dst.exists():  # both: a merge brought the old file back beside the moved one
            print(f"CONFLICT: {src.relative_to(ROOT)} and {dst.relative_to(ROOT)} both exist: merge them by hand",
                  file=sys.stderr)
            todo.append(f"merge {src.name}")
            continue
        todo.append(f"git mv {src.relative_to(ROOT)} {dst.relative_to(ROOT)}")
        if not check:
            git("mv", str(src), str(dst))
    return todo


def rewrite(text: str, moves: dict[str, tuple[str, str]]) -> str:
    names = "|".join(sorted(moves, key=len, reverse=True))

    def from_import(m: re.Match) -> str:
        indent, items = m.group(1), [i.strip() for i in m.group(2).split(",")]
        if not any(i.partition(" as ")[0].strip() in moves for i in items):
            return m.group(0)
        kept, lines = [], []
        for item in items:
            name, _, alias = item.partition(" as ")
            name, alias = name.strip(), alias.strip()
            if name in moves:
                package, new = moves[name]
                lines.append(f"{indent}from spellforge.library.{package} import {new} as {alias or name}")
            else:
                kept.append(item)
        if kept:
            lines.insert(0, f"{indent}from spellforge.library import {', '.join(kept)}")
        return "\n".join(lines)

    text = re.sub(r"(?m)^([ \t]*)from spellforge\.library import ([\w ,]+?)[ \t]*$", from_import, text)
    text = re.sub(rf"\bspellforge\.library\.({names})(?![\w])",
                  lambda m: "spellforge.library.{}.{}".format(*moves[m.group(1)]), text)
    text = re.sub(rf"(?<![\w.])library/({names})\.py\b",
                  lambda m: "library/{}/{}.py".format(*moves[m.group(1)]), text)
    return text


def rewrite_files(moves: dict[str, tuple[str, str]], check: bool) -> list[str]:
    me = Path(__file__).resolve()
    todo = []
    seen: set[Path] = set()
    for folder, pattern in TEXT_GLOBS:
        for path in sorted((ROOT / folder).glob(pattern)):
            path = path.resolve()
            if path in seen or path == me or ".venv" in path.parts or not path.is_file():
                continue
            seen.add(path)
            text = path.read_text(encoding="utf-8")
            new = rewrite(text, moves)
            if new != text:
                todo.append(f"rewrite {path.relative_to(ROOT)}")
                if not check:
                    path.write_text(new, encoding="utf-8")
    return todo


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list what is still to do; exit 1 if anything")
    args = parser.parse_args(argv)
    moves = mapping()
    todo = move_files(moves, args.check) + rewrite_files(moves, args.check)
    print("\n".join(todo) if todo else "nothing to do: the library is split and nothing names an old module")
    return 1 if args.check and todo else 0


if __name__ == "__main__":
    sys.exit(main())
