"""Tools ▸ Matchup: the open book (A) plays another book (B) by the two-sided engine
(spellforge.sim.matchup, docs/matchup.md): a spellbook file, a saved book, or the official gauntlet
(the 13 official books shipped as templates), each opponent for the same seeded games.

The books are compiled and the games played in a worker thread (SimRunner: progress, Cancel); with
more than one core the games go to processes started by "spawn", never by fork (forking a process
that runs Qt threads is unsafe). The screen shows one row per opponent in a heat map (red lost,
green won) and a table (wins, losses, draws with the 95 % interval, mean rounds, how the games
ended, cards cast per game by each side, cards not simulated for each book); a click on a row shows
its report and a sample game turn by turn, the same text as `spellforge matchup --log`, in the
window's language.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spellforge.formats.templates import official_books, official_names
from spellforge.i18n import numbers
from spellforge.sim.matchup.batch import Matchup, game_of, side_spec, summarise
from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.table import play_matchups
from spellforge.sim.policy.planner import SearchCancelled
from spellforge.ui.books.versions import book_choices
from spellforge.ui.playtest.heat_map import HeatMap
from spellforge.ui.playtest.log import ui_language
from spellforge.ui.playtest.matchup_common import MatchupWindowParts
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.window.screen_fit import FitsOnFirstShow
from spellforge.ui.widgets.sim_runner import SimRunner
from spellforge.ui.widgets.wrapped_header import fit_columns_to_width, wrapped_header

GAUNTLET = "official"  # the opponent combo's data for the 13 official books
FILE_KEY = "file:"  # a book read from a file: "file:<path>"
COLUMNS = 10
PARALLEL_FROM = 100  # games in all from which they are played on every core


class MatchupWindow(MatchupWindowParts, Retranslates, FitsOnFirstShow, QDialog):
    """Non-modal; the main window opens it for its current book."""

    def __init__(self, library, spellbook, parent=None, store=None):
        super().__init__(parent)
        self.library, self.book, self.store = library, spellbook, store
        self.files: dict[str, object] = {}  # combo key -> Spellbook read from a file
        self.saved_labels: dict[int, str] = {}  # saved book id -> its name, with when it was saved if two share it
        self.workers = os.cpu_count() or 1  # processes that play the games (tests: 1, in the thread)
        self.rows: list[tuple[Matchup, dict]] = []  # (matchup, summarise()) per opponent, best score first
        self.cancelled = False
        self._status = None  # the status line's text, as a function of the language of the moment
        self.runner = SimRunner(self)
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.runner.stop_with(self)
        self._build()
        self.runner.bind(self.run_button, self.cancel_button, self.progress)
        self.retranslate_ui()

    # -- layout ----------------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self.a_label = QLabel(self)
        self.a_label.setWordWrap(True)
        outer.addWidget(self.a_label)
        grid = QGridLayout()
        self.opponent_label, self.games_label, self.seed_label, self.policy_label = (QLabel(self) for _ in range(4))
        self.opponent_combo = QComboBox(self)
        self.opponent_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.opponent_combo.setMinimumContentsLength(24)
        self.file_button = QPushButton(self)
        self.file_button.clicked.connect(self._pick_file)
        self.games_spin = self._spin(1, 100_000, 200)
        self.seed_spin = self._spin(0, 2_000_000_000, 1)
        self.policy_combo = QComboBox(self)
        for name in ("planner", "greedy"):
            self.policy_combo.addItem("", name)
        self.run_button, self.cancel_button = QPushButton(self), QPushButton(self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.progress = QProgressBar(self)
        for label, widget in ((self.opponent_label, self.opponent_combo), (self.games_label, self.games_spin),
                              (self.seed_label, self.seed_spin), (self.policy_label, self.policy_combo)):
            label.setBuddy(widget)
        grid.addWidget(self.opponent_label, 0, 0)
        grid.addWidget(self.opponent_combo, 0, 1, 1, 3)
        grid.addWidget(self.file_button, 0, 4)
        row = QHBoxLayout()
        for label, widget in ((self.games_label, self.games_spin), (self.seed_label, self.seed_spin),
                              (self.policy_label, self.policy_combo)):
            row.addWidget(label)
            row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        self.table_button = QPushButton(self)  # every pair of a set of books: matchup_table.py
        self.table_button.clicked.connect(self.open_table)
        row.addWidget(self.table_button)
        grid.addLayout(row, 1, 0, 1, 5)
        self._add_status_row(grid, 2)
        outer.addLayout(grid)

        self.heat_map = HeatMap(self)
        self.heat_map.row_clicked.connect(self.show_row)
        heat_scroll = QScrollArea(self)  # 13 rows fit at 728 px; a longer folder scrolls
        heat_scroll.setWidgetResizable(True)
        heat_scroll.setWidget(self.heat_map)
        self.heat_title = QLabel(self)
        self.heat_title.setWordWrap(True)
        left = QWidget(self)
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addWidget(self.heat_title)
        left_box.addWidget(heat_scroll, 1)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)  # one line a row; the whole text is each cell's tooltip
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)  # 13 rows in view
        self.table.cellClicked.connect(lambda row, _column: self.show_row(row))
        self._rewrap = wrapped_header(self.table, self.column_titles, self._name_column_width)
        self.details = QPlainTextEdit(self)  # the chosen opponent's report and a sample game
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        right = self.right_split = QSplitter(Qt.Vertical, self)
        right.addWidget(self.table)
        right.addWidget(self.details)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 1)
        split = QSplitter(Qt.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 2)
        split.setSizes([400, 800])
        outer.addWidget(split, 1)

    def _spin(self, lo: int, hi: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(lo, hi)
        spin.setValue(value)
        return spin

    def column_titles(self) -> list[str]:
        return [self.tr("Opponent"), self.tr("Games"), self.tr("Score"), self.tr("95 % interval"),
                self.tr("Wins – losses – draws"), self.tr("Mean rounds"), self.tr("Mage destroyed"),
                self.tr("Out of rounds"), self.tr("Cards cast per game (A / B)"), self.tr("Not simulated (A / B)")]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Matchup: {book}").format(book=self.book.name or self.tr("(untitled)")))
        mage = self._mage_name(self.book.mage) if self.book.mage else self.tr("no mage")
        name = self.book.name or self.tr("(untitled)")
        self.a_label.setText(self.tr("A: {book}, the book as it is in the editor").format(
            book=name if name == mage else f"{name} ({mage})"))
        self.opponent_label.setText(self.tr("&Opponent (B):"))
        self.file_button.setText(self.tr("&File…"))
        self.games_label.setText(self.tr("&Games per opponent:"))
        self.seed_label.setText(self.tr("S&eed:"))
        self.policy_label.setText(self.tr("&Player:"))
        self.policy_combo.setItemText(0, self.tr("Planner (the goldfish planner's priorities)"))
        self.policy_combo.setItemText(1, self.tr("Greedy (fixed order, starts faster)"))
        self.run_button.setText(self.tr("&Run"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.table_button.setText(self.tr("&Table of every pair…"))
        self.table_button.setToolTip(self.tr("Every pair of the official books or of a folder's books, "
                                             "as a heat map"))
        self.heat_title.setText(self.tr("A's score against each opponent (red: lost, green: won; "
                                        "the dark bar: the 95 % interval). Click a row for its games."))
        self._fill_opponents()
        if self._status is not None:
            self.status_label.setText(self._status())
        fit_columns_to_width(self.table, self.column_titles(), self._name_column_width())
        if self.rows:
            shown = self.heat_map.selected
            self._show_rows()
            self.show_row(shown)  # its report and game in the new language

    def _fill_opponents(self) -> None:
        keep = self.opponent_combo.currentData()
        self.opponent_combo.blockSignals(True)
        self.opponent_combo.clear()
        self.opponent_combo.addItem(self.tr("The official gauntlet (the 13 official books)"), GAUNTLET)
        saved = self.store.books() if self.store is not None else []
        # two saved books of one name are told apart by when each was saved, as in the Versions panel
        self.saved_labels = {b.id: label for b, label in zip(saved, book_choices(saved))}
        for b in saved:
            text = self.saved_labels[b.id] + (f" ({self._mage_name(b.mage)})" if b.mage else "")
            self.opponent_combo.addItem(text, b.id)
            self.opponent_combo.setItemData(self.opponent_combo.count() - 1, text, Qt.ToolTipRole)
        for key, book in self.files.items():
            self.opponent_combo.addItem(f"{book.name} — {key[len(FILE_KEY):]}", key)
        self.opponent_combo.setCurrentIndex(max(0, self.opponent_combo.findData(keep) if keep is not None else 0))
        self.opponent_combo.blockSignals(False)

    def open_table(self):
        """The table of every pair (its own window: it does not need the open book)."""
        from spellforge.ui.playtest.matchup_table import MatchupTableWindow

        window = MatchupTableWindow(self.library, parent=self)
        window.setAttribute(Qt.WA_DeleteOnClose)
        window.workers = self.workers
        window.show()
        return window

    # -- choosing B ------------------------------------------------------------------------------

    @Slot()
    def _pick_file(self) -> None:
        from spellforge.ui.widgets.spellbook_file import pick_spellbook_file

        path = pick_spellbook_file(self, self.tr("Opponent's spellbook file"))
        if path:
            problem = self.add_file(path)
            if problem:
                self._say(lambda: problem)

    def add_file(self, path: str) -> str | None:
        """Read a spellbook file and choose it as B; the reader's message (file and line) when it cannot."""
        from spellforge.ui.widgets.spellbook_file import read_spellbook_file

        book, problem = read_spellbook_file(path, self.library)
        if book is None:
            return problem
        if not book.name:
            from pathlib import Path

            book.name = Path(path).stem
        key = FILE_KEY + str(path)
        self.files[key] = book
        self._fill_opponents()
        self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(key))
        return None

    def choose(self, data) -> None:
        """Choose B by its combo data: GAUNTLET, a saved book's id or "file:<path>"."""
        self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(data))

    def opponents(self) -> list[tuple[str, object]]:
        """(label, Spellbook) of the chosen B (read in the GUI thread: a saved book from the store)."""
        key = self.opponent_combo.currentData()
        if key == GAUNTLET:
            return official_books(self.library)
        if isinstance(key, str) and key.startswith(FILE_KEY):
            return [(self.files[key].name, self.files[key])]
        book = self.store.load(key) if self.store is not None and key is not None else None
        return [(self.saved_labels.get(key, book.name), book)] if book is not None else []

    # -- running ---------------------------------------------------------------------------------

    def run(self) -> bool:
        """Start the games; False (and the reason in the status line) when they cannot start."""
        if self.runner.busy:
            return False
        import copy

        from spellforge.library.user.store import UserDataError
        from spellforge.ui.user_data_text import said

        try:
            opponents = self.opponents()
        except UserDataError as exc:  # a saved book damaged in the store: named, never a traceback
            self._say(lambda e=exc: said(e))  # `exc` is gone after the block: said again on a language switch
            return False
        # copies, read in this thread: the editor may change the open book while the games run
        books = [(label, copy.deepcopy(book)) for label, book in
                 [(self.book.name or self.tr("(untitled)"), self.book), *opponents]]
        for label, book in books:
            if not book.mage or self.library.mage(book.mage) is None:
                self._say(lambda: self.tr("{book}: the book names no mage the library knows, "
                                          "so it cannot play.").format(book=label))
                return False
        if len(books) < 2:
            if isinstance(self.opponent_combo.currentData(), int):  # a saved book, deleted since it was listed
                name = self.opponent_combo.currentText()
                self._fill_opponents()  # gone from the list too
                self._say(lambda: self.tr("{book}: this saved book was deleted; choose another opponent.").format(
                    book=name))
            else:
                self._say(lambda: self.tr("Choose an opponent."))
            return False
        games, seed, policy = self.games_spin.value(), self.seed_spin.value(), self.policy_combo.currentData()
        # one pool for every opponent: below PARALLEL_FROM games in all, starting it costs more than it saves
        workers = self.workers if games * (len(books) - 1) >= PARALLEL_FROM else 1
        library = self.library
        total = len(books) + games * (len(books) - 1)  # a step per book compiled, one per game
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self._say(lambda: self.tr("Preparing %n book(s)…", "", len(books)))

        def work(tick) -> dict:
            specs, played, state = [], [], {"stopped": False}
            for i, (label, book) in enumerate(books):  # the planner's search: seconds a book, cached after
                try:  # Cancel stops the search too (after a candidate plan's rollouts)
                    specs.append(side_spec(label, book, library, library.mage(book.mage), policy,
                                           progress=lambda _done, i=i: tick(i)))
                except SearchCancelled:
                    return {"played": played, "stopped": True, "games": games, "total": total}
                if not tick(i + 1):
                    return {"played": played, "stopped": True, "games": games, "total": total}

            def step(done: int) -> bool:
                state["stopped"] = state["stopped"] or not tick(len(books) + done)
                return not state["stopped"]

            # one pool of processes for the whole gauntlet (a pool an opponent cost more than it saved)
            matchups = [Matchup(specs[0], b, seed) for b in specs[1:]]
            runs = play_matchups(matchups, games, workers, step, mp_context="spawn")
            played.extend(zip(matchups, runs))
            return {"played": played, "stopped": state["stopped"], "games": games, "total": total}

        self.rows = []
        self._show_rows()
        return self.runner.start(work)

    @Slot(object)
    def _done(self, outcome: dict) -> None:
        rows = [(m, summarise(m, results)) for m, results in outcome["played"] if results]
        rows.sort(key=lambda mr: (-mr[1]["a_score"], mr[1]["b"]))
        self.rows = rows
        self.cancelled = outcome["stopped"]
        played = sum(r["games"] for _, r in rows)
        if self.cancelled:
            self._say(lambda: self.tr("Cancelled after %n game(s): the table shows the games played "
                                      "(an opponent with fewer games than asked was cut short).", "", played))
        else:
            self._say(lambda: self.tr("%n game(s) played.", "", played))
        self._show_rows()
        if rows:
            self.show_row(0)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._say(lambda: self.tr("The games stopped: {error}").format(error=message))

    # -- results ---------------------------------------------------------------------------------

    def _pct(self, x: float) -> str:
        return numbers.decimal(100 * x, ui_language(), 1) + " %"

    def _interval(self, lo: float, hi: float) -> str:
        """The 95 % interval in whole per cents (72–100 %): the table's and the heat map's width."""
        lang = ui_language()
        return f"{numbers.decimal(100 * lo, lang, 0)}–{numbers.decimal(100 * hi, lang, 0)} %"

    def _opponent_name(self, r: dict) -> str:
        """The book's whole name: its name, and its mage's in the window's language when that says more."""
        mage = self._mage_name(r["b_mage"])
        return mage if r["b"] in (mage, r["b_mage"]) else f"{r['b']} ({mage})"

    def _short_names(self) -> list[str]:
        """Each row's name in the heat map and the table: with several opponents of different mages
        (the official gauntlet) the mage's name in the window's language, else the whole name."""
        mages = [r["b_mage"] for _m, r in self.rows]
        if len(mages) > 1 and len(set(mages)) == len(mages):
            return [self._mage_name(mage) for mage in mages]
        return [self._opponent_name(r) for _m, r in self.rows]

    def _name_column_width(self) -> int:
        """The table's first column: as wide as the longest name shown (fit_columns_to_width caps it)."""
        metrics = self.table.fontMetrics()
        return max([metrics.horizontalAdvance(self.column_titles()[0])]
                   + [metrics.horizontalAdvance(n) for n in self._short_names()]) + 16

    def _show_rows(self) -> None:
        lang = ui_language()
        self.table.setRowCount(len(self.rows))
        heat = []
        short = self._short_names()
        for i, (_m, r) in enumerate(self.rows):
            lo, hi = r["a_score_interval"]
            cells = [short[i], str(r["games"]), self._pct(r["a_score"]),
                     self._interval(lo, hi), f"{r['a_wins']} – {r['b_wins']} – {r['draws']}",
                     numbers.decimal(r["mean_rounds"], lang, 1), str(r["how"].get("mage_killed", 0)),
                     str(r["how"].get("timeout", 0)),
                     f"{numbers.decimal(cast_per_game(r, 'a'), lang, 1)} / {numbers.decimal(cast_per_game(r, 'b'), lang, 1)}",
                     f"{not_simulated_copies(r, 'a')} / {not_simulated_copies(r, 'b')}"]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(self._opponent_name(r) if column == 0 else text)
                if column:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(i, column, item)
            heat.append((short[i], r["a_score"], (lo, hi),
                         f"{self._pct(r['a_score'])}   ({self._interval(lo, hi)})", self._opponent_name(r)))
        self.heat_map.set_rows(heat)
        fit_columns_to_width(self.table, self.column_titles(), self._name_column_width())
        if self.rows:  # the table as tall as its rows (up to two thirds), the report and the game below
            total = sum(self.right_split.sizes())
            wanted = (self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
                      + sum(self.table.rowHeight(i) for i in range(self.table.rowCount())))
            self.right_split.setSizes([min(wanted, 2 * total // 3), total - min(wanted, 2 * total // 3)])
        if not self.rows:
            self.details.clear()

    @Slot(int)
    def show_row(self, row: int) -> None:
        """The opponent's report and its first game (A in the first corner, A's Initiative in round 1
        when the seed says so) turn by turn, in the window's language."""
        if not 0 <= row < len(self.rows):
            return
        m, r = self.rows[row]
        self.heat_map.select(row)
        self.table.selectRow(row)
        lang = ui_language()
        game, swapped = game_of(m, 0, record_events=True)
        rec = game.run()
        events = matchup_text.log_events(rec.events, swapped)
        readable = dict(r, log_lines=matchup_text.log_lines(events, r, lang, self.library))
        self.details.setPlainText(matchup_text.report(readable, lang, self.library, official_names()))
        self.shown_log = readable["log_lines"]
        found = self.details.document().find(self.shown_log[0]) if self.shown_log else None
        if found is not None and not found.isNull():  # the game at the top: the not-simulated lists come before it
            self.details.verticalScrollBar().setValue(max(0, found.blockNumber() - 1))


def cast_per_game(r: dict, side: str) -> float:
    """All the cards one side cast, per game."""
    return round(sum(v["per_game"] for v in r[f"{side}_cast"].values()), 3)


def not_simulated_copies(r: dict, side: str) -> int:
    return sum(ns["copies"] for ns in r["not_simulated"][side])
