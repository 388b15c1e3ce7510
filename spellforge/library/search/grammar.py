"""The card search language, parsed into a tree (no library needed to parse).

    fire attack                 plain words: every word must match (name, type, school, subtype, trait, summary)
    s:fire l<=2 (t:creature or t:conjuration) -trait:flying "wall of"
    школа:огонь уровень<=2 или szkoła:ogień

- AND by juxtaposition; `or` / `или` / `lub` / `|` between alternatives; parentheses group;
- a leading `-` negates a word, a term or a group; double quotes make a phrase or a value with spaces;
- `key<op>value` with op one of `: = != < <= > >=`; every key has English, Russian and Polish
  names (KEYS); numbers compare (`cost<=5`, `life>10`), `cost:X` finds X costs.

Errors carry a stable `code`, the 0-based position of the offending text and, where one exists, a
suggestion ("unknown key 'sch' at 1; did you mean 's'?"). `parse` stops at the first error;
`parse_lenient` drops what it cannot read, returns the rest and every error, so the browser can keep
a list on screen and explain the bad part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from spellforge.library.normalize import fold

MAX_QUERY = 2000  # characters; a pasted novel is not a query
MAX_DEPTH = 40  # nested parentheses

# canonical key -> its names per language (the first English name is the short form suggestions use)
KEY_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "name": {"en": ("name", "n"), "ru": ("имя", "название"), "pl": ("nazwa",)},
    "school": {"en": ("s", "school"), "ru": ("ш", "школа"), "pl": ("sz", "szkoła")},
    "level": {"en": ("l", "level", "lvl"), "ru": ("у", "ур", "уровень"), "pl": ("p", "poz", "poziom")},
    "cost": {"en": ("c", "cost", "mana"), "ru": ("ц", "цена", "стоимость"), "pl": ("k", "koszt")},
    "type": {"en": ("t", "type"), "ru": ("т", "тип"), "pl": ("typ",)},
    "subtype": {"en": ("st", "subtype", "sub"), "ru": ("пт", "подтип"), "pl": ("podtyp",)},
    "trait": {"en": ("tr", "trait"), "ru": ("св", "свойство"), "pl": ("cecha",)},
    "slot": {"en": ("slot",), "ru": ("место", "слот"), "pl": ("miejsce",)},
    "format": {"en": ("f", "format"), "ru": ("ф", "формат"), "pl": ()},
    "set": {"en": ("set",), "ru": ("набор", "издание"), "pl": ("zestaw",)},
    "action": {"en": ("a", "action"), "ru": ("д", "действие"), "pl": ("akcja",)},
    "is": {"en": ("is",), "ru": ("это",), "pl": ("jest",)},
    "owned": {"en": ("owned", "own"), "ru": ("есть",), "pl": ("mam",)},
    "life": {"en": ("life",), "ru": ("жизнь",), "pl": ("życie",)},
    "armor": {"en": ("armor", "armour"), "ru": ("броня",), "pl": ("zbroja",)},
    "channeling": {"en": ("channeling",), "ru": ("приток",), "pl": ("przyrost",)},
    "range": {"en": ("range",), "ru": ("дистанция",), "pl": ("zasięg",)},
    "reveal": {"en": ("reveal",), "ru": ("открытие",), "pl": ("odkrycie",)},
    "points": {"en": ("pts", "points"), "ru": ("очки",), "pl": ("punkty",)},
    "legal": {"en": ("legal",), "ru": ("можно",), "pl": ("wolno",)},
    "does": {"en": ("does",), "ru": ("делает",), "pl": ("robi",)},
    "text": {"en": ("text",), "ru": ("текст",), "pl": ("tekst",)},
}
KEYS: dict[str, tuple[str, ...]] = {k: names["en"] + names["ru"] + names["pl"] for k, names in KEY_NAMES.items()}
NUMERIC_KEYS = frozenset({"level", "cost", "life", "armor", "channeling", "range", "reveal", "points"})
OPS = ("<=", ">=", "!=", "<", ">", "=", ":")
OR_WORDS = frozenset({"or", "или", "lub", "|"})


class KeySet:
    """The keys one game's search understands: canonical key -> its names per language, which
    keys take numbers, and which numbers may be X. The grammar is the same for every game; only
    this table differs (Mage Wars: KEY_NAMES; another game: games/<game>/search.py)."""

    def __init__(self, names: dict[str, dict[str, tuple[str, ...]]], numeric: frozenset[str],
                 x_keys: frozenset[str] = frozenset()):
        self.names = names
        self.numeric = numeric
        self.x_keys = x_keys
        self.aliases = {k: n.get("en", ()) + n.get("ru", ()) + n.get("pl", ()) for k, n in names.items()}
        self.key_of = {fold(alias): key for key, aliases in self.aliases.items() for alias in aliases}

    def canonical(self, typed: str) -> str | None:
        return self.key_of.get(fold(typed))

    def suggest(self, typed: str) -> str:
        """The short name of the key the user probably meant ("sch" -> "s", "lvel" -> "l"), in
        the script they typed, or ""."""
        t = fold(typed)
        if not t:
            return ""
        best: tuple[int, str] | None = None
        for alias, key in self.key_of.items():
            if alias.startswith(t) or t.startswith(alias) and len(alias) >= 3:
                score = 0
            else:
                from rapidfuzz.distance import OSA  # (rapidfuzz: only when a key is mistyped)

                d = OSA.distance(t, alias, score_cutoff=2)
                if d > (1 if len(t) <= 4 else 2):
                    continue
                score = d
            if best is None or score < best[0]:
                best = (score, key)
        if best is None:
            return ""
        cyrillic = bool(re.search(r"[\u0400-\u04ff]", typed))
        names = [a for a in self.aliases[best[1]] if bool(re.search(r"[\u0400-\u04ff]", a)) == cyrillic] \
            or list(self.aliases[best[1]])
        return min(names, key=len)


MAGE_WARS_KEYS = KeySet(KEY_NAMES, NUMERIC_KEYS, frozenset({"cost", "reveal"}))
_KEY_OF = MAGE_WARS_KEYS.key_of
_TERM = re.compile(r"([^\W\d_]+)(<=|>=|!=|<|>|=|:)", re.UNICODE)
_BREAK = set(' \t\r\n()"')


# -- the tree ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Word:
    """A plain word, or a quoted phrase (`phrase=True`): matched against names and vocabulary."""
    text: str
    pos: int
    phrase: bool = False


@dataclass(frozen=True)
class Term:
    """`key op value`; `key` is the canonical key, `typed` the text as written (for messages)."""
    key: str
    op: str
    value: str
    pos: int
    typed: str


@dataclass(frozen=True)
class Not:
    child: "Node"


@dataclass(frozen=True)
class And:
    children: tuple["Node", ...]


@dataclass(frozen=True)
class Or:
    children: tuple["Node", ...]


Node = Word | Term | Not | And | Or


def combine(node: "And | Or", parts: list):
    """The sets the children of an And (intersection) or an Or (union) matched; None children
    (nothing readable) are left out, and None comes back when no child was readable."""
    parts = [p for p in parts if p is not None]
    if not parts:
        return None
    out = parts[0]
    for p in parts[1:]:
        out = out & p if isinstance(node, And) else out | p
    return out


def positive_words(node: Node | None) -> list[Word]:
    """Plain words not under a negation: they rank the results and trigger guesses."""
    if node is None or isinstance(node, (Term, Not)):
        return []
    if isinstance(node, Word):
        return [node]
    return [w for c in node.children for w in positive_words(c)]


class SearchError(ValueError):
    """Something the language does not understand. `code` is stable (the UI translates it), `pos`
    is 0-based, `term` the offending text, `detail` the bad part, `suggestion` a better spelling,
    `choices` what the key knows (unknown_set: every set's name in the query's language)."""

    def __init__(self, code: str, term: str, pos: int, detail: str = "", suggestion: str = "",
                 choices: tuple[str, ...] = ()):
        self.code, self.term, self.pos, self.detail, self.suggestion = code, term, pos, detail, suggestion
        self.choices = choices
        super().__init__(self.message())

    def message(self) -> str:
        """The English explanation (the CLI prints it; the window translates by `code`)."""
        text = {
            "unknown_key": "unknown key '{detail}' at {at}",
            "unknown_value": "unknown value '{detail}' in '{term}' at {at}",
            "unknown_set": "no set named '{detail}' in '{term}' at {at} (sets: {choices})",
            "bad_number": "'{term}' at {at} needs a number",
            "bad_operator": "'{term}' at {at}: this key only takes ':' or '!='",
            "missing_value": "'{term}' at {at} needs a value",
            "unclosed_quote": "missing closing quote at {at}",
            "unbalanced_paren": "')' at {at} closes nothing",
            "unclosed_paren": "'(' at {at} is never closed",
            "dangling_or": "'{term}' at {at} needs something on both sides",
            "too_deep": "too many nested parentheses at {at}",
            "too_long": "the query is longer than {detail} characters",
            "no_collection": "'{term}' at {at} needs a collection, and it is empty",
            "needs_book": "'{term}' at {at} needs an open spellbook with a mage",
            "not_available": "'{term}' at {at} is not available yet",
        }.get(self.code, "cannot read '{term}' at {at}")
        out = text.format(term=self.term, at=self.pos + 1, detail=self.detail, choices="; ".join(self.choices))
        return out + (f"; did you mean '{self.suggestion}'?" if self.suggestion else "")


# -- keys ---------------------------------------------------------------------------------------
def canonical_key(typed: str) -> str | None:
    return MAGE_WARS_KEYS.canonical(typed)


def suggest_key(typed: str) -> str:
    """The Mage Wars key the user probably meant (KeySet.suggest)."""
    return MAGE_WARS_KEYS.suggest(typed)


# -- tokens -------------------------------------------------------------------------------------
@dataclass
class _Tok:
    kind: str  # word | phrase | term | lp | rp | or | neg
    text: str
    pos: int
    key: str = ""
    op: str = ""
    value: str = ""


@dataclass
class _Lexer:
    text: str
    errors: list[SearchError] = field(default_factory=list)

    def tokens(self) -> list[_Tok]:
        s, i, out = self.text, 0, []
        n = len(s)
        while i < n:
            ch = s[i]
            if ch.isspace():
                i += 1
            elif ch == "(":
                out.append(_Tok("lp", ch, i))
                i += 1
            elif ch == ")":
                out.append(_Tok("rp", ch, i))
                i += 1
            elif ch == '"':
                value, end = self._quoted(i)
                if value.strip():
                    out.append(_Tok("phrase", value, i))
                i = end
            elif ch == "-" and i + 1 < n and s[i + 1] not in " \t\r\n)":
                out.append(_Tok("neg", ch, i))
                i += 1
            else:
                m = _TERM.match(s, i)
                if m and (m.end() >= n or s[m.end()] != ":"):
                    i = self._term(m, out)
                else:
                    j = i
                    while j < n and s[j] not in _BREAK:
                        j += 1
                    word = s[i:j]
                    out.append(_Tok("or" if word.casefold() in OR_WORDS else "word", word, i))
                    i = j
        return out

    def _quoted(self, start: int) -> tuple[str, int]:
        end = self.text.find('"', start + 1)
        if end < 0:
            self.errors.append(SearchError("unclosed_quote", self.text[start:], start))
            return self.text[start + 1:], len(self.text)
        return self.text[start + 1:end], end + 1

    def _term(self, m: re.Match, out: list[_Tok]) -> int:
        s, start, i = self.text, m.start(), m.end()
        if i < len(s) and s[i] == '"':
            value, end = self._quoted(i)
        else:
            end = i
            while end < len(s) and s[end] not in _BREAK:
                end += 1
            value = s[i:end]
        out.append(_Tok("term", s[start:end], start, key=m.group(1), op=m.group(2), value=value))
        return end


# -- parser -------------------------------------------------------------------------------------
class _Parser:
    def __init__(self, tokens: list[_Tok], errors: list[SearchError], keys: KeySet = MAGE_WARS_KEYS):
        self.toks, self.i, self.errors, self.keys = tokens, 0, errors, keys

    def peek(self) -> _Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def parse(self) -> Node | None:
        node = self.expr(0)
        while self.peek() is not None:  # a stray ")" — report it and read on
            tok = self.peek()
            self.errors.append(SearchError("unbalanced_paren", tok.text, tok.pos))
            self.i += 1
            more = self.expr(0)
            node = _and([n for n in (node, more) if n is not None])
        return node

    def expr(self, depth: int) -> Node | None:
        parts = []
        while True:
            tok = self.peek()
            if tok is not None and tok.kind == "or":
                self.errors.append(SearchError("dangling_or", tok.text, tok.pos))
                self.i += 1
                continue
            node = self.and_expr(depth)
            if node is not None:
                parts.append(node)
            tok = self.peek()
            if tok is None or tok.kind != "or":
                break
            self.i += 1
            nxt = self.peek()
            if nxt is None or nxt.kind in ("or", "rp"):
                self.errors.append(SearchError("dangling_or", tok.text, tok.pos))
            elif node is None:
                self.errors.append(SearchError("dangling_or", tok.text, tok.pos))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else Or(tuple(parts))

    def and_expr(self, depth: int) -> Node | None:
        parts = []
        while (tok := self.peek()) is not None and tok.kind not in ("or", "rp"):
            node = self.unary(depth)
            if node is not None:
                parts.append(node)
        return _and(parts)

    def unary(self, depth: int) -> Node | None:
        tok = self.peek()
        if tok.kind == "neg":
            self.i += 1
            nxt = self.peek()
            if nxt is None or nxt.kind in ("or", "rp"):
                return None
            child = self.unary(depth)
            return Not(child) if child is not None else None
        self.i += 1
        if tok.kind == "lp":
            if depth >= MAX_DEPTH:
                self.errors.append(SearchError("too_deep", tok.text, tok.pos))
                self._skip_group()
                return None
            inner = self.expr(depth + 1)
            close = self.peek()
            if close is None:
                self.errors.append(SearchError("unclosed_paren", tok.text, tok.pos))
            else:
                self.i += 1
            return inner
        if tok.kind == "phrase":
            return Word(tok.text, tok.pos, phrase=True)
        if tok.kind == "word":
            return Word(tok.text, tok.pos)
        return self.term(tok)

    def _skip_group(self) -> None:
        level = 1
        while level and (tok := self.peek()) is not None:
            level += {"lp": 1, "rp": -1}.get(tok.kind, 0)
            self.i += 1

    def term(self, tok: _Tok) -> Node | None:
        key = self.keys.canonical(tok.key)
        if key is None:
            self.errors.append(SearchError("unknown_key", tok.text, tok.pos, tok.key, self.keys.suggest(tok.key)))
            return None
        value = tok.value.strip()
        if not value:
            self.errors.append(SearchError("missing_value", tok.text, tok.pos, tok.key))
            return None
        op = tok.op
        if key in self.keys.numeric:
            if op == "=":
                op = ":"
            if not (re.fullmatch(r"-?\d{1,4}", value) or (key in self.keys.x_keys and fold(value) in ("x", "х")
                                                          and op in (":", "!="))):
                self.errors.append(SearchError("bad_number", tok.text, tok.pos, value))
                return None
        elif op not in (":", "=", "!="):
            self.errors.append(SearchError("bad_operator", tok.text, tok.pos, op))
            return None
        elif op == "=":
            op = ":"
        node = Term(key, ":" if op == "!=" else op, value, tok.pos, tok.text)
        return Not(node) if op == "!=" else node


def _and(parts: list[Node]) -> Node | None:
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else And(tuple(parts))


def parse_lenient(text: str, keys: KeySet = MAGE_WARS_KEYS) -> tuple[Node | None, list[SearchError]]:
    """The tree of everything readable in `text` (None for an empty query) and every error;
    `keys`: the game's keys (Mage Wars by default)."""
    errors: list[SearchError] = []
    if len(text) > MAX_QUERY:
        errors.append(SearchError("too_long", text[:20] + "…", MAX_QUERY, str(MAX_QUERY)))
        text = text[:MAX_QUERY]
    tokens = _Lexer(text, errors).tokens()
    node = _Parser(tokens, errors, keys).parse()
    errors.sort(key=lambda e: e.pos)
    return node, errors


def parse(text: str, keys: KeySet = MAGE_WARS_KEYS) -> Node | None:
    """The tree of `text`; raises the first SearchError."""
    node, errors = parse_lenient(text, keys)
    if errors:
        raise errors[0]
    return node


def to_text(node: Node | None) -> str:
    """A canonical rendering of a tree (tests and debugging): and(…), or(…), not(…)."""
    if node is None:
        return ""
    if isinstance(node, Word):
        return f'"{node.text}"' if node.phrase else node.text
    if isinstance(node, Term):
        return f"{node.key}{node.op}{node.value}"
    if isinstance(node, Not):
        return f"not({to_text(node.child)})"
    name = "and" if isinstance(node, And) else "or"
    return f"{name}(" + " ".join(to_text(c) for c in node.children) + ")"
