"""Read the shipped text library (`db/`) into canonical records, ready to be stored.

This is where the written policies are applied: one canonical card per name (reprints.csv,
REPRINTS.md), the errata's data corrections (errata.csv) and the rulebooks' mage figures
(mage_figures.csv). Every applied change keeps its source.
"""

from __future__ import annotations

import copy
import csv
import json
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.convert.traits import parse_trait
from spellforge.convert.policy import set_rank
from spellforge.domain.ids import card_id
from spellforge.library.digest import source_digest

LANGS = ("en", "ru", "pl")


class LibrarySourceError(ValueError):
    """A db/ file that cannot be read; the message names the file and line."""


@dataclass
class LibrarySource:
    cards: list[dict] = field(default_factory=list)  # canonical records with printings
    mages: list[dict] = field(default_factory=list)
    names: list[tuple[str, str, str, str, str]] = field(default_factory=list)  # card_id, lang, text, kind, source
    products: list[dict] = field(default_factory=list)
    terms: list[dict] = field(default_factory=list)
    codex: list[dict] = field(default_factory=list)  # trait/condition meanings from the Codex
    templates: object = None  # effect summary templates (i18n.effect_summary.Templates) or None
    effect_rows: list[dict] = field(default_factory=list)  # db/effects rows: card_id, seq, kind, mode, arg, …
    digest: str = ""


def _read_csv(path: Path, required: set[str]) -> list[tuple[int, dict]]:
    if not path.exists():
        return []
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            missing = required - set(reader.fieldnames or ())
            if missing:
                raise LibrarySourceError(f"{path}: line 1: missing columns {sorted(missing)}")
            return [(reader.line_num, row) for row in reader]
    except UnicodeDecodeError as exc:
        raise LibrarySourceError(f"{path}: not UTF-8 ({exc})") from None


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LibrarySourceError(f"{path}: missing (run `spellforge convert-sets`)") from None
    except json.JSONDecodeError as exc:
        raise LibrarySourceError(f"{path}: line {exc.lineno}: {exc.msg}") from None


def _read_templates(path: Path):
    from spellforge.i18n.effect_summary import Templates

    if not path.exists():
        return None
    _read_csv(path, {"key", "en", "ru", "pl", "source_ref"})  # the header check, with its message
    return Templates.read(path)


def load_source(root: Path, schema_version: int) -> LibrarySource:
    src = LibrarySource(digest=source_digest(root, schema_version))
    set_files = sorted((root / "sets").glob("*.json"))
    if not set_files:
        raise LibrarySourceError(f"{root / 'sets'}: no set files")
    printings: dict[str, list[dict]] = {}
    for path in set_files:
        payload = _read_json(path)
        meta = payload.get("set", {})
        for rec in payload.get("cards", []):
            rec = {**rec, "_set": meta["name"], "_set_id": meta.get("id", ""), "_format": meta.get("format", "arena"),
                   "_playtest": bool(meta.get("playtest"))}
            printings.setdefault(card_id(rec["name"]), []).append(rec)

    decisions = {row["card_id"]: row["canonical_set"] for _, row in _read_csv(root / "reprints.csv", {"card_id", "canonical_set"})}
    for cid, recs in sorted(printings.items()):
        recs.sort(key=lambda r: (set_rank(r["_set"]), r["_set"]))
        chosen = next((r for r in recs if r["_set"] == decisions.get(cid)), recs[0])
        official = [r for r in recs if not r["_playtest"]] or recs
        card = {k: v for k, v in copy.deepcopy(chosen).items() if not k.startswith("_") and k not in ("guid", "code")}
        card.update({
            "id": cid,
            "format": chosen["_format"],
            "formats": sorted({r["_format"] for r in official}),
            "playtest": all(r["_playtest"] for r in recs),
            "printings": [{"set_name": r["_set"], "set_id": r["_set_id"], "code": r.get("code", ""), "guid": r["guid"],
                           "differs": _printing_differs(r, chosen)} for r in recs],
            "errata": [],
        })
        src.cards.append(card)

    _apply_errata(root / "errata.csv", {c["name"]: c for c in src.cards})
    src.mages = _read_json(root / "mages.json")["mages"]
    _apply_mage_figures(root / "mage_figures.csv", {m["name"]: m for m in src.mages})
    _apply_mage_classes(root / "mage_classes.csv", src.mages)
    _apply_build_rules(root / "build_rules.csv", {c["name"]: c for c in src.cards}, {m["name"]: m for m in src.mages})
    src.names = _load_names(root / "i18n", src.cards, src.mages)
    src.products = [row for _, row in _read_csv(root / "products.csv", {"card_id", "product", "copies"}) if row["card_id"]]
    src.terms = [row for _, row in _read_csv(root / "i18n" / "terms.csv", {"category", "key", "en", "ru", "pl"})]
    # attack names, attack bonuses, set and product names: proper names, same lookup as terms
    src.terms += [row for _, row in _read_csv(root / "i18n" / "game_names.csv", {"category", "key", "en", "ru", "pl"})]
    src.codex = [row for _, row in _read_csv(root / "i18n" / "codex.csv", {"keyword", "en", "ru", "pl", "source_ref"})]
    src.templates = _read_templates(root / "i18n" / "effect_templates.csv")
    src.effect_rows = _load_effects(root / "effects", {c["id"] for c in src.cards})
    return src


def _load_effects(folder: Path, card_ids: set[str]) -> list[dict]:
    """Every db/effects/*.csv row, validated (kind vocabulary, fields, known card); a bad row
    stops the build with its file and line. Cards without rows are allowed here (the validator
    test demands full coverage; a half-done pool must still build)."""
    from spellforge.domain.effects import COLUMNS, effect_from_row, validate_card, validate_row

    out: list[dict] = []
    lines: dict[str, tuple[Path, int]] = {}
    seq: dict[str, int] = {}
    owner: dict[str, Path] = {}
    for path in sorted(folder.glob("*.csv")) if folder.is_dir() else ():
        for line, row in _read_csv(path, set(COLUMNS)):
            errors = validate_row(row)
            cid = (row.get("card_id") or "").strip()
            if not errors and cid not in card_ids:
                errors = [f"no card with id {cid!r}"]
            if not errors and owner.setdefault(cid, path) != path:
                errors = [f"{cid} already has effects in {owner[cid].name}"]
            if errors:
                raise LibrarySourceError(f"{path}: line {line}: {'; '.join(errors)}")
            seq[cid] = seq.get(cid, 0) + 1
            out.append({"card_id": cid, "seq": seq[cid], **{k: (row.get(k) or "").strip() for k in COLUMNS[1:]}})
            lines.setdefault(cid, (path, line))
    by_card: dict[str, list] = {}
    for row in out:
        by_card.setdefault(row["card_id"], []).append(effect_from_row(row))
    for cid, effects in by_card.items():
        if errors := validate_card(effects):
            path, line = lines[cid]
            raise LibrarySourceError(f"{path}: line {line}: {cid}: {'; '.join(errors)}")
    return out


def _apply_errata(path: Path, by_name: dict[str, dict]) -> None:
    for line, row in _read_csv(path, {"card", "field", "op", "value", "source"}):
        card = by_name.get(row["card"])
        if card is None:
            raise LibrarySourceError(f"{path}: line {line}: no card named {row['card']!r}")
        fld, op, value = row["field"], row["op"], row["value"].strip()
        if fld in ("traits", "attack_traits"):
            targets = [card["traits"]] if fld == "traits" else [a["traits"] for a in card["attacks"]]
            if fld == "attack_traits" and not targets:
                raise LibrarySourceError(f"{path}: line {line}: {row['card']} has no attack bar")
            for traits in targets:
                traits[:] = [t for t in traits if t[0] != value]
                if op == "add":
                    traits.append(parse_trait(value))
        elif fld == "granted_traits" and op in ("remove", "add"):  # a set file's bare tokens read as a trait given
            kw = parse_trait(value)[0] if op == "add" else value  # add: the trait with the value its Text prints
            card["granted_traits"] = [t for t in card["granted_traits"] if t[0] != kw]
            if op == "add":
                card["granted_traits"].append(parse_trait(value))
        elif fld == "subtypes" and op == "set":
            card["subtypes"] = [s.strip() for s in value.split(",") if s.strip()]
        elif fld in ("channeling", "life", "armor") and op == "set":
            card[fld] = int(value) if value else None
        elif fld == "attacks" and op == "set":  # the attack bars in OCTGN's cAttacks notation
            from spellforge.convert.octgn_sets import parse_attacks

            card["attacks"] = parse_attacks(value)
            if not card["attacks"] or not all(a["name"] for a in card["attacks"]):
                raise LibrarySourceError(f"{path}: line {line}: {row['card']}: no attack in {value!r}")
        elif fld == "attacks" and op == "clear" and not value:  # a set file's placeholder bar copied from another card
            card["attacks"] = []
        else:
            raise LibrarySourceError(f"{path}: line {line}: unsupported correction {fld}/{op}")
        shown = (", ".join(a["name"] for a in card["attacks"]) or "(none)") if fld == "attacks" else value or "(none)"
        card["errata"].append(f"{fld} {op} {shown} — {row['source']}")


def _printing_differs(printing: dict, canonical: dict) -> dict:
    """The facts of one printing that differ from the canonical printing's (name and identity
    aside): what `validate --printing named` prices and `printing_differs` reports."""
    if printing is canonical:
        return {}
    keys = (set(printing) | set(canonical)) - {"guid", "code", "name"}
    return {k: copy.deepcopy(printing.get(k)) for k in sorted(keys)
            if not k.startswith("_") and printing.get(k) != canonical.get(k)}


BUILD_RULES = ("spell_points", "training", "novice_full_price")


def _apply_build_rules(path: Path, cards: dict[str, dict], mages: dict[str, dict]) -> None:
    """Spellbook-building rules printed on cards (docs/rules.md "Build rules printed on cards").

    `spell_points`: the card costs this many spell points whatever the mage (Talos: 0).
    `training`: the training printed on a mage's Stats card, as OCTGN `MageSchoolCost` codes;
      replaces the codes OCTGN's data carries when they leave part of the printed text out.
    `novice_full_price`: the mage's opposed (triple-cost) spells cost full price even if Novice.
    """
    from spellforge.convert.mages import parse_training
    from spellforge.convert.octgn_sets import SetFileError

    for line, row in _read_csv(path, {"subject", "rule", "value", "source"}):
        rule, value, where = row["rule"].strip(), row["value"].strip(), f"{path}: line {line}"
        if rule not in BUILD_RULES:
            raise LibrarySourceError(f"{where}: unknown build rule {rule!r} (known: {', '.join(BUILD_RULES)})")
        if not row["source"].strip():
            raise LibrarySourceError(f"{where}: a build rule needs its source")
        if rule == "spell_points":
            card = cards.get(row["subject"])
            if card is None:
                raise LibrarySourceError(f"{where}: no card named {row['subject']!r}")
            if not value.isdigit():
                raise LibrarySourceError(f"{where}: spell points {value!r} is not a number")
            card["spell_points"] = int(value)
            card["build_rules"] = [*card.get("build_rules", []), f"spell_points {value} — {row['source']}"]
            continue
        mage = mages.get(row["subject"])
        if mage is None:
            raise LibrarySourceError(f"{where}: no mage named {row['subject']!r}")
        if rule == "training":
            try:
                mage["training"] = parse_training(value, where)
            except (SetFileError, ValueError) as exc:
                raise LibrarySourceError(f"{where}: bad training {value!r} ({exc})") from None
        else:
            mage["novice_full_price"] = True
        mage["sources"][rule] = row["source"]


def _apply_mage_figures(path: Path, by_name: dict[str, dict]) -> None:
    for line, row in _read_csv(path, {"mage", "field", "value", "source"}):
        mage = by_name.get(row["mage"])
        if mage is None:
            raise LibrarySourceError(f"{path}: line {line}: no mage named {row['mage']!r}")
        if row["field"] not in ("life", "channeling", "armor", "spell_points", "starting_mana", "attack_dice", "melee_bonus"):
            raise LibrarySourceError(f"{path}: line {line}: unknown mage figure {row['field']!r}")
        try:
            mage[row["field"]] = int(row["value"])
        except ValueError:
            raise LibrarySourceError(f"{path}: line {line}: {row['value']!r} is not a number") from None
        mage["sources"][row["field"]] = row["source"]


def _apply_mage_classes(path: Path, mages: list[dict]) -> None:
    """Classes a mage counts as for "<Class> Only" cards (every mage of that class, any format)."""
    for line, row in _read_csv(path, {"mage_class", "counts_as", "source"}):
        hits = [m for m in mages if m["mage_class"] == row["mage_class"]]
        if not hits:
            raise LibrarySourceError(f"{path}: line {line}: no mage of class {row['mage_class']!r}")
        for m in hits:
            m.setdefault("counts_as", []).append(row["counts_as"])
            m["sources"]["counts_as"] = row["source"]


def _load_names(folder: Path, cards: list[dict], mages: list[dict]) -> list[tuple[str, str, str, str, str]]:
    """(card_id, lang, text, kind, source) for every display name and alias. Mage names use the
    slug of the mage's name as id."""
    rows = [(c["id"], "en", c["name"], "name", "octgn") for c in cards]
    rows += [(card_id(m["name"]), "en", m["name"], "name", "octgn") for m in mages]
    for lang in LANGS[1:]:
        for _, row in _read_csv(folder / f"names_{lang}.csv", {"card_id", "name", "source"}):
            if row["name"].strip():
                ref = row.get("source_ref") or ""
                rows.append((row["card_id"], lang, row["name"].strip(), "name", f"{row['source']}{':' + ref if ref else ''}"))
        for _, row in _read_csv(folder / f"aliases_{lang}.csv", {"card_id", "alias"}):
            if row["alias"].strip():
                rows.append((row["card_id"], lang, row["alias"].strip(), "alias", row.get("source_ref") or ""))
    return rows
