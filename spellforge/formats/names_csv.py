"""Exchange card-name translations as CSV: `card_id,lang,name,source`.

Export writes every card's name in the chosen languages (the user's own names where set).
Import checks every line first, then stores the good names in one transaction, and reports
every line: stored, unchanged, or an error with its line number; a bad line never stops the
others, and a file that cannot be read as a whole stores nothing. Names lose control characters
(NUL, ESC, bidi marks); cells a spreadsheet would run as formulas are exported with a leading '.
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass

from spellforge.fileio import FileRefused, read_limited
from spellforge.i18n.cli_words import Context

from spellforge.library.user.names import USER_SOURCE, set_user_names
from spellforge.safetext import clean_line, csv_cell, csv_uncell, for_terminal, has_controls

HEADER = ["card_id", "lang", "name", "source"]
LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # in the command's --lang (`spellforge translations import --lang`); English in the window
MAX_BYTES = 5 * 1024 * 1024  # ~10 names per card for every card: far past any real file
MAX_ROWS = 50_000
MAX_FIELD = 200  # the longest card name in any language is under 60 characters


class NamesFileError(ValueError):
    """A translation CSV that cannot be read at all; the message names the file."""


@dataclass
class LineReport:
    line: int
    status: str  # "stored" | "unchanged" | "error"
    message: str = ""


def export_names(lib, langs: tuple[str, ...] = ("ru", "pl")) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(HEADER)
    cell = csv_cell  # names a user typed may start with = + - @: never a formula in a spreadsheet
    for card in lib.spells(include_playtest=True):
        for lang in langs:
            name = card.names.get(lang)
            if name:
                w.writerow([cell(card.id), lang, cell(name), cell((card.name_sources.get(lang) or "").split(":")[0])])
    return buf.getvalue()


def read_names_file(path: str | os.PathLike[str]) -> str:
    """The text of a translation CSV (UTF-8, with or without BOM). Raises NamesFileError naming
    the file for a FIFO/device, a file over MAX_BYTES, or text that is not UTF-8."""
    try:
        data = read_limited(path, MAX_BYTES)
    except FileRefused as e:
        raise NamesFileError(f"{path}: {e}") from None
    except OSError as e:
        raise NamesFileError(Cli.tr("{path}: cannot read the file ({error})").format(path=path, error=e.strerror or e)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise NamesFileError(Cli.tr("{path}: line {line}: not {encoding} text (save the CSV as {encoding})").format(
            path=path, line=line, encoding="UTF-8")) from None


def import_names(lib, store, text: str, source_name: str = "<csv>") -> list[LineReport]:
    """Check every line, then store all good names in one transaction: a failure while storing
    leaves user data as it was. A file that cannot be read as a whole (too large, not CSV, a
    field over MAX_FIELD characters, more than MAX_ROWS rows) stores nothing and says why."""
    where = for_terminal(source_name)
    if len(text) > MAX_BYTES:
        return [LineReport(1, "error", Cli.tr("{file}: file is too large ({size} characters; the limit is {limit})").format(
            file=where, size=f"{len(text):,}", limit=f"{MAX_BYTES:,}"))]
    reports: list[LineReport] = []
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff")))
    try:
        header = next(reader, None)
        if header is None:
            return [LineReport(1, "error", Cli.tr("{file}: line {line}: empty file").format(file=where, line=1))]
        cols = {h.strip().lower(): i for i, h in enumerate(header)}
        missing = [h for h in ("card_id", "lang", "name") if h not in cols]
        if missing:
            return [LineReport(1, "error", Cli.tr("{file}: line {line}: missing columns {missing} (expected {header})").format(
                file=where, line=1, missing=", ".join(missing), header=",".join(HEADER)))]
        todo: dict[tuple[str, str], tuple[str, str, int]] = {}
        rows = 0
        for row in reader:
            rows += 1
            if rows > MAX_ROWS:
                return [LineReport(reader.line_num, "error", Cli.tr(
                    "{file}: line {line}: more than {limit} rows; nothing was stored (split the file)").format(
                    file=where, line=reader.line_num, limit=f"{MAX_ROWS:,}"))]
            if any(len(cell) > MAX_FIELD for cell in row):  # not a list of names: refuse the whole file
                return [LineReport(reader.line_num, "error", Cli.tr(
                    "{file}: line {line}: a field is longer than {limit} characters; nothing was stored").format(
                    file=where, line=reader.line_num, limit=MAX_FIELD))]
            report, name_row = _check_row(lib, row, cols, reader.line_num, where)
            if report is not None:
                reports.append(report)
            if name_row is not None:
                todo[name_row[0], name_row[1]] = (name_row[2], name_row[3], reader.line_num)
    except csv.Error as e:
        return [LineReport(reader.line_num, "error", Cli.tr("{file}: line {line}: not valid CSV ({error}); nothing was stored").format(
            file=where, line=reader.line_num, error=e))]
    if todo:
        set_user_names(store, [(cid, lang, name, source) for (cid, lang), (name, source, _) in todo.items()])
        lib.apply_user_names({(cid, lang): (name, USER_SOURCE) for (cid, lang), (name, _, _) in todo.items()})
    return sorted(reports, key=lambda r: r.line)


def _check_row(lib, row: list[str], cols: dict[str, int], line: int, where: str):
    """(report or None, (card id, lang, name, source) to store or None)."""
    if not any(cell.strip() for cell in row):
        return None, None
    try:
        cid, lang, raw = (csv_uncell(row[cols[k]].strip()) for k in ("card_id", "lang", "name"))
    except IndexError:
        return LineReport(line, "error", Cli.tr("{file}: line {line}: too few columns").format(file=where, line=line)), None
    name = " ".join(clean_line(raw).split())  # NUL, ESC, RTL marks … never reach a stored name
    card = lib.card(cid)
    if card is None:
        return LineReport(line, "error", Cli.tr("{file}: line {line}: unknown card id {id}").format(
            file=where, line=line, id=for_terminal(repr(cid)))), None
    if lang not in LANGS:
        return LineReport(line, "error", Cli.tr("{file}: line {line}: language {lang} is not `en`, `ru` or `pl`").format(
            file=where, line=line, lang=for_terminal(repr(lang)))), None
    if not name:
        return LineReport(line, "error", Cli.tr("{file}: line {line}: empty name").format(file=where, line=line)), None
    if card.names.get(lang) == name:
        return LineReport(line, "unchanged"), None
    source = csv_uncell(row[cols["source"]].strip()) if "source" in cols and len(row) > cols["source"] else ""
    source = clean_line(source)
    note = (Cli.tr("{file}: line {line}: control characters removed from the name").format(file=where, line=line)
            if name != raw.strip() and has_controls(raw) else "")
    return LineReport(line, "stored", note), (cid, lang, name, source if source and source != "rulebook" else USER_SOURCE)
