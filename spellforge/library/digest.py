"""Is the built library current? A hash of db/ (plus the schema version) is stored in the
library; start-up compares it without importing the builder (sqlmodel/sqlalchemy cost ~0.5 s)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

# Other games' folders under db/ (spellforge/games/, one per registry record): not part of the
# Mage Wars library, so an edit there never rebuilds it.
from spellforge.games import other_game_dirs


class BuildCancelled(Exception):
    """The user stopped a library build: the half-built file was removed, the old library (if
    any) is untouched, and the next start builds again."""


SCHEMA_VERSION = 2  # 2: effect summaries and their FTS5 index

# Code whose output is stored in the library (the effect summaries are made at build time): a new
# version of it rebuilds the library like a change of db/ does.
_BUILT_BY = ("i18n/effect_summary.py", "i18n/effect_phrases.py", "i18n/effect_templates.py", "i18n/plurals.py")



def source_digest(root: Path, schema_version: int = SCHEMA_VERSION) -> str:
    """Hash of every file under db/, the schema version and the code that writes derived text
    into the library: a change means rebuild."""
    return hash_sources(f"schema={schema_version}", _BUILT_BY, root, source_files(root))


def hash_sources(tag: str, built_by: tuple[str, ...], root: Path, files: list[Path]) -> str:
    """The digest a built library stores (Mage Wars' and each other game's): its schema tag, the
    package modules (paths under spellforge/) whose output is stored, and `files` under `root`
    by relative path and content."""
    import hashlib  # (a start whose digest memo still holds needs no hashing)

    h = hashlib.sha256(tag.encode())
    package = Path(__file__).resolve().parent.parent
    for name in built_by:
        try:
            h.update((package / name).read_bytes())
        except OSError:  # a frozen build without sources: the data and the version still decide
            h.update(name.encode())
    for path in files:
        h.update(str(path.relative_to(root)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _source_entries(root: Path):
    """(path, DirEntry) of every file under db/ but hidden ones and the other games' folders
    (symbolic links to folders are not followed). The digest hashes these files and its memo
    stamps them, so both always see the same set."""
    pending = [(str(root), True)]
    others = other_game_dirs()
    while pending:
        folder, top = pending.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if top and entry.name in others:
                    continue
                if entry.is_dir(follow_symlinks=False):
                    pending.append((entry.path, False))
                elif not entry.name.startswith(".") and entry.is_file():
                    yield entry.path, entry


def source_files(root: Path) -> list[Path]:
    """Every file under db/ but hidden ones and the other games' folders, in path order."""
    return sorted(Path(path) for path, _entry in _source_entries(root))


def current_source_digest(root: Path, memo: Path, schema_version: int = SCHEMA_VERSION) -> str:
    """source_digest(root), remembered in `memo` beside the library with every file's size and
    modification time: while none of them changed, the ~2 MB of db/ are not read and hashed
    again at each start (as git trusts its index). A memo that cannot be read or written only
    costs the hashing."""
    import pickle

    package = Path(__file__).resolve().parent.parent
    try:
        # One stat per file, from the folder listing (a start checks them all: no Path objects)
        stamp = [schema_version, str(root.resolve())]
        for name in _BUILT_BY:
            st = os.stat(package / name)
            stamp.append((name, st.st_size, st.st_mtime_ns))
        for path, entry in sorted(_source_entries(root)):
            st = entry.stat()
            stamp.append((path, st.st_size, st.st_mtime_ns))
    except OSError:
        return source_digest(root, schema_version)
    try:
        known_stamp, digest = pickle.loads(memo.read_bytes())
        if known_stamp == stamp and isinstance(digest, str):
            return digest
    except Exception:  # absent, torn or foreign: hashed again
        pass
    digest = source_digest(root, schema_version)
    try:
        from spellforge.fileio import write_atomic

        write_atomic(memo, pickle.dumps((stamp, digest), protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:  # a read-only data folder: hashed at every start
        pass
    return digest


def stored_digest(path: Path, meta_table: str = "lib_meta") -> str | None:
    """The source digest a built library was made from, from its key/value table `meta_table`
    (lib_meta; mk_meta for Mage Knight): None if absent, unreadable or not ours."""
    if not path.exists():
        return None
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
            row = con.execute(f"SELECT value FROM {meta_table} WHERE key='digest'").fetchone()
            return row[0] if row else None
    except sqlite3.Error:
        return None
