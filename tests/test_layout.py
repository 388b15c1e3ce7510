"""The package's shape (issue 32): no import knots, small modules, screens as folders. Read from
the code itself with `ast`, so a new module is checked the day it lands. (Qt only inside packages
named `ui`, and the layers, are import-linter contracts: tests/test_import_contracts.py.)"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

PACKAGE = ROOT / "spellforge"
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def statements(node):
    """Every statement of a module, in functions, classes, branches and handlers too: an import is a
    statement, so the expressions (most of the tree) need no visit."""
    for field in ("body", "orelse", "finalbody", "handlers", "cases"):
        for child in getattr(node, field, ()) or ():
            yield child
            yield from statements(child)


def imported(name: str, path: Path, known: dict[str, Path]):
    """Every spellforge module `name` imports, at module level or inside a function (both run)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in statements(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:  # `from package import module`
                    yield f"{source}.{alias.name}"
                elif source in known:
                    yield source


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: set(imported(name, path, known)) - {name} for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_knot():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_module_imports_itself_back():
    knots = cycles(import_graph())
    assert knots == [], "import knots (each imports the others, directly or around a loop): " + "; ".join(
        " ↔ ".join(k) for k in knots)


def test_no_module_is_over_600_lines():
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_the_window_code_is_in_folders_by_screen():
    top = sorted(p.name for p in (PACKAGE / "ui").glob("*.py"))
    screens = sorted(p.name for p in (PACKAGE / "ui").iterdir() if (p / "__init__.py").is_file())
    assert len(top) <= 10, top
    assert {"window", "editor", "browser", "cards", "playtest", "collection", "books", "widgets"} <= set(screens)


def test_the_library_is_in_subpackages_by_role():
    """library/ keeps at most 14 top-level modules: the search language and the user's data are
    subpackages (scripts/dev/move_modules.py moved them)."""
    top = sorted(p.stem for p in (PACKAGE / "library").glob("*.py") if p.stem != "__init__")
    assert len(top) <= 14, top
    assert {"search", "user"} <= {p.name for p in (PACKAGE / "library").iterdir() if (p / "__init__.py").is_file()}
