"""Issue 42: a stored campaign changed by parallel commands loses no update. Ten real
`spellforge ss gain Camp1 --shards 1` processes at once end at +10: a save checks the revision the
action was made from, and a command that lost the race runs its action again on what is stored."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.games.swordsorcery.conftest import HEROES, ITEMS
from tests.games.swordsorcery.test_cli import run

ROOT = Path(__file__).resolve().parents[3]


def _start(data_dir: Path, *argv: str) -> subprocess.Popen:
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(data_dir))
    return subprocess.Popen([sys.executable, "-m", "spellforge", *argv], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_ten_parallel_gains_end_at_ten_more_shards(tmp_path, capsys, _user_data_dir):
    folder = tmp_path / "box"
    folder.mkdir()
    (folder / "heroes.csv").write_text(HEROES, encoding="utf-8")
    (folder / "items.csv").write_text(ITEMS, encoding="utf-8")
    assert run(capsys, "ss", "data", "import", folder)[0] == 0
    assert run(capsys, "ss", "campaign", "new", "Camp1", "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер",
               "--shards", "35")[0] == 0  # a legal party: two heroes at least (002 L862)
    procs = [_start(_user_data_dir, "ss", "gain", "Camp1", "--shards", "1") for _ in range(10)]
    results = [(p.wait(timeout=600), p.communicate()) for p in procs]
    saved = [r for r in results if r[0] == 0]
    refused = [r for r in results if r[0] != 0]
    assert all("changed elsewhere" in err for _rc, (_out, err) in refused), refused
    rc, out, _ = run(capsys, "ss", "campaign", "show", "Camp1", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["shards"] == 35 + len(saved)
    assert len(saved) == 10  # every loser of a race ran its action again


def test_a_read_only_store_without_campaigns_lists_none(_user_data_dir):
    """Issue 42: in a read-only data folder, `ss campaign list` said the file was written by a newer
    Spellforge: its file had simply never held a campaign."""
    from spellforge.domain.spellbook import Spellbook
    from spellforge.games.swordsorcery.store import CampaignStore
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    BookStore(UserStore()).create(Spellbook(name="A book, no campaign"))
    campaigns = CampaignStore(UserStore(readonly=True))
    assert campaigns.names() == [] and campaigns.load("Camp1") is None and not campaigns.exists("Camp1")
