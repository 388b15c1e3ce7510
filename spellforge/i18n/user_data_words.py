"""What the user data layer says (spellforge/library/user/messages.py: a code and its parameters)
in the reader's language: the command's --lang, or the window's through Qt (`translate`). A
message without a code is shown as it is, never dropped. The OS's own words for a failed file
operation stay in parentheses; the common causes are named in the reader's language instead."""

from __future__ import annotations

import errno

from spellforge.i18n.cli_words import Context


def _os_cause(UserData: Context, number) -> tuple[str, str] | None:
    """A common cause of a refused file operation: (English, in the reader's language)."""
    if number in (errno.EACCES, errno.EPERM):
        return "permission denied", UserData.tr("permission denied")
    if number == errno.EROFS:
        return "the disk is read-only", UserData.tr("the disk is read-only")
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "no space left on the disk", UserData.tr("no space left on the disk")
    if number == errno.ENOENT:
        return "no such file", UserData.tr("no such file")
    if number == errno.EIO:
        return "the disk cannot be read or written", UserData.tr("the disk cannot be read or written")
    return None


def _translated_cause(UserData: Context, number) -> str | None:
    """The cause in the reader's language, or None in English (the OS's own words are shown)."""
    cause = _os_cause(UserData, number)
    return cause[1] if cause and cause[1] != cause[0] else None


def _template(UserData: Context, code: str) -> str | None:  # noqa: C901 - one line per code
    templates = {
        "damaged": lambda: UserData.tr("{path}: the database is damaged ({detail})"),
        "read_only_error": lambda: UserData.tr("{path}: the user data is read-only ({detail})"),
        "disk_full": lambda: UserData.tr("{path}: the disk is full or failing ({detail}); free some space and try again"),
        "undecodable_row": lambda: UserData.tr("{path}: a row cannot be read ({detail}); save what can be read with "
                                               "`spellforge data salvage -o FOLDER`"),
        "unknown_tables": lambda: UserData.tr("{path}: the file's tables are not the ones this Spellforge knows "
                                              "({detail}); it may have been written by a newer Spellforge"),
        "could_not_use": lambda: UserData.tr("{path}: could not use the user data ({detail})"),
        "busy": lambda: UserData.tr("{path}: the user data is busy in another program ({detail}); try again"),
        "folder_read_only": lambda: UserData.tr("{folder} cannot be written: the user data is read-only"),
        "newer": lambda: UserData.tr("{path} was written by a newer Spellforge (schema version {version}, this one "
                                     "knows {known}): opened read-only"),
        "newer_unreadable": lambda: UserData.tr("{path} was written by a newer Spellforge whose tables this one cannot "
                                                "read (missing: {missing}); use that Spellforge, or restore a backup "
                                                "with `spellforge data restore`"),
        "opened_read_only": lambda: UserData.tr("opened read-only"),
        "refused_write": lambda: UserData.tr("{path}: {reason}"),
        "no_backup": lambda: UserData.tr("{path}: cannot back up before updating the file ({detail}); free some "
                                         "space and try again"),
        "stale_book": lambda: UserData.tr("spellbook {book_id} was changed elsewhere (revision {found}, expected "
                                          "{expected}); this change was not saved"),
        "stale_rename": lambda: UserData.tr("spellbook '{name}' was changed elsewhere (revision {found}, expected "
                                            "{expected}); it was not renamed to '{new}'"),
        "rename_deleted": lambda: UserData.tr("spellbook '{name}' was deleted elsewhere; it was not renamed to "
                                              "'{new}'"),
        "deleted_book": lambda: UserData.tr("spellbook {book_id} was deleted elsewhere (by a command or another "
                                            "window) while open here"),
        "stale_campaign": lambda: UserData.tr("campaign '{name}' was changed elsewhere (revision {found}, expected "
                                              "{expected}); nothing was saved: run the command again"),
        "stale_collection": lambda: UserData.tr("{what} in the collection was changed elsewhere (now {found}, "
                                                "expected {expected}); this change was not saved"),
        "stale_name": lambda: UserData.tr("the name of {card} ({lang}) was changed elsewhere (now '{found}', "
                                          "expected '{expected}'); this change was not saved"),
        "unreadable_campaign": lambda: UserData.tr("{path}: campaign '{name}' cannot be read ({why}); save the "
                                                   "others with `spellforge data salvage -o FOLDER`"),
        "unreadable_book": lambda: UserData.tr("{path}: spellbook {book_id} '{name}' cannot be read ({why}); save the "
                                               "others with `spellforge data salvage -o FOLDER`"),
        "book_not_utf8": lambda: UserData.tr("its text is not UTF-8"),
        "book_broken_json": lambda: UserData.tr("its JSON is broken: {detail}"),
        "file_unreadable": lambda: UserData.tr("cannot be read ({detail})"),
        "file_empty": lambda: UserData.tr("the file is empty, 0 bytes"),
        "no_header": lambda: UserData.tr("the file has no SQLite header"),
        "campaign_exists": lambda: UserData.tr("a campaign named '{name}' already exists"),
        "names_not_used": lambda: UserData.tr("{error}; your own card names are not used (see "
                                              "`spellforge data check`)"),
        "names_not_used_now": lambda: UserData.tr("{error}; your own card names are not used"),
        "game_collection_unusable": lambda: UserData.tr("{error}; the {game} collection cannot be used (see "
                                                        "`spellforge data check`)"),
        "earlier_file_moved": lambda: UserData.tr("{path}: cannot be read ({detail}); it was kept as {aside} and is "
                                                  "no longer read: run the command again"),
        "earlier_file_unreadable": lambda: UserData.tr("{path}: cannot be read ({detail}); it was left as it is and "
                                                       "not imported"),
    }
    make = templates.get(code)
    return make() if make else None


def say(message, translate=None, lang: str | None = None) -> str:
    """`message` (a UserMessage, a UserDataError, or any text) in the reader's language."""
    message = getattr(message, "message", message)  # a UserDataError: its message
    code = getattr(message, "code", "")
    UserData = Context("UserData", lang, translate)  # lupdate reads UserData.tr(…) as that context
    template = _template(UserData, code) if code else None
    if template is None:
        return str(message)
    params = {k: say(v, translate, lang) if getattr(v, "code", "") else v
              for k, v in message.params.items()}
    cause = _translated_cause(UserData, params["errno"]) if "errno" in params else None
    if cause is not None:
        params["detail"] = cause
    return template.format(**params)


def note(message, translate=None, lang: str | None = None) -> str:
    """A note after a command that worked (the data was only read, the user's names were not
    used): `note: …` in the reader's language."""
    UserData = Context("UserData", lang, translate)
    return UserData.tr("note: {reason}").format(reason=say(message, translate, lang))


def os_error(exc: OSError, translate=None, lang: str | None = None) -> str:
    """A file operation the OS refused, for a command's error line: `file: why`, the cause in the
    reader's language where it is a common one, else the OS's words in parentheses."""
    UserData = Context("UserData", lang, translate)
    detail = exc.strerror or str(exc)
    cause = _translated_cause(UserData, exc.errno)
    if cause is None:
        template = UserData.tr("the system refused ({detail})")
        cause = detail if template == "the system refused ({detail})" else template.format(detail=detail)
    return f"{exc.filename}: {cause}" if exc.filename else cause
