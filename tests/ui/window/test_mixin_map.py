"""docs/ARCHITECTURE.md's map of MainWindow's mixins stays true (issue 43): every mixin MainWindow
is made of has its row, with its file, and every attribute the row says it owns is created
(`self.<name> = …`) in that file. Read from the code with `ast`, no window built."""

from __future__ import annotations

import ast
import re

from tests.conftest import ROOT

WINDOW = ROOT / "spellforge" / "ui" / "window"


def _rows() -> dict[str, tuple[str, list[str]]]:
    """{class: (file, [attributes it owns])} from the map's table."""
    doc = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    table = doc.split("## MainWindow: which mixin owns what", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in table.splitlines():
        m = re.match(r"\| `(\w+)` \((\w+\.py)\) \| (.*?) \|", line)
        if m:
            owned = [name for cell in re.findall(r"`([^`]+)`", m.group(3)) for name in cell.split("/")
                     if re.fullmatch(r"_?[a-z][a-z_]*", name)]
            rows[m.group(1)] = (m.group(2), owned)
    return rows


def _created(path) -> set[str]:
    return {t.attr for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.Assign)
            for t in node.targets if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}


def test_every_mixin_has_its_row_and_creates_what_it_owns():
    tree = ast.parse((WINDOW / "main_window.py").read_text(encoding="utf-8"))
    window = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MainWindow")
    mixins = [b.id for b in window.bases if isinstance(b, ast.Name) and b.id.startswith("Window")]
    rows = _rows()
    assert len(mixins) >= 6 and set(rows) == {"MainWindow", *mixins}, (sorted(rows), mixins)
    wrong = [f"{cls}.{name} ({file})" for cls, (file, owned) in rows.items() for name in owned
             if name not in _created(WINDOW / file)]
    assert sum(len(owned) for _file, owned in rows.values()) > 30
    assert not wrong, wrong
