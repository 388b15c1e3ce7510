"""The user's own database (user.sqlite in the data directory): spellbooks, collection, name
corrections, session state. Separate from the built library so a rebuild never touches it.

Feature modules (user_books.py, user_collection.py, user_names.py) define their tables with the
`user_` prefix on SQLModel's metadata and call `store.ensure(*tables)` before use.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import event
from sqlmodel import Session, SQLModel, create_engine

from spellforge import paths

USER_FILE = "user.sqlite"


class UserStore:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else paths.data_dir() / USER_FILE
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.engine = create_engine(f"sqlite:///{self.path}", connect_args={"check_same_thread": False})

        @event.listens_for(self.engine, "connect")
        def _pragmas(dbapi_con, _record):  # WAL + full sync: a kill mid-save loses nothing committed
            dbapi_con.execute("PRAGMA journal_mode=WAL")
            dbapi_con.execute("PRAGMA synchronous=FULL")
            dbapi_con.execute("PRAGMA foreign_keys=ON")

        self._ensured: set[str] = set()

    def ensure(self, *tables) -> None:
        todo = [t.__table__ for t in tables if t.__tablename__ not in self._ensured]
        if todo:
            SQLModel.metadata.create_all(self.engine, tables=todo)
            self._ensured.update(t.name for t in todo)

    @contextmanager
    def session(self):
        with Session(self.engine) as s:
            try:
                yield s
                s.commit()
            except BaseException:
                s.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()
