"""Build hook: the wheel carries the top-level db/, i18n/ and images/ inside the package, as
spellforge/_data/ (spellforge.paths finds them there through importlib.resources).

The repository keeps those folders at the top level; everything under them is copied, so new
files (db/effects/…, db/build_rules.csv) need no change here. Metadata is in pyproject.toml;
MANIFEST.in puts the same folders into the sdist. The wheel leaves out what is there for the
people who edit the data, not for the app: scripts (.py, .sh), the translators' .ts sources
(the app and the command line read the compiled .qm) and the folders' README.md
(packaging/build_dist.py checks the wheel for them).
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_DIRS = ("db", "i18n", "images")  # the same as spellforge.paths.DATA_DIRS
TARGET = Path("spellforge") / "_data"
DEVELOPER_SUFFIXES = (".py", ".pyc", ".sh", ".ts")  # the same as packaging/build_dist.py


def _skipped(rel: Path) -> bool:
    return (any(part == "__pycache__" or part.startswith(".") for part in rel.parts)
            or rel.suffix in DEVELOPER_SUFFIXES or rel.name == "README.md")


def data_files() -> list[Path]:
    """Every file the wheel ships under the data folders, relative to the repository."""
    out = []
    for name in DATA_DIRS:
        src = ROOT / name
        if not src.is_dir():
            raise SystemExit(f"{src}: missing; the package cannot be built without it")
        out += [p.relative_to(ROOT) for p in sorted(src.rglob("*")) if p.is_file() and not _skipped(p.relative_to(ROOT))]
    return out


class build_py_with_data(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return  # `pip install -e .`: spellforge.paths reads the checkout's folders directly
        target = Path(self.build_lib) / TARGET
        shutil.rmtree(target, ignore_errors=True)
        for rel in data_files():
            dest = target / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, dest)

    def get_outputs(self, include_bytecode=True):
        extra = [] if getattr(self, "editable_mode", False) else [
            str(Path(self.build_lib) / TARGET / rel) for rel in data_files()]
        return list(super().get_outputs(include_bytecode)) + extra


setup(cmdclass={"build_py": build_py_with_data})
