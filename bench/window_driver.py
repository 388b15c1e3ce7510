"""The real main window, offscreen, in a process of its own, driven line by line on standard input
(bench/attack_round3.py): what a player does in the window while other `spellforge` commands run
beside it. Each command answers one line on standard output: `ok …` or `error …`.

    new NAME            a new spellbook, opened (answers its id)
    save TEXT           the current book's notes become TEXT (the editor saves at once)
    trigger WHAT        check-and-repair | sword-sorcery | mage-knight | second-opening | import-database
    session             the window writes its session (the open books)
    state               the save label and the status bar's message
    paste FILE          FILE's text on the clipboard, then Paste spellbook (answers: refused | report
                        | warned, the seconds it took, the words said)
    count PRODUCT [N]   the collection view's count of PRODUCT; with N, typed over it (answers what
                        the view then shows and says)
    name CARD LANG NAME the window's Edit name of a card (answers the status bar)
    mk-tick PRODUCT     tick a box in the Mage Knight view's collection (answers the boxes it shows and
                        what it says)
    ss-open NAME        the Sword & Sorcery view with campaign NAME open (answers its shards)
    ss-gain N           gain N shards in that view (answers its shards and any warning)
    warnings            the message boxes shown since the last time asked
    quit                close the window and leave

    SPELLFORGE_DATA_DIR=… QT_QPA_PLATFORM=offscreen python bench/window_driver.py [--lock]

--lock takes the data folder's window lock as the app does at start."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from spellforge import paths
    from spellforge.library import Library
    from spellforge.library.user.books import BookStore
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations
    from spellforge.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    warned: list[str] = []

    def box(_parent=None, _title="", text="", *a, **k):
        warned.append(str(text).replace("\n", " "))
        return QMessageBox.Ok

    for name in ("warning", "critical", "information"):  # a message box would wait for a click
        setattr(QMessageBox, name, staticmethod(box))
    from spellforge.ui.books.import_dialog import ImportReportDialog

    ImportReportDialog.exec = lambda self: warned.append("report shown") or ImportReportDialog.Rejected
    guard = None
    if "--lock" in sys.argv:
        from spellforge.ui.window.single_writer import InstanceGuard

        guard = InstanceGuard(paths.data_dir())
        assert guard.acquire()
    settings = Settings()
    settings.ui_language = settings.card_language = "en"
    translations = Translations()
    translations.install("en")
    window = MainWindow(Library.open_or_build(), settings, translations, BookStore())
    window.show()
    app.processEvents()
    editor = None
    print("ok ready", flush=True)
    for line in sys.stdin:
        command, _, arg = line.rstrip("\n").partition(" ")
        try:
            if command == "new":
                from spellforge.domain.spellbook import Spellbook

                editor = window.new_book(Spellbook(name=arg))
                answer = str(editor.doc.book_id)
            elif command == "save":
                editor.doc.set_field("notes", arg)
                answer = "unsaved " + editor.doc.save_error if editor.doc.unsaved else window.save_label.text()
            elif command == "trigger":
                _trigger(window, arg)
                answer = arg
            elif command == "session":
                window.save_session()
                answer = "session"
            elif command in ("paste", "count", "name", "mk-tick", "ss-open", "ss-gain"):
                answer = _more(window, command, arg, warned)
            elif command == "warnings":
                answer = " | ".join(warned) or "none"
                warned.clear()
            elif command == "state":
                answer = f"{window.save_label.text()} | {window.statusBar().currentMessage()}"
            elif command == "quit":
                window.close()
                print("ok quit", flush=True)
                break
            else:
                answer = f"unknown command {command!r}"
            app.processEvents()
            print(f"ok {answer}", flush=True)
        except Exception as e:  # noqa: BLE001 - the harness reads it
            print(f"error {type(e).__name__}: {e}".replace("\n", " "), flush=True)
    if guard is not None:
        guard.release()
    return 0


def _more(window, command: str, arg: str, warned: list[str]) -> str:
    import time

    if command == "paste":
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(Path(arg).read_text(encoding="utf-8"))
        before, started = len(warned), time.perf_counter()
        window.last_refusal = None
        window.import_clipboard()
        seconds = time.perf_counter() - started
        refusal = getattr(window, "last_refusal", None)
        if refusal is not None:
            refusal.close()
            return f"refused {seconds:.2f} s: {refusal.text()}"
        said = " | ".join(warned[before:])
        return f"{'report' if 'report shown' in said else 'warned'} {seconds:.2f} s: {said}"
    if command == "count":
        product, _, count = arg.partition(" ")
        view = window.show_collection()
        if count:
            view.set_product(product, int(count))
        return f"{view.collection.products.get(product, 0)} | {view.message.text()}"
    if command == "name":
        card, lang, name = arg.split(" ", 2)
        window.set_card_name(card, lang, name)
        return window.statusBar().currentMessage() or "saved"
    if command == "mk-tick":
        window.game_switcher.show_game("mage-knight")
        tab = window.game_switcher.view("mage-knight").collection
        if arg:
            tab.boxes[arg].setChecked(True)
        return f"{','.join(tab.owned()) or '-'} | {tab.summary.text().splitlines()[-1]}"
    window.game_switcher.show_game("sword-sorcery")
    view = window.game_switcher.view("sword-sorcery")
    if command == "ss-open":
        view.open_stored(arg)
    else:
        view.gain_shards.setValue(int(arg))
        view.gain_button.click()
    return f"{view.campaign.shards} | {' | '.join(warned)}"


def _trigger(window, what: str) -> None:
    if what == "check-and-repair":
        dialog = window.check_and_repair()
        dialog.refresh()
        dialog.close()
    elif what in ("sword-sorcery", "mage-knight"):
        window.game_switcher.show_game(what)
        view = window.game_switcher.view(what)
        if what == "sword-sorcery":
            view.campaigns.names()
        window.game_switcher.show_game("mage-wars")
    elif what == "second-opening":
        from spellforge.ui.window.user_data_open import open_user_data

        open_user_data(window.lib, False)
    elif what == "import-database":
        window.import_path(str(window.store.store.path))
    else:
        raise ValueError(f"unknown trigger {what!r}")


if __name__ == "__main__":
    raise SystemExit(main())
