"""The search syntax help page; clicking an example runs it in the card browser."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout
from spellforge.ui.retranslate import Retranslates

from spellforge.library.search_grammar import KEY_NAMES

EXAMPLES = (
    "s:fire l<=2 t:creature", "fire attack", "fireball or dispel", "t:attack (s:fire or s:water) -l:1",
    "trait:flying cost>8", 'trait:"Warlock Only"', "cost:X s:arcane", "set:core owned:yes", "is:epic",
    "legal:book pts<=2", "fierball",
)
EXAMPLES_RU = ("огненый шар", "школа:огонь уровень<=2 тип:существо", "т:стена или т:местность", "is:эпические",
               'свойство:"Только для Колдуна"', "делает:лечение")
EXAMPLES_PL = ("kula ognia", "szkoła:ogień poziom<=2 typ:stworzenie", "t:ściana lub t:teren", "is:wyjątkowe",
               'cecha:"Tylko Czarnoksiężnik"', "robi:leczenie")


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
            ("fire attack", self.tr("plain words: every word must match a name (in any language, typos forgiven), "
                                    "a type, school, subtype, trait or summary")),
            ('"wall of"', self.tr("words in double quotes are matched together, as a phrase")),
            ("fireball or dispel", self.tr("or (или, lub) between alternatives; parentheses group them")),
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
            ("cost:X", self.tr("cards with an X casting cost")),
            ('trait:"Warlock Only"', self.tr("class and school restrictions are traits: “<Class> Only”, "
                                             "“<School> Mage Only”")),
            ("slot:ring", self.tr("equipment slot")),
            ("legal:book", self.tr("only cards the open spellbook's mage can take in its format")),
            ("pts<=2", self.tr("spell points for the open spellbook's mage (the Points column)")),
        ]
        title = self.tr("Searching for cards")
        intro = self.tr("Type words of a card name in English, Russian or Polish (with or without diacritics, "
                        "typos are forgiven), and add conditions. Every condition must hold unless joined by or. "
                        "Keys and values may be written in English, Russian or Polish.")
        keys_title = self.tr("Keys in three languages")
        examples = self.tr("Examples (click one to try it)")
        quotes = self.tr('Values with spaces go in double quotes: set:"forged in fire".')
        html = [f"<h2>{escape(title)}</h2>", f"<p>{escape(intro)}</p>", "<table cellpadding='3'>"]
        html += [f"<tr><td><a href='q:{escape(code)}'><code>{escape(code)}</code></a></td><td>{escape(text)}</td></tr>"
                 for code, text in rows]
        html.append("</table>")
        html.append(f"<h3>{escape(examples)}</h3><ul>")
        html += [f"<li><a href='q:{escape(e)}'><code>{escape(e)}</code></a></li>"
                 for e in EXAMPLES + EXAMPLES_RU + EXAMPLES_PL]
        html.append("</ul>")
        html.append(f"<h3>{escape(keys_title)}</h3><table cellpadding='2'>")
        html.append("<tr><th>English</th><th>Русский</th><th>Polski</th></tr>")
        for names in KEY_NAMES.values():
            cells = ["<td><code>" + escape(", ".join(names[lang])) + "</code></td>" for lang in ("en", "ru", "pl")]
            html.append("<tr>" + "".join(cells) + "</tr>")
        html.append("</table>")
        html.append(f"<p>{escape(quotes)}</p>")
        self.text.setHtml("".join(html))

    def _clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("q:"):
            self.example_chosen.emit(QUrl.fromPercentEncoding(text[2:].encode()))
