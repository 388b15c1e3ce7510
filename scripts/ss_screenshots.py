"""Render the Sword & Sorcery scenario board and story record in Russian at 1366×728 to
docs/screenshots/ (offscreen, in a throw-away data folder): a party of three in the middle of a
scenario, played through the rules actions exactly as the window does.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/ss_screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    data = tempfile.mkdtemp(prefix="ss-shots-")
    os.environ["SPELLFORGE_DATA_DIR"] = data
    from PySide6.QtWidgets import QApplication

    from spellforge.games.swordsorcery import actions, scenario, story, table_actions
    from spellforge.games.swordsorcery.campaign import Campaign, HeroState, ItemEntry, SkillEntry
    from spellforge.games.swordsorcery.store import CampaignStore, UserData
    from spellforge.games.swordsorcery.ui.view import SwordSorceryView
    from spellforge.library.user.store import UserStore
    from spellforge.ui.translations import Translations
    from tests.games.swordsorcery.conftest import HEROES, ITEMS  # the box rows the tests type in
    from tests.games.swordsorcery.test_acceptance import SOUL

    app = QApplication.instance() or QApplication([])
    Translations().install("ru")
    store = UserStore()
    UserData(store).replace({"heroes.csv": (HEROES, "demo"), "items.csv": (ITEMS, "demo"),
                             "soul_stone.csv": (SOUL, "demo")})
    view = SwordSorceryView("ru", store=store)
    lib = view.lib
    c = Campaign(heroes=[HeroState("Шая", "Плут", soul_level=2), HeroState("Лайгон", "Рейнджер", soul_level=2),
                         HeroState("Экар", "Рыцарь Белой Розы", soul_level=2)], shards=6)
    c.heroes[0].skills = [SkillEntry("Охота за сокровищами", 1), SkillEntry("Счастливчик", 2)]
    c.heroes[0].equipped = {"artifact": ItemEntry("Амулет", charges=3)}
    c = actions.end_scenario(c, lib)
    c = story.record(c, "won", "2026-11-21", "Деревня спасена, Экар ранен", 2, ["Порядок: отпустить пленника"])
    c = scenario.use_skill(c, lib, "Шая", "Охота за сокровищами", 2)
    c = table_actions.use_charges(c, lib, "Шая", "Амулет", 2)
    c = scenario.set_condition(c, lib, "Лайгон", "poison_1")
    c = scenario.set_condition(c, lib, "Экар", "injury")
    c, _ = actions.wound(c, lib, "Шая", 3)
    c, _ = actions.wound(c, lib, "Экар", 2)
    c, _ = actions.death(c, lib, "Лайгон")
    CampaignStore(store).save("Бессмертные души", c, "demo", create=True)
    view.open_stored("Бессмертные души")
    view.resize(1366, 728)
    view.show()
    for tab, name in ((1, "ss-board-ru.png"), (2, "ss-story-ru.png")):
        view.tabs.setCurrentIndex(tab)
        app.processEvents()
        view.grab().save(str(out / name))
        print(out / name)
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
