"""What the user data layer says to the player: each message is the English sentence (a `str`, so
logs, JSON and tests read it as before) that also carries a code and its parameters, so the
command line and the window say it in the reader's language from their own translated template
(spellforge/i18n/user_data_words.py) instead of parsing the English back.

Parameters are facts: paths, numbers, names, and the OS's or SQLite's own words (`detail`, kept
as they are in parentheses); a parameter may itself be a message (the reason a write is refused)."""

from __future__ import annotations

# code -> the English sentence (the .ts source of the same code is identical: a test compares them)
ENGLISH = {
    "damaged": "{path}: the database is damaged ({detail})",
    "read_only_error": "{path}: the user data is read-only ({detail})",
    "disk_full": "{path}: the disk is full or failing ({detail}); free some space and try again",
    "undecodable_row": "{path}: a row cannot be read ({detail}); save what can be read with "
                       "`spellforge data salvage -o FOLDER`",
    "unknown_tables": "{path}: the file's tables are not the ones this Spellforge knows ({detail}); it may "
                      "have been written by a newer Spellforge",
    "could_not_use": "{path}: could not use the user data ({detail})",
    "busy": "{path}: the user data is busy in another program ({detail}); try again",
    "folder_read_only": "{folder} cannot be written: the user data is read-only",
    "newer": "{path} was written by a newer Spellforge (schema version {version}, this one knows {known}): "
             "opened read-only",
    "newer_unreadable": "{path} was written by a newer Spellforge whose tables this one cannot read "
                        "(missing: {missing}); use that Spellforge, or restore a backup with `spellforge data restore`",
    "opened_read_only": "opened read-only",
    "refused_write": "{path}: {reason}",
    "no_backup": "{path}: cannot back up before updating the file ({detail}); free some space and try again",
    "stale_book": "spellbook {book_id} was changed elsewhere (revision {found}, expected {expected}); "
                  "this change was not saved",
    "stale_rename": "spellbook '{name}' was changed elsewhere (revision {found}, expected {expected}); "
                    "it was not renamed to '{new}'",
    "rename_deleted": "spellbook '{name}' was deleted elsewhere; it was not renamed to '{new}'",
    "unreadable_book": "{path}: spellbook {book_id} '{name}' cannot be read ({why}); save the others with "
                       "`spellforge data salvage -o FOLDER`",
    "book_not_utf8": "its text is not UTF-8",
    "book_broken_json": "its JSON is broken: {detail}",
    "deleted_book": "spellbook {book_id} was deleted elsewhere (by a command or another window) while open here",
    "stale_campaign": "campaign '{name}' was changed elsewhere (revision {found}, expected {expected}); "
                      "nothing was saved: run the command again",
    "stale_collection": "{what} in the collection was changed elsewhere (now {found}, expected {expected}); "
                        "this change was not saved",
    "stale_name": "the name of {card} ({lang}) was changed elsewhere (now '{found}', expected '{expected}'); "
                  "this change was not saved",
    "unreadable_campaign": "{path}: campaign '{name}' cannot be read ({why}); save the others with "
                           "`spellforge data salvage -o FOLDER`",
    "file_unreadable": "cannot be read ({detail})",
    "file_empty": "the file is empty, 0 bytes",
    "no_header": "the file has no SQLite header",
    "campaign_exists": "a campaign named '{name}' already exists",
    "names_not_used": "{error}; your own card names are not used (see `spellforge data check`)",
    "names_not_used_now": "{error}; your own card names are not used",
    "game_collection_unusable": "{error}; the {game} collection cannot be used (see `spellforge data check`)",
    "earlier_file_moved": "{path}: cannot be read ({detail}); it was kept as {aside} and is no longer read: "
                          "run the command again",
    "earlier_file_unreadable": "{path}: cannot be read ({detail}); it was left as it is and not imported",
}


class UserMessage(str):
    """An English sentence with its code and parameters."""

    code: str
    params: dict

    def __new__(cls, code: str, **params):
        message = super().__new__(cls, ENGLISH[code].format(**params))
        message.code, message.params = code, params
        return message


def os_detail(error: OSError) -> dict:
    """A failed file operation as parameters: the OS's words (its English, for the parentheses)
    and the error number, by which a translation names the common causes in its own words."""
    return {"detail": error.strerror or str(error), "errno": error.errno}
