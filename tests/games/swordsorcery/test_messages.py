"""Every problem the issue names has a seed line and an explanation in en/ru/pl; the log reads
in the player's language."""

from __future__ import annotations

import re

import pytest

from spellforge.games.swordsorcery import actions, rules
from spellforge.games.swordsorcery.campaign import Campaign, HeroState
from spellforge.games.swordsorcery.messages import log_templates, problem_templates, translator
from spellforge.games.swordsorcery.validator import errors, validate

ISSUE_CODES = ("alignment_conflict", "party_size", "level_not_lowest", "not_enough_shards", "skill_alignment",
               "skill_min_level", "skill_other_hero", "general_slot", "two_handed_off_hand", "wrong_hand",
               "style_mismatch", "over_inventory")


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_problem_and_log_sentence_is_translated_with_its_placeholders(lang):
    english = {**problem_templates(lambda _c, s, n=None: s), **log_templates(lambda _c, s, n=None: s)}
    local = {**problem_templates(translator(lang)), **log_templates(translator(lang))}
    for code, text in english.items():
        assert local[code] != text, (lang, code)
        assert set(re.findall(r"\{\w+\}", local[code])) == set(re.findall(r"\{\w+\}", text)), (lang, code)


def test_the_issue_codes_cite_their_seed_lines():
    for code in ISSUE_CODES:
        assert rules.CITES[code].startswith("002 L"), code
        assert code in problem_templates(lambda _c, s, n=None: s)


def test_a_problem_reads_in_russian_with_russian_names(lib):
    c = Campaign(heroes=[HeroState("Shaya", "Rogue"), HeroState("Torgar", "Rune Master")])
    [p] = errors(validate(c, lib, "ru"))
    text = p.message(translator("ru"))
    assert "Шая — Плут (Порядок)" in text and "Торгар — Мастер рун (Хаос)" in text and "Порядка и Хаоса" in text
    assert p.cite == "002 L975-979"


def test_the_log_is_told_in_the_players_language(lib):
    c = Campaign(heroes=[HeroState("Шая", "Плут"), HeroState("Лайгон", "Рейнджер", soul_level=2)], shards=10)
    c, _ = actions.level_up(c, lib, "Шая")
    entry = c.log[-1]
    assert actions.describe(entry, lib, "ru", translator("ru")) == \
        "Шая: уровень души I → II, потрачено частиц душ: 4, осталось: 6."
    assert actions.describe(entry, lib, "en", translator("en")) == "Shaya: soul level I → II, 4 shards spent, 6 left."
    assert actions.describe(entry, lib, "pl", translator("pl")).startswith("Szaja: poziom duszy I → II")
