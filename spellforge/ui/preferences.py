"""Preferences: UI language and card-name language (two separate settings), theme, and the
shortcut editor. Changes apply at once and never touch open spellbooks."""

from __future__ import annotations


from PySide6.QtWidgets import (
    QApplication, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHeaderView, QKeySequenceEdit, QLabel,
    QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from spellforge.ui.settings import LANGS, PRINTINGS, THEMES
from spellforge.ui.theme import apply_theme
from spellforge.ui.widgets.retranslate import Retranslates

LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "pl": "Polski"}  # each in its own language


class PreferencesDialog(Retranslates, QDialog):
    def __init__(self, window, parent=None):
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.window_ = window
        self.ui_lang = QComboBox(self)
        self.card_lang = QComboBox(self)
        for code in LANGS:
            self.ui_lang.addItem(LANGUAGE_NAMES[code], code)
            self.card_lang.addItem(LANGUAGE_NAMES[code], code)
        for combo in (self.ui_lang, self.card_lang):
            combo.setProperty("endonyms", True)  # each language named in itself, never translated
        self.ui_lang.setCurrentIndex(self.ui_lang.findData(window.settings.ui_language))
        self.card_lang.setCurrentIndex(self.card_lang.findData(window.settings.card_language))
        self.theme = QComboBox(self)
        self.theme.addItems(["", "", ""])
        self.theme.setCurrentIndex(THEMES.index(window.settings.theme))
        self.ui_lang.activated.connect(lambda i: window.set_ui_language(self.ui_lang.itemData(i)))
        self.card_lang.activated.connect(lambda i: window.set_card_language(self.card_lang.itemData(i)))
        self.theme.activated.connect(self._theme_chosen)

        self.languages_box = QGroupBox(self)
        form = QFormLayout(self.languages_box)
        self.labels = [QLabel(self.languages_box) for _ in range(3)]
        for label, field in zip(self.labels, (self.ui_lang, self.card_lang, self.theme)):
            label.setBuddy(field)
            form.addRow(label, field)

        # Spellbook rules: which facts price a card when a book names one of its printings
        self.rules_box = QGroupBox(self)
        self.printing = QComboBox(self)
        self.printing.addItems(["", ""])
        self.printing.setCurrentIndex(PRINTINGS.index(window.settings.printing))
        self.printing.activated.connect(lambda i: window.set_printing(PRINTINGS[i]))
        self.printing_label = QLabel(self.rules_box)
        self.printing_label.setBuddy(self.printing)
        QFormLayout(self.rules_box).addRow(self.printing_label, self.printing)

        self.shortcuts_box = QGroupBox(self)
        self.table = QTableWidget(0, 2, self)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self._reset_shortcuts)
        box = QVBoxLayout(self.shortcuts_box)
        box.addWidget(self.table)
        box.addWidget(self.reset_button)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.languages_box)
        layout.addWidget(self.rules_box)
        layout.addWidget(self.shortcuts_box, 1)
        layout.addWidget(self.buttons)
        self.resize(560, 620)
        self.retranslate_ui()


    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.languages_box.setTitle(self.tr("Languages and appearance"))
        labels = (self.tr("Interface language:"), self.tr("Card name language:"), self.tr("Theme:"))
        for label, text in zip(self.labels, labels):
            label.setText(text)
        self.ui_lang.setAccessibleName(self.tr("Interface language"))
        self.card_lang.setAccessibleName(self.tr("Card name language"))
        self.theme.setAccessibleName(self.tr("Theme"))
        for i, text in enumerate((self.tr("Follow the system"), self.tr("Light"), self.tr("Dark"))):
            self.theme.setItemText(i, text)
        self.rules_box.setTitle(self.tr("Spellbook rules"))
        self.printing_label.setText(self.tr("Price a printing the book names:"))
        self.printing.setAccessibleName(self.tr("Price a printing the book names"))
        self.printing.setItemText(0, self.tr("As the canonical card"))
        self.printing.setItemText(1, self.tr("As that printing"))
        self.printing.setToolTip(self.tr("A spellbook file can name a reprint whose cost or traits differ "
                                         "from the card Spellforge lists; choose whose facts count."))
        self.shortcuts_box.setTitle(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        self.reset_button.setText(self.tr("Restore default shortcuts"))
        self._fill_shortcuts()

    def _fill_shortcuts(self) -> None:
        registry = self.window_.commands
        self.table.setRowCount(len(registry.actions))
        for row, (action_id, action) in enumerate(registry.actions.items()):
            item = QTableWidgetItem(action.text().replace("&", ""))
            self.table.setItem(row, 0, item)
            edit = QKeySequenceEdit(registry.sequence(action_id), self.table)
            edit.setAccessibleName(self.tr("Shortcut for {action}").format(action=item.text()))
            edit.editingFinished.connect(lambda a=action_id, e=edit: registry.remap(a, e.keySequence()))
            self.table.setCellWidget(row, 1, edit)

    def _reset_shortcuts(self) -> None:
        for action_id in self.window_.commands.actions:
            self.window_.commands.remap(action_id, None)
        self._fill_shortcuts()

    def _theme_chosen(self, index: int) -> None:
        self.window_.settings.theme = THEMES[index]
        apply_theme(QApplication.instance(), THEMES[index])
