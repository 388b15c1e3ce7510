"""One way every game keeps its library file (Mage Wars' library.sqlite, Mage Knight's
mage-knight.sqlite, Sword & Sorcery's sword-sorcery.sqlite): derived data, built whole from the
game's reviewed text and rebuilt when the digest of that text and of the code that reads it
changes.

  write_tables   the build's last step: the tables created and filled in a temp file that
                 replaces the old one atomically (fileio.atomic_path), so a crash or a bad row
                 never leaves half a library and the old one stays
  open_or_build  the file in the user data folder, (re)built first when its stored digest is
                 not the source's; a read-only data folder builds into a private temp folder
                 (paths.private_temp_dir: removed when the program ends, so runs in a read-only
                 place never pile up copies)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from spellforge import paths


def write_tables(target: Path, tables: Sequence[Any], rows: Iterable[tuple[Any, list[dict]]]) -> None:
    """Create `tables` (sqlalchemy Tables) in a new file and insert each (SQLModel table class,
    rows) pair; the file replaces `target` only once everything is written."""
    from sqlalchemy import create_engine, insert  # only when building

    from spellforge.fileio import atomic_path
    from spellforge.library.tables import SQLModel

    target.parent.mkdir(parents=True, exist_ok=True)
    with atomic_path(target) as tmp:
        engine = create_engine(f"sqlite:///{tmp}")
        try:
            SQLModel.metadata.create_all(engine, tables=list(tables))
            with engine.begin() as con:
                for table, table_rows in rows:
                    if table_rows:
                        con.execute(insert(table.__table__), table_rows)
        finally:
            engine.dispose()


def open_or_build(folder: Path, file_name: str, is_current: Callable[[Path], bool],
                  build: Callable[[Path], None], before_build: Callable[[], None] | None = None) -> Path:
    """The path of the game's library file `folder/file_name`, built first with `build(target)`
    unless `is_current(target)`. Built into a private temp folder when `folder` is read-only."""
    from spellforge.library.user.overlay import folder_writable

    target = folder / file_name
    if is_current(target):
        return target
    if before_build is not None:
        before_build()
    if not folder_writable(folder):
        target = paths.private_temp_dir(f"spellforge-{Path(file_name).stem}-") / file_name
    build(target)
    return target
