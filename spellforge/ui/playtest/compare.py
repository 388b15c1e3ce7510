"""The playtest window's Compare tab: two builds side by side on the same game seeds (A/B).

Each side is the open book (as in the editor) or a saved book, and either its current state or one
of its saved versions. Both are played by the matchup engine against the window's target set-up as
a side (sim/report/matchup_goldfish.py: the planner's plan of each book searched on its rollouts,
then spellforge.sim.report.compare's paired test on common game seeds), in a worker thread with
progress and Cancel, plan searches included; the tab shows both results, their distributions in one
chart each, the difference with its 95 % interval and p-value, and the verdict in the UI language:
the same comparison as `spellforge goldfish A B --engine matchup` with the window's options.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spellforge.sim.policy.planner import SEARCH_STEPS
from spellforge.sim.report.compare import ComparisonCancelled, verdict_text
from spellforge.ui.widgets.charts import BarChart, ChartData
from spellforge.ui.playtest.log import ui_language
from spellforge.ui.widgets.sim_runner import SimRunner

OPEN_BOOK = -1  # the book of the playtest window, as it is in the editor now
CURRENT = 0  # a book's current state (versions are numbered from 1)
FILE_KEY = "file:"  # prefix of a book read from a file (combo data "file:<path>")


class SidePicker(QGroupBox):
    """One side of the comparison: which book, and which of its versions."""

    changed = Signal()
    file_failed = Signal(str)

    def __init__(self, library, store, open_book_id: int | None, parent=None):
        super().__init__(parent)
        self.library = library
        self.store, self.open_book_id = store, open_book_id
        self.files: dict[str, object] = {}  # combo key -> Spellbook read from a file
        self.book_combo = QComboBox(self)
        self.file_button = QPushButton(self)
        self.file_button.clicked.connect(self._pick_file)
        self.version_combo = QComboBox(self)
        self.book_label, self.version_label = QLabel(self), QLabel(self)
        self.book_label.setBuddy(self.book_combo)
        self.version_label.setBuddy(self.version_combo)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextSelectableByMouse)
        grid = QGridLayout(self)
        grid.addWidget(self.book_label, 0, 0)
        grid.addWidget(self.book_combo, 0, 1)
        grid.addWidget(self.file_button, 0, 2)
        grid.addWidget(self.version_label, 1, 0)
        grid.addWidget(self.version_combo, 1, 1)
        grid.addWidget(self.summary, 2, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        self.book_combo.currentIndexChanged.connect(self._book_changed)
        self.version_combo.currentIndexChanged.connect(lambda _i: self.changed.emit())

    def fill(self, this_book: str, current: str, version_text) -> None:
        """(Re)fill both lists, keeping the choice; `version_text(v)` labels a saved version."""
        keep_book, keep_version = self.book_combo.currentData(), self.version_combo.currentData()
        self.book_combo.blockSignals(True)
        self.book_combo.clear()
        self.book_combo.addItem(this_book, OPEN_BOOK)
        for b in (self.store.books() if self.store is not None else []):
            self.book_combo.addItem(b.name + (f" ({self._mage_name(b.mage)})" if b.mage else ""), b.id)
        for key, book in self.files.items():
            self.book_combo.addItem(f"{book.name} — {key[len(FILE_KEY):]}", key)
        index = self.book_combo.findData(keep_book) if keep_book is not None else 0
        self.book_combo.setCurrentIndex(max(0, index))
        self.book_combo.blockSignals(False)
        self._current_text, self._version_text = current, version_text
        self._fill_versions(keep_version)

    def _mage_name(self, name: str) -> str:
        """The mage as the window's language names it («Волшебник», not "Wizard")."""
        mage = self.library.mage(name)
        return mage.display_name(ui_language()) if mage else name

    def _history_id(self) -> int | None:
        key = self.book_combo.currentData()
        if isinstance(key, str):  # a file has no saved versions
            return None
        return self.open_book_id if key == OPEN_BOOK else key

    @Slot()
    def _pick_file(self) -> None:
        from spellforge.ui.widgets.spellbook_file import pick_spellbook_file

        path = pick_spellbook_file(self, self.tr("Compare with a spellbook file"))
        if path:
            problem = self.add_file(path)
            if problem:
                self.file_failed.emit(problem)

    def add_file(self, path: str) -> str | None:
        """Read a spellbook file and choose it; the reader's message (file and line) when it cannot."""
        from spellforge.ui.widgets.spellbook_file import read_spellbook_file

        book, problem = read_spellbook_file(path, self.library)
        if book is None:
            return problem
        key = FILE_KEY + str(path)
        self.files[key] = book
        self.book_combo.addItem(f"{book.name} — {path}", key)
        self.book_combo.setCurrentIndex(self.book_combo.count() - 1)
        return None

    def versions(self) -> list:
        from spellforge.library.user.versions import VersionStore

        book_id = self._history_id()
        if self.store is None or book_id is None:
            return []
        return VersionStore(self.store.store).versions(book_id)

    def _fill_versions(self, keep=None) -> None:
        self.version_combo.blockSignals(True)
        self.version_combo.clear()
        self.version_combo.addItem(self._current_text, CURRENT)
        for v in reversed(self.versions()):  # newest first, as the Versions panel
            self.version_combo.addItem(self._version_text(v), v.version)
        index = self.version_combo.findData(keep) if keep is not None else 0
        self.version_combo.setCurrentIndex(max(0, index))
        self.version_combo.blockSignals(False)

    @Slot()
    def _book_changed(self) -> None:
        self._fill_versions()
        self.changed.emit()

    def choose(self, book_key: int, version: int = CURRENT) -> None:
        self.book_combo.setCurrentIndex(max(0, self.book_combo.findData(book_key)))
        self.version_combo.setCurrentIndex(max(0, self.version_combo.findData(version)))

    def load(self, open_book):
        """The chosen Spellbook, or None when a saved book or version is gone."""
        from spellforge.library.user.versions import VersionStore

        key, version = self.book_combo.currentData(), self.version_combo.currentData()
        if version not in (None, CURRENT):
            return VersionStore(self.store.store).load(self._history_id(), version)
        if key == OPEN_BOOK or key is None:
            return open_book
        if isinstance(key, str):
            return self.files.get(key)
        return self.store.load(key)


class CompareTab(QWidget):
    """A/B of two builds; reads the seed, target and round limit from the playtest window."""

    def __init__(self, window, store=None, book_id: int | None = None):
        super().__init__(window)
        self.window = window
        self.store, self.book_id = store, book_id
        self.runner = SimRunner(self)  # the paired games run in a worker thread
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.last_result: dict | None = None
        self.labels_ab: tuple[str, str] = ("A", "B")
        lay = QVBoxLayout(self)
        sides = QHBoxLayout()
        self.side_a = SidePicker(window.library, store, book_id, self)
        self.side_b = SidePicker(window.library, store, book_id, self)
        for side in (self.side_a, self.side_b):
            side.file_failed.connect(self.verdict_label_text)
            side.changed.connect(self._choice_changed)
        sides.addWidget(self.side_a, 1)
        sides.addWidget(self.side_b, 1)
        lay.addLayout(sides)
        self.games_spin = window._spin(2, 1_000_000, 1000)
        row = self.runner.run_row(self, self.games_spin, self.run_compare, self.cancel)
        _, self.games_label, self.run_button, self.cancel_button, self.progress = row
        lay.addLayout(row.layout)
        self.verdict_label = QLabel(self)
        self.verdict_label.setObjectName("compareVerdict")
        self.verdict_label.setWordWrap(True)
        font = self.verdict_label.font()
        font.setBold(True)
        self.verdict_label.setFont(font)
        self.verdict_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.stats_label = QLabel(self)
        self.stats_label.setWordWrap(True)
        lay.addWidget(self.verdict_label)
        lay.addWidget(self.stats_label)
        charts = QHBoxLayout()
        self.kill_chart = BarChart(self)
        self.damage_chart = BarChart(self)
        for v in (self.kill_chart, self.damage_chart):
            v.setMinimumHeight(180)
            charts.addWidget(v, 1)
        lay.addLayout(charts, 1)
        self.retranslate_ui()
        self.choose_default()

    def choose_default(self) -> int | None:
        """A: the last saved version that differs from the book (the newest one is often the book
        itself: versions coalesce per minute of editing); B: the book as in the editor. Without
        such a version both sides are the book, and the verdict line says so."""
        version = None
        if self.store is not None and self.book_id is not None and self.side_a.versions():
            from spellforge.library.user.versions import VersionStore

            version = VersionStore(self.store.store).last_differing(self.book_id, self.window.book)
        self.side_a.choose(OPEN_BOOK, CURRENT if version is None else version)
        self.no_version = version is None
        if self.no_version and self.last_result is None:
            self.verdict_label.setText(self._no_version_text())
        return version

    def _no_version_text(self) -> str:
        return self.tr("No saved version differs from this book yet: both sides are the book as it is now. Pick "
                       "another book or a file for B, or edit the book and compare later.")

    # -- translation ---------------------------------------------------------------------------
    def _version_text(self, v) -> str:
        when = datetime.fromtimestamp(v.saved_at).strftime("%Y-%m-%d %H:%M")  # as the Versions panel
        if v.points_used is None:
            return self.tr("Version {n} · {when}").format(n=v.version, when=when)
        return self.tr("Version {n} · {when} · {points} points").format(n=v.version, when=when, points=v.points_used)

    def retranslate_ui(self) -> None:
        for side, letter in ((self.side_a, "A"), (self.side_b, "B")):
            side.setTitle(self.tr("Build {letter}").format(letter=letter))
            side.book_label.setText(self.tr("&Book") if side is self.side_a else self.tr("B&ook"))
            side.version_label.setText(self.tr("&Version") if side is self.side_a else self.tr("V&ersion"))
            side.file_button.setText(self.tr("File…"))
            side.file_button.setToolTip(self.tr("Compare a spellbook file (.o8d, text, BBCode, JSON)"))
            side.fill(self.tr("This book (as in the editor)"), self.tr("Now"), self._version_text)
        self.games_label.setText(self.tr("&Games"))
        self.run_button.setText(self.tr("Co&mpare"))
        self.cancel_button.setText(self.tr("&Cancel"))
        if self.last_result is not None:
            self.show_result(self.last_result)
        elif getattr(self, "no_version", False):
            self.verdict_label.setText(self._no_version_text())
        else:
            self.verdict_label.setText(self.tr("Pick two builds and press Compare: game by game, both are played "
                                               "with the same game seeds."))
            self.stats_label.setText("")

    def _choices(self) -> tuple:
        return tuple((side.book_combo.currentData(), side.version_combo.currentData())
                     for side in (self.side_a, self.side_b))

    @Slot()
    def _choice_changed(self) -> None:
        """Another book or version picked on a side: the verdict of the previous pair goes (it
        stayed beside the new B file as if it were that file's)."""
        if self.last_result is not None and self._choices() != getattr(self, "_result_choices", None):
            self.last_result = None
            for side in (self.side_a, self.side_b):
                side.summary.clear()
            for chart in (self.kill_chart, self.damage_chart):
                chart.set_data(ChartData())
            self.verdict_label.setText(self.tr("Pick two builds and press Compare: game by game, both are played "
                                               "with the same game seeds."))
            self.stats_label.setText("")

    @Slot(str)
    def verdict_label_text(self, text: str) -> None:
        self.verdict_label.setText(text)

    # -- running ---------------------------------------------------------------------------------
    def _mage(self, book):
        """The book's mage; the open book plays the mage picked in the window's game box."""
        w = self.window
        mage_name = book.mage if book is not w.book else (w.mage_combo.currentData() or book.mage)
        return w.library.mage(mage_name or w.mage_combo.currentData() or "")

    def _label(self, side: SidePicker) -> str:
        text = side.book_combo.currentText()
        if side.version_combo.currentData() not in (None, CURRENT):
            text += " @" + str(side.version_combo.currentData())
        return text

    @Slot()
    def run_compare(self) -> None:
        if self.runner.busy:
            return
        books = [side.load(self.window.book) for side in (self.side_a, self.side_b)]
        if any(b is None for b in books):
            self.verdict_label.setText(self.tr("That book or version is no longer saved; pick another."))
            return
        self.labels_ab = (self._label(self.side_a), self._label(self.side_b))
        self._result_choices = self._choices()
        w = self.window
        games, seed, policy = self.games_spin.value(), w.seed_spin.value(), w.current_policy()
        makers = [w.run_maker(book, self._mage(book), label) for book, label in zip(books, self.labels_ab)]
        # the progress bar: each book's plan search (its candidate plans), then A's games and B's
        steps = SEARCH_STEPS if policy == "planner" else 0
        self.progress.setRange(0, 2 * steps + 2 * games)
        self.progress.setValue(0)

        def work(tick) -> dict:
            from spellforge.sim.policy.planner import SearchCancelled
            from spellforge.sim.report.matchup_goldfish import compare_matchup

            runs = []
            for i, make in enumerate(makers):
                try:  # Cancel stops a search after a candidate plan's rollouts
                    runs.append(make(lambda done, i=i: tick(i * steps + min(done, steps))))
                except SearchCancelled:
                    raise ComparisonCancelled() from None
            return compare_matchup(runs[0], runs[1], games, seed, policy, progress=lambda done: tick(2 * steps + done))

        self.runner.start(work)

    @Slot()
    def cancel(self) -> None:
        self.runner.cancel()

    def stop(self) -> None:
        """Cancel and wait (the window closes)."""
        self.runner.stop()

    @Slot(object)
    def _done(self, result: dict) -> None:
        self.show_result(result)

    @Slot(str)
    def _failed(self, message: str) -> None:
        if message == ComparisonCancelled.__name__ or not message:  # Cancel discards: every game or none
            self.verdict_label.setText(self.tr("Cancelled: nothing is compared. A comparison always plays every "
                                               "game, so stopping when the result looks good cannot bias it."))
            self.stats_label.setText("")
            return
        self.verdict_label.setText(self.tr("The games could not be played: {error}").format(error=message))

    # -- showing ---------------------------------------------------------------------------------
    def _side_text(self, report: dict) -> str:
        loc = QLocale()
        k = report["rounds_to_kill"]
        if not k["killed"]:
            text = self.tr("The target was never killed in {rounds} rounds.").format(rounds=report["max_rounds"])
        else:
            text = self.tr("Kills in round {mean} on average (median {p50}, 90% by round {p90}); "
                           "games without a kill: {never}.").format(
                mean=loc.toString(float(k["mean"]), "f", 2), p50=k["p50"], p90=k["p90"], never=k["not_killed"])
        if report.get("opponent", {}).get("kind") == "dummy":
            text += " " + self.tr("Games lost (your mage destroyed): {n}.").format(n=report.get("mage_killed", 0))
        missing = sum(n["copies"] for n in report["not_simulated"])
        if missing:
            text += " " + self.tr("Cards not simulated: {n}.").format(n=missing)
        return text

    def show_result(self, result: dict) -> None:
        self.last_result = result
        loc = QLocale()
        c = result["comparison"]
        self.verdict_label.setText(verdict_text(c, ui_language()))
        if c["ci95"] is not None:
            self.stats_label.setText(self.tr(
                "{games} paired games. B − A: {delta} rounds on average, 95% interval {lo} to {hi}, "
                "{p}. B faster in {faster} games, slower in {slower}, the same round in {equal}.").format(
                games=c["games"], delta=loc.toString(float(c["delta_mean_rounds"]), "f", 2),
                lo=loc.toString(float(c["ci95"][0]), "f", 2), hi=loc.toString(float(c["ci95"][1]), "f", 2),
                p=("p < " + loc.toString(0.001, "f", 3)) if c["p_value"] < 0.001
                else "p = " + loc.toString(float(c["p_value"]), "f", 3), faster=c["games_b_faster"],
                slower=c["games_b_slower"], equal=c["games_equal"]))
        else:
            self.stats_label.setText("")
        if "planner" in (result["a"].get("policy"), result["b"].get("policy")):
            self.stats_label.setText((self.stats_label.text() + " " + self.tr(
                "The planner plays the plan it drew with this seed; another seed may draw another plan, so the "
                "interval holds for these plans.")).strip())
        differing = result.get("differing_cards")
        if differing:
            names = [(self.side_a.library.card(row["card"]), row) for row in differing]
            self.stats_label.setText((self.stats_label.text() + " " + self.tr(
                "Cards that differ, with the games of A and of B in which each was cast: {cards}.").format(
                cards="; ".join(f"{card.display_name(ui_language()) if card else row['name']} "
                                f"{row['games_cast_a']} / {row['games_cast_b']}" for card, row in names))).strip())
        self.side_a.summary.setText(self._side_text(result["a"]))
        self.side_b.summary.setText(self._side_text(result["b"]))
        ha, hb = result["a"]["rounds_to_kill"]["histogram"], result["b"]["rounds_to_kill"]["histogram"]
        rounds = sorted({*ha, *hb}, key=int)
        a, b = "A", "B"  # the letters of the two sides, as in the verdict
        self.kill_chart.set_data(ChartData(
            title=self.tr("Rounds to kill"), categories=rounds,
            sets=[(a, [float(ha.get(r, 0)) for r in rounds]), (b, [float(hb.get(r, 0)) for r in rounds])],
            value_format="%d"))
        da, db = result["a"]["damage_per_round"], result["b"]["damage_per_round"]
        n = max(len(da), len(db))
        self.damage_chart.set_data(ChartData(
            title=self.tr("Damage per round (mean)"), categories=[str(i) for i in range(1, n + 1)],
            sets=[(a, [float(x) for x in da] + [0.0] * (n - len(da))),
                  (b, [float(x) for x in db] + [0.0] * (n - len(db)))],
            value_format="%.1f"))
