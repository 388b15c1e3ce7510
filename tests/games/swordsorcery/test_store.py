"""The facts library in SQLite (store.py) and the user's tables in user.sqlite."""

from __future__ import annotations

import shutil

import pytest

from spellforge import paths
from spellforge.games.swordsorcery import store
from spellforge.games.swordsorcery.campaign import Campaign, HeroState
from spellforge.games.swordsorcery.library import SSDataError, data_dir
from spellforge.library.digest import source_digest
from spellforge.library.user.store import UserDataError, UserStore


def test_facts_are_built_once_and_rebuilt_when_a_csv_changes(tmp_path):
    source = tmp_path / "db"
    shutil.copytree(data_dir(), source)
    lib = store.open_facts(tmp_path / "data", source)
    assert lib.side("Убийца").alignment == "chaos" and lib.components["emporium_card"] == (43, "002 L140")
    built = (tmp_path / "data" / store.LIBRARY_FILE).stat().st_ino  # a rebuild swaps in a new file
    store.open_facts(tmp_path / "data", source)
    assert (tmp_path / "data" / store.LIBRARY_FILE).stat().st_ino == built
    text = (source / "skills.csv").read_text(encoding="utf-8")
    (source / "skills.csv").write_text(text.replace("Заряд молнии,class,Торгар,,,3", "Заряд молнии,class,Торгар,,,4"),
                                       encoding="utf-8")
    assert store.open_facts(tmp_path / "data", source).skill("Lightning Charge").min_level == 4
    assert (tmp_path / "data" / store.LIBRARY_FILE).stat().st_ino != built
    (source / "skills.csv").write_text(text + "Плохое,class,Никто,,,,,x,,,\n", encoding="utf-8")
    with pytest.raises(SSDataError, match=r"skills.csv:10: no hero named 'Никто'"):
        store.open_facts(tmp_path / "data", source)
    assert store.open_facts(tmp_path / "data", data_dir()).skill("Заряд молнии").min_level == 3  # the old one stayed usable


def test_the_mage_wars_library_does_not_see_sword_and_sorcery(tmp_path):
    db = tmp_path / "db"
    (db / "sword-sorcery").mkdir(parents=True)
    (db / "a.csv").write_text("x\n", encoding="utf-8")
    before = source_digest(db)
    (db / "sword-sorcery" / "heroes.csv").write_text("changed\n", encoding="utf-8")
    assert source_digest(db) == before


def test_campaigns_keep_versions_and_undo_goes_back_one():
    campaigns = store.CampaignStore(UserStore())
    c = Campaign(heroes=[HeroState("Шая", "Плут"), HeroState("Лайгон", "Рейнджер")], shards=5)
    assert campaigns.save("A", c, "new", create=True) == 1
    with pytest.raises(UserDataError):
        campaigns.save("A", c, "new", create=True)
    c.shards = 1
    assert campaigns.save("A", c, "level_up") == 2
    assert [v[2] for v in campaigns.versions("A")] == ["new", "level_up"]
    assert campaigns.undo("A").shards == 5
    assert campaigns.undo("A") is None
    assert campaigns.load("A").shards == 5
    campaigns.store.close()
    assert (paths.data_dir() / "user.sqlite").exists()  # in the user's database, with its backups


def test_backup_and_restore_carry_the_box_data_and_the_campaigns():
    from spellforge.library.user.backup import make_backup, restore

    user_file = paths.data_dir() / "user.sqlite"
    s = UserStore()
    store.UserData(s).replace({"heroes.csv": ("hero,side,alignment,styles,inventory,save,movement,starting_skills,"
                                              "source\nШая,Плут,,agility,2,,,,my box\n", "box/heroes.csv")})
    store.CampaignStore(s).save("A", Campaign(heroes=[HeroState("Шая", "Плут")], shards=7), "new", create=True)
    s.close()
    backup = make_backup(user_file)
    s = UserStore()
    store.CampaignStore(s).delete("A")
    store.UserData(s).replace({"heroes.csv": ("hero,side\n", "emptied")})
    s.close()
    aside = restore(user_file, backup)
    s = UserStore()
    try:
        assert store.CampaignStore(s).load("A").shards == 7
        assert store.open_library(s).side("Плут").inventory == 2
    finally:
        s.close()
    assert aside is not None and aside.exists()  # the replaced file is kept
