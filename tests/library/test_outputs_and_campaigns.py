"""Issue 42, medium: no command writes its output into the user's data folder (the live
user.sqlite least of all, through links too); salvage never overwrites a file; campaigns are in
`data check` and `data salvage`, and one unreadable campaign is one clear line."""

from __future__ import annotations

import gc
import hashlib
import io
import json
import os
import shutil
import sqlite3
from contextlib import closing, redirect_stderr, redirect_stdout

import pytest

from tests.cli.runner import run
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR, place_built_library
from tests.games.swordsorcery.conftest import HEROES, ITEMS

WIZARD = OFFICIAL_DIR / CORE_BOOKS["Wizard"]


def _digest(path) -> str:
    """The file's bytes once every write is in it. The commands run in this process, and a store
    they left to the garbage collector checkpoints its WAL into the file whenever it is collected:
    the bytes change, the data does not. So collect, checkpoint, then hash."""
    gc.collect()
    with closing(sqlite3.connect(path)) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def _stored_once(library, tmp_path_factory):
    """The data folder `stored` copies, made once for the module by the same four commands: a
    current library, a saved spellbook and a stored campaign. Every write is in user.sqlite
    (collected and checkpointed, as _digest does), so a copy of the folder is that data."""
    from spellforge import paths
    from spellforge.cli import main

    folder = tmp_path_factory.mktemp("stored") / "userdata"
    place_built_library(library, folder)
    box = folder.parent / "box"
    box.mkdir()
    (box / "heroes.csv").write_text(HEROES, encoding="utf-8")
    (box / "items.csv").write_text(ITEMS, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp, redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()) as err:
        mp.setenv("SPELLFORGE_DATA_DIR", str(folder))
        paths.set_data_dir(None)
        for argv in (("books", "save", WIZARD, "--name", "W"), ("ss", "data", "import", box),
                     ("ss", "campaign", "new", "Camp1", "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер")):
            assert main([str(a) for a in argv]) == 0, (argv, err.getvalue())
    _digest(folder / "user.sqlite")
    return folder


@pytest.fixture
def stored(_stored_once, _user_data_dir):
    """A data folder with a current library, a saved spellbook and a stored campaign (a fresh copy
    for each test: the tests change it)."""
    shutil.copytree(_stored_once, _user_data_dir, dirs_exist_ok=True)
    return _user_data_dir / "user.sqlite"


def _commands(target):
    return [("collection", "export", target), ("books", "export", "W", "--to", "text", "-o", target),
            ("export", WIZARD, "--to", "text", "-o", target), ("translations", "export", "-o", target),
            ("ss", "campaign", "export", "Camp1", target, "--force"), ("print", "W", "--pdf", target),
            ("render", "fireball", "-o", target), ("data", "backup", "-o", target)]


@pytest.mark.parametrize("how", ["itself", "through a link", "beside it"])
def test_no_output_goes_into_the_data_folder(stored, tmp_path, capsys, how):
    before = _digest(stored)
    if how == "itself":
        target = stored
    elif how == "through a link":
        target = tmp_path / "innocent.csv"
        os.symlink(stored, target)
    else:
        target = stored.parent / "export.csv"
    for argv in _commands(target):
        rc, _out, err = run(capsys, *argv)
        assert rc == 2 and "data folder" in err, (argv, rc, err)
    assert _digest(stored) == before
    assert not (stored.parent / "export.csv").exists()
    assert run(capsys, "books", "list")[0] == 0


def test_salvage_never_overwrites_and_takes_the_campaigns(stored, tmp_path, capsys):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "W.json").write_text("my own notes", encoding="utf-8")
    (out / "Camp1.ss-campaign.json").write_text("my own campaign", encoding="utf-8")
    rc, text, _ = run(capsys, "data", "salvage", "-o", out)
    assert rc == 0 and "1 campaign written" in text
    assert (out / "W.json").read_text(encoding="utf-8") == "my own notes"
    assert (out / "Camp1.ss-campaign.json").read_text(encoding="utf-8") == "my own campaign"
    assert json.loads((out / "W (2).json").read_text(encoding="utf-8"))["name"] == "W"
    saved = out / "Camp1 (2).ss-campaign.json"
    assert run(capsys, "ss", "campaign", "import", saved, "--name", "Back")[0] == 0  # the salvaged file imports


def test_an_unreadable_campaign_is_named_by_check_and_commands(stored, capsys):
    with sqlite3.connect(stored) as con:
        con.execute("UPDATE ss_campaign SET data = CAST(x'7b2261223aff' AS TEXT) WHERE name = 'Camp1'")
    rc, out, _ = run(capsys, "data", "check")
    assert rc != 0 and "campaign 'Camp1'" in out
    for argv in (("ss", "campaign", "show", "Camp1"), ("ss", "gain", "Camp1", "--shards", "1")):
        rc, _out, err = run(capsys, *argv)
        assert rc == 2 and "campaign 'Camp1' cannot be read" in err and "Traceback" not in err
    rc, _out, err = run(capsys, "ss", "campaign", "list")
    assert rc == 0 and "campaign 'Camp1' cannot be read" in err
