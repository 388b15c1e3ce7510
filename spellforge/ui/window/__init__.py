"""The main window: its start, menus and actions, files, session, tools, game switcher, data safety."""
