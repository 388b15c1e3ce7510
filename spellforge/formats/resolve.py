"""Name resolution shared by every reader.

Order of trust: OCTGN GUID → printed code → exact name in any language → known alias or
misprint → normalised spelling → fuzzy (rapidfuzz). Anything ambiguous or weak comes back with
candidates and no card: the reader reports it, it never guesses. The index is built once per
library and cached (`resolver_for`)."""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

from spellforge.domain import Mage
from spellforge.domain.cards import ELEMENTS
from spellforge.formats.inflection import inflection_key
from spellforge.formats.normalise import fold_case, normalise, strip_parenthetical
from spellforge.formats.title import MageFinder, TitleMatch
from spellforge.formats.vocabulary import ELEMENT_NAMES, SECTION_WORDS, TYPE_HEADINGS, element_named

CONFIDENCE = {"guid": 1.0, "code": 1.0, "name": 1.0, "alias": 0.95, "normalised": 0.9, "short": 0.85, "inflected": 0.85}
FUZZY_ACCEPT = 90  # rapidfuzz ratio needed to take a fuzzy match without asking
FUZZY_MARGIN = 5  # … and its lead over the next different card
FUZZY_FLOOR = 55  # below this a name is not even offered as a candidate
MAX_CANDIDATES = 5
MAX_NAME_LENGTH = 120  # longer "names" are prose; fuzzy matching them wastes time


@dataclass(frozen=True)
class Match:
    card_id: str | None
    matched_by: str | None = None
    confidence: float = 0.0
    candidates: tuple[str, ...] = ()
    note: str = ""

    @property
    def ok(self) -> bool:
        return self.card_id is not None


@dataclass(frozen=True)
class MageMatch:
    mage: Mage | None
    matched_by: str | None = None
    confidence: float = 0.0
    element: str | None = None  # "Wizard(Air)" names the element


@dataclass
class _Keys:
    names: dict[str, set[str]] = field(default_factory=dict)
    aliases: dict[str, set[str]] = field(default_factory=dict)
    normalised: dict[str, set[str]] = field(default_factory=dict)
    short: dict[str, set[str]] = field(default_factory=dict)
    inflected: dict[str, set[str]] = field(default_factory=dict)  # «огненных шара» → Fireball


class Resolver:
    def __init__(self, lib: Any) -> None:
        self.lib = lib
        self._types: dict[str, str | None] = {}
        self._guid_cache: dict[str, Match] = {}
        self._keys = _Keys()
        # The name table also holds the mages' names; only spells are cards here.
        entries = [e for e in lib.name_index() if lib.card(e.card_id) is not None]
        for entry in entries:
            target = self._keys.names if entry.kind == "name" else self._keys.aliases
            target.setdefault(fold_case(entry.text), set()).add(entry.card_id)
            self._keys.normalised.setdefault(normalise(entry.text), set()).add(entry.card_id)
            self._keys.normalised.setdefault(normalise(strip_parenthetical(entry.text)), set()).add(entry.card_id)
        self._keys.normalised.pop("", None)
        for entry in entries:
            for text in {entry.text, strip_parenthetical(entry.text)}:
                key = inflection_key(text)
                if key:
                    self._keys.inflected.setdefault(key, set()).add(entry.card_id)
        # "Adramelech" for "Adramelech, Lord of Fire": people drop the title after the comma.
        for entry in entries:
            if "," in entry.text:
                head = normalise(entry.text.split(",", 1)[0])
                if head and head not in self._keys.normalised:
                    self._keys.short.setdefault(head, set()).add(entry.card_id)
        self._fuzzy_keys = list(self._keys.normalised)
        self._codes: dict[str, set[str]] = {}
        for card in lib.spells(include_playtest=True):
            for printing in card.printings:
                if printing.code:
                    self._codes.setdefault(printing.code.strip().upper(), set()).add(card.id)
        self._mage_exact, self._mages = self._index_mages()
        self._finder: MageFinder | None = None
        self.headings = self._index_headings()
        self.elements = self._index_elements()

    # -- cards --------------------------------------------------------------------------------
    def card_type(self, card_id: str) -> str | None:
        if card_id not in self._types:
            card = self.lib.card(card_id)
            self._types[card_id] = card.type if card else None
        return self._types[card_id]

    def by_guid(self, guid: str) -> Match:
        key = guid.strip().lower()
        if key not in self._guid_cache:
            card = self.lib.card_by_guid(key) if key else None
            self._guid_cache[key] = Match(card.id, "guid", 1.0) if card else Match(None)
        return self._guid_cache[key]

    def by_code(self, code: str, name: str = "") -> Match:
        """A printed code. The OCTGN data gives a few codes to two cards (PSJ07 is Shallow Sea
        and Frozen Tundra), so a shared code is settled by the name written beside it."""
        ids = self._codes.get(code.strip().upper(), set())
        if len(ids) == 1:
            (only,) = ids
            return Match(only, "code", 1.0)
        if not ids:
            return Match(None, note=f"unknown card code {code!r}")
        by_name = self.by_name(name) if name else Match(None)
        if by_name.ok and by_name.card_id in ids:
            return Match(by_name.card_id, "code", by_name.confidence, note=f"code {code} is shared; the name decided")
        return Match(None, candidates=tuple(sorted(ids)), note=f"code {code} belongs to {len(ids)} cards")

    def codes_of(self, card_id: str) -> list[str]:
        """The card's printed codes, those that name only this card first."""
        card = self.lib.card(card_id)
        codes = [p.code for p in card.printings if p.code] if card else []
        return sorted(dict.fromkeys(codes), key=lambda c: len(self._codes.get(c.upper(), ())) > 1)

    def by_name(self, text: str, type_hint: str | None = None, allow_fuzzy: bool = True) -> Match:
        text = text.strip()
        if not text or len(text) > MAX_NAME_LENGTH:
            return Match(None, note="not a card name")
        key = fold_case(text)
        names, aliases = self._keys.names.get(key, set()), self._keys.aliases.get(key, set())
        if names or aliases:
            # RU «Кольцо молний» is the name of Lightning Ring and a misprint of Circle of
            # Lightning: under a heading, the card of that type wins; otherwise names beat aliases.
            hinted = {i for i in names | aliases if type_hint and self.card_type(i) == type_hint}
            if len(hinted) == 1 and len(names | aliases) > 1:
                kind = "name" if hinted <= names else "alias"
                return self._pick(hinted, kind, type_hint, others=(names | aliases) - hinted)
            return self._pick(names, "name", type_hint) if names else self._pick(aliases, "alias", type_hint)
        for kind, table, key in (
            ("normalised", self._keys.normalised, normalise(text)),
            ("normalised", self._keys.normalised, normalise(strip_parenthetical(text))),
            ("short", self._keys.short, normalise(text)),
        ):
            ids = table.get(key)
            if ids:
                return self._pick(ids, kind, type_hint)
        # Last before fuzzy, so it never beats another card's exact or normalised name.
        ids = self._keys.inflected.get(inflection_key(strip_parenthetical(text)))
        found = self._pick(ids, "inflected", type_hint) if ids else None
        if found is not None and found.ok:  # two cards with one stem: not a guess, fuzzy decides
            return found
        if not allow_fuzzy:
            return Match(None, note="too many unknown lines; not searched")
        return self._fuzzy(normalise(text), type_hint)

    def closeness(self, text: str) -> float:
        """How near the nearest card name is (rapidfuzz ratio, 0-100): a near miss is a typo."""
        hit = process.extractOne(normalise(text), self._fuzzy_keys, scorer=fuzz.ratio) if text.strip() else None
        return hit[1] if hit else 0.0

    def _pick(self, ids: set[str], kind: str, type_hint: str | None, others: set[str] | None = None) -> Match:
        matched_by = "normalised" if kind in ("short", "inflected") else kind
        if len(ids) == 1:
            (only,) = ids
            if others:
                return Match(only, matched_by, CONFIDENCE[kind] * 0.95, tuple(sorted(others)),
                             note=f"the name also fits {', '.join(sorted(others))}; the {type_hint} heading decided")
            return Match(only, matched_by, CONFIDENCE[kind])
        hinted = {i for i in ids if type_hint and self.card_type(i) == type_hint}
        if len(hinted) == 1:
            return self._pick(hinted, kind, type_hint, others=ids - hinted)
        return Match(None, candidates=tuple(sorted(ids)), note=f"ambiguous: {len(ids)} cards have this name")

    def _fuzzy(self, query: str, type_hint: str | None) -> Match:
        if not query:
            return Match(None, note="not a card name")
        hits = process.extract(query, self._fuzzy_keys, scorer=fuzz.ratio, limit=15, score_cutoff=FUZZY_FLOOR)
        best: dict[str, tuple[float, str]] = {}
        for key, score, _ in hits:
            for card_id in self._keys.normalised[key]:
                if card_id not in best or score > best[card_id][0]:
                    best[card_id] = (score, key)
        if not best:
            return Match(None, note="no card with a similar name")
        top = max(s for s, _ in best.values())

        def rank(item: tuple[str, tuple[float, str]]) -> tuple[bool, float, str]:
            card_id, (score, _) = item
            # Within reach of the best score, a card of the heading's type goes first.
            preferred = bool(type_hint) and score >= top - FUZZY_MARGIN and self.card_type(card_id) == type_hint
            return (not preferred, -score, card_id)

        ranked = sorted(best.items(), key=rank)
        candidates = tuple(card_id for card_id, _ in ranked[:MAX_CANDIDATES])
        card_id, (score, key) = ranked[0]
        runner_up = max((s for i, (s, _) in best.items() if i != card_id), default=0.0)
        clear_lead = score - runner_up >= FUZZY_MARGIN
        one_typo = Levenshtein.distance(query, key) == 1 and len(query) >= 6
        if clear_lead and (score >= FUZZY_ACCEPT or one_typo):
            return Match(card_id, "fuzzy", round(0.9 * score / 100, 3), candidates[1:],
                         note=f"similar to {key!r} ({score:.0f}%)")
        reason = "ambiguous" if not clear_lead else "weak match"
        return Match(None, candidates=candidates, note=f"{reason}: best {key!r} ({score:.0f}%)")

    # -- mages --------------------------------------------------------------------------------
    def _index_mages(self) -> tuple[dict[str, Mage], dict[str, Mage]]:
        exact: dict[str, Mage] = {}
        folded: dict[str, Mage] = {}
        for mage in self.lib.mages(include_apprentice=True):
            for name in {mage.name, *mage.names.values()}:
                exact.setdefault(fold_case(name), mage)
                folded.setdefault(normalise(name), mage)
        return exact, folded

    def mage(self, text: str, allow_fuzzy: bool = True) -> MageMatch:
        """A mage named in any language, with OCTGN's spellings ("Wizard(Air)", "Beastmaster
        (Johktari)", "Wizard stats") and an element in parentheses."""
        text = " ".join(text.split())
        if not text or len(text) > MAX_NAME_LENGTH:
            return MageMatch(None)
        text = re.sub(r"\s+stats$", "", text, flags=re.IGNORECASE)
        element = None
        paren = re.search(r"\(([^)]*)\)", text)
        if paren:
            element = self.element(paren.group(1))
        exact = self._mage_exact.get(fold_case(text))
        if exact:
            return MageMatch(exact, "name", 1.0, element)
        variants = [text]
        if paren:  # "Beastmaster (Johktari)" is the Johktari Beastmaster
            variants.append(f"{paren.group(1)} {strip_parenthetical(text)}")
        variants.append(strip_parenthetical(text))
        for variant in variants:
            found = self._mages.get(normalise(variant))
            if found:
                return MageMatch(found, "normalised", CONFIDENCE["normalised"], element)
        hit = process.extractOne(normalise(text), list(self._mages), scorer=fuzz.ratio, score_cutoff=88) if allow_fuzzy else None
        if hit:
            return MageMatch(self._mages[hit[0]], "fuzzy", round(0.9 * hit[1] / 100, 3), element)
        titled = self.mage_in_text(text)
        if titled is not None and not titled.rest:  # "Волшебник Огня", "Czarodzieja"
            return MageMatch(titled.mage, "normalised", CONFIDENCE["normalised"], titled.element or element)
        return MageMatch(None)

    def mage_in_text(self, text: str) -> TitleMatch | None:
        """The mage named among other words ("Волшебник — моя книга", "Книга Жрицы")."""
        if len(text) > 4 * MAX_NAME_LENGTH:
            return None
        if self._finder is None:
            self._finder = MageFinder(self.lib.mages(include_apprentice=True))
        return self._finder.find(text)

    def mage_by_guid(self, guid: str) -> Mage | None:
        guid = guid.strip().lower()
        return self.lib.mage_by_guid(guid) if guid else None

    # -- headings and elements ----------------------------------------------------------------
    def _index_headings(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for card_type, by_lang in TYPE_HEADINGS.items():
            for words in by_lang.values():
                for word in words:
                    out[normalise(word)] = card_type
            for lang in ("en", "ru", "pl"):
                term = self._term("type", card_type, lang)
                if term:
                    out.setdefault(normalise(term), card_type)
        for word in SECTION_WORDS:
            out.setdefault(normalise(word), "Section")
        return out

    def _index_elements(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for element in ELEMENTS:
            for name in ELEMENT_NAMES[element]:
                out[normalise(name)] = element
            for lang in ("ru", "pl"):
                term = self._term("school", element, lang)
                if term:
                    out.setdefault(normalise(term), element)
        return out

    def _term(self, category: str, key: str, lang: str) -> str | None:
        term = getattr(self.lib, "term", None)
        if term is None:
            return None
        try:
            return term(category, key, lang) or None
        except (KeyError, LookupError, ValueError):  # a term table still being translated
            return None

    def heading(self, text: str) -> str | None:
        return self.headings.get(normalise(text))

    def element(self, text: str) -> str | None:
        return self.elements.get(normalise(text)) or element_named(text)


_CACHE: "weakref.WeakKeyDictionary[Any, Resolver]" = weakref.WeakKeyDictionary()
_CACHE_BY_ID: dict[int, tuple[Any, Resolver]] = {}


def resolver_for(lib: Any) -> Resolver:
    """The resolver of this library, built on first use."""
    try:
        found = _CACHE.get(lib)
        if found is None:
            found = _CACHE[lib] = Resolver(lib)
        return found
    except TypeError:  # not weak-referenceable: keep it alive with its resolver
        held = _CACHE_BY_ID.get(id(lib))
        if held is None or held[0] is not lib:
            held = _CACHE_BY_ID[id(lib)] = (lib, Resolver(lib))
        return held[1]
