"""The Sword & Sorcery view as a player uses it: build a party with the combo boxes and buttons,
see the problems live, level up from the shared pool, undo, and find it all saved."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.games.swordsorcery.conftest import HEROES, ITEMS  # noqa: E402


@pytest.fixture
def view(qtbot):
    from spellforge.games.swordsorcery.store import UserData
    from spellforge.games.swordsorcery.ui.view import SwordSorceryView
    from spellforge.library.user.store import UserStore
    from spellforge.ui.translations import Translations

    translations = Translations()
    translations.install("ru")  # the window in Russian, card names in Russian
    store = UserStore()
    UserData(store).replace({"heroes.csv": (HEROES, "test"), "items.csv": (ITEMS, "test")})
    v = SwordSorceryView("ru", store=store)
    qtbot.addWidget(v)
    v.resize(1366, 700)
    v.show()
    yield v
    store.close()
    translations.install("en")


def add(view, side_id):
    index = view.add_hero.findData(side_id)
    assert index >= 0, side_id
    view.add_hero.setCurrentIndex(index)
    view.add_button.click()


def test_build_a_party_and_see_its_problems_live(view):
    assert view.new_campaign("Поход")
    add(view, "rogue")
    assert view.problem_codes() == ["party_size"]
    add(view, "rune-master")
    assert view.problem_codes() == ["alignment_conflict"]
    assert view.party.item(1).text() == "I · Торгар — Мастер рун (Хаос)"
    view.storm.click()  # Soul Storm (002 L985)
    assert view.problem_codes() == []
    view.storm.click()
    view.party.setCurrentRow(1)
    view.side.setCurrentIndex(view.side.findData("priest"))
    view.side.activated.emit(view.side.currentIndex())
    assert view.problem_codes() == []
    view.party.setCurrentRow(0)
    main, off = view.slots["main"], view.slots["off"]
    sting = view.lib.item("Алчное жало").id  # off-hand only: never offered for the main hand (002 L1639)
    assert main.findData(sting) < 0 and off.findData(sting) >= 0
    assert off.findData(view.lib.item("Большой меч").id) < 0  # two-handed: the main slot only (L1633)
    off.setCurrentIndex(off.findData(sting))
    off.activated.emit(off.currentIndex())
    assert view.problem_codes() == [] and view.campaign.heroes[0].equipped["off"].name == "Алчное жало"
    view.undo_action.trigger()
    assert view.problem_codes() == [] and view.campaign.heroes[0].equipped == {}


def test_level_up_from_the_pool_refusals_undo_and_history(view):
    from spellforge.games.swordsorcery.store import CampaignStore

    view.new_campaign("Поход")
    add(view, "knight-of-the-white-rose")
    add(view, "rogue")
    view.gain_shards.setValue(20)
    view.gain_button.click()
    assert view.pool_label.text() == "Акт I, сценарий 1 · частицы душ: 20"
    view.party.setCurrentRow(0)
    view.level_button.click()
    assert view.level.text() == "II" and "частицы душ: 16" in view.pool_label.text()
    view.level_button.click()  # Экар II, Шая I: refused (002 L1099)
    assert view.level.text() == "II" and view.problems.item(0).text().startswith("✗ Экар: нельзя повысить")
    assert view.history.item(view.history.count() - 1).text() == \
        "Экар: уровень души I → II, потрачено частиц душ: 4, осталось: 16."
    view.undo_action.trigger()
    assert view.level.text() == "I" and "частицы душ: 20" in view.pool_label.text()
    view.redo_action.trigger()
    stored = CampaignStore(view.user_store).load("Поход")
    assert stored.shards == 16 and stored.heroes[0].soul_level == 2


def test_death_and_resurrection_buttons(view):
    view.new_campaign("Поход")
    add(view, "priest")
    add(view, "rogue")
    view.gain_shards.setValue(5)
    view.gain_button.click()
    view.party.setCurrentRow(0)
    view.death_button.click()
    assert view.party.item(0).text().startswith("I ☠ · Торгар")
    view.party.setCurrentRow(0)
    view.resurrect_button.click()
    assert "частицы душ: 4" in view.pool_label.text() and "☠" not in view.party.item(0).text()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_view_fits_1366_by_768(view, lang):
    from spellforge.ui.translations import Translations

    translations = Translations()
    translations.install(lang)
    try:
        view.new_campaign("Поход")
        for side in ("knight-of-the-white-rose", "rogue", "ranger", "sorceress", "priest"):
            add(view, side)
        view.set_card_language(lang)
        hint = view.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 700, (lang, hint)
    finally:
        translations.install("en")  # the next test finds the application as it was


def test_the_menu_bar_is_sword_and_sorcerys_while_shown(window):
    from PySide6.QtWidgets import QComboBox

    bar = window.menuBar()
    window.game_switcher.show_game("sword-sorcery")
    view = window.game_switcher.view("sword-sorcery")
    visible = [a.menu() for a in bar.actions() if a.menu() is not None and a.isVisible()]
    assert visible[:2] == view.menus() and visible[-1].objectName() == "sharedMenu"
    assert not window.commands["new_book"].isEnabled() and not window.commands["playtest"].isEnabled()
    assert window.commands["preferences"].isEnabled() and window.commands["quit"].isEnabled()
    window.game_switcher.show_game("mage-wars")
    assert window.commands["new_book"].isEnabled()
    assert not any(a.isVisible() for a in bar.actions() if a.menu() in view.menus())
    assert window.file_menu.menuAction().isVisible()
    switcher = window.findChild(QComboBox, "gameSwitcher")
    assert switcher.itemText(switcher.findData("sword-sorcery")) == "Sword & Sorcery"
    window.set_ui_language("ru")
    try:
        assert switcher.itemText(switcher.findData("sword-sorcery")) == "Клинок и колдовство"  # the Russian edition's title (002 L119)
    finally:
        window.set_ui_language("en")


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_no_english_left_in_the_view(view, lang):
    from tests.ui.test_i18n import untranslated
    from spellforge.ui.translations import Translations

    translations = Translations()
    translations.install(lang)
    try:
        view.set_card_language(lang)
        view.new_campaign("Поход")
        add(view, "rogue")
        view.party.setCurrentRow(0)
        view.gain_shards.setValue(4)
        view.gain_button.click()
        view.level_button.click()
        assert untranslated(view, lang) == set()
        texts = [view.history.item(i).text() for i in range(view.history.count())]
        assert texts[-1].startswith({"ru": "Шая: уровень души I → II", "pl": "Szaja: poziom duszy I → II"}[lang])
        assert texts[-1] in view.undo_action.text()  # Edit ▸ Undo names the change in the language
    finally:
        translations.install("en")


def test_box_data_that_no_longer_fits_is_named_and_the_facts_still_work(qtbot):
    from spellforge.games.swordsorcery.store import UserData
    from spellforge.games.swordsorcery.ui.view import SwordSorceryView
    from spellforge.library.user.store import UserStore

    store = UserStore()
    UserData(store).replace({"heroes.csv": ("hero,side,alignment,styles,inventory,save,movement,starting_skills,source\n"
                                            "Шая,Плут,,agility,99,,,,typo\n", "box")})
    v = SwordSorceryView("ru", store=store)
    qtbot.addWidget(v)
    try:
        assert v.new_campaign("Поход")
        assert v.problems.item(0).text() == "✗ user.sqlite/heroes.csv:2: inventory must be 0 to 20, got 99"
        assert v.lib.side("Плут").alignment == "order"
    finally:
        store.close()


def test_carry_sell_and_forge_with_the_buttons(view):
    view.new_campaign("Поход")
    add(view, "rogue")
    add(view, "ranger")
    view.party.setCurrentRow(0)
    for name in ("Алчное жало", "Кольцо"):
        view.item_pick.setCurrentIndex(view.item_pick.findData(name))
        view.carry_button.click()
    assert [view.inventory.item(i).text() for i in range(view.inventory.count())] == ["Алчное жало", "Кольцо"]
    for _ in range(2):
        view.inventory.setCurrentRow(0)
        view.sell_button.click()
    assert view.crowns.text() == "50" and view.inventory.count() == 0  # 2 × 25 × act I (002 L2325)
    view.item_pick.setCurrentIndex(view.item_pick.findData("Корд"))
    view.carry_button.click()
    view.inventory.setCurrentRow(0)
    view.forge_button.click()
    assert view.crowns.text() == "0" and view.inventory.item(0).text() == "Корд ⚒"
    view.end_button.click()
    assert view.inventory.item(0).text() == "Корд"  # the forge's upgrade is gone (002 L2349)
    view.undo_action.trigger()
    assert view.inventory.item(0).text() == "Корд ⚒"


def test_wounds_up_to_the_soul_stones_hp_kill_the_hero(qtbot):
    from spellforge.games.swordsorcery.store import UserData
    from spellforge.games.swordsorcery.ui.view import SwordSorceryView
    from spellforge.library.user.store import UserStore
    from spellforge.ui.translations import Translations

    translations = Translations()
    translations.install("ru")
    store = UserStore()
    UserData(store).replace({"soul_stone.csv": ("hero,side,level,hp,skills,general_stars,combat_actions,"
                                                "special_actions,source\nШая,Плут,1,6,1,,2,1,test box\n", "box")})
    v = SwordSorceryView("ru", store=store)
    qtbot.addWidget(v)
    try:
        v.new_campaign("Поход")
        add(v, "rogue")
        add(v, "ranger")
        v.party.setCurrentRow(0)
        v.wounds.setValue(4)
        v.wound_button.click()
        assert v.level.text() == "I · ОЗ 6 · ран: 4"
        v.wounds.setValue(2)
        v.wound_button.click()
        assert v.party.item(0).text().startswith("I ☠ · ")  # 002 L2156
    finally:
        store.close()
        translations.install("en")


def test_a_campaign_changed_by_a_command_is_never_written_over(view, _user_data_dir, monkeypatch):
    """Issue 42: the view and `spellforge ss gain` changing one campaign. The view's next change
    started from what it had read: it is refused with the reason, and the view shows the stored
    campaign (the command's gain kept), never a false "database is damaged"."""
    import subprocess
    import sys
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text: said.append(text)))
    view.new_campaign("Поход")
    add(view, "knight-of-the-white-rose")
    add(view, "rogue")
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(_user_data_dir))
    done = subprocess.run([sys.executable, "-m", "spellforge", "ss", "gain", "Поход", "--shards", "7"], env=env,
                          cwd=Path(__file__).resolve().parents[4], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    view.gain_shards.setValue(20)
    view.gain_button.click()  # from the view's stale copy: refused
    assert len(said) == 1 and "Поход" in said[0] and "повреждена" not in said[0]
    assert "частицы душ: 7" in view.pool_label.text()  # the stored campaign, with the command's gain
    view.gain_shards.setValue(20)
    view.gain_button.click()  # from what is stored now: saved
    assert "частицы душ: 27" in view.pool_label.text() and len(said) == 1
    from spellforge.games.swordsorcery.store import CampaignStore

    assert CampaignStore(view.user_store).load("Поход").shards == 27


def test_the_sheet_labels_its_numbers_and_speaks_russian_without_file_names(view, monkeypatch, tmp_path):
    """Issue 46: four number boxes of the campaign sheet had no label; «ран 1 при ОЗ ?.»; box data
    and campaign file errors in English in ru/pl; notes sending the player to soul_stone.csv,
    items.csv and `spellforge ss data`."""
    from PySide6.QtWidgets import QLabel, QMessageBox

    buddies = {label.buddy(): label.text() for label in view.findChildren(QLabel) if label.buddy() is not None}
    assert [buddies.get(box) for box in (view.wounds, view.prize, view.gain_shards, view.gain_crowns)] == [
        "&Раны:", "&Выигрыш в таверне:", "Найдено &частиц душ:", "Найдено кр&он:"]
    view.new_campaign("Поход")
    add(view, "rogue")
    add(view, "ranger")
    view.party.setCurrentRow(0)
    view.wounds.setValue(1)
    view.wound_button.click()  # no soul stone entered: the HP is not known
    assert view.history.item(view.history.count() - 1).text() == "Шая: ран: 1 (ОЗ камня души не внесены)."
    view.item_pick.setCurrentIndex(view.item_pick.findData("Алчное жало"))  # a treasure card: no price entered
    view.buy_button.click()
    assert view.problems.item(0).text() == "✗ Цена «Алчное жало» неизвестна: внесите её в данные коробки."
    for i in range(view.skill_pick.count()):  # a skill Шая may take: the soul stone's numbers are needed
        view.skill_pick.setCurrentIndex(i)  # to check how many, and they are not entered
        view.take_button.click()
        if view.skills.count():
            break
    texts = [view.problems.item(i).text() for i in range(view.problems.count())]
    assert "· Шая: не проверено — числа камня души ещё не внесены в данные коробки." in texts
    assert not [t for t in texts if ".csv" in t or "spellforge" in t or "?" in t], texts

    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text, *a, **k: said.append(text)))
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "spellforge.ss-campaign", "shards": -1}', encoding="utf-8")
    assert not view.import_file(str(bad))
    assert said == [f"{bad}:1: shards: нужно целое число от 0 до 99999, а не -1"]
