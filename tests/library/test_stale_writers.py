"""Issue 42: every writer of user.sqlite checks what it read. A version, a collection count, an
assembled book or a card name that another window or a command changed since the writer read it
is refused with one line (en/ru/pl), and the other change stays. Two stores of one file here;
the same with the window and a real `spellforge` process is tests/ui/window/test_stale_writers_ui.py."""

from __future__ import annotations

import pytest

from spellforge.domain.spellbook import Spellbook
from spellforge.i18n.user_data_words import say
from spellforge.library.user.books import BookStore, StaleBookError
from spellforge.library.user.collection import StaleCollectionError, UserCollection
from spellforge.library.user.names import StaleNameError, load_user_names, set_user_name
from spellforge.library.user.store import UserStore
from spellforge.library.user.versions import VersionStore


@pytest.fixture
def two(_user_data_dir):
    """Two writers of one file: `mine` (a window) and `theirs` (a command)."""
    mine, theirs = UserStore(), UserStore(_user_data_dir / "user.sqlite")
    assert mine is not theirs
    yield mine, theirs
    theirs.close()


def test_a_count_changed_elsewhere_is_refused_and_theirs_stays(two):
    mine, theirs = UserCollection(two[0]), UserCollection(two[1])
    shown = mine.products().get("core", 0)  # 0 boxes on screen
    theirs.change_product("core", 2)  # `collection add core 2` meanwhile
    with pytest.raises(StaleCollectionError) as refused:
        mine.set_product("core", 1, expected=shown)
    assert mine.products() == {"core": 2}
    assert say(refused.value.message, lang="en") == ("core in the collection was changed elsewhere (now 2, expected 0); "
                                                     "this change was not saved")
    assert "изменили в другом месте" in say(refused.value.message, lang="ru")
    assert "zmieniono gdzie indziej" in say(refused.value.message, lang="pl")
    mine.set_product("core", 3, expected=2)  # from what is stored: written
    theirs.change_adjustment("dispel", -1)
    with pytest.raises(StaleCollectionError):
        mine.set_adjustment("dispel", 2, expected=0)
    assert mine.adjustments() == {"dispel": -1} and mine.products() == {"core": 3}


def test_an_assembled_book_changed_elsewhere_is_refused(two):
    mine, theirs = UserCollection(two[0]), UserCollection(two[1])
    mine.mark_assembled("Wolves", {"dispel": 2}, expected=None)
    theirs.mark_assembled("Wolves", {"dispel": 1, "fireball": 1})  # re-assembled by a command
    with pytest.raises(StaleCollectionError):
        mine.unmark_assembled("Wolves", expected={"dispel": 2})
    with pytest.raises(StaleCollectionError):
        mine.mark_assembled("Wolves", {"dispel": 3}, expected={"dispel": 2})
    assert mine.assembled() == {"Wolves": {"dispel": 1, "fireball": 1}}
    with pytest.raises(StaleCollectionError):  # a new record never replaces one made meanwhile
        mine.mark_assembled("Wolves", {"dispel": 3}, expected=None)
    assert mine.unmark_assembled("Wolves", expected={"dispel": 1, "fireball": 1, "zombie": 0})
    assert mine.assembled() == {}


def test_a_card_name_changed_elsewhere_is_refused(two):
    mine, theirs = two
    set_user_name(theirs, "dispel", "ru", "Развеять")  # `translations set` meanwhile
    with pytest.raises(StaleNameError) as refused:
        set_user_name(mine, "dispel", "ru", "Рассеивание", expected=None)  # the window showed the shipped name
    assert load_user_names(mine)[("dispel", "ru")][0] == "Развеять"
    assert "'Развеять'" in say(refused.value.message, lang="en")
    assert "«Развеять»" in say(refused.value.message, lang="ru")
    set_user_name(mine, "dispel", "ru", "Рассеивание", expected=("Развеять", "user"))
    assert load_user_names(mine)[("dispel", "ru")][0] == "Рассеивание"


def test_a_version_of_a_book_saved_elsewhere_is_refused(two):
    mine, theirs = BookStore(two[0]), BookStore(two[1])
    versions = VersionStore(two[0])
    book_id = versions.create_book(Spellbook(name="Mine", notes="v1"), 1)
    revision = mine.save(book_id, Spellbook(name="Mine", notes="mine"), expected=0)
    theirs.save(book_id, Spellbook(name="Mine", notes="theirs"))
    VersionStore(two[1]).snapshot(book_id, Spellbook(name="Mine", notes="theirs"), 1, revision=revision + 1)
    with pytest.raises(StaleBookError):  # the window's version of its (now stale) book: refused
        versions.snapshot(book_id, Spellbook(name="Mine", notes="mine"), 1, revision=revision)
    newest = versions.versions(book_id)[-1].version
    assert versions.load(book_id, newest).notes == "theirs"


def test_a_file_saved_into_a_book_is_refused_when_the_book_moved_on(two):
    mine, theirs = BookStore(two[0]), BookStore(two[1])
    versions = VersionStore(two[0])
    book_id = versions.create_book(Spellbook(name="Mine", notes="v1"), 1)
    old, revision = mine.load_with_revision(book_id)
    theirs.save(book_id, Spellbook(name="Mine", notes="saved in the window"))
    with pytest.raises(StaleBookError):
        versions.replace_book(book_id, Spellbook(name="Mine", notes="from the file"), 1, 1, expected=revision)
    assert mine.load(book_id).notes == "saved in the window" and len(versions.versions(book_id)) == 1
    number = versions.replace_book(book_id, Spellbook(name="Mine", notes="from the file"), 1, 1,
                                   expected=revision + 1)
    assert number == 3 and mine.load(book_id).notes == "from the file"
    assert [versions.load(book_id, v.version).notes for v in versions.versions(book_id)] == [
        "v1", "saved in the window", "from the file"]


def test_a_rename_of_a_book_changed_or_deleted_elsewhere_is_refused(two):
    from spellforge.library.user.books import StaleRenameError

    mine, theirs = BookStore(two[0]), BookStore(two[1])
    book_id = mine.create(Spellbook(name="Wolves", notes="mine"))
    _, shown = mine.load_with_revision(book_id)  # the Rename dialog opens on this revision
    theirs.rename(book_id, "Pack")  # `books save FILE --into Wolves --name Pack` meanwhile
    with pytest.raises(StaleRenameError) as refused:
        mine.rename(book_id, "Hounds", expected=shown)
    assert mine.load(book_id).name == "Pack"
    assert say(refused.value.message, lang="en") == ("spellbook 'Pack' was changed elsewhere (revision 1, "
                                                     "expected 0); it was not renamed to 'Hounds'")
    assert "Hounds" in say(refused.value.message, lang="ru") != say(refused.value.message, lang="en")
    assert "Hounds" in say(refused.value.message, lang="pl") != say(refused.value.message, lang="en")
    assert mine.rename(book_id, "Hounds", expected=1) == (1, 2)  # from what is stored: renamed
    theirs.set_deleted(book_id)
    with pytest.raises(StaleRenameError) as gone:
        mine.rename(book_id, "Hounds again", expected=2)
    assert "deleted elsewhere" in say(gone.value.message, lang="en")
    assert theirs.load_with_revision(book_id) is None and mine.books() == []


def test_a_file_saved_into_a_damaged_book_names_the_book_as_stored(two):
    """The book's row is damaged: the refusal names the stored book, not the name it was to get."""
    import sqlite3

    from spellforge.library.user.books import UnreadableBookError

    versions = VersionStore(two[0])
    book_id = versions.create_book(Spellbook(name="Wolves", notes="v1"), 1)
    con = sqlite3.connect(two[0].path)
    con.execute("UPDATE user_book SET data = '{not json' WHERE id = ?", (book_id,))
    con.commit()
    con.close()
    with pytest.raises(UnreadableBookError) as refused:
        versions.replace_book(book_id, Spellbook(name="Hounds", notes="from the file"), 1, 1, expected=0)
    assert refused.value.name == "Wolves" and "Wolves" in say(refused.value.message, lang="en")
    assert "Hounds" not in say(refused.value.message, lang="en")
