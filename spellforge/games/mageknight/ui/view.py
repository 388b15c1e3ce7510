"""Mage Knight in the window: a hero's starting deck with its opening-hand odds charts, the
round goldfish, the dummy player (ui/dummy_tab.py), the high-level-start builder, end-of-game
scoring (ui/score_tab.py), the collection by product and the card library. Thin: the work is in
spellforge.games.mageknight."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QToolButton, QGridLayout, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QListWidget, QPlainTextEdit, QPushButton, QSpinBox, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget,
    QVBoxLayout, QWidget,
)

from spellforge.games import find as find_game
from spellforge.games.mageknight import collection, highlevel, odds, refusal_messages
from spellforge.games.mageknight.library import RESOURCES, MKDataError
from spellforge.games.mageknight.store import library
from spellforge.games.mageknight.search import MK_KEY_NAMES, MKSearch
from spellforge.games.mageknight import messages
from spellforge.games.mageknight.ui.build_summary import gives_lines
from spellforge.games.mageknight.ui.dummy_tab import DummyTab, qt_translate
from spellforge.games.mageknight.ui.goldfish_tab import GoldfishTab
from spellforge.games.mageknight.ui.menus import TabMenu
from spellforge.games.mageknight.ui.score_tab import ScoreTab
from spellforge.games.mageknight.ui.table_tabs import SetupTab, TrackerTab
from spellforge.library.search.errors import known_key_list
from spellforge.ui.browser.search_errors import search_error_text
from spellforge.ui.collection.game_products import GameProductsBox
from spellforge.ui.widgets.sim_runner import SimRunner
from spellforge.ui.widgets.charts import BarChart, ChartData, format_value
from spellforge.ui.widgets.retranslate import Retranslates


def card_name(names, lang: str) -> str:
    """The name in the card language; "*" after a Russian or Polish name that is our translation
    (not printed in the rulebook), as the Mage Wars names are marked."""
    name = names.get(lang)
    if lang == "ru" and names.ru_source == "project" or lang == "pl" and names.pl and names.pl_source == "project":
        return name + "*"
    return name


def problem_text(p: highlevel.Problem, lib, lang: str, ui_lang: str) -> str:
    """A builder problem in the UI language (the code decides; the item named in the card language)."""
    item = p.item
    card = (lib.card(item) or lib.skills.get(item)) if item else None
    name = card_name(card.names, lang) if card else lib.term(item, ui_lang) if item else ""
    texts = messages.problem_texts(lambda context, source, n=None: QCoreApplication.translate(context, source))
    text = texts.get(p.code, p.code)
    # the rulebook line (p.cite) stays in `spellforge mk highlevel`: line numbers of our copy of
    # the rulebook mean nothing to a player with the printed one (issue 16)
    return text.format(item=name or item)


def _ui_language() -> str:
    """The UI language: the rulebook words (resources, colours) follow it, card names follow the
    card language."""
    from PySide6.QtCore import QLocale

    return QLocale().name()[:2]


class HeroDeckTab(Retranslates, QWidget):
    ui_lang = staticmethod(_ui_language)

    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.hero = QComboBox(self)
        self.hero.setObjectName("mkHero")
        self.model = QComboBox(self)
        self.wounds = QSpinBox(self)
        self.wounds.setRange(0, 10)
        self.hero_label, self.model_label, self.wounds_label = QLabel(self), QLabel(self), QLabel(self)
        top = QHBoxLayout()
        for label, w in ((self.hero_label, self.hero), (self.model_label, self.model), (self.wounds_label, self.wounds)):
            label.setBuddy(w)
            top.addWidget(label)
            top.addWidget(w)
        top.addStretch(1)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("mkDeck")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeToContents)
        self.table.setMinimumWidth(360)
        self.evidence = QLabel(self)
        self.evidence.setWordWrap(True)
        self.charts = {r: BarChart(self) for r in RESOURCES}
        grid = QGridLayout()
        for i, r in enumerate(RESOURCES):
            grid.addWidget(self.charts[r], i // 2, i % 2)
        left = QWidget(self)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.table, 1)
        lv.addWidget(self.evidence)
        right = QWidget(self)
        right.setLayout(grid)
        split = QSplitter(Qt.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 2)
        split.setSizes([380, 900])
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(split, 1)
        for h in lib.heroes.values():
            self.hero.addItem(h.names.get(lang), h.id)
        self.model.addItem("", "simple")
        self.model.addItem("", "full")
        self.hero.currentIndexChanged.connect(self.refresh)
        self.model.currentIndexChanged.connect(self.refresh)
        self.wounds.valueChanged.connect(self.refresh)
        # The full model's exact odds take 1-2 s a deck: worked out in a worker thread, kept per
        # (hero, wounds, model); the simple model's take milliseconds and are drawn at once.
        self._odds: dict[tuple, dict] = {}
        self.odds_runner = SimRunner(self)
        self.odds_runner.done.connect(self._odds_done)
        self.odds_runner.failed.connect(lambda message: self.evidence.setText(message))

    def retranslate_ui(self) -> None:
        self.hero_label.setText(self.tr("&Hero:"))
        self.model_label.setText(self.tr("&Model:"))
        self.wounds_label.setText(self.tr("&Wounds:"))
        self.model.setItemText(0, self.tr("simple: basic value or 1 sideways"))
        self.model.setItemText(1, self.tr("full: mana, Concentration, Improvisation"))
        self.table.setHorizontalHeaderLabels([self.tr("Copies"), self.tr("Card"), self.tr("Colour")])
        self.refresh()

    def refresh(self) -> None:
        hero_id = self.hero.currentData()
        if not hero_id:
            return
        hero = self.lib.heroes[hero_id]
        deck = self.lib.hero_deck(hero_id)
        self.table.setRowCount(len(deck))
        for row, (cid, n) in enumerate(deck.items()):
            card = self.lib.basics[cid]
            name = card_name(card.names, self.lang) + (" ★" if card.hero else "")
            for col, text in enumerate((str(n), name, self.lib.term(card.colour, self.ui_lang()))):
                item = QTableWidgetItem(text)
                if col == 1 and card.hero:
                    item.setToolTip(self.tr("This hero's own card; replaces {card}").format(
                        card=card_name(self.lib.basics[card.replaces].names, self.lang)))
                self.table.setItem(row, col, item)
        mark = "" if hero.unique_verified else " " + self.tr("(not settled by the rulebook)")
        legend = self.tr("* our translation, not printed in the rulebook") if self.lang != "en" else ""
        # The evidence (rulebook lines) stays in `spellforge mk deck` and docs/mage-knight.md: no
        # source-line notes in the window (issue 16).
        crystals = messages.crystals_line(hero, self.lib, self.ui_lang(), qt_translate)  # the dummy's crystals (MK L1013)
        self.evidence.setText("\n".join(filter(None, [self.tr("★ the hero's unique cards") + mark, crystals, legend])))
        key = (hero_id, self.wounds.value(), self.model.currentData())
        if key not in self._odds and key[2] == "simple":
            self._odds[key] = self._exact(key)
        if key in self._odds:
            self._draw(self._odds[key])
            return
        for chart in self.charts.values():
            chart.set_data(ChartData(self.tr("Working out the odds…")))
        if not self.odds_runner.busy:  # else the current job's end asks again
            self.odds_runner.start(lambda _tick: (key, self._exact(key)))

    def _exact(self, key: tuple) -> dict:
        hero_id, wounds, model = key
        cards = odds.deck_cards(self.lib, hero_id, wounds)
        return {r: odds.exact(cards, r, model) for r in RESOURCES}

    def _odds_done(self, result: tuple) -> None:
        key, dists = result
        self._odds[key] = dists
        self.refresh()  # draws them, or starts the deck chosen meanwhile

    def showEvent(self, event) -> None:  # noqa: N802
        self.odds_runner.stop_with(self.window())
        super().showEvent(event)

    def _draw(self, dists: dict) -> None:
        for r in RESOURCES:
            dist = dists[r]
            top = max(dist.probabilities)
            values = list(range(1, top + 1))
            title = self.tr("{resource}: chance of ≥ N in the opening hand (%), mean {mean}").format(
                resource=self.lib.term(r, self.ui_lang()), mean=format_value("%.2f", float(dist.mean)))
            self.charts[r].set_data(ChartData(title, [str(v) for v in values],
                                              [(self.lib.term(r, self.ui_lang()), [round(100 * float(dist.p_at_least(v)), 1) for v in values])],
                                              value_format="%d", value_max=100.0))


class HighLevelTab(Retranslates, QWidget):
    """The build as text (the same format as `spellforge mk highlevel`), checked as you type; the
    draft is kept in the user data folder so nothing typed is lost."""

    ui_lang = staticmethod(_ui_language)

    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.editor = QPlainTextEdit(self)
        self.editor.setObjectName("mkBuild")
        self.open_button, self.save_button = QPushButton(self), QPushButton(self)
        self.status = QLabel(self)
        self.status.setObjectName("mkBuildStatus")
        self.status.setWordWrap(True)
        self.problems = QListWidget(self)
        self.problems.setObjectName("mkBuildProblems")
        self.gives = QLabel(self)
        self.gives.setObjectName("mkBuildGives")
        self.gives.setWordWrap(True)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.status)
        right.addWidget(self.problems, 1)
        right.addWidget(self.gives)
        right.addStretch(0)  # takes the room when there is no problem to list
        self._right = right
        right.addWidget(self.help)
        left = QVBoxLayout()
        left.addLayout(buttons)
        left.addWidget(self.editor, 1)
        box = QHBoxLayout(self)
        box.addLayout(left, 3)
        box.addLayout(right, 2)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(300)
        self._timer.timeout.connect(self.check)
        self.editor.textChanged.connect(self._timer.start)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)
        self._draft = self.draft_path()  # the data folder of this session, read once
        self._saved = self._load_draft()
        self.editor.setPlainText(self._saved)

    @staticmethod
    def draft_path():
        return collection.collection_path().parent / "highlevel-draft.txt"

    def _load_draft(self) -> str:
        path = self.draft_path()
        if path.is_file():
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeError):
                pass
        from spellforge import paths

        suffix = {"ru": "-ru", "pl": "-pl"}.get(self.lang, "")  # keys and card names in the card language
        example = paths.data_root() / "db" / "mage-knight" / "examples" / f"rulebook-example{suffix}.txt"
        try:
            return example.read_text(encoding="utf-8")
        except OSError:
            return "hero: Arythea\nlevel: 3\n"

    def retranslate_ui(self) -> None:
        self.open_button.setText(self.tr("&Open…"))
        self.save_button.setText(self.tr("&Save as…"))
        self.help.setText(self.tr("One line per key: hero, level, offer advanced actions / units / spells / "
                                  "artifacts, free advanced actions, buy advanced actions / units / spells / "
                                  "spells with crystal / artifacts / crystals, skill draws (A / B), skills. Card names "
                                  "in any language."))
        self.help.setToolTip(self.tr("The keys also read in Russian and Polish; see docs/mage-knight.md"))
        self.check()

    def check(self) -> None:
        text = self.editor.toPlainText()
        self._save_draft(text)
        self.problems.clear()
        try:
            build = highlevel.parse_text(text, self.tr("build"))
        except highlevel.BuildFileError as exc:
            self.status.setText(self.tr("Cannot read the build: {error}").format(
                error=refusal_messages.build_error_text(exc, qt_translate, self.ui_lang())))
            self.gives.clear()
            return
        result = highlevel.check(self.lib, build)
        verdict = self.tr("Legal") if result.legal else self.tr("Not legal")
        self.status.setText(self.tr("{verdict}. Influence {total}, spent {spent}, left {left}; fame bonus {fame}.").format(
            verdict=verdict, total=result.total, spent=result.spent, left=result.left, fame=result.fame_bonus))
        for p in result.problems:
            self.problems.addItem(problem_text(p, self.lib, self.lang, self.ui_lang()))
        self.problems.setVisible(bool(result.problems))
        self._right.setStretch(self._right.indexOf(self.gives) + 1, 0 if result.problems else 1)
        self.gives.setText("\n".join(gives_lines(result, self.lib, self.lang, self.ui_lang(), card_name)))

    def _save_draft(self, text: str) -> None:
        from spellforge.fileio import save_draft

        # a check on retranslation writes nothing; an unwritable folder: the text stays in the editor
        if text != self._saved and save_draft(self._draft, text):
            self._saved = text

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a high-level start"))
        if not name:
            return
        try:
            highlevel.read_build(name)  # the same checks as the command: size, encoding, syntax
        except highlevel.BuildFileError as exc:
            self.status.setText(refusal_messages.build_error_text(exc, qt_translate, self.ui_lang()))
            return
        if name.lower().endswith(".json"):
            self.status.setText(self.tr("JSON builds are checked with `spellforge mk highlevel`"))
            return
        from pathlib import Path

        self.editor.setPlainText(Path(name).read_text(encoding="utf-8-sig"))

    def save_file(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the high-level start"), "", "*.txt")
        if name:
            from spellforge.fileio import write_atomic

            write_atomic(name, self.editor.toPlainText())


class CollectionTab(Retranslates, QWidget):
    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        try:  # the user database, beside the Mage Wars collection
            self.owned_in = collection.open_collection()
            owned = collection.load_owned(lib, self.owned_in)
            self.error = ""
        except collection.CollectionError as exc:
            from spellforge.ui.user_data_text import said

            self.owned_in, owned, self.error = None, [], said(exc)
        self.group = GameProductsBox(find_game(collection.GAME_ID).collection_products(), lang, owned, self)
        self.group.changed.connect(self._changed)
        self.boxes = self.group.boxes
        self.summary = QLabel(self)
        self.summary.setObjectName("mkCollectionSummary")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        box = QHBoxLayout(self)
        box.addWidget(self.group, 0, Qt.AlignTop)  # the boxes as a list, not spread over the height
        box.addWidget(self.summary, 1)

    def owned(self) -> list[str]:
        return self.group.owned()

    def owned_sets(self) -> set[str] | None:
        """The sets of the boxes ticked (what the database holds), for `owned:` in the card search."""
        return {s for pid in self.owned() for s in self.lib.products[pid].sets} or None

    def _changed(self) -> None:
        if not self.error and self.owned_in is not None:
            try:
                collection.save_owned(self.owned(), self.owned_in)
            except collection.CollectionError as exc:  # read-only or failing disk: said, not hidden
                from spellforge.ui.user_data_text import said

                self.error = said(exc)
        self.refresh()

    def retranslate_ui(self) -> None:
        self.group.setTitle(self.tr("Products you own"))
        self.refresh()

    def refresh(self) -> None:
        s = collection.summary(self.lib, self.owned())
        heroes = ", ".join(self.lib.heroes[h].names.get(self.lang) for h in s["heroes"]) or "—"
        c = s["cards"]
        lines = [self.tr("Heroes: {heroes}").format(heroes=heroes),
                 self.tr("Advanced actions: %n", "", c.get("advanced_action", 0)),
                 self.tr("Spells: %n", "", c.get("spell", 0)),
                 self.tr("Artifacts: %n", "", c.get("artifact", 0)),
                 self.tr("Regular unit cards: %n", "", c.get("regular_unit", 0)),
                 self.tr("Elite unit cards: %n", "", c.get("elite_unit", 0)),
                 self.tr("Players with the dummy player (co-op, solo): up to %n", "", s["max_players_with_dummy"])]
        if self.error:
            lines.append(self.error)
        self.summary.setText("\n".join(lines))


class CardsTab(Retranslates, QWidget):
    """The whole library: every card, unit and skill with its facts, found with the search
    language of the Mage Wars browser (games/mageknight/search.py), narrowed by kind and set."""

    KINDS = ("basic_action", "advanced_action", "spell", "artifact", "regular_unit", "elite_unit", "skill", "wound")
    SETS = ("base", "lost_legion", "krang", "shades_of_tezla", "unplaced")
    ui_lang = staticmethod(_ui_language)

    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.engine = MKSearch(lib, owned_sets=lambda: collection.owned_sets(lib))
        self.search = QLineEdit(self)
        self.search.setObjectName("mkSearch")
        self.search.setClearButtonEnabled(True)
        self.help_button = QToolButton(self)
        self.help_button.setObjectName("mkSearchHelp")
        self.help_button.setText("?")
        self.help_button.clicked.connect(self.show_help)
        self._help = None
        self.kind, self.set_ = QComboBox(self), QComboBox(self)
        self.count = QLabel(self)
        self.error = QLabel(self)
        self.error.setObjectName("mkSearchError")
        self.error.setWordWrap(True)
        self.error.hide()
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("mkCards")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setSortingEnabled(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.help_button)
        top.addWidget(self.kind, 1)
        top.addWidget(self.set_, 1)
        top.addWidget(self.count)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.error)
        box.addWidget(self.table, 1)
        self.search.textChanged.connect(self.refresh)
        self.kind.currentIndexChanged.connect(self.refresh)
        self.set_.currentIndexChanged.connect(self.refresh)

    def retranslate_ui(self) -> None:
        ui = self.ui_lang()
        self.search.setPlaceholderText(self.tr("Name in any language, or t:spell col:red cost<=6 …"))
        self.help_button.setToolTip(self.tr("Search syntax help"))
        self.help_button.setAccessibleName(self.tr("Search syntax help"))
        for combo, keys, everything in ((self.kind, self.KINDS, self.tr("All kinds")),
                                        (self.set_, self.SETS, self.tr("All sets"))):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(everything, "")
            for key in keys:
                combo.addItem(self.lib.term(key, ui), key)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)
        self.table.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("Card"), self.tr("Colour"), self.tr("Box"),
                                              self.tr("Facts"), self.tr("Rulebook")])
        self.refresh()

    def show_help(self) -> None:
        from spellforge.games.mageknight.ui.search_page import page
        from spellforge.ui.browser.search_help import SearchHelpDialog

        if self._help is None:
            self._help = SearchHelpDialog(self, page=page)
            self._help.example_chosen.connect(self.search.setText)
        self._help.show()
        self._help.raise_()

    def _facts(self, row) -> str:
        unit = self.lib.units.get(row.id)
        if unit:
            ui = self.ui_lang()
            sites = ", ".join(self.lib.term(s, ui) for s in unit.recruit_sites)
            return self.tr("level {level}, cost {cost}, armour {armour}, copies {copies}; {sites}").format(
                level=unit.level, cost=unit.cost, armour=unit.armour, copies=unit.copies, sites=sites)
        if row.hero:
            return self.lib.heroes[row.hero].names.get(self.lang)
        deed = self.lib.deeds.get(row.id)
        if deed and deed.night:
            return self.tr("night: {name}").format(name=card_name(deed.night, self.lang))
        return ""

    def refresh(self) -> None:
        ui = self.ui_lang()
        result = self.engine.run(self.search.text(), self.lang)
        kind, set_ = self.kind.currentData() or "", self.set_.currentData() or ""
        hits = [r for r in result.rows if (not kind or r.kind == kind) and (not set_ or r.set == set_)]
        keys = known_key_list(MK_KEY_NAMES, ui)  # the short key names, the UI language's beside the English
        problems = [search_error_text(e, keys) for e in result.errors]
        if result.guessed and hits:
            problems.append(self.tr("Nothing has exactly these letters; showing other endings and typos."))
        if result.suggestions:
            problems.append(self.tr("No cards found. Did you mean: {names}?").format(names=", ".join(result.suggestions)))
        self.error.setText(" ".join(problems))
        self.error.setVisible(bool(problems))
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(hits))
        for i, r in enumerate(hits):
            checked = self.tr("yes") if r.verified else self.tr("unverified")
            texts = (self.lib.term(r.kind, ui), card_name(r.names, self.lang), self.lib.term(r.colour, ui) if r.colour else "",
                     self.lib.term(r.set, ui), self._facts(r), checked)
            for col, text in enumerate(texts):
                self.table.setItem(i, col, QTableWidgetItem(text))
        self.table.setSortingEnabled(True)
        skills = sum(1 for r in hits if r.kind == "skill")  # skill tokens are not cards
        counts = ([self.tr("%n card(s)", "", len(hits) - skills)] if len(hits) > skills or not skills else []) \
            + ([self.tr("%n skill(s)", "", skills)] if skills else [])
        self.count.setText(", ".join(counts))


class MageKnightView(Retranslates, QWidget):
    def __init__(self, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("mageKnightView")
        box = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mkTabs")
        box.addWidget(self.tabs)
        self.menu = TabMenu(self.tabs, self)  # its menu bar while shown: menus()
        try:
            self.lib = library()
        except MKDataError as exc:  # a broken install: say so in the view
            self.lib = None
            self.error = QLabel(str(exc), self)
            box.addWidget(self.error)
            return
        lang = lang if lang in ("en", "ru", "pl") else "en"
        self.deck = HeroDeckTab(self.lib, lang, self)
        self.builder = HighLevelTab(self.lib, lang, self)
        self.collection = CollectionTab(self.lib, lang, self)
        self.cards = CardsTab(self.lib, lang, self)
        self.cards.engine.owned_sets = self.collection.owned_sets  # no second database connection per search
        self.goldfish = GoldfishTab(self.lib, lang, self)
        self.score = ScoreTab(self.lib, lang, self)
        self.dummy = DummyTab(self.lib, lang, self)
        self.setup, self.tracker = SetupTab(self.lib, lang, self), TrackerTab(self.lib, lang, self)
        for w in self._tabs():
            self.tabs.addTab(w, "")
            w.retranslate_ui()
        self.retranslate_ui()

    def menus(self) -> list:
        return [self.menu]

    def search_help(self):
        return self.show_help

    def show_help(self) -> None:
        """Help ▸ Search syntax while Mage Knight is shown: its cards' keys, beside its cards list."""
        self.tabs.setCurrentWidget(self.cards)
        self.cards.show_help()

    def set_card_language(self, lang: str) -> None:
        """Card names follow the window's card-language setting (read when the view is shown)."""
        lang = lang if lang in ("en", "ru", "pl") else "en"
        if self.lib is None or lang == self.deck.lang:
            return
        for tab in self._tabs():
            tab.lang = lang
        for i in range(self.deck.hero.count()):
            self.deck.hero.setItemText(i, self.lib.heroes[self.deck.hero.itemData(i)].names.get(lang))
        self.collection.group.set_language(lang)
        for tab in self._tabs():
            tab.retranslate_ui()

    def _tabs(self) -> tuple:
        return (self.deck, self.goldfish, self.dummy, self.setup, self.tracker, self.builder, self.score,
                self.collection, self.cards)

    def retranslate_ui(self) -> None:
        if self.lib is None:
            return
        for tab, text in ((self.deck, self.tr("Hero deck and odds")), (self.goldfish, self.tr("Round goldfish")),
                          (self.builder, self.tr("High-level start")), (self.collection, self.tr("Collection")),
                          (self.dummy, self.tr("Dummy player")), (self.score, self.tr("Scoring")),
                          (self.setup, self.tr("Scenario setup")), (self.tracker, self.tr("Round tracker")),
                          (self.cards, self.tr("Card library"))):
            self.tabs.setTabText(self.tabs.indexOf(tab), text)
        self.menu.sync()


