"""User rows follow their cards across library rebuilds.

Card ids are slugs of the English name, so a card renamed in db/ gets a new id. The user database
keeps the printing GUIDs (stable across renames, from OCTGN) of the library it last saw
(`user_card_ref`: guid -> card id). When the library changes, every card id the user's rows use
that the new library lacks is looked up by those GUIDs and the rows are moved to the card's new
id, all in one transaction. A row whose card vanished for good is left exactly as it is: it is
shown as an unknown card and kept, never merged into another nor dropped.
"""

from __future__ import annotations

import json
import time

DIGEST_KEY = "library_digest"


def referenced_ids(con) -> set[str]:
    ids: set[str] = set()
    for table in ("user_card_adjustment", "user_assembled_card", "user_card_name", "user_card_text"):
        ids.update(r[0] for r in con.execute(f"SELECT DISTINCT card_id FROM {table}"))
    for (data,) in con.execute("SELECT data FROM user_book"):
        try:
            book = json.loads(data)
        except ValueError:
            continue
        for zone in ("entries", "candidates"):
            ids.update(e.get("card_id") for e in book.get(zone, []) if isinstance(e, dict))
    ids.discard(None)
    return ids


def _library_refs(lib) -> dict[str, str]:
    return {p.guid.lower(): c.id for c in lib.spells(include_playtest=True) for p in c.printings if p.guid}


def follow_library(lib, store) -> dict[str, str]:
    """Move the user's rows of renamed cards to their new ids; returns old id -> new id moved."""
    digest = lib.digest()
    with store.connection() as con:
        row = con.execute("SELECT value FROM user_meta WHERE key = ?", (DIGEST_KEY,)).fetchone()
        if row and row[0] == digest:
            return {}
        moves: dict[str, str] = {}
        for old in sorted(referenced_ids(con)):
            if lib.card(old) is not None:
                continue
            for (guid,) in con.execute("SELECT guid FROM user_card_ref WHERE card_id = ?", (old,)).fetchall():
                card = lib.card_by_guid(guid)
                if card is not None:
                    moves[old] = card.id
                    break
        if moves:
            _move(con, moves)
        current = _library_refs(lib)
        con.executemany("INSERT OR REPLACE INTO user_card_ref (guid, card_id) VALUES (?, ?)", current.items())
        con.execute("INSERT OR REPLACE INTO user_meta (key, value) VALUES (?, ?)", (DIGEST_KEY, digest))
    return moves


def _move(con, moves: dict[str, str]) -> None:
    for old, new in moves.items():
        # Singles and losses: the same card, so two rows add up.
        row = con.execute("SELECT delta FROM user_card_adjustment WHERE card_id = ?", (old,)).fetchone()
        if row:
            con.execute("INSERT INTO user_card_adjustment (card_id, delta) VALUES (?, ?) "
                        "ON CONFLICT(card_id) DO UPDATE SET delta = delta + excluded.delta", (new, row[0]))
            con.execute("DELETE FROM user_card_adjustment WHERE card_id = ?", (old,))
        for book_id, qty in con.execute("SELECT book_id, qty FROM user_assembled_card WHERE card_id = ?", (old,)).fetchall():
            con.execute("INSERT INTO user_assembled_card (book_id, card_id, qty) VALUES (?, ?, ?) "
                        "ON CONFLICT(book_id, card_id) DO UPDATE SET qty = qty + excluded.qty", (book_id, new, qty))
        con.execute("DELETE FROM user_assembled_card WHERE card_id = ?", (old,))
        # The user's own names: moved unless the new id already has one in that language (then
        # the old row stays, shown as a name of an unknown card, rather than being lost).
        con.execute("UPDATE OR IGNORE user_card_name SET card_id = ? WHERE card_id = ?", (new, old))
        con.execute("UPDATE OR IGNORE user_card_text SET card_id = ? WHERE card_id = ?", (new, old))
    for book_id, data in con.execute("SELECT id, data FROM user_book").fetchall():
        try:
            book = json.loads(data)
        except ValueError:
            continue
        changed = False
        for zone in ("entries", "candidates"):
            merged: dict[str, dict] = {}
            for e in book.get(zone, []):
                cid = e.get("card_id")
                if cid in moves:
                    e = {**e, "card_id": moves[cid]}
                    changed = True
                if e.get("card_id") in merged:
                    merged[e["card_id"]]["qty"] = int(merged[e["card_id"]]["qty"]) + int(e.get("qty", 0))
                else:
                    merged[e.get("card_id")] = dict(e)
            book[zone] = list(merged.values())
        if changed:
            con.execute("UPDATE user_book SET data = ?, modified = ?, revision = revision + 1 WHERE id = ?",
                        (json.dumps(book, ensure_ascii=False), time.time(), book_id))
