"""Screenshots of a 1366×768 laptop screen in Russian and Polish (issue 28), as the layout report
opens the screens (spellforge/ui/window/layout_report.py: offscreen, a throwaway data folder):

    laptop-start-<lang>.png       the start page
    laptop-editor-<lang>.png      the official Wizard book (59 cards) in the editor
    laptop-browser-<lang>.png     the card list with the book open: its Points beside the names
    laptop-collection-<lang>.png  the collection dock open beside the book
    laptop-compare-<lang>.png     Playtest ▸ Compare

    .venv/bin/python scripts/laptop_screenshots.py [--out docs/screenshots] [--langs ru,pl]

Each language runs in its own process (the report makes its own offscreen screen). The layout
report's measures of the same screens are printed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEEP = {"start": "start", "editor": "editor", "card_panel": "browser", "collection": "collection",
        "compare": "compare"}


def one_language(lang: str, out: Path) -> dict:
    import spellforge.ui.window.layout_report as report

    with tempfile.TemporaryDirectory(prefix="spellforge-laptop-shots-") as folder:
        report.SHOTS = Path(folder)
        result = report.layout_report(1366, 768, lang)
        for screen, name in KEEP.items():
            shutil.copyfile(Path(folder) / f"{screen}.png", out / f"laptop-{name}-{lang}.png")
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--langs", default="ru,pl")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process: one language
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.one:
        print(json.dumps(one_language(args.one, out), ensure_ascii=False))
        return 0
    for lang in args.langs.split(","):
        done = subprocess.run([sys.executable, __file__, "--out", str(out), "--one", lang], capture_output=True,
                              text=True)
        if done.returncode:
            print(done.stderr, file=sys.stderr)
            return done.returncode
        from spellforge.ui.window.layout_report import text_report

        print(text_report(json.loads(done.stdout.strip().splitlines()[-1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
