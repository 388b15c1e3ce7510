"""Collection CSV: columns by header (en/ru/pl), every line's fate, round trips."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spellforge.collection import Catalog, Collection, read_collection_csv, write_collection_csv
from spellforge.collection.csv_io import read_collection_file


def fates(result):
    return [(ln.line, ln.fate) for ln in result.lines]


def test_card_code_count_with_every_kind_of_bad_row(library):
    text = (
        "card,code,count\n"            # 1 header
        "Dispel,MW1I06,2\n"            # 2 by code
        "\n"                           # 3 blank
        "# my binder\n"                # 4 comment
        "Telport,,1\n"                 # 5 one letter missing: the resolver takes it
        "Qwertyuiop,,1\n"              # 6 unknown card
        "Heal,,-1\n"                   # 7 negative
        "Heal,,two\n"                  # 8 not a number
        ",,3\n"                        # 9 nothing named
        "Lightning Bolt,,\n"           # 10 no count
        "\"Kralathor, The Devourer\",DNC06,1\n"  # 11 quoted comma
        ",MW1I06,1\n"                  # 12 Dispel again by code: adds up
        "Heal,,1,extra\n"              # 13 extra cell ignored
    )
    result = read_collection_csv(text, library, "coll.csv")
    assert fates(result) == [(1, "header"), (2, "card"), (3, "ignored"), (4, "ignored"), (5, "card"), (6, "error"),
                             (7, "error"), (8, "error"), (9, "error"), (10, "error"), (11, "card"), (12, "card"),
                             (13, "card")]
    assert result.cards == {"dispel": 3, "teleport": 1, "kralathor-the-devourer": 1, "heal": 1}
    msgs = {ln.line: ln.message for ln in result.errors}
    assert "negative" in msgs[7] and "not a whole number" in msgs[8] and "no count" in msgs[10]
    assert "Qwertyuiop" not in result.cards and msgs[6] and msgs[9] == "no product, card name or code on this line"
    assert result.lines[4].matched_by == "fuzzy"
    assert "added to line 2" in result.lines[11].message


def test_products_and_cards_in_russian_and_polish_headers(library):
    ru = read_collection_csv("Набор;Карта;Количество\nБазовый набор;;2\n;Рассеивание;1\n", library)
    assert (ru.products, ru.cards, ru.errors) == ({"core": 2}, {"dispel": 1}, [])
    pl = read_collection_csv("Produkt\tIlość\nfvw\t1\nMistrzyni Mocy kontra Wódz\t1\nDruid vs. Nekromanta\t1\n", library)
    assert pl.products == {"fvw": 2} and [ln.line for ln in pl.errors] == [4]
    both = read_collection_csv("product,card,count\ncore,Dispel,1\n", library)
    assert both.errors[0].message == "a line names either a product or a card, not both"


def test_headerless_file_is_read_by_position_with_a_warning(library):
    result = read_collection_csv("Dispel,2\nTeleport,1\n", library, "x.csv")
    assert result.cards == {"dispel": 2, "teleport": 1}
    assert result.warnings and "x.csv:1: no header row" in result.warnings[0]


def test_a_broken_quote_is_reported_and_the_rest_survives(library):
    result = read_collection_csv('card,count\nDispel,1\n"Heal,1\nTeleport,2\n', library)
    assert result.cards == {"dispel": 1, "teleport": 2}
    assert [(ln.line, ln.message) for ln in result.errors] == [(3, "malformed CSV: unbalanced quote")]


def test_codes_printed_on_several_cards_need_the_name(library):
    # The OCTGN data prints PSC14 on both Voice of the Sea and Knight of the Red Helm.
    result = read_collection_csv("card,code,count\n,PSC14,1\nVoice of the Sea,PSC14,1\nDispel,MW1A07,1\n"
                                 "Dispel,XX99,1\n", library)
    assert [ln.fate for ln in result.lines[1:]] == ["error", "card", "error", "card"]
    assert "printed on several cards" in result.lines[1].message
    assert result.lines[3].message == "code MW1A07 is lightning-bolt, but the name says dispel"
    assert result.cards == {"voice-of-the-sea": 1, "dispel": 1} and "unknown code" in result.lines[4].message


def test_csv_sets_totals_so_merging_and_replacing_work(library):
    catalog = Catalog.from_library(library)
    current = Collection({"core": 1, "dvn": 1}, {"heal": 1})
    result = read_collection_csv("product,card,count\ncore,,2\n,Dispel,4\n", library)
    merged = result.merged_into(current, catalog)
    assert merged.products == {"core": 2, "dvn": 1}
    assert merged.owned(catalog)["dispel"] == 4 and merged.owned(catalog)["heal"] == 2 * 3 + 1
    replaced = result.merged_into(current, catalog, replace=True)
    assert replaced.products == {"core": 2} and replaced.adjustments == {"dispel": 4 - 10}


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.data())
def test_round_trip(library, data):
    catalog = Catalog.from_library(library)
    pool = sorted({c for box in catalog.contents.values() for c in box})
    products = data.draw(st.dictionaries(st.sampled_from(catalog.codes), st.integers(1, 3), max_size=4))
    adjustments = data.draw(st.dictionaries(st.sampled_from(pool), st.integers(-4, 4).filter(bool), max_size=8))
    coll = Collection(products, adjustments)
    lang = data.draw(st.sampled_from(["en", "ru"]))
    all_cards = data.draw(st.booleans())
    text = write_collection_csv(coll, library, all_cards=all_cards, lang=lang)
    back = read_collection_csv(text, library).merged_into(Collection(), catalog, replace=True)
    assert back.products == products
    assert back.owned(catalog) == coll.owned(catalog)


def test_round_trip_keeps_a_card_lost_down_to_zero(library):
    catalog = Catalog.from_library(library)
    coll = Collection({"core": 1}, {"teleport": -3, "dispel": -9})  # Teleport core 3: all lost
    for all_cards in (False, True):
        text = write_collection_csv(coll, library, all_cards=all_cards)
        assert ",Teleport,MW1I28,0" in text.splitlines()
        back = read_collection_csv(text, library).merged_into(Collection(), catalog, replace=True)
        assert back.owned(catalog) == coll.owned(catalog) and back.adjustments == {"teleport": -3, "dispel": -5}


def test_file_in_cp1251_with_bom_free_russian(library, tmp_path):
    path = tmp_path / "ru.csv"
    path.write_bytes("Карта,Количество\nТелепорт,2\n".encode("cp1251"))
    assert read_collection_file(str(path), library).cards == {"teleport": 2}


def test_round_trip_of_names_with_quotes_and_commas(library):
    """Issue 42: a name with a doubled quote and a comma (a real card, "Galvitar, Force Blade",
    and a user's own name) read back from the app's own export: the Sniffer took such a file for
    one without doubled quotes, split the cell and `--replace` refused the whole file."""
    catalog = Catalog.from_library(library)
    coll = Collection({"core": 1}, {"galvitar-force-blade": 2, "dispel": 3})
    library.apply_user_names({("dispel", "en"): ('Dis"pel, the "first"', "user")})
    try:
        for lang in ("en", "ru", "pl"):
            text = write_collection_csv(coll, library, all_cards=lang == "en", lang=lang)
            assert '"Dis""pel, the ""first"""' in text or lang != "en"
            result = read_collection_csv(text, library)
            assert not result.errors, [e.message for e in result.errors]
            back = result.merged_into(Collection(), catalog, replace=True)
            assert back.owned(catalog) == coll.owned(catalog), lang
    finally:
        library.drop_user_name("dispel", "en")
