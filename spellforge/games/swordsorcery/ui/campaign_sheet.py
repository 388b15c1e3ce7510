"""The Sword & Sorcery view's showing: the campaign line, the party, the selected hero's sheet,
the problems (live) and the history, filled from the campaign. A part of SwordSorceryView (its
sentences keep the view's translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidgetItem

from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.ui.view_context import SwordSorceryView
from spellforge.games.swordsorcery.validator import ERROR, UnknownName, resolve, validate


SLOT_CODES = ("wrong_hand", "wrong_slot", "two_handed_off_hand", "style_mismatch")  # a problem of one slot


def _translate(context: str, source: str, n: int | None = None) -> str:
    """The messages' translate(), answered by the application's installed .qm like tr()."""
    return QCoreApplication.translate(context, source, None, n if n is not None else -1)


class CampaignSheet:
    def refresh(self) -> None:
        self._filling = True
        try:
            self._fill_top()
            self._fill_party()
            self._fill_hero()
            self._fill_sheet()
            self.board.refresh()
            self.story.refresh()
        finally:
            self._filling = False

    def _fill_top(self) -> None:
        self.campaign_box.clear()
        for n, _m, _r in self.campaigns.names():
            self.campaign_box.addItem(n, n)
        self.campaign_box.setCurrentIndex(self.campaign_box.findData(self.name))
        c = self.campaign
        self.pool_label.setText(SwordSorceryView.tr("Act {act}, scenario {scenario} · soul shards: {shards}").format(
            act=rules.ROMAN[c.act] if c.act < len(rules.ROMAN) else c.act, scenario=c.scenario, shards=c.shards))
        self.storm.setChecked(c.soul_storm)
        enabled = bool(self.name)
        for w in (self.storm, self.party_group, self.hero_group, self.sheet_group, self.export_action):
            w.setEnabled(enabled)

    def _errors_by_hero(self) -> dict[str, list]:
        """The rule errors of each hero (by the name the campaign spells), to mark its row and slots."""
        try:
            problems = validate(self.campaign, self.lib, self.lang) if self.name else []
        except UnknownName:
            problems = []
        out: dict[str, list] = {}
        for p in problems:
            if p.severity == ERROR and p.hero:
                out.setdefault(p.hero, []).append(p)
        return out

    def _fill_party(self) -> None:
        row = self.party.currentRow()
        self.party.clear()
        errors = self._errors_by_hero()
        for m in self._members():
            h = m.state
            ghost = " ☠" if h.ghost else ""  # the level first: a narrow list cuts the end, never the level
            mark = "✗ " if h.hero in errors else ""
            self.party.addItem(f"{mark}{rules.ROMAN[h.soul_level]}{ghost} · {m.side.hero_names.get(self.lang)} — "
                               f"{m.side.names.get(self.lang)} ({self.lib.term(m.alignment, self.lang)})")
            if mark:
                item = self.party.item(self.party.count() - 1)
                item.setToolTip("\n".join(p.message(_translate) for p in errors[h.hero]))
        self.party.setCurrentRow(min(max(row, 0), self.party.count() - 1))
        self.add_hero.clear()
        for s in self.lib.sides.values():
            self.add_hero.addItem(f"{s.hero_names.get(self.lang)} — {s.names.get(self.lang)}", s.id)

    def _members(self):
        try:
            return resolve(self.campaign, self.lib)
        except UnknownName:
            return []

    def _fill_hero(self) -> None:
        was = self._filling
        self._filling = True
        try:
            members = self._members()
            row = self.party.currentRow()
            m = members[row] if 0 <= row < len(members) else None
            self.hero_group.setEnabled(m is not None and bool(self.name))
            self.side.clear()
            self.skills.clear()
            self.inventory.clear()
            self.skill_pick.clear()
            self.item_pick.clear()
            self.trade_to.clear()
            self.picks_label.clear()
            for box in self.slots.values():
                box.clear()
            if m is None:
                self.level.setText("—")
                self.crowns.setText("—")
                return
            for s in self.lib.hero_sides(m.hero):
                self.side.addItem(f"{s.names.get(self.lang)} ({self.lib.term(s.alignment, self.lang)})", s.id)
            self.side.setCurrentIndex(self.side.findData(m.side.id))
            h = m.state
            row_data = self.lib.soul_row(m.side.id, h.soul_level)
            hp = (" · " + SwordSorceryView.tr("HP {hp}").format(hp=row_data.hp)) if row_data and row_data.hp else ""
            if h.wounds:
                hp += " · " + SwordSorceryView.tr("wounds {wounds}").format(wounds=h.wounds)
            self.level.setText(rules.ROMAN[h.soul_level] + hp)
            self.crowns.setText(str(h.crowns))
            for e in h.skills:
                skill = self.lib.skill(e.name)
                self.skills.addItem(skill.names.get(self.lang) if skill else e.name)
            for e in h.inventory:
                item = self.lib.item(e.name)
                self.inventory.addItem((item.names.get(self.lang) if item else e.name) + (" ⚒" if e.forged else ""))
            for k in self.lib.skills.values():
                if k.kind != "starting" and (not k.hero or k.hero == m.hero):
                    self.skill_pick.addItem(k.names.get(self.lang), k.names.ru)
            wants = {"main": "weapon", "off": "weapon", "armour": "armour", "artifact": "artifact"}
            unfit = {"main": ("off",), "off": ("two_handed", "main")}  # the hands a slot never takes (002 L1633-1641)
            hero_errors = self._errors_by_hero().get(h.hero, [])
            for slot, box in self.slots.items():
                box.addItem("—", "")
                for i in self.lib.items.values():
                    if i.category in ("", wants[slot]) and i.hand not in unfit.get(slot, ()):
                        box.addItem(i.names.get(self.lang), i.id)
                held = h.equipped.get(slot)
                item = self.lib.item(held.name) if held else None
                if held and item is None:
                    box.addItem(held.name, held.name)
                box.setCurrentIndex(box.findData(item.id if item else (held.name if held else "")))
                wrong = [p for p in hero_errors if p.code in SLOT_CODES
                         and held and p.params.get("item") in (item.names.get(self.lang) if item else held.name,)]
                box.setStyleSheet("QComboBox { border: 2px solid #b00020; }" if wrong else "")
                box.setToolTip("\n".join(p.message(_translate) for p in wrong))
            for i in self.lib.items.values():
                self.item_pick.addItem(i.names.get(self.lang), i.names.ru)
            for other in members:
                if other is not m:
                    self.trade_to.addItem(other.side.hero_names.get(self.lang), other.state.hero)
            self.picks_label.setText(self._picks_text(m))
        finally:
            self._filling = was
            self._sync_item_buttons()

    def _picks_text(self, m) -> str:
        """The open skill picks after a level-up, with the cards that qualify (002 L1380-1412)."""
        from spellforge.games.swordsorcery.picks import picks_text

        data, _text = picks_text(self.campaign, self.lib, m.state.hero, self.lang, _translate)
        if not data["open"]:
            return ""
        cards = ", ".join(data["class_cards"] + data["general_cards"]) or "—"
        if data["class_open"] is None:
            return SwordSorceryView.tr("Open skill picks: {count} · qualify: {cards}").format(count=data["open"],
                                                                                                cards=cards)
        return SwordSorceryView.tr("Open picks: {classes} class, {general} general · qualify: {cards}").format(
            classes=data["class_open"], general=data["general_open"], cards=cards)

    def _fill_sheet(self) -> None:
        from spellforge.games.swordsorcery.actions import describe

        self.problems.clear()
        if getattr(self, "data_error", None) is not None:
            self.problems.addItem(f"✗ {self.data_error.told(_translate)}")
        if self.name:
            try:
                problems = validate(self.campaign, self.lib, self.lang)
            except UnknownName as exc:
                self.problems.addItem(exc.message(_translate))
                problems = []
            for p in problems:
                mark = "✗" if p.severity == ERROR else "·"
                item = QListWidgetItem(f"{mark} {p.message(_translate)}")
                item.setData(Qt.UserRole, p.code)
                self.problems.addItem(item)
            if not [p for p in problems if p.severity == ERROR]:
                self.problems.addItem(SwordSorceryView.tr("✓ The party follows every rule checked."))
        self.history.clear()
        for entry in self.campaign.log:
            self.history.addItem(describe(entry, self.lib, self.lang, _translate))
        self.history.scrollToBottom()

    def problem_codes(self) -> list[str]:
        return [self.problems.item(i).data(Qt.UserRole) for i in range(self.problems.count())
                if self.problems.item(i).data(Qt.UserRole)]
