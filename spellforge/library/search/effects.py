"""Search by what a card does and by its text — the plain functions the query language calls for
`does:`, `text:` and free words.

- `card_ids_doing(lib, word)`: cards with an effect named by `word` (heal, teleport,
  destroy-enchantment, лечение, leczenie…); None when the word names no effect.
- `card_ids_with_text(lib, phrase)`: cards whose imported printed text (the user's OCTGN
  install) holds `phrase` — an FTS5 index built in memory from the user's texts, since they live
  in user.sqlite and the built library is read-only.
- `card_ids_matching_summary(lib, words, lang)`: cards whose summary in `lang` holds every
  word as a prefix — the library's FTS5 index over summaries (built with the library).
"""

from __future__ import annotations

import sqlite3
import threading

from spellforge.library.normalize import fold

_TOKENIZER = "unicode61 remove_diacritics 2"
_lock = threading.Lock()


def _fts_words(text: str) -> list[str]:
    """Folded words safe for an FTS5 MATCH (punctuation dropped, so no query syntax leaks in)."""
    return [w for w in "".join(ch if ch.isalnum() else " " for ch in fold(text)).split() if w]


def card_ids_doing(lib, word: str) -> set[str] | None:
    """Cards doing the effect `word` names in English, Russian or Polish; None when `word` names
    no effect (the caller reports an unknown value)."""
    from spellforge.library.search.effect_words import match_effect_word

    matcher = match_effect_word(word)
    condition = None if matcher else _condition_key(lib, word)
    if condition is not None:
        matcher = lambda e: (e.get("kind"), e.get("mode"), e.get("arg")) == ("condition", "add", condition)  # noqa: E731
    if matcher is None:
        return None
    found = {cid for cid, effects in lib.card_effects().items() if any(matcher(e) for e in effects)}
    if condition is not None:  # the attack bars' effect charts give conditions too (Fireball: Burn)
        found |= {c.id for c in lib.spells() if any(condition in r.effects for a in c.attacks for r in a.effects)}
    return found


def _condition_key(lib, word: str) -> str | None:
    """does:burn, does:горение, does:podpalenie: a condition named in any language of the term
    table."""
    folded = fold(word)
    for key, langs in lib.terms("condition").items():
        if folded in {fold(t) for t in (key, *langs.values()) if t}:
            return key
    return None


def card_ids_with_text(lib, phrase: str) -> set[str]:
    """Cards whose imported English printed text holds `phrase` (its words in this order, case
    and diacritics folded). Empty when the user imported no text."""
    words = _fts_words(phrase)
    texts = lib.user_texts()
    if not words or not texts:
        return set()
    index = _text_index(lib, texts)
    match = '"' + " ".join(words) + '"'
    with _lock:
        return {r[0] for r in index.execute("SELECT card_id FROM text_fts WHERE text_fts MATCH ?", (match,))}


def _text_index(lib, texts: dict[str, str]) -> sqlite3.Connection:
    index = getattr(lib, "_text_index", None)
    if index is None:
        with _lock:
            index = sqlite3.connect(":memory:", check_same_thread=False)
            index.execute(f"CREATE VIRTUAL TABLE text_fts USING fts5(card_id UNINDEXED, text, tokenize = \"{_TOKENIZER}\")")
            index.executemany("INSERT INTO text_fts(card_id, text) VALUES (?, ?)", list(texts.items()))
        lib._text_index = index
    return index


def card_ids_matching_summary(lib, words: str, lang: str) -> set[str]:
    """Cards whose summary in `lang` contains every word (as a word prefix, folded)."""
    found = _fts_words(words)
    if not found:
        return set()
    return lib.summary_matches(" ".join(f'"{w}"*' for w in found), lang)
