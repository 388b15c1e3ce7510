"""Round trackers saved like a campaign: one JSON file per tracker in the user's data folder
(`mage-knight/trackers/<name>.json`), holding every version, so that `undo` goes back one and
nothing typed in is lost. Each save writes the whole file at once (fileio.write_atomic); a file
that cannot be read is named with the reason and left untouched."""

from __future__ import annotations

import json
import time
from pathlib import Path

from spellforge import paths
from spellforge.fileio import write_atomic
from spellforge.games.mageknight.tracker import Tracker, TrackerError, from_dict

FORMAT = "spellforge-mk-tracker-1"
BAD_NAME = set('/\\:*?"<>|')


def folder() -> Path:
    return paths.data_dir() / "mage-knight" / "trackers"


def _path(name: str) -> Path:
    if not name.strip() or name != name.strip() or set(name) & BAD_NAME or name.startswith("."):
        raise TrackerError("bad_name", name=name)
    return folder() / f"{name}.json"


def _read(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise TrackerError("unreadable", file=str(path), reason=exc.strerror or str(exc)) from None
    except ValueError as exc:
        raise TrackerError("unreadable", file=str(path), reason=f"line {getattr(exc, 'lineno', '?')}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not data.get("versions"):
        raise TrackerError("unreadable", file=str(path), reason=f"not a {FORMAT} file")
    return data


def names() -> list[str]:
    return sorted(p.stem for p in folder().glob("*.json")) if folder().is_dir() else []


def exists(name: str) -> bool:
    return _path(name).exists()


def load(name: str) -> Tracker:
    path = _path(name)
    if not path.exists():
        raise TrackerError("no_tracker", name=name, known=", ".join(names()))
    data = _read(path)
    try:
        return from_dict(data["versions"][-1]["state"])
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, TrackerError):
            raise
        raise TrackerError("unreadable", file=str(path), reason=f"last version: {exc}") from None


def save(tracker: Tracker, action: str, create: bool = False) -> int:
    """Add a version; returns how many there are. `create` refuses a name in use."""
    path = _path(tracker.name)
    if path.exists():
        if create:
            raise TrackerError("tracker_exists", name=tracker.name)
        data = _read(path)
    else:
        data = {"format": FORMAT, "versions": []}
    data["versions"].append({"saved_at": time.time(), "action": action, "state": tracker.as_dict()})
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return len(data["versions"])


def undo(name: str) -> tuple[Tracker, str]:
    """Drop the last version; returns the tracker as it was and the action undone."""
    path = _path(name)
    if not path.exists():
        raise TrackerError("no_tracker", name=name, known=", ".join(names()))
    data = _read(path)
    if len(data["versions"]) < 2:
        raise TrackerError("nothing_to_undo", name=name)
    undone = data["versions"].pop()
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return from_dict(data["versions"][-1]["state"]), undone.get("action", "")


def history(name: str) -> list[dict]:
    path = _path(name)
    if not path.exists():
        raise TrackerError("no_tracker", name=name, known=", ".join(names()))
    return [{"version": i, "saved_at": v.get("saved_at"), "action": v.get("action", "")}
            for i, v in enumerate(_read(path)["versions"], start=1)]
