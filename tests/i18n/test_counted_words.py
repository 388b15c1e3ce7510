"""Every count a reader sees goes through a plural form (issue 19): the window's counts are Qt
numerus messages (%n, all forms in the .ts; tests/ui/test_ts_lint.py), Russian and Polish sentences
never put a bare count before a noun (tests/i18n/test_effect_grammar_matrix.py, the playtest and
validation tests), and English text outside the window writes "1 line", "3 lines" — no "line(s)"
left in a string that is shown as it is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from spellforge.i18n.plurals import english

PACKAGE = Path(__file__).resolve().parents[2] / "spellforge"


@pytest.mark.parametrize("text,expected", [
    ("1 line(s) kept", "1 line kept"), ("3 line(s) kept", "3 lines kept"), ("0 backup(s)", "0 backups"),
    ("read 1 set file(s): stored the text of 21 card(s)", "read 1 set file: stored the text of 21 cards"),
    ("version 1.1 token(s)", "version 1.1 token(s)"),  # not a count
])
def test_english_plurals(text, expected):
    assert english(text) == expected


# strings that go through english() later, with the reason
FILLED_LATER = {("spellforge/sim/game/events.py", "TEMPLATES"): "describe() applies english() to the filled template"}


def _shown_as_is(tree: ast.AST, where: str):
    """String literals with "(s)" that are not a %n source, an english(...) argument or --help text."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and "(s)" in node.value):
            continue
        up, ok = node, False
        while up in parents:
            up = parents[up]
            if isinstance(up, ast.keyword) and up.arg == "help":
                ok = True
            if isinstance(up, ast.Call):
                name = getattr(up.func, "attr", None) or getattr(up.func, "id", None)
                if name == "english" or (name in ("tr", "translate", "ts_words") and ("%n" in node.value or "%Ln" in node.value)):
                    ok = True
            if isinstance(up, ast.Assign) and any((where, getattr(t, "id", "")) in FILLED_LATER for t in up.targets):
                ok = True
            if isinstance(up, ast.AnnAssign) and (where, getattr(up.target, "id", "")) in FILLED_LATER:
                ok = True
            if ok or isinstance(up, (ast.FunctionDef, ast.ClassDef)):
                break
        if not ok and not isinstance(parents.get(node), ast.Expr):  # a docstring is not shown
            yield node.lineno, node.value


def test_no_count_written_with_s_in_parentheses():
    sources = {path: path.read_text(encoding="utf-8") for path in sorted(PACKAGE.rglob("*.py"))}
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}: {text!r}"
             for path, source in sources.items() if "(s)" in source  # no literal with "(s)" elsewhere
             for line, text in _shown_as_is(ast.parse(source), str(path.relative_to(PACKAGE.parent)))]
    assert not found, "\n".join(found)


def test_the_engine_log_and_the_reader_warnings_count_in_english():
    from spellforge.sim.game.events import Event, describe

    assert describe(Event(1, "burn", {"foe": "target", "damage": 2, "tokens": 1})).endswith("1 token left")
    assert describe(Event(1, "move", {"attacker": "Timber Wolf", "dist": 2})).endswith("2 zones from the target")
