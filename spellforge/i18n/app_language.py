"""The window's interface language (Preferences ▸ Interface language) read without Qt, so that a
command's `--lang` can default to it: the QSettings file spellforge.ui.settings writes — the INI
in the data folder when one is set (SPELLFORGE_DATA_DIR, --data-dir), else the platform's own
place for organisation and application "Spellforge". "en" when nothing is stored or it cannot be
read: a command never fails over a preference."""

from __future__ import annotations

import configparser
import os
import sys
from pathlib import Path

LANGS = ("en", "ru", "pl")
_NAME = "Spellforge"  # spellforge.ui.app ORG and APP_NAME


def app_language() -> str:
    try:
        value = _stored()
    except (OSError, ValueError, configparser.Error):
        value = None
    return value if value in LANGS else "en"


def _stored() -> str | None:
    from spellforge import paths

    if os.environ.get("SPELLFORGE_DATA_DIR") or paths._override:
        return _ini(paths.data_dir() / "spellforge.ini")
    if sys.platform == "win32":
        import winreg

        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"Software\{_NAME}\{_NAME}\ui") as key:
            return str(winreg.QueryValueEx(key, "language")[0])
    if sys.platform == "darwin":
        import plistlib

        plist = Path.home() / "Library" / "Preferences" / "org.example.spellforge.Spellforge.plist"
        if plist.is_file():
            return plistlib.loads(plist.read_bytes()).get("ui.language")
        return None
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return _ini(config / _NAME / f"{_NAME}.conf")


def _ini(path: Path) -> str | None:
    if not path.is_file():
        return None
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(path, encoding="utf-8")
    return parser.get("ui", "language", fallback=None)
