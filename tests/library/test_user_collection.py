"""The collection tables in user.sqlite: products, signed card adjustments, assembled books."""

from __future__ import annotations

from spellforge.library.user.collection import UserCollection
from spellforge.library.user.store import UserStore


def test_products_counts_are_set_and_zero_removes(tmp_path):
    user = UserCollection(UserStore(tmp_path / "user.sqlite"))
    user.set_product("core", 2)
    user.set_product("fvw", 1)
    user.set_product("core", 1)
    assert user.products() == {"core": 1, "fvw": 1}
    user.set_product("fvw", 0)
    assert user.products() == {"core": 1}


def test_adjustments_are_signed_and_zero_removes(tmp_path):
    user = UserCollection(UserStore(tmp_path / "user.sqlite"))
    user.set_adjustment("dispel", 2)
    user.set_adjustment("teleport", -1)  # a lost copy
    assert user.adjustments() == {"dispel": 2, "teleport": -1}
    user.set_adjustment("dispel", 0)
    assert user.adjustments() == {"teleport": -1}


def test_data_survives_reopening_the_store(tmp_path):
    path = tmp_path / "user.sqlite"
    user = UserCollection(UserStore(path))
    user.set_product("core", 2)
    user.mark_assembled("Wizard", {"dispel": 1, "teleport": 2}, source="w.o8d", mage="Wizard")
    user.store.close()
    again = UserCollection(UserStore(path))
    assert again.products() == {"core": 2}
    assert again.assembled() == {"Wizard": {"dispel": 1, "teleport": 2}}
    assert [(n, s, m) for n, s, m, _ in again.assembled_info()] == [("Wizard", "w.o8d", "Wizard")]


def test_update_replace_clears_everything_else(tmp_path):
    user = UserCollection(UserStore(tmp_path / "user.sqlite"))
    user.update({"core": 1, "dvn": 1}, {"dispel": 1})
    user.update({"fvw": 1}, {"teleport": 3}, replace=True)
    assert user.products() == {"fvw": 1}
    assert user.adjustments() == {"teleport": 3}


def test_assembled_books_keep_order_and_can_be_re_recorded_or_taken_apart(tmp_path):
    user = UserCollection(UserStore(tmp_path / "user.sqlite"))
    user.mark_assembled("Beastmaster", {"dispel": 2})
    user.mark_assembled("Priestess", {"dispel": 1, "heal": 2})
    user.mark_assembled("Beastmaster", {"dispel": 1, "rhino-hide": 2})  # rebuilt: new contents
    assert list(user.assembled()) == ["Beastmaster", "Priestess"]
    assert user.assembled()["Beastmaster"] == {"dispel": 1, "rhino-hide": 2}
    assert user.unmark_assembled("Beastmaster") is True
    assert user.unmark_assembled("Beastmaster") is False
    assert user.assembled() == {"Priestess": {"dispel": 1, "heal": 2}}


def test_default_store_lives_in_the_user_data_dir(_user_data_dir):
    user = UserCollection()
    user.set_product("core", 1)
    assert (_user_data_dir / "user.sqlite").is_file()
