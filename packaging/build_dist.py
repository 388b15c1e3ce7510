"""Build the sdist and, from it, the wheel, the way a user's `pip install` of the sdist would;
then check what each carries. The checkout is left as it was: the build runs on a copy of it
in a temporary folder (setuptools writes `build/` and `spellforge.egg-info/` beside the
sources it builds from).

    python packaging/build_dist.py OUTDIR        # prints the sdist and the wheel paths

Needs `build` (`pip install build`; the `test` extra has it). Exit status 1 when the build
fails or a check fails (each problem on a line of standard error).

The wheel carries only what the app runs: the package and its data (spellforge/_data/ db,
i18n, images), not the files kept there for the people who edit them — scripts (.py, .sh),
the translators' .ts sources (the app and the command line read the compiled .qm) and the
folders' README.md (setup.py leaves them out; the sdist keeps them all).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# In the sdist and under spellforge/_data/ in the wheel: the library, the catalogs, the font, the icon.
REQUIRED = ("db/sets/", "i18n/spellforge_ru.qm", "i18n/spellforge_pl.qm", "images/fonts/DejaVuSans.ttf", "images/app/")
DEVELOPER_SUFFIXES = (".py", ".pyc", ".sh", ".ts")
# Not copied to the build: the environment, build leftovers, caches, the git folder (.gitignore).
_TOP_LEVEL_SKIPPED = {".venv", ".git", "build", "dist", "tmp"}
_SKIPPED = shutil.ignore_patterns("*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis")


def _not_sources(root: Path):
    def ignore(folder: str, names: list[str]) -> set[str]:
        top = _TOP_LEVEL_SKIPPED if Path(folder) == root else {"_data"} if Path(folder) == root / "spellforge" else set()
        return (top & set(names)) | set(_SKIPPED(folder, names))
    return ignore


def developer_file(path: str) -> bool:
    """Whether a file under spellforge/_data/ is for the people who edit the data, not the app."""
    name = path.rsplit("/", 1)[-1]
    return name.endswith(DEVELOPER_SUFFIXES) or name == "README.md"


def required() -> tuple[str, ...]:
    """REQUIRED and every registered game's db/<game>/ (spellforge.games: the registry). Its code
    needs no list: pyproject's packages.find takes every package under spellforge/, games/<game>/ too."""
    sys.path.insert(0, str(ROOT))
    try:
        from spellforge import games
    finally:
        sys.path.remove(str(ROOT))
    return REQUIRED + tuple(f"db/{g.db_dir}/" for g in games.other_games())


def wheel_problems(wheel: Path) -> list[str]:
    """What is wrong with a wheel's contents (an empty list: nothing)."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    data = [n for n in names if n.startswith("spellforge/_data/")]
    problems = [f"{wheel.name}: developer file {n}" for n in data if developer_file(n)]
    problems += [f"{wheel.name}: lacks spellforge/_data/{d}" for d in required()
                 if not any(n.startswith(f"spellforge/_data/{d}") for n in data)]
    return problems


def sdist_problems(sdist: Path) -> list[str]:
    with tarfile.open(sdist) as t:
        names = [n.split("/", 1)[-1] for n in t.getnames()]
    return [f"{sdist.name}: lacks {d}" for d in required() if not any(n.startswith(d) for n in names)]


def build(out: Path, root: Path = ROOT, python: str = sys.executable) -> tuple[Path, Path]:
    """(sdist, wheel) built into `out`: the sdist from a copy of `root`, the wheel from the sdist."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="spellforge-build-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(root, src, ignore=_not_sources(root), symlinks=True)
        # `python -m build` with neither --sdist nor --wheel: the sdist, then the wheel from it.
        r = subprocess.run([python, "-m", "build", "--outdir", str(out), str(src)], cwd=tmp,
                           capture_output=True, text=True)
        if r.returncode != 0:
            hint = "\n(install it: pip install build)" if "No module named build" in r.stderr else ""
            raise SystemExit(f"build_dist: the build failed\n{r.stdout[-3000:]}{r.stderr[-3000:]}{hint}")
    return next(out.glob("spellforge-*.tar.gz")), next(out.glob("spellforge-*.whl"))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    sdist, wheel = build(Path(argv[0]).resolve())
    problems = sdist_problems(sdist) + wheel_problems(wheel)
    for p in problems:
        print(f"build_dist: {p}", file=sys.stderr)
    print(sdist)
    print(wheel)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
