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
