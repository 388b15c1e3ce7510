"""The Mage Knight library: db/mage-knight/ loads, every hero deck has 16 cards, counts match the
rulebook's numbering, and every Russian name said to be printed in the seed is at its line."""

from __future__ import annotations

import re
import shutil

import pytest

from spellforge.games.mageknight.library import DECK_SIZE, MKDataError, data_dir, load, stats
from spellforge.games.mageknight.store import library
from tests.seeds import seed_lines



@pytest.fixture(scope="module")
def lib():
    return library()


def test_seven_heroes_each_with_a_16_card_deck_and_two_unique_cards(lib):
    assert len(lib.heroes) == 7  # base 4 + Wolfhawk, Krang, Braevalar (MK L1040, L2219, L3476, L3570)
    for hero in lib.heroes.values():
        deck = lib.hero_deck(hero.id)
        assert sum(deck.values()) == DECK_SIZE, hero.id
        assert len(hero.unique_cards) == 2, hero.id  # MK L4678, L2159
        assert all(deck[u] == 1 for u in hero.unique_cards)
        assert hero.unique_evidence.startswith("seed:001:L")
    wolfhawk = lib.hero_deck("wolfhawk")
    assert "axe_throw" not in wolfhawk and wolfhawk["concentration"] == 1  # the seed's "two" rules out a third
    assert lib.hero_deck("krang")["rage"] == 2  # Battle Rage is not in Krang's deck


def test_standard_deck_is_the_rulebooks_sixteen(lib):
    deck = lib.standard_deck()
    assert sum(deck.values()) == 16
    move_two = {c for c in deck if lib.basics[c].basic["move"] == 2}
    assert move_two == {"march", "stamina", "swiftness"} and all(deck[c] == 2 for c in move_two)


def test_counts_by_type_and_set_match_the_seed_numbering(lib):
    data = stats(lib)
    checks = {(c["set"], c["type"]): c for c in data["seed_checks"]}
    ranges = {("lost_legion", "advanced_action"): (287, 298), ("lost_legion", "spell"): (299, 302),
              ("lost_legion", "artifact"): (303, 310), ("lost_legion", "regular_unit"): (311, 318),
              ("lost_legion", "elite_unit"): (319, 326)}  # MK L2203-2205, L2234-2235
    for key, (first, last) in ranges.items():
        assert checks[key]["library_count"] == last - first + 1, key
        assert data["counts"][key[1]][key[0]] == last - first + 1, key
    assert checks[("base", "advanced_action")]["library_count"] == 28  # MK L4684
    assert [k for k, c in checks.items() if not c["matches"]] == []
    # the Lost Legion elite 8: four coloured Heroes, Sorcerers x2 (card 323), Delphana Masters x2 (325)
    ll_elite = {u.id: u.copies for u in lib.units.values() if u.set == "lost_legion" and u.tier == "elite"}
    assert ll_elite == {"hero_blue": 1, "hero_red": 1, "hero_green": 1, "hero_white": 1,
                        "sorcerers": 2, "delphana_masters": 2}
    interaction = [d for d in lib.deeds.values() if d.interaction]
    assert len(interaction) == 4 and {d.number_range for d in interaction} == {"109-112"}  # MK L1188
    assert len({d.colour for d in interaction}) == 4


def test_every_seed_name_is_printed_at_its_line(lib):
    lines = seed_lines("001")
    named = [n for group in (lib.basics, lib.deeds, lib.units, lib.skills, lib.heroes, lib.products)
             for n in (x.names for x in group.values())]
    named += [d.night for d in lib.deeds.values() if d.night]  # spells' night halves (Подкоп, Болезнь…)
    named += list(lib.terms.values())
    checked = 0
    for names in named:
        m = re.match(r"seed:001:L(\d+)$", names.ru_source)
        if not m:
            assert names.ru_source == "project", names
            continue
        line = lines[int(m.group(1)) - 1].casefold().replace("ё", "е")
        # the rulebook inflects names («Решимостью», «Тобака»): compare the stem of each word
        name = re.sub(r"\(.*\)", "", names.ru).strip().casefold().replace("ё", "е")
        stems = [w[: max(3, len(w) - 4)] for w in re.findall(r"[а-я]+", name)]  # not the Latin "Mage Knight"
        assert stems, names
        assert all(s in line for s in stems), (names.ru, m.group(1))
        checked += 1
    assert checked >= 65


def test_a_bad_row_names_the_file_and_line(tmp_path):
    folder = tmp_path / "mk"
    shutil.copytree(data_dir(), folder)
    path = folder / "units.csv"
    rows = path.read_text(encoding="utf-8").splitlines()
    rows[3] = rows[3].replace(",regular,", ",legendary,")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    with pytest.raises(MKDataError, match=r"units\.csv:4: unknown tier 'legendary'"):
        load(folder)


def test_mage_wars_digest_ignores_the_mage_knight_folder(tmp_path):
    from spellforge.library.digest import source_digest

    (tmp_path / "a.csv").write_text("x\n")
    before = source_digest(tmp_path)
    (tmp_path / "mage-knight").mkdir()
    (tmp_path / "mage-knight" / "units.csv").write_text("y\n")
    assert source_digest(tmp_path) == before
    (tmp_path / "b.csv").write_text("z\n")
    assert source_digest(tmp_path) != before


# The seed's printed ranges (MK L2203-2205, L2234-2235; L1188; L4686 + L4684) and how many cards each holds.
SEED_RANGES = {("lost_legion", "advanced_action"): (287, 298), ("lost_legion", "spell"): (299, 302),
               ("lost_legion", "artifact"): (303, 310), ("lost_legion", "regular_unit"): (311, 318),
               ("lost_legion", "elite_unit"): (319, 326), ("base", "advanced_action"): (65, 92)}


def _numbered(lib):
    for d in lib.deeds.values():
        yield d.set, d.type, d, 1
    for u in lib.units.values():
        yield u.set, f"{u.tier}_unit", u, u.copies


def test_public_card_numbers_fall_inside_the_seeds_ranges_and_fill_them(lib):
    cards: dict[tuple[str, str], int] = {}
    numbers: dict[tuple[str, str], set[int]] = {}
    for set_, kind, card, copies in _numbered(lib):
        cards[(set_, kind)] = cards.get((set_, kind), 0) + copies
        if card.number.isdigit():
            numbers.setdefault((set_, kind), set()).add(int(card.number))
    for key, (first, last) in SEED_RANGES.items():
        assert cards[key] == last - first + 1, key  # the seed's count for the range
        assert all(first <= n <= last for n in numbers[key]), (key, sorted(numbers[key]))
    # the Lost Legion deeds carry one distinct number each and use their whole range
    for kind in ("advanced_action", "spell", "artifact"):
        first, last = SEED_RANGES[("lost_legion", kind)]
        assert numbers[("lost_legion", kind)] == set(range(first, last + 1)), kind
    assert numbers[("base", "spell")] == set(range(93, 113))  # the interaction spells 109-112 end it (L1188)
    assert {int(d.number) for d in lib.deeds.values() if d.interaction} == {109, 110, 111, 112}
    # every base-set number is below the Lost Legion's first (L2203), which continues the base numbering (L2173)
    assert all(n < 287 for (set_, _), ns in numbers.items() if set_ == "base" for n in ns)


def test_a_card_is_verified_only_with_its_evidence(lib):
    for set_, kind, card, _ in _numbered(lib):
        if not card.verified:
            assert card.verified_by == "", card.id
            continue
        assert card.verified_by in ("seed", "number", "seed+number"), card.id
        if "number" in card.verified_by:
            n = int(card.number)  # a UE-prefixed number never verifies a set
            if set_ == "lost_legion":
                first, last = SEED_RANGES[("lost_legion", kind)]
                assert first <= n <= last, card.id
            else:
                assert set_ == "base" and n < 287, card.id
    unverified = sorted(d.id for d in lib.deeds.values() if not d.verified)
    assert unverified == ["blood_ritual", "chilling_stare", "explosive_bolt", "mysterious_box",
                          "power_of_crystals", "regeneration", "rush_of_adrenaline"]
    # the seed's «Знамя мужества» (L2481) is the Lost Legion banner that spares a unit a wound: Fortitude, 305
    assert lib.deeds["banner_of_fortitude"].names.ru == "Знамя мужества"
    assert (lib.deeds["banner_of_fortitude"].set, lib.deeds["banner_of_courage"].set) == ("lost_legion", "base")


def test_every_hero_has_eleven_skill_tokens_one_cooperative_one_competitive(lib):
    """MK L4803-4805: 11 tokens, two of them interaction skills (one of each mode); Braevalar's box
    holds 11 too (L3574). His competitive token is named by no source: it is there, unnamed and
    unverified, not invented."""
    per_hero: dict[str, list] = {}
    for s in lib.skills.values():
        per_hero.setdefault(s.hero, []).append(s)
    assert sorted(per_hero) == sorted(lib.heroes)
    for hero, skills in per_hero.items():
        modes = sorted(s.mode for s in skills if s.interaction)
        assert not any(s.mode for s in skills if not s.interaction)
        assert len(skills) == 11 == lib.heroes[hero].skill_tokens, hero
        assert modes == ["competitive", "cooperative"], hero
    unnamed = lib.skills["braevalar_competitive_unnamed"]
    assert unnamed.mode == "competitive" and not unnamed.verified and "L3574" in unnamed.source
    assert "name unknown" in unnamed.names.en and "неизвестно" in unnamed.names.ru
    # no public source is the seed: every interaction skill stays unverified and names its source
    assert all(not s.verified and s.source for s in lib.skills.values() if s.interaction)


def test_hero_crystals_goldyx_from_the_rulebook_and_each_hero_cited(lib):
    # MK L1013: «у Голдписа изображены две зелёные и синяя»
    goldyx = lib.heroes["goldyx"]
    assert goldyx.crystals == ("green", "green", "blue") and goldyx.crystals_verified == "seed"
    assert "seed:001:L1013" in goldyx.crystals_source
    for hero in lib.heroes.values():
        assert len(hero.crystals) == 3 and hero.crystals_source, hero.id
        assert hero.crystals_verified in ("seed", "public", "no"), hero.id
    # the expansions' dots rest on one public table only
    assert {h.id for h in lib.heroes.values() if h.crystals_verified == "no"} == {"wolfhawk", "krang", "braevalar"}


def test_fame_track_from_the_rulebook_and_the_later_rows_as_cited_data(lib):
    levels = {lv.level: lv for lv in lib.levels}
    assert sorted(levels) == list(range(1, 11))  # max level 10, MK L5906
    assert (levels[2].fame, levels[3].fame) == (3, 8)  # MK L4841
    assert levels[2].verified and levels[3].verified and "L4841" in levels[3].fame_source
    assert [lv.reward for lv in lib.levels[1:]] == ["skill_and_advanced_action", "command_token"] * 4 + [
        "skill_and_advanced_action"]  # MK L4845: even levels a skill and an AA, odd ones a command token
    assert levels[5].hand_limit == 6 and levels[4].hand_limit == 5  # MK L4821
    assert [levels[n].command_tokens for n in (1, 3, 5, 7, 9)] == [1, 2, 3, 4, 5]  # MK L204-206
    assert all(lv.fame_source and lv.stats_source for lv in lib.levels)
    assert not any(lv.verified for lv in lib.levels[3:])  # the seed says only «и т.д.»


# Words a Polish name may capitalise after its first: place names, a proper name, the publisher's own.
PL_PROPER = {"Utem", "Altem", "Amotep", "Delphany", "Gwiezdnego", "Świtu", "Graal", "Chaosu"}


def test_every_card_unit_and_skill_has_a_marked_polish_name(lib):
    named = [(x.id, x.names) for group in (lib.basics, lib.deeds, lib.units, lib.skills, lib.heroes, lib.products)
             for x in group.values()]
    named += [(d.id + ":night", d.night) for d in lib.deeds.values() if d.night]
    assert all(d.night for d in lib.deeds.values() if d.type == "spell")  # every spell's night half is named
    for key, names in named:
        assert names.pl and (names.pl_source == "project" or names.pl_source.startswith("public:")), key
    publisher = {k for k, n in named if n.pl_source.startswith("public:portalgames.pl")}
    assert {"krang_savage_harvesting", "krang_ruthless_coercion", "krang_master_of_chaos"} <= publisher
    assert lib.basics["krang_ruthless_coercion"].names.pl == "Bezwzględny przymus"
    for group in (lib.deeds, lib.units, lib.skills):  # names, not English left in a Polish window
        for x in group.values():
            pl = x.names.pl
            assert pl != x.names.en, x.id
            words = re.findall(r"\w+", pl)
            assert pl[0].isupper() and all(w[0].islower() or w in PL_PROPER for w in words[1:]), pl


def test_polish_names_use_the_game_words_of_terms_csv(lib):
    """Where a name holds a resource or colour word, its Polish name holds the Polish term's stem
    (terms.csv: Atak, czerwony…), and mana is "many" as in the Mage Wars glossary."""
    checked = 0
    for group in (lib.deeds, lib.skills):
        for x in group.values():
            en, pl = x.names.en.casefold(), x.names.pl.casefold()
            for key in ("attack", "red", "blue", "green", "white"):
                if re.search(rf"\b{key}\b", en):
                    assert lib.term(key, "pl").casefold()[:5] in pl, (x.id, pl)
                    checked += 1
            if re.search(r"\bmana\b", en):
                assert "many" in pl, (x.id, pl)
                checked += 1
    assert checked >= 12
