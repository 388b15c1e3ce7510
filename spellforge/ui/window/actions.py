"""Every command of the window as a QAction with a remappable shortcut (stored in QSettings and
shown in the menus and the shortcut editor). Texts are set by the main window's retranslate."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence


@dataclass(frozen=True)
class ActionSpec:
    id: str
    default: str | QKeySequence.StandardKey | None
    editor_scope: bool = False  # only active while focus is in a spellbook editor


SPECS = (
    ActionSpec("new_book", QKeySequence.New),
    ActionSpec("new_from_template", "Ctrl+Shift+N"),
    ActionSpec("import_file", QKeySequence.Open),
    ActionSpec("import_clipboard", "Ctrl+Shift+V"),
    ActionSpec("export_file", "Ctrl+E"),
    ActionSpec("copy_text", "Ctrl+Shift+C"),
    ActionSpec("copy_bbcode", None),
    ActionSpec("copy_forum", None),
    ActionSpec("copy_code", None),
    ActionSpec("export_pdf", "Ctrl+P"),
    ActionSpec("export_proxies", None),
    ActionSpec("import_names", None),
    ActionSpec("export_names", None),
    ActionSpec("import_card_text", None),
    ActionSpec("edit_card_name", "F2"),
    ActionSpec("import_images_folder", None),
    ActionSpec("import_images_zip", None),
    ActionSpec("draw_pictures", None),
    ActionSpec("close_book", QKeySequence.Close),
    ActionSpec("quit", QKeySequence.Quit),
    ActionSpec("find", QKeySequence.Find),
    ActionSpec("add_card", "Ctrl+Return"),
    ActionSpec("add_candidate", "Ctrl+Shift+Return"),
    ActionSpec("copy_plus", "+", editor_scope=True),
    ActionSpec("copy_minus", "-", editor_scope=True),
    ActionSpec("remove_copy", QKeySequence.Delete, editor_scope=True),
    ActionSpec("remove_all", "Shift+Del", editor_scope=True),
    ActionSpec("move_zone", "Ctrl+M", editor_scope=True),
    ActionSpec("preferences", QKeySequence.Preferences),
    ActionSpec("playtest", "Ctrl+T"),
    ActionSpec("matchup", None),
    ActionSpec("collection", "Ctrl+K"),
    ActionSpec("shopping", None),
    ActionSpec("mark_assembled", None),
    ActionSpec("check_data", None),
    ActionSpec("save_book", QKeySequence.Save),
    ActionSpec("search_help", QKeySequence.HelpContents),
    ActionSpec("about", None),
)


def default_sequence(spec: ActionSpec) -> QKeySequence:
    if spec.default is None:
        return QKeySequence()
    return QKeySequence(spec.default)


class ActionRegistry:
    def __init__(self, parent, settings):
        self.settings = settings
        self.actions: dict[str, QAction] = {}
        self.specs = {s.id: s for s in SPECS}
        for spec in SPECS:
            action = QAction(parent)
            action.setObjectName(f"action_{spec.id}")
            if spec.editor_scope:
                action.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            self.actions[spec.id] = action
        self.apply_shortcuts()

    def __getitem__(self, action_id: str) -> QAction:
        return self.actions[action_id]

    def sequence(self, action_id: str) -> QKeySequence:
        stored = self.settings.shortcut(action_id)
        return QKeySequence(stored) if stored is not None else default_sequence(self.specs[action_id])

    def apply_shortcuts(self) -> None:
        for action_id, action in self.actions.items():
            action.setShortcut(self.sequence(action_id))

    def remap(self, action_id: str, sequence: QKeySequence | None) -> None:
        """Store a new shortcut (None = back to the default) and apply it."""
        self.settings.set_shortcut(action_id, None if sequence is None else sequence.toString(QKeySequence.PortableText))
        self.actions[action_id].setShortcut(self.sequence(action_id))
