"""A Sword & Sorcery library as a player would have it: the shipped facts (db/sword-sorcery/)
plus rows typed in from a box. The typed values below are test inputs for the rules (hands,
runes, capacities), not claims about the printed cards: the seed gives none of them."""

from __future__ import annotations

import pytest

from spellforge.games.swordsorcery.library import COLUMNS, add_rows, load_facts, read_rows

HEROES = """hero,side,alignment,styles,inventory,save,movement,starting_skills,source
Шая,Плут,,agility,2,,,,test box
Шая,Убийца,,agility,2,,,,test box
Торгар,Жрец,,faith,3,,,,test box
Торгар,Мастер рун,,faith|strength,3,,,,test box
Экар,Рыцарь Белой Розы,,strength,3,,,,test box
Ауриэль,Волшебница,,magic,3,,,,test box
Лайгон,Рейнджер,,agility,3,,,,test box
"""

ITEMS = """name,deck,face,pair,category,hand,styles,cost,act,charges,grants_skill,source
Ножи,,,,,universal,agility|strength,30,,,,test box
Эльфийские ножи,,,,,universal,agility|strength,70,,,,test box
Корд,emporium,,,weapon,main,any,40,,,,test box
Алчное жало,treasure,,,weapon,off,agility,,1,,,test box
Большой меч,emporium,,,weapon,two_handed,strength,50,,,,test box
Малый щит,emporium,,,weapon,off,!magic,20,,,,test box
Посох,emporium,,,weapon,two_handed,magic,25,,,,test box
Чешуйчатый доспех,emporium,,,armour,,!magic,45,,,,test box
Амулет,treasure,,,artifact,,any,,1,3,,test box
Кольцо,treasure,,,artifact,,any,,1,,,test box
Бинты,emporium,,,other,,any,5,,,,test box
"""


def box_library(extra_items: str = ""):
    lib = load_facts()
    add_rows(lib, "heroes.csv", read_rows(HEROES, "heroes.csv", COLUMNS["heroes.csv"]), "heroes.csv")
    add_rows(lib, "items.csv", read_rows(ITEMS + extra_items, "items.csv", COLUMNS["items.csv"]), "items.csv")
    return lib


@pytest.fixture
def lib():
    return box_library()
