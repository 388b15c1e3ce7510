"""One-off bootstrap of db/mage-knight/*.csv from the public implementation's data crate.

Usage (developer machine only; the product never reads the public source):

    python scripts/mk_bootstrap_data.py /path/to/MageKnight-git-dir db/mage-knight

It reads FACTS only from packages/engine-rs/crates/mk-data/src/{cards,units,skills}.rs (ids,
English names, colours, unit cost/level/armour/copies/recruit sites, skills per hero) and merges
the reviewed overlay below (sets, the seed's Russian names with their line, project translations,
the starting decks as the seed settles them). The CSVs it writes are the reviewed text the app
ships; once reviewed, edit the CSVs, not this script (re-running overwrites them).
"""

from __future__ import annotations

import csv
import re
import subprocess
import sys
from pathlib import Path

CRATE = "packages/engine-rs/crates/mk-data/src/"

# --- reviewed overlay --------------------------------------------------------------------------
# Russian names: (name, source). source "seed:001:L<n>" = printed in the Russian rulebook at that
# line (quoted in «…» there, sometimes inflected; the nominative is given); "project" = our own.
RU = {
    # basic actions
    "march": ("Поход", "seed:001:L5054"), "stamina": ("Стойкость", "seed:001:L5054"),
    "swiftness": ("Стремительность", "project"), "rage": ("Ярость", "project"),
    "determination": ("Решимость", "seed:001:L348"), "tranquility": ("Спокойствие", "project"),
    "promise": ("Обещание", "project"), "threaten": ("Угроза", "project"),
    "crystallize": ("Кристаллизация", "project"), "mana_draw": ("Приток маны", "seed:001:L5056"),
    "concentration": ("Концентрация", "seed:001:L347"), "improvisation": ("Импровизация", "seed:001:L5062"),
    "wound": ("Рана", "seed:001:L286"),
    "arythea_battle_versatility": ("Боевая универсальность", "project"),
    "arythea_mana_pull": ("Притяжение маны", "project"),
    "tovak_cold_toughness": ("Хладнокровие", "seed:001:L2497"),
    "tovak_instinct": ("Инстинкт", "project"),
    "goldyx_will_focus": ("Сила воли", "project"), "goldyx_crystal_joy": ("Радость кристаллов", "project"),
    "norowas_noble_manners": ("Благородные манеры", "project"), "norowas_rejuvenate": ("Омоложение", "project"),
    "wolfhawk_swift_reflexes": ("Быстрые рефлексы", "project"),
    "wolfhawk_tirelessness": ("Неутомимость", "project"), "axe_throw": ("Бросок топора", "project"),
    "krang_savage_harvesting": ("Хаотичный сбор маны", "seed:001:L3490"),
    "krang_ruthless_coercion": ("Безжалостное принуждение", "project"),
    "krang_battle_rage": ("Боевое бешенство", "project"),
    "braevalar_one_with_the_land": ("Единство с землёй", "project"),
    "braevalar_druidic_paths": ("Тропы друидов", "project"),
    # advanced actions
    "blood_rage": ("Кровавая ярость", "project"), "intimidate": ("Запугивание", "project"),
    "blood_ritual": ("Кровавый ритуал", "project"), "counterattack": ("Контратака", "seed:001:L2491"),
    "fire_bolt": ("Огненная стрела", "project"), "into_the_heat": ("В пекло", "project"),
    "explosive_bolt": ("Взрывная стрела", "project"), "decompose": ("Разложение", "project"),
    "ritual_attack": ("Ритуальная атака", "project"), "maximal_effect": ("Максимальный эффект", "seed:001:L347"),
    "blood_of_ancients": ("Кровь древних", "project"), "ice_bolt": ("Ледяная стрела", "project"),
    "steady_tempo": ("Ровный темп", "project"), "frost_bridge": ("Ледяной мост", "project"),
    "ice_shield": ("Ледяной щит", "project"), "temporal_portal": ("Портал времени", "seed:001:L2563"),
    "pure_magic": ("Чистая магия", "project"), "shield_bash": ("Удар щитом", "seed:001:L2547"),
    "crystal_mastery": ("Мастерство кристаллов", "project"), "magic_talent": ("Волшебный дар", "seed:001:L347"),
    "spell_forge": ("Кузница заклинаний", "project"), "refreshing_walk": ("Освежающая прогулка", "project"),
    "in_need": ("В нужде", "project"), "crushing_bolt": ("Сокрушающая стрела", "project"),
    "ambush": ("Засада", "project"), "path_finding": ("Поиск пути", "project"),
    "mountain_lore": ("Знание гор", "project"), "force_of_nature": ("Сила природы", "project"),
    "regeneration": ("Регенерация", "project"), "stout_resolve": ("Твёрдая решимость", "project"),
    "training": ("Тренировка", "project"), "power_of_crystals": ("Сила кристаллов", "project"),
    "swift_bolt": ("Быстрая стрела", "project"), "agility": ("Ловкость", "project"),
    "diplomacy": ("Дипломатия", "project"), "song_of_wind": ("Песнь ветра", "project"),
    "heroic_tale": ("Героическая сказка", "project"), "learning": ("Обучение", "project"),
    "chivalry": ("Рыцарство", "project"), "mana_storm": ("Буря маны", "project"),
    "peaceful_moment": ("Спокойный момент", "seed:001:L2563"), "dodge_and_weave": ("Уклонение", "project"),
    "rush_of_adrenaline": ("Прилив адреналина", "project"), "chilling_stare": ("Леденящий взгляд", "project"),
    # spells (the day name; the night name is on the lower half of the card)
    "fireball": ("Огненный шар", "project"), "flame_wall": ("Огненная стена", "project"),
    "tremor": ("Сотрясение", "project"), "mana_meltdown": ("Расплавление маны", "project"),
    "demolish": ("Разрушение", "seed:001:L5708"), "burning_shield": ("Горящий щит", "seed:001:L2545"),
    "offering": ("Подношение", "project"), "snowstorm": ("Снежная буря", "project"),
    "chill": ("Холод", "project"), "mist_form": ("Облик тумана", "project"),
    "mana_claim": ("Захват маны", "project"), "space_bending": ("Изгибы пространства", "seed:001:L2395"),
    "mana_bolt": ("Стрела маны", "project"), "restoration": ("Восстановление", "project"),
    "energy_flow": ("Поток энергии", "project"), "underground_travel": ("Подземный ход", "seed:001:L2395"),
    "meditation": ("Медитация", "project"), "whirlwind": ("Вихрь", "project"),
    "expose": ("Разоблачение", "project"), "cure": ("Исцеление", "project"),
    "call_to_arms": ("Призыв к оружию", "seed:001:L2461"), "mind_read": ("Чтение мыслей", "project"),
    "wings_of_wind": ("Крылья ветра", "seed:001:L2395"), "charm": ("Очарование", "project"),
    # artifacts
    "ruby_ring": ("Рубиновое кольцо", "project"), "sapphire_ring": ("Сапфировое кольцо", "project"),
    "diamond_ring": ("Алмазное кольцо", "project"), "emerald_ring": ("Изумрудное кольцо", "project"),
    "endless_bag_of_gold": ("Бездонный мешок золота", "project"),
    "banner_of_command": ("Знамя полководца", "seed:001:L2449"),
    "banner_of_courage": ("Знамя мужества", "seed:001:L2481"),
    "banner_of_fortitude": ("Знамя стойкости", "project"), "banner_of_protection": ("Знамя защиты", "project"),
    "banner_of_fear": ("Знамя страха", "project"), "banner_of_glory": ("Знамя славы", "project"),
    "sword_of_justice": ("Меч правосудия", "project"), "horn_of_wrath": ("Рог гнева", "project"),
    "bow_of_starsdawn": ("Лук звёздного рассвета", "project"), "soul_harvester": ("Жнец душ", "project"),
    "shield_of_the_fallen_kings": ("Щит павших королей", "project"),
    "amulet_of_the_sun": ("Амулет солнца", "project"), "amulet_of_darkness": ("Амулет тьмы", "project"),
    "golden_grail": ("Золотой Грааль", "project"), "endless_gem_pouch": ("Бездонный мешочек самоцветов", "project"),
    "book_of_wisdom": ("Книга мудрости", "project"), "tome_of_all_spells": ("Фолиант всех заклинаний", "project"),
    "circlet_of_proficiency": ("Венец мастерства", "project"), "druidic_staff": ("Посох друида", "seed:001:L2395"),
    "mysterious_box": ("Таинственная шкатулка", "project"),
    # units
    "peasants": ("Крестьяне", "seed:001:L4437"), "foresters": ("Лесники", "project"),
    "herbalist": ("Травники", "project"), "scouts": ("Разведчики", "project"),
    "thugs": ("Головорезы", "seed:001:L2441"), "utem_crossbowmen": ("Арбалетчики-утемы", "project"),
    "utem_guardsmen": ("Стражники-утемы", "project"), "utem_swordsmen": ("Мечники-утемы", "seed:001:L2481"),
    "guardian_golems": ("Големы-стражи", "seed:001:L5364"), "illusionists": ("Иллюзионисты", "project"),
    "shocktroops": ("Штурмовики", "project"), "red_cape_monks": ("Монахи в красных плащах", "project"),
    "northern_monks": ("Северные монахи", "project"), "savage_monks": ("Дикие монахи", "project"),
    "magic_familiars": ("Фамильяры", "seed:001:L2475"), "fire_mages": ("Огненные маги", "project"),
    "ice_mages": ("Ледяные маги", "project"), "fire_golems": ("Огненные големы", "project"),
    "ice_golems": ("Ледяные големы", "project"), "sorcerers": ("Чародеи", "project"),
    "catapults": ("Катапульты", "project"), "amotep_gunners": ("Стрелки-амотепы", "project"),
    "amotep_freezers": ("Морозильщики-амотепы", "project"),
    "hero_blue": ("Герои (синие)", "seed:001:L2445"), "hero_red": ("Герои (красные)", "seed:001:L2445"),
    "hero_green": ("Герои (зелёные)", "seed:001:L2445"), "hero_white": ("Герои (белые)", "seed:001:L2445"),
    "altem_mages": ("Маги-альтемы", "project"), "altem_guardians": ("Стражи-альтемы", "project"),
    "delphana_masters": ("Заклинатели Дельфаны", "seed:001:L2461"),
}

# Polish, only the starting cards (standard and hero-unique) (project translations; no Polish Mage Knight rulebook here).
PL = {
    "march": "Marsz", "stamina": "Wytrzymałość", "swiftness": "Szybkość", "rage": "Wściekłość",
    "determination": "Determinacja", "tranquility": "Spokój", "promise": "Obietnica",
    "threaten": "Groźba", "crystallize": "Krystalizacja", "mana_draw": "Czerpanie many",
    "concentration": "Koncentracja", "improvisation": "Improwizacja", "wound": "Rana",
    "arythea_battle_versatility": "Bojowa wszechstronność",
    "arythea_mana_pull": "Przyciąganie many",
    "tovak_cold_toughness": "Zimna krew",
    "tovak_instinct": "Instynkt",
    "goldyx_will_focus": "Skupienie woli",
    "goldyx_crystal_joy": "Kryształowa radość",
    "norowas_noble_manners": "Szlachetne maniery",
    "norowas_rejuvenate": "Odmłodzenie",
    "wolfhawk_swift_reflexes": "Szybki refleks",
    "wolfhawk_tirelessness": "Niestrudzoność",
    "axe_throw": "Rzut toporem",
    "krang_savage_harvesting": "Dzikie żniwa",
    "krang_ruthless_coercion": "Bezwzględny przymus",
    "krang_battle_rage": "Bitewny szał",
    "braevalar_one_with_the_land": "Jedność z ziemią",
    "braevalar_druidic_paths": "Ścieżki druidów",
}

SKILL_RU = {
    "motivation": ("Мотивация", "seed:001:L320"),
    "norowas_bonds_of_loyalty": ("Узы верности", "seed:001:L2405"),
    "wolfhawk_know_your_prey": ("Знай свою жертву", "seed:001:L2497"),
    "goldyx_flight": ("Полёт", "seed:001:L2395"),
    "krang_puppet_master": ("Кукловод", "seed:001:L3494"),
    "krang_master_of_chaos": ("Мастер магии хаоса", "seed:001:L3506"),
    "krang_spirit_guides": ("Духи-проводники", "seed:001:L3514"),
    "krang_battle_frenzy": ("Боевая ярость", "seed:001:L3520"),
    "krang_shamanic_ritual": ("Ритуал шамана", "seed:001:L3520"),
    "krang_arcane_disguise": ("Скрытое обличье", "seed:001:L3520"),
    "arythea_dark_paths": "Тёмные тропы", "arythea_burning_power": "Жгучая сила",
    "arythea_hot_swordsmanship": "Жаркое фехтование", "arythea_dark_negotiation": "Тёмные переговоры",
    "arythea_dark_fire_magic": "Магия тёмного огня", "arythea_power_of_pain": "Сила боли",
    "arythea_invocation": "Заклинание стихий", "arythea_polarization": "Поляризация",
    "arythea_ritual_of_pain": "Ритуал боли", "tovak_double_time": "Двойной темп",
    "tovak_night_sharpshooting": "Ночная стрельба", "tovak_cold_swordsmanship": "Холодное фехтование",
    "tovak_shield_mastery": "Мастерство щита", "tovak_resistance_break": "Слом сопротивления",
    "tovak_i_feel_no_pain": "Я не чувствую боли", "tovak_i_dont_give_a_damn": "Мне всё равно",
    "tovak_who_needs_magic": "Кому нужна магия?", "tovak_mana_overload": "Перегрузка маны",
    "goldyx_freezing_power": "Леденящая сила", "goldyx_potion_making": "Зельеварение",
    "goldyx_white_crystal_craft": "Ремесло белых кристаллов",
    "goldyx_green_crystal_craft": "Ремесло зелёных кристаллов",
    "goldyx_red_crystal_craft": "Ремесло красных кристаллов",
    "goldyx_glittering_fortune": "Сверкающее богатство", "goldyx_universal_power": "Всеобщая сила",
    "goldyx_source_opening": "Открытие источника", "norowas_forward_march": "Вперёд, марш!",
    "norowas_day_sharpshooting": "Дневная стрельба", "norowas_inspiration": "Вдохновение",
    "norowas_bright_negotiation": "Светлые переговоры", "norowas_leaves_in_the_wind": "Листья на ветру",
    "norowas_whispers_in_the_treetops": "Шёпот в кронах", "norowas_leadership": "Лидерство",
    "norowas_prayer_of_weather": "Молитва о погоде", "wolfhawk_refreshing_bath": "Освежающее купание",
    "wolfhawk_refreshing_breeze": "Освежающий бриз", "wolfhawk_hawk_eyes": "Ястребиный глаз",
    "wolfhawk_on_her_own": "Сама по себе", "wolfhawk_deadly_aim": "Смертельный прицел",
    "wolfhawk_taunt": "Насмешка", "wolfhawk_dueling": "Поединок", "wolfhawk_wolfs_howl": "Волчий вой",
    "krang_battle_hardened": "Закалённый в боях", "krang_regenerate": "Регенерация",
    "krang_curse": "Проклятие", "krang_mana_enhancement": "Усиление маны",
    "braevalar_elemental_resistance": "Стихийная стойкость", "braevalar_feral_allies": "Дикие союзники",
    "braevalar_thunderstorm": "Гроза", "braevalar_lightning_storm": "Буря молний",
    "braevalar_beguile": "Обольщение", "braevalar_forked_lightning": "Ветвистая молния",
    "braevalar_shapeshift": "Смена облика", "braevalar_secret_ways": "Тайные тропы",
    "braevalar_regenerate": "Регенерация", "braevalar_natures_vengeance": "Месть природы",
}

# Sets. Seed evidence: the walkthrough counts 28 AAs in the base game (L4684) and the first-game
# AAs are 65-80 (L4686), spells 109-112 are the base game's interaction spells (L1188), Lost
# Legion numbers AAs 287-298, spells 299-302, artifacts 303-310, units 311-326 (L2203-2235).
# Which card is in which set is NOT printed in the seed except where a card is named as new in
# the Lost Legion booklet; everything else is our assignment, flagged set_verified=no.
LOST_LEGION = {
    "advanced_action": {"counterattack", "ritual_attack", "blood_of_ancients", "temporal_portal",
                        "shield_bash", "spell_forge", "mountain_lore", "force_of_nature", "stout_resolve",
                        "chivalry", "peaceful_moment", "dodge_and_weave"},
    "spell": {"offering", "mist_form", "cure", "charm"},
    "artifact": {"banner_of_command", "banner_of_courage", "banner_of_fortitude",
                 "shield_of_the_fallen_kings", "circlet_of_proficiency", "tome_of_all_spells",
                 "druidic_staff", "endless_gem_pouch"},
    "unit": {"thugs", "scouts", "shocktroops", "magic_familiars", "hero_blue", "hero_red",
             "hero_green", "hero_white", "delphana_masters"},
}
# Cards the public source has that fit none of the seed's numbered ranges (set unknown).
UNPLACED = {"explosive_bolt", "power_of_crystals", "rush_of_adrenaline", "chilling_stare", "mysterious_box"}
# Set membership the seed does show: the Lost Legion booklet names the card among its new
# cards/effects/units (line), or the base rulebook names it (line).
SET_EVIDENCE = {
    "peaceful_moment": "seed:001:L2563 (LL: new cards)", "temporal_portal": "seed:001:L2563 (LL: new cards)",
    "banner_of_command": "seed:001:L2449 (LL: new banners L2236)", "banner_of_courage": "seed:001:L2481 (LL: new banners)",
    "thugs": "seed:001:L2232, L2441 (LL: new units)", "hero_blue": "seed:001:L2232, L2445 (LL: new units)",
    "hero_red": "seed:001:L2232, L2445", "hero_green": "seed:001:L2232, L2445", "hero_white": "seed:001:L2232, L2445",
    "delphana_masters": "seed:001:L2232, L2461 (LL: new units)", "magic_familiars": "seed:001:L2232, L2473 (LL: new units)",
    "scouts": "seed:001:L2232 ('следопыты', LL: new units; identification ours)",
    "shocktroops": "seed:001:L2232 ('штурмовые отряды', LL: new units)",
    "maximal_effect": "seed:001:L347 (base rules)", "magic_talent": "seed:001:L347 (base rules)",
    "space_bending": "seed:001:L350 (base rules: Изгибы времени, its night side)",
    "underground_travel": "seed:001:L940 (base rules: Подкоп, its night side)",
    "peasants": "seed:001:L5175 (base walkthrough)", "guardian_golems": "seed:001:L5364 (base walkthrough)",
    "demolish": "seed:001:L5708 (base walkthrough)",
}
INTERACTION_SPELLS = {"mana_meltdown", "mana_claim", "energy_flow", "mind_read"}  # 109-112, one per colour
NUMBER_RANGE = {
    ("base", "advanced_action"): ("65-92", "inferred: first-game AAs 65-80 L4686, 28 AAs L4684"),
    ("base", "spell"): ("93-112", "inferred: 20 spells ending with the interaction spells 109-112 L1188"),
    ("base", "artifact"): ("113-128", "inferred: follows the spells; not printed in the seed"),
    ("lost_legion", "advanced_action"): ("287-298", "seed:001:L2203"),
    ("lost_legion", "spell"): ("299-302", "seed:001:L2204"),
    ("lost_legion", "artifact"): ("303-310", "seed:001:L2205"),
    ("lost_legion", "regular"): ("311-318", "seed:001:L2234"),
    ("lost_legion", "elite"): ("319-326", "seed:001:L2235"),
}

# The starting decks as the seed settles them: every hero has two unique cards (L4678 for all
# heroes, L2159 for Wolfhawk). Each replaces one standard card (the public source's pairing).
UNIQUE = {
    "arythea": [("arythea_battle_versatility", "rage"), ("arythea_mana_pull", "mana_draw")],
    "tovak": [("tovak_cold_toughness", "determination"), ("tovak_instinct", "improvisation")],
    "goldyx": [("goldyx_will_focus", "concentration"), ("goldyx_crystal_joy", "crystallize")],
    "norowas": [("norowas_noble_manners", "promise"), ("norowas_rejuvenate", "tranquility")],
    "wolfhawk": [("wolfhawk_swift_reflexes", "swiftness"), ("wolfhawk_tirelessness", "stamina")],
    "krang": [("krang_savage_harvesting", "march"), ("krang_ruthless_coercion", "threaten")],
    "braevalar": [("braevalar_one_with_the_land", "march"), ("braevalar_druidic_paths", "stamina")],
}
NOT_IN_DECK = {  # hero cards the public source lists that the seed's "two unique cards" excludes
    "axe_throw": "wolfhawk", "krang_battle_rage": "krang",
}
STANDARD_COPIES = {"rage": 2, "determination": 1, "swiftness": 2, "march": 2, "stamina": 2,
                   "tranquility": 1, "promise": 1, "threaten": 1, "crystallize": 1, "mana_draw": 1,
                   "concentration": 1, "improvisation": 1}


def show(gitdir: str, name: str) -> str:
    return subprocess.run(["git", "-C", gitdir, "show", f"HEAD:{CRATE}{name}"], check=True,
                          capture_output=True, text=True).stdout


def _functions(src: str) -> dict[str, str]:
    """fn name -> body (up to the next top-level fn)."""
    parts = re.split(r"\n(?=(?:pub )?fn \w+\(\) -> CardDefinition)", src)
    out = {}
    for part in parts:
        m = re.match(r"(?:pub )?fn (\w+)\(\) -> CardDefinition", part)
        if m:
            out[m.group(1)] = part
    return out


def _values(effect: str) -> dict[str, int]:
    """Largest Move/Attack/Block/Influence one play of this effect text can give (melee or ranged
    attack counted, any element); a DiscardCost effect counts (the card discarded is modelled
    by the `full` model, not here)."""
    vals = {}
    for res, pat in (("move", r"GainMove \{ amount: (\d+)"), ("influence", r"GainInfluence \{ amount: (\d+)"),
                     ("attack", r"GainAttack \{\s*amount: (\d+)"), ("block", r"GainBlock \{\s*amount: (\d+)")):
        nums = [int(x) for x in re.findall(pat, effect)]
        if nums:
            vals[res] = max(nums)
    return vals


def cards(gitdir: str) -> list[dict]:
    src = show(gitdir, "cards.rs")
    funcs = _functions(src)
    rows = []
    for fn, body in funcs.items():
        m_id = re.search(r'id: "(\w+)"', body)
        m_name = re.search(r'name: "([^"]+)"', body)
        m_col = re.search(r"color: CardColor::(\w+)", body)
        m_type = re.search(r"card_type: DeedCardType::(\w+)", body)
        if not (m_id and m_name and m_col and m_type):
            continue
        basic, _, powered = body.partition("powered_effect:")
        basic = basic.partition("basic_effect:")[2]
        rows.append({"id": m_id.group(1), "name_en": m_name.group(1), "colour": m_col.group(1).lower(),
                     "kind": m_type.group(1), "basic": _values(basic), "powered": _values(powered),
                     "basic_cost": "discard" if "DiscardCost" in basic else ""})
    return rows


def write(path: Path, header: list[str], rows: list[dict]) -> None:
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=header, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k, "") for k in header})
    print(f"{path}: {len(rows)} rows")


def ru(cid: str) -> tuple[str, str]:
    name, src = RU[cid]
    return name, src


def main(gitdir: str, out: str) -> None:
    out_dir = Path(out)
    all_cards = {c["id"]: c for c in cards(gitdir)}
    hero_of = {card: hero for hero, pairs in UNIQUE.items() for card, _ in pairs}
    replaces = {card: std for pairs in UNIQUE.values() for card, std in pairs}
    basics = []
    for c in all_cards.values():
        if c["kind"] not in ("BasicAction", "Wound"):
            continue
        cid = c["id"]
        name, src = ru(cid)
        row = {"id": cid, "name_en": c["name_en"], "name_ru": name, "name_ru_source": src,
               "name_pl": PL.get(cid, ""), "name_pl_source": "project" if cid in PL else "",
               "colour": c["colour"] if cid != "wound" else "", "type": "wound" if cid == "wound" else "basic_action",
               "hero": hero_of.get(cid, NOT_IN_DECK.get(cid, "")), "replaces": replaces.get(cid, ""),
               "standard_copies": STANDARD_COPIES.get(cid, 0), "basic_cost": c["basic_cost"], "in_starting_deck": "no" if cid in NOT_IN_DECK else "yes",
               "set": {"wolfhawk": "lost_legion", "krang": "krang", "braevalar": "shades_of_tezla"}.get(
                   hero_of.get(cid, NOT_IN_DECK.get(cid, "")), "base")}
        for res in ("move", "attack", "block", "influence"):
            row[res] = c["basic"].get(res, 0)
            row[res + "_powered"] = c["powered"].get(res, 0)
        if cid == "wound":
            row.update(standard_copies=0, in_starting_deck="no")
        if cid in NOT_IN_DECK:
            row["note"] = "public source lists it as a third starting card; seed L4678/L2159 give every hero two unique cards"
        basics.append(row)
    order = list(STANDARD_COPIES) + ["wound"] + [c for pairs in UNIQUE.values() for c, _ in pairs] + list(NOT_IN_DECK)
    basics.sort(key=lambda r: order.index(r["id"]))
    write(out_dir / "basic_actions.csv",
          ["id", "name_en", "name_ru", "name_ru_source", "name_pl", "name_pl_source", "type", "colour", "hero",
           "replaces", "standard_copies", "basic_cost", "in_starting_deck", "move", "move_powered", "attack", "attack_powered",
           "block", "block_powered", "influence", "influence_powered", "set", "note"], basics)

    deeds = []
    kind_map = {"AdvancedAction": "advanced_action", "Spell": "spell", "Artifact": "artifact"}
    for c in all_cards.values():
        kind = kind_map.get(c["kind"])
        if not kind:
            continue
        cid = c["id"]
        name, src = ru(cid)
        s = "unplaced" if cid in UNPLACED else ("lost_legion" if cid in LOST_LEGION[kind] else "base")
        rng, rng_src = NUMBER_RANGE.get((s, kind), ("", ""))
        if cid in INTERACTION_SPELLS:
            rng, rng_src = "109-112", "seed:001:L1188 (the four interaction spells; one per colour is ours)"
        colour = "red+white" if cid == "explosive_bolt" else c["colour"]
        if cid in ("rush_of_adrenaline", "chilling_stare"):  # "or White" in the public source
            colour = c["colour"] + "+white"
        deeds.append({"id": cid, "type": kind, "name_en": c["name_en"], "name_ru": name, "name_ru_source": src,
                      "colour": colour if kind != "artifact" else "", "set": s,
                      "set_evidence": SET_EVIDENCE.get(cid, ""), "number_range": rng, "number_source": rng_src,
                      "interaction": "yes" if cid in INTERACTION_SPELLS else "",
                      "verified": "yes" if cid in SET_EVIDENCE else "no"})
    write(out_dir / "deeds.csv", ["id", "type", "name_en", "name_ru", "name_ru_source", "colour", "set",
                                  "set_evidence", "number_range", "number_source", "interaction", "verified"], deeds)

    usrc = show(gitdir, "units.rs")
    units = []
    for m in re.finditer(r'id: "(\w+)", name: "([^"]+)", level: (\d+), influence_cost: (\d+), armor: (\d+),\s*'
                         r'recruit_sites: &\[([^\]]*)\],\s*copies: (\d+), reversed_reputation: (\w+), '
                         r'restricted_from_free_recruit: (\w+), is_hero: (\w+)', usrc):
        uid = m.group(1)
        if uid == "heroes":  # the engine's generic stand-in for the four coloured Heroes cards
            continue
        level = int(m.group(3))
        tier = "regular" if level <= 2 else "elite"
        s = "lost_legion" if uid in LOST_LEGION["unit"] else "base"
        name, src = ru(uid)
        rng, rng_src = NUMBER_RANGE.get((s, tier), ("", ""))
        sites = "+".join(x.strip().replace("RecruitSite::", "").lower() for x in m.group(6).split(",") if x.strip())
        sites = sites.replace("magetower", "mage_tower").replace("magicalglade", "magical_glade")
        name_en = m.group(2)
        units.append({"id": uid, "name_en": name_en, "name_ru": name, "name_ru_source": src, "tier": tier,
                      "level": level, "cost": int(m.group(4)), "armour": int(m.group(5)), "copies": int(m.group(7)),
                      "recruit_sites": sites, "interaction_only": "yes" if uid in ("delphana_masters", "magic_familiars") else "",
                      "set": s, "set_evidence": SET_EVIDENCE.get(uid, ""), "number_range": rng, "number_source": rng_src,
                      "verified": "yes" if uid in SET_EVIDENCE else "no"})
    write(out_dir / "units.csv", ["id", "name_en", "name_ru", "name_ru_source", "tier", "level", "cost", "armour",
                                  "copies", "recruit_sites", "interaction_only", "set", "set_evidence",
                                  "number_range", "number_source", "verified"], units)

    ssrc = show(gitdir, "skills.rs")
    interactive = set(re.findall(r'"(\w+)" => Some\(stub\("\w+", SkillUsageType::Interactive', ssrc))
    for m in re.finditer(r'id: "(\w+)",\s*usage_type: SkillUsageType::(\w+)', ssrc):
        if m.group(2) == "Interactive":
            interactive.add(m.group(1))
    skills = []
    for hero in UNIQUE:
        block = re.search(rf"const {hero.upper()}_SKILLS: \[&str; \d+\] = \[(.*?)\];", ssrc, re.S).group(1)
        for sid in re.findall(r'"(\w+)"', block):
            short = sid.split("_", 1)[1]
            en = " ".join(w if w in ("of", "the", "in", "a") else w.capitalize() for w in short.split("_"))
            en = en.replace("I Dont Give A Damn", "I Don't Give a Damn").replace("Wolfs", "Wolf's").replace("Natures", "Nature's")
            entry = SKILL_RU.get(sid) or SKILL_RU["motivation"] if short == "motivation" else SKILL_RU.get(sid)
            name, src = entry if isinstance(entry, tuple) else (entry, "project")
            skills.append({"id": sid, "hero": hero, "name_en": en, "name_ru": name, "name_ru_source": src,
                           "interaction": "yes" if sid in interactive else ""})
    write(out_dir / "skills.csv", ["id", "hero", "name_en", "name_ru", "name_ru_source", "interaction"], skills)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
