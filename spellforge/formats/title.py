"""Find the mage (and the Wizard's element) named inside a free line of text: a title such as
"Волшебник — моя книга", "Книга заклинаний Жрицы (120 очков)", "Czarodziej Ognia", "[Монах] моя
первая книга" or "My Adramelech Warlock book".

Russian and Polish titles inflect the mage ("Книга Колдуна", "księga Czarnoksiężnika"), so a word
matches a name's word when it is the same word or the word's stem plus a short ending. The
longest, most exact name wins: "Колдун Адрамелеха" over "Колдун", "Priestess" over "Priest",
"Władczyni Bestii z Johktari" over "Władca Bestii"."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from spellforge.domain import Mage
from spellforge.library.normalize import fold

# Element words as they stand in titles: nominative, genitive ("Волшебник Огня", "Czarodziej
# Ognia") and adjective forms ("огненный", "ognisty"); folded (no diacritics, ё → е).
ELEMENT_WORDS: dict[str, tuple[str, ...]] = {
    "Fire": ("fire", "fiery", "огонь", "огня", "огнем", "огненный", "огненная", "огненного", "огненной",
             "ogien", "ognia", "ognisty", "ognista", "ognistego", "ognistej"),
    "Water": ("water", "вода", "воды", "водой", "водный", "водная", "водного", "водной", "водяной",
              "woda", "wody", "wodny", "wodna", "wodnego", "wodnej"),
    "Earth": ("earth", "земля", "земли", "землей", "земной", "земная", "земного",
              "ziemia", "ziemi", "ziemny", "ziemna", "ziemnego", "ziemnej"),
    "Air": ("air", "воздух", "воздуха", "воздушный", "воздушная", "воздушного", "воздушной",
            "powietrze", "powietrza", "powietrzny", "powietrzna", "powietrznego", "powietrznej"),
}
_ELEMENT_OF = {word: element for element, words in ELEMENT_WORDS.items() for word in words}

# Words that say "this line is a spellbook's title" (folded).
BOOK_WORDS = frozenset((
    "spellbook", "spell", "book", "list", "deck", "build", "my",
    "книга", "книги", "книгу", "заклинаний", "колода", "колоду", "сборка", "список", "моя", "мою", "мой",
    "ksiega", "ksiegi", "ksiege", "czarow", "talia", "lista", "moja", "moj", "moje", "dla",
))
# A first line that greets or speaks to the readers is a message, not the book's title: «Всем
# привет! Вот моя книжка за волшебника, критикуйте :)», "hey all, trying priest, thoughts?".
_GREETINGS = ("привет", "всем привет", "здравствуйте", "здрасте", "доброго времени", "добрый день", "добрый вечер",
              "доброе утро", "доброй ночи", "салют", "хай", "хей", "коллеги", "друзья", "ребята", "народ",
              "hi", "hello", "hey", "heya", "hiya", "yo", "greetings", "howdy", "good morning", "good evening",
              "всем", "приветствую", "здорово", "хелло", "sup", "hejka", "czolem", "dobry wieczor",
              "czesc", "siema", "siemka", "witam", "witajcie", "hej", "elo", "dzien dobry", "ahoj")
_TO_READERS = frozenset((
    "критикуйте", "оцените", "подскажите", "посоветуйте", "скажете", "думаете", "мнения", "мнение", "советы",
    "пожалуйста", "спасибо", "буду", "рад", "рада", "хотелось", "собрал", "собрала", "вот",
    "thoughts", "feedback", "critique", "comments", "suggestions", "advice", "think", "please", "thanks",
    "trying", "heres", "welcome",
    "myslicie", "piszcie", "ocencie", "opinie", "uwagi", "sugestie", "prosze", "dzieki", "wrzucam", "zlozylem",
    "zlozylam", "oto",
))
_EMOTICON = re.compile(r"(?<![^\W\d_])[:;=]-?[()DPpО3](?![^\W\d_])")  # ":)", ";-)", ":D"
_TWO_SENTENCES = re.compile(r"(?<=[^\W\d_]{2})[.!?]+\s+[^\W\d_]")
CHATTER_LENGTH = 300  # a message says so in its first words

# A word before the mage that ties it into a phrase: «книжка за волшебника», "deck for Priest".
_PREPOSITIONS = frozenset(("за", "для", "на", "про", "против", "с", "со", "от", "без", "под", "через",
                           "for", "against", "vs", "with", "by", "as", "dla", "na", "za", "przeciw",
                           "przeciwko", "z", "ze", "od", "pod", "bez", "jako"))


def is_chatter(text: str) -> bool:
    """A greeting or a sentence addressed to the readers, never a book's name."""
    text = text[:CHATTER_LENGTH].rstrip()
    folded = fold(text)
    if any(folded == g or folded.startswith(g + " ") for g in _GREETINGS):
        return True
    if _TO_READERS.intersection(folded.split()) or _EMOTICON.search(text) or text.endswith(("))", "((")):
        return True
    # Sentences: a question, or two sentences in one line ("Собрал книгу. Что скажете")
    return text.endswith("?") or bool(_TWO_SENTENCES.search(text))


_VOWELS = set("аеёиоуыэюяaeiouy")
_MAX_ENDING = 4  # "колдун" → "колдуна", "kaplank" → "kaplanki", "жриц" → "жрицы"
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


@dataclass(frozen=True)
class TitleMatch:
    mage: Mage
    element: str | None
    rest: str  # the line without the mage, element and decoration: the book's name, if any
    exact: bool  # every word of the mage's name as written (no inflection)


@dataclass(frozen=True)
class _Name:
    mage: Mage
    words: tuple[str, ...]  # folded
    stems: tuple[str, ...]


def _stem(word: str) -> str:
    return word[:-1] if len(word) >= 4 and word[-1] in _VOWELS else word


class MageFinder:
    def __init__(self, mages: Iterable[Mage]) -> None:
        names: dict[tuple[str, ...], _Name] = {}
        for mage in mages:
            for text in {mage.name, *mage.names.values()}:
                words = tuple(fold(text).split())
                if words and words not in names:
                    names[words] = _Name(mage, words, tuple(_stem(w) for w in words))
        self._names = list(names.values())

    def find(self, line: str) -> TitleMatch | None:
        spans = [(m.start(), m.end(), fold(m.group())) for m in _WORD.finditer(line)]
        tokens = [t for _, _, t in spans]
        best: tuple[int, int, _Name, int, bool] | None = None  # (score, exact words, name, start, all exact)
        for name in self._names:
            n = len(name.words)
            for start in range(len(tokens) - n + 1):
                score, exact = 0, 0
                for word, stem, token in zip(name.words, name.stems, tokens[start:start + n]):
                    if token == word:
                        score, exact = score + len(word) + 1, exact + 1
                    elif len(word) >= 4 and token.startswith(stem) and len(token) - len(stem) <= _MAX_ENDING:
                        score += len(stem)
                    else:
                        break
                else:
                    key = (score, exact)
                    if best is None or key > best[:2]:
                        best = (score, exact, name, start, exact == n)
        if best is None:
            return None
        _, _, name, start, all_exact = best
        used = set(range(start, start + len(name.words)))
        element = None
        for i, token in enumerate(tokens):
            if i not in used and token in _ELEMENT_OF and name.mage.element_choice and element is None:
                element = _ELEMENT_OF[token]
                used.add(i)
        before = tokens[start - 1] if start > 0 else ""
        end = start + len(name.words)  # «Колдун на турнир»: the mage is a word of a phrase, as above
        after = tokens[end] if end < len(tokens) and not line[spans[end - 1][1]:spans[end][0]].strip() else ""
        if before in _PREPOSITIONS or after in _PREPOSITIONS:  # «Книга за волшебника»: the whole line is the name
            return TitleMatch(name.mage, element, _trim(line), all_exact)
        return TitleMatch(name.mage, element, _rest(line, spans, used), all_exact)


def _rest(line: str, spans: list[tuple[int, int, str]], used: set[int]) -> str:
    """The line with the used words cut out, trimmed of separators, brackets and points."""
    pieces, last = [], 0
    for i, (start, end, _) in enumerate(spans):
        if i in used:
            pieces.append(line[last:start])
            pieces.append("\x00")
            last = end
    pieces.append(line[last:])
    parts = [p for p in "".join(pieces).split("\x00")]
    # A name in quotes is the name: 'Wizard "Arcane Storm" (120 SBP)', «Книга Колдуна «Пламя» — 120».
    quoted = [_trim("".join(q)) for q in _QUOTED.findall("\x00".join(parts)) if "\x00" not in "".join(q)]
    quoted = [q for q in quoted if re.search(r"[^\W\d_]", q)]
    if quoted:
        return quoted[0]
    # Else the longest part that still has letters and not only book words: "Волшебник — моя
    # книга" → "моя книга", "Книга Колдуна — Пламя (120)" → "Пламя".
    cleaned = [_trim(p) for p in parts]
    cleaned = [c for c in cleaned if re.search(r"[^\W\d_]", c)]
    named = [c for c in cleaned if not only_book_words(c)]
    return max(named or cleaned, key=len) if cleaned else ""


_QUOTED = re.compile(r'"([^"]+)"|«([^»]+)»|„([^”“"]+)[”“"]|“([^”]+)”')


_POINTS = re.compile(r"[(\[]?\s*\d+\s*(?:/\s*\d+\s*)?(?:pts?|points?|pkt\w*|punkt\w*|очк\w*|sb?p)?\.?\s*[)\]]?\s*$",
                     re.IGNORECASE)
# A points total in brackets with any short unit: "(120 SBP)", "[120 очк.]", "(120/120)".
_BRACKETED_TOTAL = re.compile(r"[(\[]\s*\d+\s*(?:/\s*\d+\s*)?[^\W\d_]{0,8}\.?\s*[)\]]\s*$")


_PAIRS = (("(", ")"), ("[", "]"), ("«", "»"))


def _trim(text: str) -> str:
    text = _POINTS.sub("", _BRACKETED_TOTAL.sub("", text.strip()))
    tail = re.search(r"[\s\W_]*$", text).group()
    trimmed = re.sub(r"^[\s\W_]+|[\s\W_]+$", "", text).strip()
    # a bracket opened inside keeps its closer: «Колдун на турнир (без Адрамелеха)» is named
    # «на турнир (без Адрамелеха)», not «… (без Адрамелеха»
    for opener, closer in _PAIRS:
        missing = trimmed.count(opener) - trimmed.count(closer)
        if 0 < missing <= tail.count(closer):
            trimmed += closer * missing
    return trimmed


def trim_title(text: str) -> str:
    """A title line without its points total, brackets, quotes and decoration."""
    return _trim(text)


def only_book_words(text: str) -> bool:
    words = fold(text).split()
    return all(w in BOOK_WORDS for w in words)
