"""Is the built library current? A hash of db/ (plus the schema version) is stored in the
library; start-up compares it without importing the builder (sqlmodel/sqlalchemy cost ~0.5 s)."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

SCHEMA_VERSION = 1


def source_digest(root: Path, schema_version: int = SCHEMA_VERSION) -> str:
    """Hash of every file under db/ plus the schema version: a change means rebuild."""
    h = hashlib.sha256(f"schema={schema_version}".encode())
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith(".")):
        h.update(str(path.relative_to(root)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def stored_digest(path: Path) -> str | None:
    """The source digest a built library was made from (None if absent or unreadable)."""
    if not path.exists():
        return None
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
            row = con.execute("SELECT value FROM lib_meta WHERE key='digest'").fetchone()
            return row[0] if row else None
    except sqlite3.Error:
        return None
