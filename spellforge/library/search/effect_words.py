"""The words `does:` understands, in English, Russian and Polish, and which structured effects
(db/effects) each one finds. Russian and Polish words are the rulebooks' terms (glossary
docs, db/i18n/terms.csv): лечение/leczenie (glossary §1 #169), телепортация/teleportacja (#65),
толчок/pchnięcie (#66), развеять/skontrować (#130), оборона/straż (#57), поддержка/utrzymanie
(#87), состояние/stan (#167). Compound words join with "-": destroy-enchantment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from spellforge.library.normalize import fold


@dataclass(frozen=True)
class EffectWord:
    key: str  # the English word, as in does:KEY
    match: dict  # effect field -> wanted value (a trailing * = prefix); all must hold
    words: tuple[str, ...]  # other spellings and the ru/pl words


WORDS = (
    EffectWord("heal", {"kind": "heal"}, ("healing", "лечение", "лечить", "исцеление", "leczenie", "leczyć", "uleczenie")),
    EffectWord("regenerate", {"kind": "grant_trait", "arg": "Regenerate*"}, ("регенерация", "regeneracja")),
    EffectWord("damage", {"kind": "damage"}, ("direct-damage", "повреждение", "повреждения", "прямое-повреждение",
                                              "obrażenia", "obrażenia-bezpośrednie")),
    EffectWord("teleport", {"kind": "move", "mode": "teleport"}, ("телепортация", "телепорт", "teleportacja")),
    EffectWord("push", {"kind": "move", "mode": "push"}, ("толчок", "pchnięcie")),
    EffectWord("pull", {"kind": "move", "mode": "pull"}, ("притягивание", "przyciągnięcie")),
    EffectWord("move", {"kind": "move"}, ("перемещение", "передвижение", "przemieszczenie", "ruch")),
    EffectWord("destroy", {"kind": "destroy"}, ("уничтожение", "уничтожить", "zniszczenie", "zniszczyć")),
    EffectWord("destroy-enchantment", {"kind": "destroy", "arg": "enchantment"},
               ("уничтожение-чар", "уничтожить-чары", "zniszczenie-zaklęcia", "zniszczyć-zaklęcie")),
    EffectWord("destroy-equipment", {"kind": "destroy", "arg": "equipment"},
               ("уничтожение-снаряжения", "zniszczenie-ekwipunku")),
    EffectWord("destroy-conjuration", {"kind": "destroy", "arg": "conjuration"},
               ("уничтожение-заклятия", "zniszczenie-przywołania")),
    EffectWord("destroy-creature", {"kind": "destroy", "arg": "creature"},
               ("уничтожение-существа", "zniszczenie-stworzenia")),
    EffectWord("counter", {"kind": "counter"}, ("развеивание", "развеять", "kontra", "skontrowanie", "kontrowanie")),
    EffectWord("guard", {"kind": "guard"}, ("оборона", "straż")),
    EffectWord("gain-mana", {"kind": "gain_mana"}, ("mana", "мана", "получение-маны", "zdobycie-many")),
    EffectWord("gain-ki", {"kind": "gain_ki"}, ("ki", "ки", "получение-ки", "zdobycie-ki")),
    EffectWord("drain-mana", {"kind": "lose_mana", "mode": "drain"}, ("вытягивание-маны", "wyssanie-many")),
    EffectWord("lose-mana", {"kind": "lose_mana"}, ("потеря-маны", "utrata-many")),
    EffectWord("prevent-damage", {"kind": "prevent_damage"}, ("предотвращение-повреждений", "zapobieganie-obrażeniom")),
    EffectWord("upkeep", {"kind": "upkeep"}, ("поддержка", "utrzymanie")),
    EffectWord("condition", {"kind": "condition", "mode": "add"}, ("состояние", "stan")),
    EffectWord("remove-condition", {"kind": "condition", "mode": "remove"},
               ("снятие-состояния", "usunięcie-stanu")),
    EffectWord("attack-bonus", {"kind": "attack_bonus"}, ("бонус-атаки", "premia-do-ataku")),
    EffectWord("summon", {"kind": "summon"}, ("вызов", "призыв", "wezwanie")),
    EffectWord("aura", {"kind": "aura"}, ("аура",)),
    EffectWord("reveal-trigger", {"kind": "reveal_trigger"}, ("открытие-чар", "odkrycie-zaklęcia")),
    EffectWord("reveal", {"kind": "reveal"}, ("открыть", "открытие", "odkryć", "odkrycie")),
    EffectWord("grant-trait", {"kind": "grant_trait"}, ("trait", "свойство", "cecha")),
    EffectWord("restrict", {"kind": "restrict"}, ("ограничение", "запрет", "ograniczenie", "zakaz")),
    EffectWord("take-control", {"kind": "take_control"}, ("контроль", "захват-контроля", "przejęcie-kontroli", "kontrola")),
    EffectWord("extra-action", {"kind": "extra_action"}, ("дополнительное-действие", "dodatkowa-akcja")),
    EffectWord("cost", {"kind": "cost_modifier"}, ("стоимость", "koszt")),
    EffectWord("defense", {"kind": "defense"}, ("защита", "obrona")),
    EffectWord("ignore", {"kind": "ignore"}, ("игнорирование", "ignorowanie")),
    EffectWord("redirect", {"kind": "redirect"}, ("перенаправление", "przekierowanie")),
    EffectWord("copy", {"kind": "copy"}, ("копирование", "kopiowanie")),
    EffectWord("sacrifice", {"kind": "sacrifice"}, ("жертва", "poświęcenie")),
    EffectWord("return", {"kind": "return_card"}, ("возврат", "zwrot")),
    EffectWord("attack", {"kind": "attack"}, ("атака", "atak")),
)


def _norm(word: str) -> str:
    return "-".join(fold(word).replace("_", " ").replace("-", " ").split())


def _index() -> dict[str, EffectWord]:
    out: dict[str, EffectWord] = {}
    for w in WORDS:
        for text in (w.key, *w.words):
            out.setdefault(_norm(text), w)
    return out


_INDEX = _index()


def known_words() -> list[str]:
    return [w.key for w in WORDS]


def effect_word(word: str) -> EffectWord | None:
    return _INDEX.get(_norm(word))


def _matches(effect: dict, wanted: dict) -> bool:
    """Every wanted field equals (folded) the effect's; a wanted value ending in * is a prefix."""
    for field, value in wanted.items():
        have = fold(str(effect.get(field) or ""))
        want = fold(value)
        if not (have.startswith(want[:-1]) if want.endswith("*") else have == want):
            return False
    return True


def match_effect_word(word: str) -> Callable[[dict], bool] | None:
    """A test for one structured effect, or None when `word` names no effect."""
    found = effect_word(word)
    if found is not None:
        return lambda effect: _matches(effect, found.match)
    return None
