"""The matchup table (Tools ▸ Matchup ▸ Table of every pair…): every pair of a set of books (the 13
official books, or the spellbook files of a folder the player picks) plays the same seeded games,
shown as a heat map with rows A and columns B (pair_grid.py), the cell A's score.

Only one triangle is played: B against A is the same games seen from B (sim/matchup/table.py), so
the games per pair are even. The books are compiled and the games played in a worker thread
(SimRunner: progress over the whole table, Cancel keeps the pairs played in full); from
PARALLEL_FROM games in all they go to one pool of processes started by "spawn" (never fork from a
Qt program), shared by every pair.
A click on a cell shows that pair's report and its first game turn by turn, the same text as
`spellforge matchup A B --log`, in the window's language.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from spellforge.formats.templates import official_books, official_names
from spellforge.i18n import numbers
from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.batch import game_of, side_spec
from spellforge.sim.matchup.table import pairs, play_table
from spellforge.sim.policy.planner import SearchCancelled
from spellforge.ui.playtest.log import ui_language
from spellforge.ui.playtest.matchup_common import MatchupWindowParts
from spellforge.ui.playtest.pair_grid import PairGrid
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.window.screen_fit import FitsOnFirstShow
from spellforge.ui.widgets.sim_runner import SimRunner

OFFICIAL = "official"  # the books combo's data for the 13 official books; a folder's is its path
PARALLEL_FROM = 100  # games in the whole table from which they are played on every core
BOOK_SUFFIXES = {".o8d", ".txt", ".json", ".bbcode", ".xml", ".text", ".md"}  # as `matchup --table DIR`


class MatchupTableWindow(MatchupWindowParts, Retranslates, FitsOnFirstShow, QDialog):
    """Non-modal; the Matchup window opens it."""

    def __init__(self, library, parent=None):
        super().__init__(parent)
        self.library = library
        self.folders: list[str] = []
        self.workers = os.cpu_count() or 1  # processes that play the games (tests: 1, in the thread)
        self.chunk: int | None = None  # games between two looks at Cancel (None: the engine's CHUNK)
        self.books: list[tuple[str, object]] = []  # (label, Spellbook) of the table being shown
        self.cells: dict = {}  # (row, column) -> (Matchup, summarise()) for the pairs played
        self.cancelled = False
        self.shown_log: list[str] = []
        self.selected: tuple[int, int] | None = None
        self.skipped = ""  # the files of the folder that could not play, one message a line
        self._status = None  # the status line's text as a function of the language of the moment
        self.runner = SimRunner(self)
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.runner.stop_with(self)
        self._build()
        # the books of a running table stay chosen: a change would not be played, and the grid would not match it
        self.runner.bind(self.run_button, self.cancel_button, self.progress,
                         locked=(self.books_combo, self.folder_button))
        self.retranslate_ui()
        self.books_combo.currentIndexChanged.connect(self.preview)
        self.preview()

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        grid = QGridLayout()
        self.books_label, self.games_label, self.seed_label, self.policy_label = (QLabel(self) for _ in range(4))
        self.books_combo = QComboBox(self)
        self.books_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.books_combo.setMinimumContentsLength(24)
        self.folder_button = QPushButton(self)
        self.folder_button.clicked.connect(self._pick_folder)
        self.games_spin = QSpinBox(self)  # even: a pair's games are mirrored two by two
        self.games_spin.setRange(2, 100_000)
        self.games_spin.setSingleStep(2)
        self.games_spin.setValue(PARALLEL_FROM)
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(1)
        self.policy_combo = QComboBox(self)
        for name in ("planner", "greedy"):
            self.policy_combo.addItem("", name)
        self.run_button, self.cancel_button = QPushButton(self), QPushButton(self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.progress = QProgressBar(self)
        grid.addWidget(self.books_label, 0, 0)
        grid.addWidget(self.books_combo, 0, 1, 1, 3)
        grid.addWidget(self.folder_button, 0, 4)
        row = QHBoxLayout()
        for label, widget in ((self.books_label, self.books_combo), (self.games_label, self.games_spin),
                              (self.seed_label, self.seed_spin), (self.policy_label, self.policy_combo)):
            label.setBuddy(widget)
            if widget is not self.books_combo:
                row.addWidget(label)
                row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        grid.addLayout(row, 1, 0, 1, 5)
        self._add_status_row(grid, 2)
        outer.addLayout(grid)

        self.grid_title = QLabel(self)
        self.grid_title.setWordWrap(True)
        self.grid = PairGrid(self)
        self.grid.cellClicked.connect(self.show_cell)
        left = QWidget(self)
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.grid_title)
        box.addWidget(self.grid, 1)
        self.details = QPlainTextEdit(self)  # the chosen pair's report and its first game
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        split = self.split = QSplitter(Qt.Horizontal, self)
        split.addWidget(left)
        split.addWidget(self.details)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        outer.addWidget(split, 1)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Matchup table: every pair of books"))
        self.books_label.setText(self.tr("&Books:"))
        self.folder_button.setText(self.tr("&Folder…"))
        self.games_label.setText(self.tr("&Games per pair:"))
        self.games_spin.setToolTip(self.tr("An even number: B against A is the same games as A against B, "
                                           "seen from B, so each pair is played once."))
        self.seed_label.setText(self.tr("S&eed:"))
        self.policy_label.setText(self.tr("&Player:"))
        self.policy_combo.setItemText(0, self.tr("Planner (the goldfish planner's priorities)"))
        self.policy_combo.setItemText(1, self.tr("Greedy (fixed order, starts faster)"))
        self.run_button.setText(self.tr("&Run"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.grid_title.setText(self.tr("The row's book (A) against the column's (B): A's score, red lost, "
                                        "green won. Point at a cell for its interval, click it for its games."))
        self._fill_books()
        if self._status is not None:
            self.status_label.setText(self._status())
        if self.books:
            self._show_cells()
            if self.selected is not None:
                self.show_cell(*self.selected)

    def _fill_books(self) -> None:
        keep = self.books_combo.currentData()
        self.books_combo.blockSignals(True)
        self.books_combo.clear()
        self.books_combo.addItem(self.tr("The 13 official books"), OFFICIAL)
        for folder in self.folders:
            self.books_combo.addItem(self.tr("The books of {folder}").format(folder=folder), folder)
        self.books_combo.setCurrentIndex(max(0, self.books_combo.findData(keep) if keep is not None else 0))
        self.books_combo.blockSignals(False)

    # -- choosing the books ----------------------------------------------------------------------

    @Slot()
    def _pick_folder(self) -> None:
        from PySide6.QtCore import QStandardPaths
        from PySide6.QtWidgets import QFileDialog

        start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        folder = QFileDialog.getExistingDirectory(self, self.tr("A folder of spellbook files"), start)
        if folder:
            self.choose_folder(folder)

    def choose_folder(self, folder: str) -> None:
        if self.runner.busy:  # the running table's books stay chosen (see bind)
            return
        if folder not in self.folders:
            self.folders.append(folder)
            self._fill_books()
        self.books_combo.setCurrentIndex(self.books_combo.findData(folder))

    def chosen_books(self) -> tuple[list[tuple[str, object]], list[str]]:
        """(label, Spellbook) of the chosen set, and a message for each file that could not be read
        (the reader's, naming file and line) or whose mage the library does not know."""
        key = self.books_combo.currentData()
        if key == OFFICIAL:
            return official_books(self.library), []
        from spellforge.formats import ReadError, read_spellbook
        from spellforge.ui.books.import_warnings import translate_read_error

        books, problems = [], []
        folder = Path(key)
        try:
            files = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in BOOK_SUFFIXES) \
                if folder.is_dir() else []
        except OSError as exc:  # unreadable (permissions, a share gone): said, never a traceback in a slot
            return [], [f"{key}: {exc.strerror or exc}"]
        for path in files:
            try:
                book = read_spellbook(path, self.library).book
            except ReadError as exc:  # in the window's language, naming the file and line
                problems.append(translate_read_error(exc))
                continue
            except (OSError, UnicodeError, ValueError) as exc:
                problems.append(f"{path}: {exc}")
                continue
            if not book.mage or self.library.mage(book.mage) is None:
                problems.append(self.tr("{path}: the book names no mage the library knows").format(path=path))
                continue
            books.append((book.name or path.stem, book))
        if not folder.is_dir():
            problems.append(self.tr("{path}: not a folder").format(path=key))
        return books, problems

    @Slot()
    def preview(self) -> None:
        """The chosen books' empty table (and the files that cannot play) before a run."""
        if self.runner.busy:
            return
        books, problems = self.chosen_books()
        self.books, self.cells, self.selected, self.skipped = books, {}, None, "\n".join(problems)
        self._show_cells()
        self.details.clear()
        if problems:
            self._say(lambda: self.skipped)
        elif self._status is not None:
            self._say(lambda: "")

    # -- running ---------------------------------------------------------------------------------

    def run(self) -> bool:
        """Start the table; False (and the reason in the status line) when it cannot start."""
        if self.runner.busy:
            return False
        books, problems = self.chosen_books()
        skipped = "\n".join(problems)
        if len(books) < 2:
            self._say(lambda: "\n".join(filter(None, [self.tr("The table needs at least two books that can play."),
                                                      skipped])))
            return False
        games = self.games_spin.value() + self.games_spin.value() % 2
        seed, policy, library = self.seed_spin.value(), self.policy_combo.currentData(), self.library
        # one pool for the whole table: below PARALLEL_FROM games in all, starting it costs more than it saves
        workers = self.workers if games * len(pairs(len(books))) >= PARALLEL_FROM else 1
        chunk = self.chunk
        total = len(books) + games * len(pairs(len(books)))  # a step per book compiled, one per game
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.books, self.cells, self.selected, self.skipped = books, {}, None, skipped
        self._show_cells()
        self.details.clear()
        self._say(lambda: "\n".join(filter(None, [self.tr("Preparing %n book(s)…", "", len(books)), skipped])))

        def work(tick) -> dict:
            specs = []
            for i, (label, book) in enumerate(books):  # the planner's search: seconds a book, cached after
                try:  # Cancel stops the search too (after a candidate plan's rollouts)
                    specs.append(side_spec(label, book, library, library.mage(book.mage), policy,
                                           progress=lambda _done, i=i: tick(i)))
                except SearchCancelled:
                    return {"cells": {}, "stopped": True}
                if not tick(i + 1):
                    return {"cells": {}, "stopped": True}
            state = {"stopped": False}

            def step(done: int) -> bool:
                state["stopped"] = state["stopped"] or not tick(len(books) + done)
                return not state["stopped"]

            cells = play_table(specs, games, seed, workers=workers, progress=step, mp_context="spawn", chunk=chunk)
            return {"cells": cells, "stopped": state["stopped"]}

        return self.runner.start(work)

    @Slot(object)
    def _done(self, outcome: dict) -> None:
        self.cells = outcome["cells"]
        self.cancelled = outcome["stopped"]
        played, every = len(self.cells) // 2, len(pairs(len(self.books)))
        skipped = self.skipped
        if self.cancelled:
            self._say(lambda: "\n".join(filter(None, [self.tr("Cancelled: %n pair(s) of {total} played in full; "
                                                              "the others stay empty.", "", played).format(total=every),
                                                      skipped])))
        else:
            self._say(lambda: "\n".join(filter(None, [self.tr("%n pair(s) played.", "", played), skipped])))
        self._show_cells()
        if self.cells:
            self.show_cell(*min(self.cells))

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._say(lambda: self.tr("The games stopped: {error}").format(error=message))

    # -- results ---------------------------------------------------------------------------------

    def names(self) -> tuple[list[str], list[str]]:
        """Each book's title (its mage's name in the window's language when every book has a
        different mage, else the book's name) and its whole name for the tooltip."""
        mages = [book.mage for _, book in self.books]
        distinct = len(set(mages)) == len(mages)
        short, full = [], []
        for label, book in self.books:
            mage = self._mage_name(book.mage)
            short.append(mage if distinct else label)
            full.append(mage if label in (mage, book.mage) else f"{label} ({mage})")
        return short, full

    def _pct(self, x: float) -> str:
        return numbers.decimal(100 * x, ui_language(), 0) + " %"

    def cell_text(self, r: dict, a: str, b: str) -> tuple[str, str]:
        """A cell's figure and its tooltip (`a`, `b`: the books' names as the window shows them)."""
        lo, hi = r["a_score_interval"]
        lang = ui_language()
        tip = self.tr("{a} against {b}: A's score {score} (95 % interval {lo}–{hi} %), wins – losses – draws "
                      "{w} – {l} – {d}, %n game(s)", "", r["games"]).format(
            a=a, b=b, score=numbers.decimal(100 * r["a_score"], lang, 1) + " %",
            lo=numbers.decimal(100 * lo, lang, 0), hi=numbers.decimal(100 * hi, lang, 0),
            w=r["a_wins"], l=r["b_wins"], d=r["draws"])
        return self._pct(r["a_score"]), tip

    def _show_cells(self) -> None:
        short, full = self.names()
        self.grid.set_books(short, full, self.tr("A book does not play itself."))
        for (i, j), (_m, r) in self.cells.items():
            text, tip = self.cell_text(r, full[i], full[j])
            self.grid.set_cell(i, j, r["a_score"], text, tip)
        if self.books:  # the grid as wide as its columns, the report the rest
            total = sum(self.split.sizes()) or self.width()
            left = min(self.grid.wanted_width(), 2 * total // 3)
            self.split.setSizes([left, max(1, total - left)])

    @Slot(int, int)
    def show_cell(self, row: int, column: int) -> None:
        """The pair's report and its first game (the row's book A) turn by turn, in the window's language."""
        if (row, column) not in self.cells:
            return
        m, r = self.cells[(row, column)]
        self.selected = (row, column)
        self.grid.choose(row, column)
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
