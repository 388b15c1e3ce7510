"""The window of `bench/replay_issue42.py`: Spellforge's main window, started as `spellforge gui`
starts it (the same library, settings, single-writer lock and deferred user data), offscreen, in
a process of its own, driven by one JSON command per line on standard input; one JSON answer per
line on the original standard output (everything the app prints goes to standard error).

    {"op": "new_book"}                       -> {"id": 7}
    {"op": "notes", "id": 7, "text": "x"}    -> {"saved": true, "label": "Saved"}   (an edit of the book)
    {"op": "check_and_repair"} / {"op": "game", "game": "sword-sorcery"} / {"op": "second_opening"}
    {"op": "ss_gain", "name": "Camp1", "shards": 3}  -> {"shards": 8, "said": [...]}   (the S&S view's Gain)
    {"op": "paste", "text": "SF1:..."}       -> {"seconds": 0.2, "books": 6, "status": "..."}
    {"op": "rename", "id": 7, "name": "a\\nb"}  (Spellbooks ▸ Rename…)
    {"op": "quit"}

`--edit-at-ready`: the moment the window says it is ready, a new book is made and edited (what a
player's first click does, before the user data has finished opening in its worker)."""

from __future__ import annotations

import json
import os
import sys
import time
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ANSWERS = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
os.dup2(2, 1)  # the app's own prints never mix with the answers
sys.stdout = sys.stderr


def main() -> int:
    from PySide6.QtCore import QSocketNotifier, QTimer
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from spellforge import paths
    from spellforge.ui.app import configure_application, load_library_with_progress
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.window.single_writer import InstanceGuard

    said: list[str] = []  # every message box the window opened, answered at once (offscreen)
    for box in ("warning", "critical", "information"):
        setattr(QMessageBox, box, staticmethod(lambda _p, _t, text, *a, **k: said.append(text) or QMessageBox.Ok))
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Yes)
    typed = {"name": ""}
    QInputDialog.getText = staticmethod(lambda *a, **k: (typed["name"], True))

    app = configure_application(["spellforge"])
    settings = Settings()
    translations = Translations()
    translations.install("en")
    lib = load_library_with_progress()
    guard = InstanceGuard(paths.data_dir(), app)
    locked = guard.acquire()
    window = MainWindow(lib, settings, translations, defer_user_data=True,
                        readonly_reason="" if locked else "second window")
    window.ready_signal.connect(lambda: window.when_idle(guard.listen))
    docs: dict[int, object] = {}
    early: dict = {}

    def edit_at_ready() -> None:
        editor = window.new_book()
        editor.doc.set_field("notes", "edit at ready")
        early.update(id=editor.doc.book_id, saved=not editor.doc.unsaved)
        docs[editor.doc.book_id] = editor.doc

    if "--edit-at-ready" in sys.argv:
        window.ready_signal.connect(edit_at_ready)
    window.show()

    def answer(**fields) -> None:
        ANSWERS.write(json.dumps(fields, ensure_ascii=False) + "\n")

    def doc_of(book_id: int):
        if book_id not in docs:
            editor = window.open_book(book_id)
            docs[book_id] = editor.doc
        return docs[book_id]

    def run(cmd: dict) -> dict:
        op = cmd["op"]
        if op == "new_book":
            editor = window.new_book()
            docs[editor.doc.book_id] = editor.doc
            return {"id": editor.doc.book_id}
        if op == "open":
            return {"id": doc_of(cmd["id"]).book_id}
        if op == "notes":
            doc = doc_of(cmd["id"])
            doc.set_field("notes", cmd["text"])
            return {"saved": not doc.unsaved, "label": window.save_label.text(), "error": doc.save_error}
        if op == "check_and_repair":
            dialog = window.check_and_repair()
            dialog.refresh()
            dialog.close()
            return {}
        if op == "game":
            window.game_switcher.show_game(cmd["game"])
            view = window.game_switcher.view(cmd["game"])
            if cmd["game"] == "sword-sorcery":
                view.campaigns.names()
            window.game_switcher.show_game("mage-wars")
            return {"said": said[:]}
        if op == "second_opening":
            from spellforge.ui.window.user_data_open import open_user_data

            opened = open_user_data(window.lib, False)
            return {"error": str(opened.error or "")}
        if op == "ss_gain":
            del said[:]
            window.game_switcher.show_game("sword-sorcery")
            view = window.game_switcher.view("sword-sorcery")
            if view.name != cmd["name"]:
                view.open_stored(cmd["name"])
            view.gain_shards.setValue(cmd["shards"])
            view.gain_crowns.setValue(0)
            view._gain()  # the Gain button's slot
            return {"shards": view.campaign.shards if view.campaign else None, "said": said[:]}
        if op == "ss_open":
            del said[:]
            window.game_switcher.show_game("sword-sorcery")
            view = window.game_switcher.view("sword-sorcery")
            view.load_first()
            return {"said": said[:], "names": [n for n, _m, _r in view.campaigns.names()]}
        if op == "paste":
            before = len(window.store.books())
            start = time.perf_counter()
            window.import_text(cmd["text"], "clipboard", pasted=True)
            seconds = time.perf_counter() - start
            dialog = getattr(window, "last_import_dialog", None)
            return {"seconds": seconds, "books": len(window.store.books()), "before": before,
                    "status": window.statusBar().currentMessage(), "dialog": dialog is not None}
        if op == "rename":
            typed["name"] = cmd["name"]
            from PySide6.QtCore import Qt

            window.books.reload()
            lst = window.books.list
            lst.setCurrentRow(next(i for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == cmd["id"]))
            window.books.rename()
            return {"status": window.statusBar().currentMessage()}
        if op == "quit":
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)
            return {}
        raise ValueError(f"unknown op {op}")

    def on_input() -> None:
        line = sys.stdin.readline()
        if not line:
            notifier.setEnabled(False)
            app.quit()
            return
        cmd = json.loads(line)
        if cmd["op"] == "ready":  # answered once the window is ready and its user data open
            def poll() -> None:
                if not window.ready or ("--edit-at-ready" in sys.argv and not early):
                    QTimer.singleShot(20, poll)
                    return
                window.wait_for_user_data()
                answer(ok=True, ready=True, early=early, pid=os.getpid())
            poll()
            return
        try:
            answer(ok=True, **run(cmd))
        except Exception as e:  # noqa: BLE001 - said to the replay, which counts it as a failed attack
            answer(ok=False, error=f"{type(e).__name__}: {e}", trace=traceback.format_exc())

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Read)
    notifier.activated.connect(lambda *_a: on_input())
    try:
        return app.exec()
    finally:
        window.wait_for_user_data()
        if window.store is not None:
            window.store.store.close()
        guard.release()


if __name__ == "__main__":
    sys.exit(main())
