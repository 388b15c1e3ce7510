"""What the attacks of `bench/replay_issue42.py` share: an attack, and reading the snapshot a
separate read-only process took of the user's data (see READ in replay_issue42.py)."""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from typing import Callable

# A separate, read-only process's view of the user's data: books (deleted marked), versions, the
# collection, the player's card names, campaigns. One JSON object, key -> text.
READ = r"""
import json, sqlite3, sys
con = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
out = {}
def rows(sql):
    try:
        return con.execute(sql).fetchall()
    except sqlite3.OperationalError:
        return []
for i, name, data, deleted in rows("SELECT id, CAST(name AS BLOB), CAST(data AS BLOB), deleted FROM user_book"):
    text = name.decode("utf-8", "replace") + "\n" + data.decode("utf-8", "replace")
    out[f"book {i}"] = ("deleted " if deleted else "") + text
for b, v, data in rows("SELECT book_id, version, CAST(data AS BLOB) FROM user_book_version"):
    out[f"version {b}.{v}"] = data.decode("utf-8", "replace")
for p, n in rows("SELECT product, count FROM user_owned_product"):
    out[f"product {p}"] = str(n)
for c, d in rows("SELECT card_id, delta FROM user_card_adjustment"):
    out[f"single {c}"] = str(d)
for c, l, n in rows("SELECT card_id, lang, name FROM user_card_name"):
    out[f"name {c} {l}"] = n
for n, data in rows("SELECT name, CAST(data AS BLOB) FROM ss_campaign"):
    out[f"campaign {n}"] = data.decode("utf-8", "replace")
print(json.dumps(out, ensure_ascii=False))
"""


@dataclass
class Attack:
    severity: str
    name: str
    run: Callable  # (folder, scratch folder) -> (held, what was seen, bytes lost, keys it may change)


def clean(done: subprocess.CompletedProcess) -> bool:
    """A command that ended as the issue asks: no traceback, at most a few lines on stderr."""
    return "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) <= 3


def _book(value: str) -> dict:
    return json.loads(value.split("\n", 1)[1])


def notes_of(snapshot: dict[str, str], book_id: int) -> str | None:
    value = snapshot.get(f"book {book_id}")
    return None if value is None else _book(value).get("notes", "")


def books_in(snapshot: dict[str, str]) -> list[dict]:
    """The books not deleted: name and number of cards."""
    out = []
    for key, value in sorted(snapshot.items()):
        if key.startswith("book ") and not value.startswith("deleted "):
            name, data = value.split("\n", 1)
            book = json.loads(data)
            cards = sum(e.get("qty", 0) for e in book.get("entries", []))
            out.append({"id": int(key[5:]), "name": name, "cards": cards})
    return out


def shards_of(snapshot: dict[str, str], name: str) -> int | None:
    value = snapshot.get(f"campaign {name}")
    if value is None:
        return None
    data = json.loads(value)
    return data.get("shards", data.get("campaign", {}).get("shards"))
