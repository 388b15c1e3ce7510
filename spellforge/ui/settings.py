"""Typed preferences over QSettings (INI): UI language, card language, theme, printing mode, shortcuts,
recent files and window state. Books and collection live in SQLite, not here."""

from __future__ import annotations

import os

from PySide6.QtCore import QLocale, QSettings

from spellforge import paths

LANGS = ("en", "ru", "pl")
THEMES = ("system", "light", "dark")
PRINTINGS = ("canonical", "named")
MAX_RECENT = 10


def system_language() -> str:
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGS:
            return code
    return "en"


def settings_file_override() -> str | None:
    """With a data directory override (tests, portable use) the INI file sits in it."""
    if os.environ.get("SPELLFORGE_DATA_DIR") or paths._override:
        return str(paths.data_dir() / "spellforge.ini")
    return None


class Settings:
    def __init__(self, qsettings: QSettings | None = None):
        if qsettings is None:
            override = settings_file_override()
            qsettings = QSettings(override, QSettings.IniFormat) if override else QSettings()
        self.q = qsettings

    def _choice(self, key: str, allowed: tuple[str, ...], default: str) -> str:
        value = str(self.q.value(key, default) or default)
        return value if value in allowed else default

    @property
    def ui_language(self) -> str:
        return self._choice("ui/language", LANGS, system_language())

    @ui_language.setter
    def ui_language(self, lang: str) -> None:
        self.q.setValue("ui/language", lang)

    @property
    def card_language(self) -> str:
        return self._choice("cards/language", LANGS, system_language())

    @card_language.setter
    def card_language(self, lang: str) -> None:
        self.q.setValue("cards/language", lang)

    @property
    def theme(self) -> str:
        return self._choice("ui/theme", THEMES, "system")

    @theme.setter
    def theme(self, theme: str) -> None:
        self.q.setValue("ui/theme", theme)

    @property
    def printing(self) -> str:
        """Whose facts price a card a book names a printing of: "canonical" or "named"
        (`validate --printing`, docs/rules.md "Printings a book names")."""
        return self._choice("rules/printing", PRINTINGS, "canonical")

    @printing.setter
    def printing(self, mode: str) -> None:
        self.q.setValue("rules/printing", mode)

    def shortcut(self, action_id: str) -> str | None:
        value = self.q.value(f"shortcuts/{action_id}")
        return None if value is None else str(value)

    def set_shortcut(self, action_id: str, sequence: str | None) -> None:
        if sequence is None:
            self.q.remove(f"shortcuts/{action_id}")
        else:
            self.q.setValue(f"shortcuts/{action_id}", sequence)

    @property
    def recent_files(self) -> list[str]:
        value = self.q.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add_recent_file(self, path: str) -> None:
        files = [path] + [f for f in self.recent_files if f != path]
        self.q.setValue("files/recent", files[:MAX_RECENT])

    def clear_recent_files(self) -> None:
        self.q.setValue("files/recent", [])

    def window_state(self, name: str) -> tuple[object, object]:
        return self.q.value(f"windows/{name}/geometry"), self.q.value(f"windows/{name}/state")

    def save_window_state(self, name: str, geometry, state) -> None:
        self.q.setValue(f"windows/{name}/geometry", geometry)
        if state is not None:
            self.q.setValue(f"windows/{name}/state", state)

    def sync(self) -> None:
        self.q.sync()
