"""New from template…: the official spellbooks (core four first, then the other official books,
Academy and apprentice books, and the OCTGN module's Apprentice Mode books) as starting points.
The choice becomes a new, ordinary book, named in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from spellforge.formats.templates import list_templates

TEMPLATE_ROLE = Qt.UserRole
CATEGORY_LABELS = {
    "core": QT_TRANSLATE_NOOP("TemplateDialog", "Core set: the four starting books"),
    "official": QT_TRANSLATE_NOOP("TemplateDialog", "Other official spellbooks"),
    "academy": QT_TRANSLATE_NOOP("TemplateDialog", "Academy spellbooks"),
    "apprentice": QT_TRANSLATE_NOOP("TemplateDialog", "Apprentice spellbooks"),
    "octgn-apprentice": QT_TRANSLATE_NOOP("TemplateDialog", "OCTGN Apprentice Mode: full mages, 60-point books"),
}


def template_title(template, lib, lang: str) -> str:
    """The template's book name in `lang`: its mage's name there (db/i18n), with the edition or
    the OCTGN mode said in the window's language. English keeps the index's name."""
    if lang == "en":
        return template.name
    mage = lib.mage(template.mage)
    base = mage.display_name(lang) if mage else template.name
    if template.category == "octgn-apprentice":
        return TemplateDialog.tr("{mage} (OCTGN Apprentice Mode)").format(mage=base)
    if template.name.endswith("(4th edition)"):
        return TemplateDialog.tr("{mage} (4th edition)").format(mage=base)
    return base


class TemplateDialog(QDialog):
    def __init__(self, lib, card_lang: str = "en", parent=None, ui_lang: str = "en"):
        super().__init__(parent)
        self.setObjectName("templateDialog")
        self.setWindowTitle(self.tr("New from template"))
        self.lib = lib
        self.label = QLabel(self.tr("Start from an official spellbook; the new book is yours to change."), self)
        self.label.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("templateList")
        bold = QFont(self.list.font())
        bold.setBold(True)
        category = None
        for t in list_templates():
            if t.category != category:
                category = t.category
                head = QListWidgetItem(QCoreApplication.translate("TemplateDialog", CATEGORY_LABELS.get(category, category)))
                head.setFlags(Qt.NoItemFlags)
                head.setFont(bold)
                self.list.addItem(head)
            mage = lib.mage(t.mage)
            mage_name = mage.display_name(card_lang) if mage else t.mage
            title = template_title(t, lib, ui_lang)
            item = QListWidgetItem(f"{title} — {mage_name}" if mage_name not in title else title)
            item.setData(TEMPLATE_ROLE, t)
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _i: self.accept())
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        first = next((i for i in range(self.list.count()) if self.list.item(i).data(TEMPLATE_ROLE)), None)
        if first is not None:
            self.list.setCurrentRow(first)
        self.resize(460, 520)

    def templates(self):
        return [self.list.item(i).data(TEMPLATE_ROLE) for i in range(self.list.count())
                if self.list.item(i).data(TEMPLATE_ROLE)]

    def chosen(self):
        item = self.list.currentItem()
        return item.data(TEMPLATE_ROLE) if item is not None else None
