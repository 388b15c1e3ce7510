"""The list of spellbooks, their versions, new-from-template and the import report."""
