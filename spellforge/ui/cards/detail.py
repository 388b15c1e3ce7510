"""The card detail panel: every fact of one card (stats, attacks with dice and effects, traits,
printings, names in three languages). Labels are UI strings; values are card-language terms.
The card picture (render engineer's CardImageLabel) sits above the text when available."""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QToolTip, QVBoxLayout, QWidget

from spellforge.i18n.labels import Labels
from spellforge.domain.cards import Card
from spellforge.ui.cards import text as card_text
from spellforge.ui.widgets.retranslate import Retranslates

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl

LANG_NAMES = {"en": "English", "ru": "Русский", "pl": "Polski"}


IMAGE_SIZE = QSize(200, 279)  # card proportions 63 × 88 mm
IMAGE_MIN_SCALE = 0.5  # on a short screen the picture shrinks before the card's text disappears


class _PictureSlot(QWidget):
    """The picture's place, kept until the picture provider comes (once the window is ready):
    the same size hint and minimum as the picture, so the text below it does not jump."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(IMAGE_SIZE)
TEXT_MIN_LINES = 11
# Traits the card names with a class or school ("Warlord Only", "Arcane Mage Only"): the Codex
# explains them as a pattern ("<Class> Only: …"), which the panel shows under the card's own words.
PATTERN_KEYWORDS = ("Only", "Mage Only")
_PATTERN_PREFIX = re.compile(r"^[^:<]*<[^>]*>[^:]*:\s*")


class CardDetail(Retranslates, QWidget):
    edit_name_requested = Signal(str, str)  # card id, language

    def __init__(self, lib, lang: str = "en", parent=None, provider=None):
        super().__init__(parent)
        self.lib = lib
        self.lang = lang
        self.card_id: str | None = None
        self._html = ""  # what the text shows now
        self._summary_end = ""  # the last words of the card's summary, if it has one
        self.text = QTextBrowser(self)
        self.text.setObjectName("cardDetail")
        self.text.setOpenLinks(False)
        # Trait and condition words are codex: links; hovering or clicking one shows its meaning.
        self.text.highlighted.connect(self._show_keyword_tip)
        self.text.anchorClicked.connect(self._show_keyword_tip)
        self.image = None
        self.edit_name_button = QPushButton(self)
        self.edit_name_button.setObjectName("editCardName")
        self.edit_name_button.clicked.connect(
            lambda: self.card_id and self.edit_name_requested.emit(self.card_id, self.lang))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.edit_name_button)
        # At least TEXT_MIN_LINES of the card's text: on a 768 px screen the picture shrinks
        # (down to IMAGE_MIN_SCALE) before the text does (it showed ~5 lines).
        self.text.setMinimumHeight(TEXT_MIN_LINES * self.fontMetrics().lineSpacing() + 2 * self.text.frameWidth() + 8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)
        self._slot = _PictureSlot(self)
        self._slot.setMinimumSize(round(IMAGE_SIZE.width() * IMAGE_MIN_SCALE), round(IMAGE_SIZE.height() * IMAGE_MIN_SCALE))
        layout.insertWidget(0, self._slot, 0, Qt.AlignHCenter)
        self.set_provider(provider)
        self.retranslate_ui()

    def set_provider(self, provider) -> None:
        """Show the card picture above the text (render engineer's CardImageLabel)."""
        if provider is None or self.image is not None:
            return
        from spellforge.ui.cards.image import CardImageLabel

        self.image = CardImageLabel(self.lib, provider, IMAGE_SIZE, self, min_scale=IMAGE_MIN_SCALE)
        self.layout().removeWidget(self._slot)
        self._slot.deleteLater()
        self.layout().insertWidget(0, self.image, 0, Qt.AlignHCenter)
        if self.card_id:
            self.image.set_card(self.card_id)


    def retranslate_ui(self) -> None:
        self.text.setAccessibleName(self.tr("Card details"))
        self.edit_name_button.setText(self.tr("Edit name…"))
        self.show_card(self.card_id)

    def set_card_language(self, lang: str) -> None:
        self.lang = lang
        self.show_card(self.card_id)

    def show_card(self, card_id: str | None) -> None:
        self.card_id = card_id
        card = self.lib.card(card_id) if card_id else None
        self.edit_name_button.setEnabled(card is not None)
        self.edit_name_button.setToolTip(self.tr("Correct this card's name {language}; it is kept in your data")
                                         .format(language=card_text.in_language(self.lang)))
        if card is None:
            if self.image is not None:
                self.image.set_card(None)
            hint = self.tr("Select a card to see its details.")
            self._html = f"<p><i>{escape(hint)}</i></p>"
            self.text.setHtml(self._html)
            self._fit_picture()
            return
        if self.image is not None:
            self.image.set_card(card.id)
        html = self.card_html(card)
        if html != self._html:  # an edit re-selects the same card: parsing it again costs ~1.5 ms
            self._html = html
            self.text.setHtml(html)
        self._fit_picture()
        if card_text.is_user_name(card, self.lang):
            self.text.setToolTip(self.tr("✎ Your own name for this card (Edit name… in the card panel changes or resets it)"))
        elif card_text.is_project_name(card, self.lang):
            self.text.setToolTip(self.tr("Unofficial translation made by the Spellforge project (not printed in a rulebook)"))
        else:
            self.text.setToolTip("")

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_picture()

    def summary_bottom(self) -> int | None:
        """How far below the text's top edge the card's summary ends (px, the text unscrolled);
        None without a summary."""
        if not self._summary_end or "id='summary'" not in self._html:
            return None
        document = self.text.document()
        cursor = document.find(self._summary_end)
        if cursor.isNull():
            return None
        block = document.documentLayout().blockBoundingRect(cursor.block())
        return round(block.bottom()) + self.text.frameWidth() + self.text.viewport().y()

    def _fit_picture(self) -> None:
        """Give the text the height its summary needs by shrinking the picture (never below
        IMAGE_MIN_SCALE): at 1366×728 a long summary (Akiro's Hammer, Wizard's Tower) was cut
        under a full-size picture. The window's minimum size does not change."""
        picture = self.image if self.image is not None else self._slot
        full, least = IMAGE_SIZE.height(), round(IMAGE_SIZE.height() * IMAGE_MIN_SCALE)
        needed = self.summary_bottom()
        if needed is None or not self.isVisible():
            picture.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX: as the layout likes
            return
        room = picture.height() + self.text.height()  # the two share what the panel has
        picture.setMaximumHeight(max(least, min(full, room - needed - self.text.fontMetrics().lineSpacing() // 2)))

    # -- html ----------------------------------------------------------------------------------
    def card_html(self, card: Card) -> str:
        lib, lang = self.lib, self.lang
        rows: list[tuple[str, str]] = []

        def add(label: str, value) -> None:
            if value not in (None, "", ()):
                rows.append((label, escape(str(value))))

        def add_html(label: str, value: str) -> None:
            if value:
                rows.append((label, value))

        add(self.tr("Type"), card_text.type_label(lib, card, lang))
        add(self.tr("Subtypes"), ", ".join(card_text.term(lib, "subtype", s, lang) for s in card.subtypes))
        add(self.tr("Schools"), card_text.schools_text(lib, card, lang))
        add(self.tr("Level"), card.level)
        add(self.tr("Casting cost"), card_text.cost_text(card))
        if card.reveal_cost is not None or card.reveal_x:
            add(self.tr("Reveal cost"), card.reveal_cost if card.reveal_cost is not None else card.reveal_x)
        add(self.tr("Action"), {"quick": self.tr("Quick"), "full": self.tr("Full")}.get(card.action or "", ""))
        if card.range_max is not None:
            add(self.tr("Range"), f"{card.range_min}–{card.range_max}")
        add(self.tr("Target"), card_text.term(lib, "target", card.target, lang))
        add(self.tr("Life"), card.life)
        add(self.tr("Armor"), card.armor)
        add(self.tr("Channeling"), card.channeling)
        if card.defense:
            uses = self.tr("once per round") if card.defense.uses == "1x" else self.tr("every attack")
            add(self.tr("Defense"), f"{card.defense.threshold}+ ({uses})")
        add(self.tr("Equipment slots"), ", ".join(card_text.term(lib, "slot", s, lang) for s in card.slots + card.slot_options))
        add_html(self.tr("Traits"), ", ".join(self._keyword_link(t.keyword, self._trait(t)) for t in card.traits))
        # (the module's script tags, Sai's "[Sai]", are no traits: the converter drops them)
        add_html(self.tr("Grants"), ", ".join(self._keyword_link(t.keyword, self._trait(t)) for t in card.granted_traits))
        add(self.tr("Formats"), ", ".join(card_text.term(lib, "format", f, lang) for f in card.formats))

        # What the card does comes first, under its name: the panel shows it without scrolling.
        summary, printed = self._effect_html(card)
        html = [f"<h2>{escape(card.display_name(lang))}{self._mark(card, lang)}</h2>", *summary,
                "<table cellspacing='2'>"]
        html += [f"<tr><td><b>{escape(k)}</b></td><td>{v}</td></tr>" for k, v in rows]
        html.append("</table>")
        html += printed
        html += self._keywords_html(card)

        for attack in card.attacks:
            html += self._attack_html(card, attack)
        for p, variant in lib.printings_with_other_attacks(card):  # a printing whose bar says otherwise
            where = Labels(lang, lib.term).set_name(p.set_name) + (f" {p.code}" if p.code else "")
            for attack in variant.attacks:
                html += self._attack_html(card, attack, where)

        names_title, no_name = self.tr("Names"), self.tr("no name yet")
        html.append(f"<h3>{escape(names_title)}</h3><ul>")
        for code in ("en", "ru", "pl"):
            name = card.names.get(code)
            text = escape(name) + self._mark(card, code) if name else f"<i>{escape(no_name)}</i>"
            html.append(f"<li>{LANG_NAMES[code]}: {text}</li>")
        html.append("</ul>")
        if any(card_text.is_project_name(card, code) and not card_text.is_user_name(card, code) for code in ("ru", "pl")):
            note = self.tr("Unofficial translation made by the Spellforge project (not printed in a rulebook)")
            html.append(f"<p><small>* {escape(note)}</small></p>")
        if any(card_text.is_user_name(card, code) for code in LANG_NAMES):
            note = self.tr("Your own name for this card (Edit name… changes or resets it)")
            html.append(f"<p><small>✎ {escape(note)}</small></p>")

        printings_title = self.tr("Printings")
        html.append(f"<h3>{escape(printings_title)}</h3><ul>")
        for p in card.printings:
            set_name = Labels(lang, lib.term).set_name(p.set_name)
            html.append(f"<li>{escape(set_name)}" + (f" — {escape(p.code)}" if p.code else "") + "</li>")
        html.append("</ul>")
        if card.errata:
            errata_title = self.tr("Errata")
            lines = "".join(f"<li>{escape(self._errata_line(card, e))}</li>" for e in card.errata)
            html.append(f"<h3>{escape(errata_title)}</h3><ul>{lines}</ul>")
        return "".join(html)

    def _attack_html(self, card: Card, attack, where: str = "") -> list[str]:
        """One attack of the bar; `where` names the printing whose bar it is, when that printing's
        attacks differ from the canonical one's (Joseph Trublood's Promo prints Healing Light)."""
        lib, lang = self.lib, self.lang
        html: list[str] = []
        kind = self.tr("melee") if attack.kind == "melee" else self.tr("ranged")
        name = Labels(lang, lib.term).attack(attack, card.name, card.display_name(lang))
        if attack.ability:  # a spell or a heal printed in the bar (Dispel Wand, Wand of Healing): no attack
            head = (self.tr("{name}: ability, {dice} dice, range {low}–{high}") if attack.dice or attack.dice_x else
                    self.tr("{name}: ability, range {low}–{high}")).format(
                name=name, dice=attack.dice_text, low=attack.range_min, high=attack.range_max)
        elif attack.kind_printed:
            head = self.tr("{name}: {kind} attack, {dice} dice, range {low}–{high}").format(
                name=name, kind=kind, dice=attack.dice_text, low=attack.range_min, high=attack.range_max)
        else:  # a damage barrier, a passage attack, a trap: the card prints neither melee nor ranged
            head = self.tr("{name}: attack, {dice} dice").format(name=name, dice=attack.dice_text)
        if where:  # another printing's bar, named
            head = self.tr("{attack} (as printed in {printing})").format(attack=head, printing=where)
        html.append(f"<h3>{escape(head)}</h3><ul>")
        if attack.action:  # a creature's quick or full attack (Sir Corazin's two); a spell's is the card's
            action = lib.term("action", attack.action, lang) or attack.action  # en too: "Quick action"
            html.append(f"<li>{escape(self.tr('Action'))}: {escape(action)}</li>")
        if attack.damage_type:
            label = self.tr("Damage type")
            damage = card_text.term(lib, "damage_type", attack.damage_type, lang)
            html.append(f"<li>{escape(label)}: {escape(damage)}</li>")
        per_token = dict(attack.per_token)  # Gerard Matranga: Piercing +1 per Gold token
        for t in attack.traits:
            said = self._keyword_link(t.keyword, self._trait(t))
            if t.keyword in per_token:
                token = card_text.term(lib, "token", per_token[t.keyword], lang)
                said = escape(self.tr("{trait} per {token} token")).format(trait=said, token=escape(token))
            html.append(f"<li>{said}</li>")
        if attack.only_target:  # a printed target restriction (Akiro's Hammer's Boulder)
            only = self.tr("Can only target: {what}").format(what=card_text.term(lib, "target", attack.only_target, lang))
            html.append(f"<li>{escape(only)}</li>")
        for e in attack.effects:
            roll = f"{e.low}+" if e.high is None else (f"{e.low}" if e.low == e.high else f"{e.low}–{e.high}")
            effects = ", ".join(self._keyword_link(x, card_text.keyword_term(lib, "condition", x, lang))
                                for x in e.effects)
            line = escape(self.tr("Effect die {roll}: {effects}")).format(roll=escape(roll), effects=effects)
            html.append(f"<li>{line}</li>")
        html.append("</ul>")
        return html

    def _errata_line(self, card: Card, record: str) -> str:
        """A correction from db/errata.csv ("traits add Unique — errata 003 L730-L731") said in
        the UI language with card-language values, without its source's line numbers and English
        notes (a Russian panel read «channeling set (none) — errata 003 L716 (a Familiar …)»)."""
        lib, lang = self.lib, self.lang
        change, _, source = record.partition(" — ")
        field, op, value = (change.split(" ", 2) + ["", ""])[:3]
        value = "" if value == "(none)" else value
        trait = card_text.keyword_term(lib, "trait", value, lang)
        labels = {"channeling": self.tr("Channeling"), "life": self.tr("Life"), "armor": self.tr("Armor"),
                  "subtypes": self.tr("Subtypes"), "attacks": self.tr("Attacks")}
        if (field, op) == ("subtypes", "set"):
            value = ", ".join(card_text.term(lib, "subtype", v.strip(), lang) for v in value.split(","))
        elif (field, op) == ("attacks", "set"):  # the bars the card has now, named in the card language
            value = ", ".join(Labels(lang, lib.term).attack(a, card.name, card.display_name(lang)) for a in card.attacks)
        elif op == "set" and not value:
            value = self.tr("none")
        said = {("traits", "add"): self.tr("Trait added: {value}").format(value=trait),
                ("traits", "remove"): self.tr("Trait removed: {value}").format(value=trait),
                ("attack_traits", "add"): self.tr("Attack trait added: {value}").format(value=trait),
                ("attack_traits", "remove"): self.tr("Attack trait removed: {value}").format(value=trait),
                ("granted_traits", "remove"): self.tr("Granted trait removed: {value}").format(value=trait),
                ("granted_traits", "add"): self.tr("Granted trait corrected: {value}").format(
                    value=" ".join([card_text.keyword_term(lib, "trait", value.rpartition(" ")[0] or value, lang),
                                    value.rpartition(" ")[2]] if value.rpartition(" ")[0] else [trait])),
                ("attacks", "clear"): self.tr("No attack bar")}.get((field, op))
        if said is None and op == "set" and field in labels:
            said = f"{labels[field]}: {value}"
        if said is None:  # a correction this panel does not know yet: as the data says it
            return record
        # the errata document's line numbers and the data's notes are for db/errata.csv's readers
        return self.tr("{change} (official errata)").format(change=said) if source.startswith("errata ") else said

    def _effect_html(self, card: Card) -> list[str]:
        """What the card does: our summary in the card language (marked as a summary), and under
        it the English printed text the user imported from their own OCTGN install."""
        out: list[str] = []
        summary = card_text.summary(self.lib, card.id, self.lang)
        self._summary_end = summary[-30:] if summary else ""  # found again in the text on a resize
        if summary:
            title = self.tr("What it does (summary)")
            note = self.tr("A summary made by Spellforge from the card's effects, not the printed text.")
            out.append(f"<h3>{escape(title)}</h3><p id='summary'>{escape(summary)}</p>"
                       f"<p><small><i>{escape(note)}</i></small></p>")
        printed_out: list[str] = []
        printed = card_text.printed_text(self.lib, card.id)
        if printed:
            title = self.tr("Printed text (English, from your OCTGN install)")
            body = "<br>".join(escape(line) for line in printed.split("\n"))
            printed_out.append(f"<h3>{escape(title)}</h3><p id='printed' lang='en'>{body}</p>")
        return out, printed_out

    def _trait(self, t) -> str:
        said = Labels(self.lang, self.lib.term).trait(t)  # the card faces' wording
        if said == str(t) and t.value is None:  # Restrained, granted by Force Hold: a condition's name
            return card_text.keyword_term(self.lib, "trait", t.keyword, self.lang)
        return said

    def _keywords_html(self, card: Card) -> list[str]:
        """What each trait and effect condition of the card means (the Codex), in the card
        language: keywords without a Codex entry are left out."""
        lib, lang = self.lib, self.lang
        keywords: dict[str, str] = {}  # keyword -> term category, first seen first
        faces: dict[str, str] = {}  # "Only": "Warlord Only" as the card says it
        for t in (*card.traits, *card.granted_traits, *(t for a in card.attacks for t in a.traits)):
            keywords.setdefault(t.keyword, "trait")
            faces.setdefault(t.keyword, self._trait(t))
        for a in card.attacks:
            for e in a.effects:
                for condition in e.effects:
                    keywords.setdefault(condition, "condition")
        items = []
        for keyword, category in keywords.items():
            name = card_text.keyword_term(lib, category, keyword, lang)
            meaning = self.meaning(keyword, name)
            if keyword in PATTERN_KEYWORDS and meaning:  # «Только для Военачальника — только маг этого класса…»
                name, meaning = faces.get(keyword, name), _PATTERN_PREFIX.sub("", meaning, count=1)
            if meaning:
                items.append(f"<li><b>{escape(name)}</b> — {escape(meaning)}</li>")
        if not items:
            return []
        title = self.tr("What the keywords mean")
        return [f"<h3>{escape(title)}</h3><ul>", *items, "</ul>"]

    def meaning(self, keyword: str, name: str | None = None) -> str | None:
        """The Codex meaning of a trait or condition in the card language, without a restated
        "Keyword:" at its start; None when the Codex does not know the keyword."""
        try:
            meaning = self.lib.codex(keyword, self.lang)
        except Exception:  # an incomplete Codex table must not break the panel
            return None
        if not meaning:
            return None
        for prefix in (f"{name}:" if name else None, f"{keyword}:"):
            if prefix and meaning.casefold().startswith(prefix.casefold()):
                return meaning[len(prefix):].strip()
        return meaning

    def _keyword_link(self, keyword: str, text: str) -> str:
        if not self.meaning(keyword):
            return escape(text)
        return f"<a href='codex:{quote(keyword)}'>{escape(text)}</a>"

    def keyword_tip(self, url: QUrl) -> str:
        """The tooltip for a codex: link (empty for any other link)."""
        if url.scheme() != "codex":
            return ""
        keyword = unquote(url.path())
        return self.meaning(keyword, card_text.keyword_term(self.lib, "trait", keyword, self.lang)) or ""

    def _show_keyword_tip(self, url: QUrl) -> None:
        tip = self.keyword_tip(url)
        if tip:
            QToolTip.showText(QCursor.pos(), tip, self.text)
        else:
            QToolTip.hideText()

    def _mark(self, card: Card, lang: str) -> str:
        if card_text.is_user_name(card, lang):
            tip = escape(self.tr("Your own name for this card (Edit name… changes or resets it)"))
            return f" <sup title='{tip}'>✎</sup>"
        if not card_text.is_project_name(card, lang):
            return ""
        tip = escape(self.tr("Unofficial translation made by the Spellforge project (not printed in a rulebook)"))
        return f" <sup title='{tip}'>*</sup>"
