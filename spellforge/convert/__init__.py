"""Convert OCTGN set files into the project's reviewed text library in `db/`.

    spellforge convert-sets path/to/sets [--products products.csv] [--out db]

Writes one JSON file per set (every printing with its facts), `mages.json`, `excluded.csv`
(every card left out and why), `attack_bars.csv` (where cAttacks and the readable AttackBar
disagree, each resolved from the bar), `reprints.csv` (names printed in several sets whose facts
disagree, with the canonical choice) and `products.csv` (copies per product, with card ids).
Hand-maintained files in `db/` (errata.csv, mage_figures.csv, i18n/) are never touched.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from spellforge.convert.mages import mage_records
from spellforge.convert.octgn_sets import (
    SetFile,
    SetFileError,
    card_attacks,
    card_record,
    exclusion_reason,
    read_set_file,
)
from spellforge.convert.policy import canonical_choice, set_rank
from spellforge.domain.ids import card_id
from spellforge.fileio import write_atomic

__all__ = ["SetFileError", "convert_sets"]

# Facts that, when printings of one name disagree on them, need a recorded decision.
COMPARED_FIELDS = ("type", "schools", "school_join", "cost", "cost_x", "reveal_cost", "reveal_x",
                   "action", "range", "traits", "subtypes", "life", "armor", "channeling", "defense",
                   "slots", "slot_options", "attacks")


def slug(text: str) -> str:
    return card_id(text)


def _csv_text(header: list[str], rows: list[list]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def convert_sets(src: Path, out: Path, products: Path | None = None) -> dict:
    """Convert every `*.xml` set file in `src` into `out`. Returns a summary for the CLI."""
    files = sorted(src.glob("*.xml"))
    if not files:
        raise SetFileError(f"{src}: no OCTGN set files (*.xml) found")
    sets: list[SetFile] = [read_set_file(f) for f in files]  # raises SetFileError on bad input

    excluded: list[list] = []
    bar_rows: list[list] = []  # attack facts taken from the readable AttackBar over cAttacks
    by_name: dict[str, list[dict]] = {}
    set_payloads: dict[str, dict] = {}
    mages_set: SetFile | None = None
    for sf in sets:
        if sf.name == "Mages":
            mages_set = sf
            continue
        cards = []
        for raw in sf.cards:
            reason = exclusion_reason(raw)
            if reason:
                excluded.append([sf.name, raw.name, raw.guid, raw.props.get("Type", ""), reason])
                continue
            if raw.props.get("Type") == "Magestats":
                excluded.append([sf.name, raw.name, raw.guid, "Magestats", "mage stats outside the Mages set"])
                continue
            rec = card_record(raw)
            bar_rows += [[sf.name, raw.name, note] for note in card_attacks(raw)[1]]
            cards.append(rec)
            by_name.setdefault(raw.name, []).append({**rec, "set": sf.name})
        set_payloads[sf.file] = {
            "set": {"name": sf.name, "id": sf.id, "source_file": sf.file, "playtest": sf.playtest,
                    "format": "academy" if sf.academy else "arena"},
            "cards": cards,
        }
    if mages_set is None:
        raise SetFileError(f"{src}: the Mages set file (mages.xml) is missing")

    out.mkdir(parents=True, exist_ok=True)
    sets_dir = out / "sets"
    sets_dir.mkdir(exist_ok=True)
    for old in sets_dir.glob("*.json") if sets_dir.exists() else []:
        if old.name not in {Path(f).with_suffix(".json").name for f in set_payloads}:
            old.unlink()
    for file, payload in set_payloads.items():
        write_atomic(sets_dir / Path(file).with_suffix(".json").name,
                     json.dumps(payload, ensure_ascii=False, indent=1) + "\n")

    reprint_rows = []
    for name, printings in sorted(by_name.items()):
        if len(printings) < 2:
            continue
        differing = [f for f in COMPARED_FIELDS if len({json.dumps(p[f], sort_keys=True) for p in printings}) > 1]
        if not differing:
            continue
        chosen, reason = canonical_choice([p["set"] for p in printings])
        reprint_rows.append([card_id(name), name, " | ".join(p["set"] for p in sorted(printings, key=lambda p: set_rank(p["set"]))),
                             " ".join(differing), chosen, reason])
    write_atomic(out / "reprints.csv", _csv_text(
        ["card_id", "name", "printings", "differing_fields", "canonical_set", "reason"], reprint_rows))
    write_atomic(out / "attack_bars.csv", _csv_text(["set", "name", "resolved"], bar_rows))
    write_atomic(out / "excluded.csv", _csv_text(
        ["set", "name", "guid", "type", "reason"], excluded))

    mages = mage_records(mages_set)
    write_atomic(out / "mages.json", json.dumps({"source_file": mages_set.file, "mages": mages},
                                                     ensure_ascii=False, indent=1) + "\n")

    product_rows = 0
    if products is not None:
        product_rows = _convert_products(products, out / "products.csv", by_name)
    return {"sets": len(set_payloads), "spell_names": len(by_name), "printings": sum(len(v) for v in by_name.values()),
            "excluded": len(excluded), "reprints_disagreeing": len(reprint_rows), "mages": len(mages),
            "product_rows": product_rows}


# products.csv spells two names differently from the set files (prior-art §2b).
PRODUCT_NAME_FIXES = {"Drokarr": "Drokkar", "Ring of the Tides": "Ring of Tides", "Orc Seargeant": "Orc Sergeant"}


def _convert_products(src: Path, dest: Path, by_name: dict[str, list[dict]]) -> int:
    """Copies per product, keyed by our card id (name first; the printed code as fallback)."""
    code_to_name = {p["code"]: n for n, ps in by_name.items() for p in ps if p.get("code")}
    lower_names = {n.lower(): n for n in by_name}
    rows = []
    try:
        with src.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            need = {"card_code", "card_name", "product", "copies", "max_in_spellbook"}
            if not reader.fieldnames or not need <= set(reader.fieldnames):
                raise SetFileError(f"{src}: line 1: expected columns {sorted(need)}, got {reader.fieldnames}")
            for row in reader:
                printed = PRODUCT_NAME_FIXES.get(row["card_name"].strip(), row["card_name"].strip())
                name = lower_names.get(printed.lower()) or code_to_name.get(row["card_code"].strip())
                cid = card_id(name) if name else ""
                rows.append([cid, row["card_code"].strip(), row["card_name"].strip(), row["product"].strip(),
                             int(row["copies"]), int(row["max_in_spellbook"])])
    except (ValueError, KeyError) as exc:
        raise SetFileError(f"{src}: line {reader.line_num}: {exc}") from None
    write_atomic(dest, _csv_text(["card_id", "card_code", "card_name", "product", "copies", "max_in_spellbook"], rows))
    return len(rows)
