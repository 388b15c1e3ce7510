"""The user database opened in a worker thread after the window's first paint.

Importing sqlmodel/sqlalchemy alone takes 0.4-0.6 s on a 2-core laptop; with the migrations, the
daily backup and following renamed cards, opening user.sqlite on the GUI thread froze the window
right after it appeared. Everything here only touches the user database and reads the library;
what changes widgets or the library's names happens back on the GUI thread (MainWindow)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QThread


@dataclass
class Opened:
    store: object = None  # BookStore
    names: dict = field(default_factory=dict)
    texts: dict = field(default_factory=dict)
    note: object = ""  # the backup or the rename-following failed (the error): said in the status bar
    error: Exception | None = None  # the store could not be opened: the GUI thread asks the user


def open_user_data(lib, readonly: bool) -> Opened:
    from spellforge import paths
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.card_text import load_card_texts
    from spellforge.library.user.names import load_user_names
    from spellforge.library.user.store import USER_FILE, UserDataError, UserStore

    path = paths.data_dir() / USER_FILE
    try:
        user = UserStore(path, readonly=readonly)
    except UserDataError as e:
        return Opened(error=e)
    result = Opened(store=BookStore(user))
    if not user.readonly:
        from spellforge.library.card_refs import follow_library
        from spellforge.library.user.backup import backup_if_due

        try:
            backup_if_due(path)
            follow_library(lib, user)
        except (OSError, UserDataError) as e:
            result.note = e  # said in the interface language on the GUI thread
    try:
        result.names, result.texts = load_user_names(user), load_card_texts(user)
    except UserDataError as e:
        user.close()
        return Opened(error=e)
    return result


class UserDataOpening(QThread):
    """open_user_data in a thread; `finished` (QThread's) arrives on the GUI thread."""

    def __init__(self, lib, readonly: bool):
        super().__init__()
        self.lib, self.readonly = lib, readonly
        self._result: Opened | None = None

    def run(self) -> None:
        try:
            self._result = open_user_data(self.lib, self.readonly)
        except Exception as e:  # noqa: BLE001 - handed to the GUI thread, which reports it
            self._result = Opened(error=e)

    def result(self) -> Opened:
        self.wait()
        return self._result or Opened(error=RuntimeError("the user data did not open"))
