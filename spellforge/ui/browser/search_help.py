"""The search syntax help page; clicking an example runs it in the card browser. One page per
game: the language is shared (library/search/grammar.py), the keys and examples are the game's
(another game gives its page from games/<game>/ui/)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout
from spellforge.ui.widgets.retranslate import Retranslates

from spellforge.library.search.grammar import KEY_NAMES

from spellforge.i18n.search_examples import EXAMPLES, EXAMPLES_PL, EXAMPLES_RU  # noqa: F401


# The help's codes as a Russian or Polish window writes them (the same cards: test_first_try_laptop
# runs each pair); a code without an entry is shown as it is (every language reads it).
LOCAL_CODES = {
    "s:fire l<=2 t:creature": ("школа:огонь ур<=2 тип:существо", "szkoła:ogień poziom<=2 typ:stworzenie"),
    "s:fire": ("школа:огонь", "szkoła:ogień"), "l<=2": ("уровень<=2", "poziom<=2"),
    "t:creature": ("тип:существо", "typ:stworzenie"), "st:song": ("подтип:песнь", "podtyp:pieśń"),
    "trait:flying": ("свойство:летающий", "cecha:latający"), "cost>8": ("цена>8", "koszt>8"),
    "set:core": ("набор:базовый", "zestaw:podstawowy"), "a:full": ("действие:полное", "akcja:pełna"),
    "f:academy": ("формат:академия", "format:academy"), "is:epic": ("это:эпические", "jest:wyjątkowe"),
    "owned:yes": ("есть:да", "mam:tak"), "does:heal": ("делает:лечение", "robi:leczenie"),
    "-s:fire": ("-школа:огонь", "-szkoła:ogień"), "cost:X": ("цена:X", "koszt:X"),
    "slot:ring": ("место:кольцо", "miejsce:pierścień"), "legal:book": ("можно:книга", "wolno:księga"),
    "pts<=2": ("очки<=2", "punkty<=2"),
    "t:attack": ("тип:атака", "typ:atak"), "fierball": ("огненый шар", "kula ognja"),
    'trait:"Warlock Only"': ('свойство:"Только для Колдуна"', 'cecha:"Tylko Czarnoksiężnik"'),
    "t:attack (s:fire or s:water) -l:1": ("тип:атака (школа:огонь или школа:вода) -ур:1",
                                          "typ:atak (szkoła:ogień lub szkoła:woda) -poziom:1"),
    "cost:X s:arcane": ("цена:X школа:тайная", "koszt:X szkoła:arkana"),
}


def local_code(code: str, lang: str) -> str:
    """`code` as a window in `lang` shows it (its keys and values in that language)."""
    pair = LOCAL_CODES.get(code)
    return pair[("ru", "pl").index(lang)] if pair and lang in ("ru", "pl") else code


def ui_language() -> str:
    from PySide6.QtCore import QLocale

    code = QLocale().name()[:2]
    return code if code in ("en", "ru", "pl") else "en"


class SearchHelpDialog(Retranslates, QDialog):
    example_chosen = Signal(str)

    def __init__(self, parent=None, page=None):
        """`page(dialog)`: another game's (rows, example queries, key names, note on quotes), in
        the dialog's translation context; None: Mage Wars' page."""
        super().__init__(parent)
        self.page = page
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
        if self.page is not None:  # another game's page (games/<game>/ui/)
            self._render(*self.page(self))
            return
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
            ("set:core", self.tr("a set the card was printed in, by its name in English, Russian or Polish")),
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
        lang = ui_language()
        rows = [(local_code(code, lang), text) for code, text in rows]
        local = {"ru": EXAMPLES_RU, "pl": EXAMPLES_PL}.get(lang, ())
        examples = local + tuple(local_code(e, lang) for e in EXAMPLES if local_code(e, lang) != e) + \
            tuple(e for e in EXAMPLES + EXAMPLES_RU + EXAMPLES_PL if e not in local)  # the window's language first
        self._render(rows, tuple(dict.fromkeys(examples)), KEY_NAMES,
                     self.tr('Values with spaces go in double quotes: set:"forged in fire".'))

    def _render(self, rows: list[tuple[str, str]], example_queries: tuple[str, ...],
                key_names: dict[str, dict[str, tuple[str, ...]]], quotes: str) -> None:
        title = self.tr("Searching for cards")
        intro = self.tr("Type words of a card name in English, Russian or Polish (with or without diacritics, "
                        "typos are forgiven), and add conditions. Every condition must hold unless joined by or. "
                        "Keys and values may be written in English, Russian or Polish.")
        keys_title = self.tr("Keys in three languages")
        examples = self.tr("Examples (click one to try it)")
        html = [f"<h2>{escape(title)}</h2>", f"<p>{escape(intro)}</p>", "<table cellpadding='3'>"]
        html += [f"<tr><td><a href='q:{escape(code)}'><code>{escape(code)}</code></a></td><td>{escape(text)}</td></tr>"
                 for code, text in rows]
        html.append("</table>")
        html.append(f"<h3>{escape(examples)}</h3><ul>")
        html += [f"<li><a href='q:{escape(e)}'><code>{escape(e)}</code></a></li>"
                 for e in example_queries]
        html.append("</ul>")
        html.append(f"<h3>{escape(keys_title)}</h3><table cellpadding='2'>")
        html.append("<tr><th>English</th><th>Русский</th><th>Polski</th></tr>")
        for names in key_names.values():
            cells = ["<td><code>" + escape(", ".join(names[lang])) + "</code></td>" for lang in ("en", "ru", "pl")]
            html.append("<tr>" + "".join(cells) + "</tr>")
        html.append("</table>")
        html.append(f"<p>{escape(quotes)}</p>")
        self.text.setHtml("".join(html))

    def _clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("q:"):
            self.example_chosen.emit(QUrl.fromPercentEncoding(text[2:].encode()))
