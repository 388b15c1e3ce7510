"""Exchange card-name translations as CSV: `card_id,lang,name,source`.

Export writes every card's name in the chosen languages (the user's own names where set).
Import stores each row as the user's name for that card and language, and reports every line:
stored, unchanged, or an error with its line number; a bad line never stops the others.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from spellforge.library.user_names import USER_SOURCE, set_user_name

HEADER = ["card_id", "lang", "name", "source"]
LANGS = ("en", "ru", "pl")


@dataclass
class LineReport:
    line: int
    status: str  # "stored" | "unchanged" | "error"
    message: str = ""


def export_names(lib, langs: tuple[str, ...] = ("ru", "pl")) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(HEADER)
    for card in lib.spells(include_playtest=True):
        for lang in langs:
            name = card.names.get(lang)
            if name:
                w.writerow([card.id, lang, name, (card.name_sources.get(lang) or "").split(":")[0]])
    return buf.getvalue()


def import_names(lib, store, text: str, source_name: str = "<csv>") -> list[LineReport]:
    reports: list[LineReport] = []
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff")))
    header = next(reader, None)
    if header is None:
        return [LineReport(1, "error", f"{source_name}: line 1: empty file")]
    cols = {h.strip().lower(): i for i, h in enumerate(header)}
    missing = [h for h in ("card_id", "lang", "name") if h not in cols]
    if missing:
        return [LineReport(1, "error", f"{source_name}: line 1: missing columns {missing} (expected {','.join(HEADER)})")]
    for row in reader:
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        try:
            cid, lang, name = (row[cols[k]].strip() for k in ("card_id", "lang", "name"))
        except IndexError:
            reports.append(LineReport(line, "error", f"{source_name}: line {line}: too few columns"))
            continue
        card = lib.card(cid)
        if card is None:
            reports.append(LineReport(line, "error", f"{source_name}: line {line}: unknown card id {cid!r}"))
        elif lang not in LANGS:
            reports.append(LineReport(line, "error", f"{source_name}: line {line}: language {lang!r} is not en, ru or pl"))
        elif not name:
            reports.append(LineReport(line, "error", f"{source_name}: line {line}: empty name"))
        elif card.names.get(lang) == name:
            reports.append(LineReport(line, "unchanged"))
        else:
            source = row[cols["source"]].strip() if "source" in cols and len(row) > cols["source"] else ""
            set_user_name(store, cid, lang, name, source if source and source != "rulebook" else USER_SOURCE)
            lib.apply_user_names({(cid, lang): (name, USER_SOURCE)})
            reports.append(LineReport(line, "stored"))
    return reports
