"""Read the printed rules text (`Text` property) of the cards in OCTGN `set.xml` files: the
user's own OCTGN install, for `spellforge card-text import`. The text is the publisher's prose,
so it only ever goes into the user's data (library/user/card_text.py), never into db/.

Tolerant where installs differ (unknown properties, other games' set files are skipped), strict
where a file is broken: a malformed or unsafe file is reported with its name and line and
skipped, the other files are still read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from spellforge.fileio import FileRefused, read_limited

MAX_FILE_BYTES = 32 * 1024 * 1024  # the largest Mage Wars set.xml is ~1 MB
MAX_TEXT_CHARS = 4000  # the longest card text is ~700 characters
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class PrintedText:
    guid: str
    name: str
    text: str
    set_name: str
    file: str


@dataclass
class TextScan:
    texts: list[PrintedText] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # set files read
    problems: list[str] = field(default_factory=list)  # "file: line N: why" for files skipped


def set_files(path: Path) -> list[Path]:
    """`path` itself when it is a file, else every `set.xml` below it (an OCTGN install keeps
    them in GameDatabase/<game>/Sets/<set>/set.xml), in a stable order."""
    path = Path(path)
    if path.is_file():
        return [path]
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such file or folder")
    return sorted(p for p in path.rglob("*") if p.name.lower() == "set.xml")


def clean_text(text: str) -> str:
    """The text as stored: control characters dropped, runs of spaces kept single, length capped."""
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = "\n".join(" ".join(line.split()) for line in text.split("\n")).strip()
    return text[:MAX_TEXT_CHARS]


class ScanCancelled(Exception):
    """The progress callback asked to stop; nothing is stored."""


def read_texts(path: Path, progress=None) -> TextScan:
    """Every set file under `path`; `progress(done, total) -> bool` after each (False stops:
    ScanCancelled)."""
    scan = TextScan()
    files = list(set_files(path))
    for done, file in enumerate(files, 1):
        _read_one(file, scan)
        if progress is not None and not progress(done, len(files)):
            raise ScanCancelled(str(path))
    return scan


def _read_one(file: Path, scan: TextScan) -> None:
    try:  # never blocks on a FIFO, never reads a device or more than a set file can be
        data = read_limited(file, MAX_FILE_BYTES)
    except FileRefused as exc:
        scan.problems.append(f"{file}: {exc}")
        return
    except OSError as exc:
        scan.problems.append(f"{file}: cannot read ({exc.strerror or exc})")
        return
    try:
        root = SafeET.fromstring(data)
    except DefusedXmlException as exc:
        scan.problems.append(f"{file}: refused unsafe XML ({exc.__class__.__name__}); skipped")
        return
    except SafeET.ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else "?"
        scan.problems.append(f"{file}: line {line}: malformed XML ({exc.msg if hasattr(exc, 'msg') else exc}); skipped")
        return
    except OSError as exc:
        scan.problems.append(f"{file}: cannot read ({exc.strerror or exc}); skipped")
        return
    if root.tag != "set":
        scan.problems.append(f"{file}: not an OCTGN set file (root element <{root.tag}>); skipped")
        return
    scan.files.append(str(file))
    set_name = root.get("name") or file.parent.name
    for card in root.iter("card"):
        guid = (card.get("id") or "").strip().lower()
        name = (card.get("name") or "").strip()
        text = next((p.get("value") or "" for p in card.findall("property") if p.get("name") == "Text"), "")
        text = clean_text(text)
        if guid and text:
            scan.texts.append(PrintedText(guid, name, text, set_name, str(file)))
