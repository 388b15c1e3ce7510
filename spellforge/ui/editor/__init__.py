"""The spellbook editor: the open book (document, undo, autosave), its tables and charts."""
