"""The architecture as code (issue 43): `lint-imports` checks the import contracts in
pyproject.toml (the layers, the games independent and named only by the registry, Qt only in
packages named `ui`, the domain alone). Run here so the README's test command runs it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from tests.conftest import ROOT


def contracts() -> list[dict]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]


def test_the_contracts_cover_the_architecture():
    kinds = {c["id"]: c["type"] for c in contracts()}
    assert {"layers": "layers", "games-independent": "independence", "qt-in-ui": "forbidden",
            "domain-alone": "forbidden"}.items() <= kinds.items()
    layered = {m.strip() for c in contracts() if c["type"] == "layers" for layer in c["layers"] for m in layer.split("|")}
    packages = {f"spellforge.{p.name}" for p in (ROOT / "spellforge").iterdir()
                if (p / "__init__.py").is_file() and p.name != "games"}
    assert packages <= layered, f"a package in no layer: {sorted(packages - layered)}"


def test_lint_imports_keeps_every_contract():
    lint = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert f"Contracts: {len(contracts())} kept, 0 broken." in run.stdout


def test_architecture_md_quotes_the_contracts_as_they_are():
    """docs/ARCHITECTURE.md's ```toml block is pyproject.toml's [tool.importlinter] section word for
    word, so the docs and the check cannot drift apart (copy the section over after a change)."""
    doc = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    quoted = doc.split("```toml\n", 1)[1].split("```\n", 1)[0]
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = project[project.index("[tool.importlinter]\n"):]
    next_table = [i for i in (section.find("\n[tool.", 1), section.find("\n[project", 1)) if i > 0]
    section = section[: min(next_table)] if next_table else section
    assert quoted == section.rstrip("\n") + "\n"


def fallbacks(source: str) -> list[int]:
    """The lines of the `try`s that import a module of the project and catch ImportError (or what
    holds it: ModuleNotFoundError, Exception, a bare except)."""
    import ast

    caught = {"ImportError", "ModuleNotFoundError", "Exception", "BaseException"}
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Try):
            continue
        names = {n.id for h in node.handlers for n in ast.walk(h.type or ast.Name("BaseException")) if isinstance(n, ast.Name)}
        imported = [a.name for stmt in node.body for n in ast.walk(stmt) if isinstance(n, ast.Import) for a in n.names]
        imported += [n.module or "" for stmt in node.body for n in ast.walk(stmt) if isinstance(n, ast.ImportFrom) and not n.level]
        if names & caught and any(m.split(".")[0] in ("spellforge", "tests") for m in imported):
            lines.append(node.lineno)
    return lines


def test_the_fallback_finder_finds_one():
    assert fallbacks("try:\n    from spellforge.formats import x\nexcept ImportError:\n    x = None\n") == [1]
    assert fallbacks("def f():\n    try:\n        import spellforge.ui\n    except:\n        pass\n") == [2]
    assert fallbacks("try:\n    import PySide6\nexcept ImportError:\n    pass\n") == []  # not the project's
    assert fallbacks("from spellforge import x\ntry:\n    x()\nexcept Exception:\n    pass\n") == []


def test_no_import_error_fallback_around_a_project_module():
    """A broken import of the project fails loudly: no `try: import spellforge… except ImportError`
    that would make a feature quietly vanish (a real optional dependency is named in pyproject's
    extras and caught by its own name)."""
    import re

    # parsing every file takes seconds: only those with a project import inside a `try` block
    maybe = re.compile(r"^( *)try:\n(?:\1 .*\n|\s*\n)*?\1 +(?:from|import) (?:spellforge|tests)\b", re.M)
    texts = {path: path.read_text(encoding="utf-8")
             for path in [*(ROOT / "spellforge").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]}
    candidates = [path for path, text in texts.items() if maybe.search(text)]
    assert candidates  # the filter lets the deferred imports in a try through (then the parse decides)
    found = [f"{path.relative_to(ROOT)}:{line}" for path in candidates for line in fallbacks(texts[path])]
    assert found == []
