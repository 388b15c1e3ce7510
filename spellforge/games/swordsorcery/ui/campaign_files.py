"""The Sword & Sorcery view's files: a new campaign, a campaign file imported or exported, the
box data's templates written and imported. A part of SwordSorceryView (its sentences keep the
view's translation context)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from spellforge.games.swordsorcery.campaign import Campaign, CampaignFileError, read_campaign
from spellforge.games.swordsorcery.ui.campaign_sheet import _translate
from spellforge.games.swordsorcery.ui.view_context import SwordSorceryView
from spellforge.games.swordsorcery.validator import UnknownName, resolve


def _said(exc: Exception) -> str:
    """Box data that cannot be read (its file and line, then what) or a user data failure, in the
    window's language."""
    told = getattr(exc, "told", None)
    if told is not None:
        return told(_translate)
    from spellforge.ui.user_data_text import said

    return said(exc)


class CampaignFiles:
    def new_campaign(self, name: str | None = None) -> bool:
        if name is None:
            name, ok = QInputDialog.getText(self, SwordSorceryView.tr("New campaign"), SwordSorceryView.tr("Name:"))
            if not ok or not name.strip():
                return False
        name = name.strip()
        if self.campaigns.exists(name):
            QMessageBox.warning(self, SwordSorceryView.tr("New campaign"),
                                SwordSorceryView.tr("A campaign named {name} already exists.").format(name=name))
            return False
        c = Campaign()
        c.log.append({"action": "new", "scenario": 1, "act": c.act, "shards": c.shards})
        from spellforge.library.user.store import UserDataError

        try:
            self.campaigns.save(name, c, "new", create=True)
        except UserDataError as exc:
            from spellforge.ui.user_data_text import said

            QMessageBox.warning(self, SwordSorceryView.tr("New campaign"), said(exc))
            return False
        self.open_stored(name)
        return True

    def import_file(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, SwordSorceryView.tr("Import campaign file"), "",
                                                  SwordSorceryView.tr("Campaign (*.json)"))
            if not path:
                return False
        try:
            c = read_campaign(path)
            resolve(c, self.lib)
        except (CampaignFileError, UnknownName) as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Import campaign file"),
                                exc.message(_translate) if isinstance(exc, UnknownName) else exc.told(_translate))
            return False
        from pathlib import Path

        base = c.name or Path(path).stem
        name, n = base, 1
        while self.campaigns.exists(name):  # never overwrite a stored campaign
            n += 1
            name = f"{base} ({n})"
        from spellforge.library.user.store import UserDataError

        try:
            self.campaigns.save(name, c, "import", create=True)
        except UserDataError as exc:
            from spellforge.ui.user_data_text import said

            QMessageBox.warning(self, SwordSorceryView.tr("Import campaign file"), said(exc))
            return False
        self.open_stored(name)
        return True

    def export_file(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, SwordSorceryView.tr("Export campaign file"), f"{self.name}.json",
                                                  SwordSorceryView.tr("Campaign (*.json)"))
            if not path:
                return False
        from spellforge.fileio import write_atomic

        try:
            write_atomic(path, self.campaign.dumps())
        except OSError as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Export campaign file"), str(exc))
            return False
        return True

    def write_templates(self, folder: str | None = None) -> bool:
        from pathlib import Path

        from spellforge.games.swordsorcery.userdata import write_templates

        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, SwordSorceryView.tr("Write box data templates"))
            if not folder:
                return False
        try:
            write_templates(self.lib, Path(folder))
        except FileExistsError as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Write box data templates"),
                                SwordSorceryView.tr("Already there, kept as they are: {files}").format(files=exc))
            return False
        except OSError as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Write box data templates"), str(exc))
            return False
        return True

    def import_box(self, folder: str | None = None) -> bool:
        from pathlib import Path

        from spellforge.games.swordsorcery.library import SSDataError
        from spellforge.games.swordsorcery.store import UserData, open_facts
        from spellforge.games.swordsorcery.userdata import import_folder
        from spellforge.library.user.store import UserDataError

        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, SwordSorceryView.tr("Import box data"))
            if not folder:
                return False
        try:
            result = import_folder(Path(folder), open_facts(), UserData(self.user_store))
        except (SSDataError, UserDataError) as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Import box data"), _said(exc))
            return False
        self._lib = None
        self.refresh()
        if result.warnings:
            lines = [SwordSorceryView.tr("{file}: {count} entered, the rulebook's box has {box} ({cite})").format(**w)
                     for w in result.warnings]
            QMessageBox.information(self, SwordSorceryView.tr("Import box data"), "\n".join(lines))
        return True

    def edit_box(self) -> bool:
        """The box data grid (ui/box_data.py): saved as the same files only when every row reads."""
        from spellforge.games.swordsorcery.store import UserData
        from spellforge.games.swordsorcery.ui.box_data import BoxDataDialog

        dialog = BoxDataDialog(self.lib, UserData(self.user_store).files(), self)
        if dialog.exec() != BoxDataDialog.Accepted or dialog.check():
            return False
        return self.save_box(dialog.texts())

    def save_box(self, texts: dict[str, str]) -> bool:
        from spellforge.games.swordsorcery.library import SSDataError
        from spellforge.games.swordsorcery.store import UserData, apply_user_files, open_facts
        from spellforge.library.user.store import UserDataError

        try:
            apply_user_files(open_facts(), texts, "box")  # checked again: never a file that does not read
            UserData(self.user_store).replace({name: (text, "window") for name, text in texts.items()})
        except (SSDataError, UserDataError) as exc:
            QMessageBox.warning(self, SwordSorceryView.tr("Box data"), _said(exc))
            return False
        self._lib = None
        self.refresh()
        return True
