"""The search syntax help page; clicking an example runs it in the card browser."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout
from spellforge.ui.retranslate import Retranslates

EXAMPLES = (
    "s:fire l<=2 t:creature", "trait:flying cost>8", "set:core owned:yes", "t:creature,attack s:dark",
    "-s:fire t:attack", 'set:"forged in fire" t:equipment', "огненный шар", "kula ognia", "is:epic",
)


class SearchHelpDialog(Retranslates, QDialog):
    example_chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("SearchHelpDialog")
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._clicked)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.resize(640, 560)
        self.retranslate_ui()


    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Search syntax"))
        rows = [
            ("s:fire", self.tr("school (s, school); several with commas: s:fire,dark")),
            ("l<=2", self.tr("level (l, level) with = < <= > >= !=")),
            ("t:creature", self.tr("spell type or conjuration kind (t, type): creature, attack, wall…")),
            ("st:song", self.tr("subtype (st, subtype)")),
            ("trait:flying", self.tr("trait of the card itself (tr, trait)")),
            ("cost>8", self.tr("casting cost (c, cost); also life, armor, channeling, range")),
            ("set:core", self.tr("a set or product the card was printed in")),
            ("a:full", self.tr("action: quick or full")),
            ("f:academy", self.tr("format: arena or academy")),
            ("is:epic", self.tr("epic, novice or playtest cards")),
            ("owned:yes", self.tr("cards in your collection (owned:no for the others)")),
            ("does:heal", self.tr("what the card does, in English, Russian or Polish: heal, teleport, "
                                  "destroy-enchantment, лечение, leczenie…")),
            ('text:"extra attack dice"', self.tr("words of the printed text you imported from your OCTGN install")),
            ("-s:fire", self.tr("a leading minus excludes what the condition matches")),
        ]
        title = self.tr("Searching for cards")
        intro = self.tr("Type words of a card name in English, Russian or Polish (with or without diacritics), "
                        "and add conditions. Every condition must hold.")
        examples = self.tr("Examples (click one to try it)")
        quotes = self.tr('Values with spaces go in double quotes: set:"forged in fire".')
        html = [f"<h2>{escape(title)}</h2>", f"<p>{escape(intro)}</p>", "<table cellpadding='3'>"]
        html += [f"<tr><td><a href='q:{escape(code)}'><code>{escape(code)}</code></a></td><td>{escape(text)}</td></tr>"
                 for code, text in rows]
        html.append("</table>")
        html.append(f"<h3>{escape(examples)}</h3><ul>")
        html += [f"<li><a href='q:{escape(e)}'><code>{escape(e)}</code></a></li>" for e in EXAMPLES]
        html.append("</ul>")
        html.append(f"<p>{escape(quotes)}</p>")
        self.text.setHtml("".join(html))

    def _clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("q:"):
            self.example_chosen.emit(QUrl.fromPercentEncoding(text[2:].encode()))
