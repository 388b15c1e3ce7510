"""`spellforge data …`: the health of the user database (user.sqlite) and its backups.

  check [--json]            integrity check and schema version: exit 0 healthy, 1 damaged
  backup [-o FILE]          a consistent copy (default: into the rotating backups/ folder)
  restore FILE | --latest   put a backup in place; the current file is moved aside, never deleted
  salvage -o DIR            every readable spellbook as a Spellforge JSON file, and the names of
                            those found but unreadable (exit 1 when none could be written)

These commands work on the file itself, so they also work when it is damaged or read-only.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers) -> None:
    p = subparsers.add_parser("data", help=Cli.tr("check, back up, restore or salvage your user data"),
                              description=Cli.tr("The health of the user database (user.sqlite) and its backups. These "
                                                 "commands work on the file itself, so they also work when it is "
                                                 "damaged or read-only."))
    sub = p.add_subparsers(dest="data_command", metavar="ACTION")
    a = sub.add_parser("check", help=Cli.tr("integrity check plus schema version (exit 0 healthy, 1 damaged)"))
    a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    a.set_defaults(func=_check)
    a = sub.add_parser("backup", help=Cli.tr("copy the user database (default: into the rotating backups)"))
    a.add_argument("-o", "--output", help=Cli.tr("backup file to write"))
    a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    a.set_defaults(func=_backup)
    a = sub.add_parser("restore", help=Cli.tr("put a backup in place (the current file is moved aside, never deleted)"))
    g = a.add_mutually_exclusive_group(required=True)
    g.add_argument("file", nargs="?", help=Cli.tr("the backup file"))
    g.add_argument("--latest", action="store_true", help=Cli.tr("the newest backup in the backups folder"))
    a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    a.set_defaults(func=_restore)
    a = sub.add_parser("salvage", help=Cli.tr("write every readable spellbook as JSON into a folder"))
    a.add_argument("-o", "--output", required=True, help=Cli.tr("folder for the JSON files"))
    a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    a.set_defaults(func=_salvage)
    for action in sub.choices.values():
        action.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the readable output"))
    p.set_defaults(func=lambda args: (p.print_help(sys.stderr), 2)[1])


def _user_file() -> Path:
    from spellforge import paths
    from spellforge.library.user.store import USER_FILE

    return paths.data_dir() / USER_FILE


def _problems(health) -> str:
    """What the check found, in --lang where the user data layer says it (SQLite's own words stay)."""
    from spellforge.i18n.user_data_words import say

    return "; ".join(say(p) for p in health.problems)


def _check(args) -> int:
    from spellforge.cli import emit
    from spellforge.library.user.backup import check, list_backups

    health = check(_user_file())
    backups = list_backups(health.path)
    data = health.as_dict() | {"backups": [str(b) for b in backups]}
    if not health.exists:
        text = Cli.tr("{path}: no user data yet (nothing to check)").format(path=health.path)
    elif health.ok:
        text = Cli.tr("{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbook(s)", "",
                      health.books or 0).format(path=health.path, version=health.version,
                                                current=data["current_schema_version"])
        if health.newer:
            text += " — " + Cli.tr("written by a newer Spellforge: opened read-only")
    else:
        text = (Cli.tr("{path}: DAMAGED: {problems}").format(path=health.path, problems=_problems(health))
                + "\n  " + Cli.tr("restore a backup with `spellforge data restore --latest`, or save your spellbooks "
                                   "with `spellforge data salvage -o FOLDER`"))
    text += "\n" + Cli.tr("%n backup(s)", "", len(backups))
    if backups:
        text += ", " + Cli.tr("newest {name}").format(name=backups[0].name)
    emit(data, args.json, text)
    return 0 if health.ok else 1


def _backup(args) -> int:
    import sqlite3

    from spellforge.cli import CliExit, emit
    from spellforge.library.user.backup import make_backup

    user = _user_file()
    if not user.exists():
        raise CliExit(Cli.tr("{path}: no user data yet, nothing to back up").format(path=user))
    if args.output:
        from spellforge.cli import output_path

        output_path(args.output)
    try:
        made = make_backup(user, Path(args.output) if args.output else None)
    except (OSError, sqlite3.DatabaseError) as e:
        raise CliExit(Cli.tr("{path}: cannot back up ({error}); try `spellforge data salvage`").format(
            path=user, error=e)) from None
    emit({"backup": str(made)}, args.json, Cli.tr("backed up to {path}").format(path=made))
    return 0


def _restore(args) -> int:
    from spellforge.cli import CliExit, emit
    from spellforge.library.user.backup import check, latest_backup, restore

    user = _user_file()
    if args.latest:
        source = latest_backup(user)
        if source is None:
            raise CliExit(Cli.tr("no backups in {folder}").format(folder=user.parent / "backups"))
    else:
        source = Path(args.file)
    health = check(source)
    if not health.exists:
        raise CliExit(Cli.tr("{path}: no such file").format(path=source))
    if not health.ok:
        raise CliExit(Cli.tr("{path}: not a healthy database ({problems})").format(path=source, problems=_problems(health)))
    try:
        aside = restore(user, source)
    except (OSError, ValueError) as e:
        raise CliExit(str(e)) from None
    text = Cli.tr("restored {path} from {backup}").format(path=user, backup=source)
    if aside:
        text += "; " + Cli.tr("the previous file is kept as {path}").format(path=aside)
    emit({"restored_from": str(source), "previous_kept_as": str(aside) if aside else None}, args.json, text)
    return 0


def _salvage(args) -> int:
    from spellforge.cli import CliExit, emit
    from spellforge.formats import write_spellbook
    from spellforge.library import Library
    from spellforge.library.user.backup import salvage_campaigns, salvage_report

    user = _user_file()
    if not user.exists():
        raise CliExit(Cli.tr("{path}: no user data, nothing to salvage").format(path=user))
    try:
        lib = Library.open_or_build()
    except Exception:  # noqa: BLE001 - salvage must work without the library too (ids instead of names)
        lib = None
    write_json = None if lib is None else partial(write_spellbook, lib=lib, fmt="json")
    try:
        files, unreadable = salvage_report(user, Path(args.output), write_json)
        campaigns, bad_campaigns = salvage_campaigns(user, Path(args.output))
    except OSError as e:
        raise CliExit(Cli.tr("{path}: cannot write ({error})").format(path=args.output, error=e.strerror or e)) from None
    lines = [Cli.tr("%n spellbook(s) written to {folder}", "", len(files)).format(folder=args.output)]
    lines += [f"  {f.name}" for f in files]
    if campaigns:
        lines.append(Cli.tr("%n campaign(s) written to {folder}", "", len(campaigns)).format(folder=args.output))
        lines += [f"  {f.name}" for f in campaigns]
    if bad_campaigns:
        lines.append(Cli.tr("%n campaign(s) found but could not be read: {names}", "", len(bad_campaigns)).format(
            names=", ".join(bad_campaigns)))
    files = files + campaigns
    if unreadable:
        lines.append(Cli.tr("%n spellbook(s) found but could not be read: {names}", "", len(unreadable)).format(
            names=", ".join(unreadable)))
    emit({"files": [str(f) for f in files], "unreadable": unreadable + bad_campaigns}, args.json, "\n".join(lines))
    return 0 if files or not (unreadable or bad_campaigns) else 1
