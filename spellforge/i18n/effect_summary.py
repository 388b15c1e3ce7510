"""Effect summaries in English, Russian and Polish, made from a card's structured effects
(db/effects) with the templates in db/i18n/effect_templates.csv.

A template is chosen by the effect's key, most specific first (`move/teleport` by mode,
`destroy/enchantment` by arg, then `destroy`). Placeholders:

- `{name}`            a value of the effect: a number as is, a game term (condition, trait,
                      school, type…) in the language through the library's term table;
- `{name:one|other}`  (en) or `{name:one|few|many}` (ru, pl): the word form for the count in
                      `name` (1 / 2–4 / 5+, with 11–14 many; ru 21 → one, pl 21 → many);
- `{?name:text}`      `text` (itself with placeholders) only when the effect has `name`;
  `{!name:text}` only when it has not.

Sentences are shaped so that nothing agrees with a noun of unknown gender: present-tense verbs
("Уничтожает", "Niszczy"), game terms in the nominative inside quotes after a generic noun
(«состояние «Горение»», „stan „Podpalenie”"), who is affected as a nominative noun phrase in
parentheses («(носитель; пока карта присоединена)»), objects of a verb written out per variant
in the right case («уничтожает стену», «niszczy ścianę»).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from spellforge.i18n.effect_templates import (  # noqa: F401  (re-exported: the summary's one entry point)
    _OPTIONAL, _PLACEHOLDER, LANGS, TemplateError, TermLookup, Templates, check_template, fill, placeholders)
from spellforge.i18n.effect_phrases import (  # noqa: F401  (effect_facts and the tests import them from here too)
    _conditions, _condition_text, _event, _event_condition, _field, _known, _lookup, _phrase, _side_event,
    trait_text)

# -- from structured effects (spellforge.domain.effects.Effect) to sentences ----------------------
# A sentence is the `frame` row filled with: `opening` (what opens the rule, in a player's order:
# the LEAD_KEYS "once per round", "as a full action", the trigger's event row, the circumstances
# and the payment, see OPENERS), `core` (the kind's row: `kind/mode`, `kind/arg` or `kind`),
# `duration` (how long, right after the effect) and `details` (who and which, as noun phrases in
# parentheses). Phrase rows: `event/…`, `target/…`, `duration/…`, `stat/…`, `cannot/…`
# (restrictions), `cond/…` (the `condition` column).

# Kinds whose `arg` is a spell or object kind (the term table's spell types, subtypes, targets).
_OBJECT_ARG = {"destroy", "counter", "copy", "cost_modifier", "reveal", "return_card", "sacrifice", "summon", "cast"}
_TRAIT_ARG = {"grant_trait", "lose_trait", "aura", "ignore"}
_DAMAGE_ARG = {"damage", "prevent_damage"}
# the printed target is on the card and in the panel already; "the spell" is what the core says
_SKIP_TARGETS = {"", "target", "spell"}
_AMOUNT = re.compile(r"^([+-]?)(\d+)$")
_DICE = re.compile(r"^[+-]?(\d+|\d*X)d(?:\+\d+)?$")


def effect_values(effect, lang: str, templates: Templates, term: TermLookup | None) -> dict:
    """The values a core template can use: `n` (a count, or X), `signed` (+1 / −2), `dice`
    (attack dice rolled), `arg` (translated as the kind wants), `mode`."""
    kind, arg, amount = _field(effect, "kind"), _field(effect, "arg"), _field(effect, "amount")
    values: dict = {"kind": kind, "mode": _field(effect, "mode")}
    if kind == "attack" and re.fullmatch(r"\d*X|\d+", amount):
        amount += "d"  # an attack's amount is always its dice (Earthquake: 4, Combustion: 2X attack dice)
    if m := _AMOUNT.match(amount):
        values["n"] = int(m.group(2))
        if values["n"] > 1:
            values["times"] = values["n"]  # "×2" after a marker or token; one is said without it
        values["signed"] = (("−" if m.group(1) == "-" else "+") + m.group(2)) if m.group(1) or kind in (
            "attack_bonus", "static_modifier", "cost_modifier", "aura") else m.group(2)
    elif m := _DICE.match(amount):
        values["dice"] = int(m.group(1)) if m.group(1).isdigit() else m.group(1)  # Xd: X dice
    elif amount == "d12":
        values["die"] = 1
    elif amount:
        values["n"] = amount.replace("-", "−")  # X, 2X+1: read like "many"
        values["times"] = values["n"]  # "×X" after a marker or token (Signet of the Dawnbreaker's X Valor)
        values["signed"] = amount.replace("-", "−") if amount[:1] in "+-" else f"+{amount}"
    if measure := _measure(effect, lang, templates):  # Soul Harvest: "twice the destroyed creature's level"
        values = {k: v for k, v in values.items() if k not in ("n", "times", "signed")} | {"measure": measure}
    if kind == "condition" and values["mode"] == "remove":  # no amount: Combustion every Burn, Purify any number paid
        values["one" if amount else "all" if "pay=" not in _field(effect, "condition") else "any"] = 1
    if kind == "destroy" and any(k == "pay" and v.endswith(" each") for k, v in _conditions(_field(effect, "condition"))):
        values["any"] = 1  # paid for each one: as many as you wish (Purify, Remove Curse)
    if not arg:
        return values
    if kind == "condition":
        values["arg"] = _lookup(term, "condition|effect|trait|damage_type", arg, lang)
    elif kind == "token":
        values["arg"] = _lookup(term, "token|condition|trait", arg, lang)
    elif kind in _TRAIT_ARG:
        values["arg"] = trait_text(arg, lang, term)
    elif kind in _DAMAGE_ARG:
        values["arg"] = _lookup(term, "damage_type|trait", arg, lang)
    elif kind in _OBJECT_ARG:  # a card's name (Talos, Goblin Legionnaire) through the `card` names
        values["arg"] = _lookup(term, "object|spell_type|subtype|target|card", arg, lang)
    elif kind == "static_modifier":
        values["arg"] = _phrase(templates, "stat", arg, lang)
    elif kind == "restrict":
        values["arg"] = _phrase(templates, "cannot", arg, lang)
    elif kind == "reveal_trigger":  # Promotion: "when it attacks and damages an enemy creature"
        side = _side_event(effect, templates, lang)
        values["arg"] = _phrase(templates, "event", f"{arg}/{side}" if side else arg, lang)
    elif kind == "attack":  # the attack's name (Unstable Fire Imp's Blazing Burst)
        values["arg"] = _lookup(term, "attack", arg, lang)
    else:
        values["arg"] = arg
    return values


# a subordinate clause right after the reveal verb takes a comma («…открываются, когда носитель атакует»,
# „…musi zostać odkryte, gdy nosiciel…”); «только когда» / „tylko gdy” take none
_REVEAL_CLAUSE = {"ru": re.compile(r"(открываются|открыть) (когда|если|пока) "),
                  "pl": re.compile(r"(odkryte|odkryć) (gdy|jeśli|kiedy) ")}
_MULTIPLE = re.compile(r"^(\d*)X$")  # X (times/1: Fizzle's "mana equal to the enchantment's level"), 2X


def _measure(effect, lang: str, templates: Templates) -> str:
    """An amount `2X` whose `x=` names a quantity said as one phrase (`times/2` filled with the
    `measure/<x>` row, in the case the core row needs): "twice the destroyed creature's level",
    not "2X damage (…; here X = …)"; "" where a row is missing (the amount and `x=` said apart)."""
    m = _MULTIPLE.match(_field(effect, "amount"))
    x = next((v for k, v in _conditions(_field(effect, "condition")) if k == "x"), "")
    times = templates.rows.get(f"times/{m.group(1) or 1}", {}).get(lang) if m else ""
    quantity = templates.rows.get(f"measure/{x.lower()}", {}).get(lang) if x else ""
    core = templates.find(_field(effect, "kind")) or ("", {})
    if not (times and quantity and "{?measure:" in core[1].get(lang, "")):
        return ""
    return fill(times, {"x": fill(quantity, {}, lang)}, lang)




_TRAILING_PARENS = re.compile(r"\s*\(([^()]*)\)$")


class Unrendered(TemplateError):
    """A fact of an effect row (a condition key and its value) that no template can say."""


# Targets that are creatures: a school there is the creature's ("Holy creatures only", Circle of
# Protection), not the spells' ("only Holy spells").
_CREATURE_TARGETS = {"target_creature", "zone_creatures", "zone_enemies", "zone_friends", "friendly_creatures",
                     "enemy_creatures", "all_creatures", "attacker", "defender"}
_ZONE_TARGETS = {"zone_creatures", "zone_enemies", "zone_friends"}  # "… in the zone" already
# Kinds whose `school=` speaks of spells ("only Fire spells"); elsewhere it is the school of an
# object (a Holy creature: Consecrated Ground, Crusade Banner).
_SPELL_SCHOOL_KINDS = {"cast", "cost_modifier", "counter", "copy", "static_modifier"}

# Qualifiers said before the effect, as a player says them (issue 44): "Once per round, as a full
# action, when activated, for 2 mana: …". LEAD_KEYS open the sentence before the trigger; the
# conditions of OPENING_KEYS follow it when their English phrase is a clause of time, circumstance
# or payment (OPENERS: "when the bearer is level 1", "on a roll of 7+", "for 2 mana", "by removing
# 2 Load tokens"); the phrase rows of ru/pl are the same kind of clause, so one test decides for all.
LEAD_KEYS = ("once", "action")
OPENING_KEYS = ("state", "roll", "min", "level", "in_zone", "pay", "against_trait", "against_condition", "choice")  # choice=optional: "if you wish"
OPENERS = re.compile(r"^(when|while|if|only when|only while|on|after|at the|at \d+|in an?|each time|during|before or after|with at least|with \d+ or more|against) ")
PAYMENTS = re.compile(r"^(for|by) ")


@dataclass
class Parts:
    """One row's qualifiers in `lang`: what opens the sentence before the trigger (`lead`), the
    clauses of circumstance and payment after it (`when`, `cost`), the duration said after the
    effect, and the rest (who, which objects, limits) as noun phrases in parentheses."""

    lead: list[str] = field(default_factory=list)
    when: list[str] = field(default_factory=list)
    cost: list[str] = field(default_factory=list)
    duration: str = ""
    details: list[str] = field(default_factory=list)


def _detail_parts(effect, lang: str, templates: Templates, term: TermLookup | None, strict: bool = False,
                  opening: bool = True) -> Parts:
    """The row's qualifiers in `lang`; `opening=False`: the row continues a sentence, so all of
    them are said after its effect."""
    out = Parts()
    target = _field(effect, "target")
    conditions = _conditions(_field(effect, "condition"))
    if ("max", "1") in conditions and templates.rows.get(f"target/{target}/one", {}).get(lang):
        conditions.remove(("max", "1"))  # "all creatures in the zone; at most 1" → "one creature in the zone"
        target = f"{target}/one"
    for kv in [kv for kv in conditions if kv[0] == "object"]:  # "the bearer's equipment" (Armor Ward), not
        if templates.rows.get(f"target/{target}/{kv[1].lower()}", {}).get(lang):  # "the bearer; equipment"
            conditions.remove(kv)
            target = f"{target}/{kv[1].lower()}"
    if templates.rows.get(f"target/{target}/{_field(effect, 'kind')}", {}).get(lang):  # a creature brought back
        target = f"{target}/{_field(effect, 'kind')}"  # "under your control" (Resurrection), not "(your Mage)"
    if target not in _SKIP_TARGETS:
        out.details.append(_target_with_subtype(effect, target, conditions, lang, templates, term)
                           or _phrase(templates, "target", target, lang))
        for key, value in [kv for kv in conditions if kv[0] == "in_zone"]:  # "friendly creatures in the same zone"
            where = _condition_text(key, value, lang, templates, term)
            if target.split("/")[0] in _CREATURE_TARGETS - _ZONE_TARGETS and where and \
                    not OPENERS.match(_condition_text(key, value, "en", templates, term) or ""):
                out.details[-1] += f" {where}"
                conditions.remove((key, value))
    duration = _field(effect, "duration")
    if duration:
        out.duration = _phrase(templates, "duration", duration, lang)
    if _measure(effect, lang, templates):  # the x= is said in the amount
        conditions = [kv for kv in conditions if kv[0] != "x"]
    if said_by_event := _event_condition(effect, templates, lang):  # the side (or attack, state) is said in the trigger
        words = said_by_event[1].lower().split()  # and a subtype its value names (Altar of Carnage: "a friendly soldier …")
        conditions = [kv for kv in conditions if kv != said_by_event and not (kv[0] == "subtype" and kv[1].lower() in words)]
    spells = _field(effect, "kind") in _SPELL_SCHOOL_KINDS
    creatures = target.split("/")[0] in _CREATURE_TARGETS
    for key, value in sorted(conditions, key=lambda kv: LEAD_KEYS.index(kv[0]) if kv[0] in LEAD_KEYS
                             else len(LEAD_KEYS) + (kv[0] == "roll")):  # the effect roll last: "…, on a roll of 7+:"
        if key in ("school", "not_school") and not spells:
            # a Holy creature, not "only Holy spells": "only Holy creatures" on a creature target
            # (Circle of Protection), "Holy only" on another object (Consecrated Ground)
            key = f"creature_{key}" if creatures else f"{key}_object"
        said = _condition_text(key, value, lang, templates, term)
        if said is None:
            if strict:  # the test over every row: nothing of a row is dropped silently
                raise Unrendered(f"condition {key}={value} has no wording in {lang}")
            continue  # the library build: one qualifier lost, never the card's summary
        if not said:
            continue
        if opening and key in LEAD_KEYS:
            out.lead.append(said)
        elif opening and key in OPENING_KEYS and (PAYMENTS if key == "pay" else OPENERS).match(
                (lang == "en" and said) or _condition_text(key, value, "en", templates, term) or ""):
            (out.cost if key == "pay" else out.when).append(said)
        else:
            out.details.append(said)
    note = _field(effect, "note")
    if note and _field(effect, "kind") != "unmodelled":  # a fact in our own words: `note/<text>`
        row = templates.rows.get(f"note/{note.lower()}")
        if row is not None and row.get(lang):
            out.details.append(fill(row[lang], {}, lang))
        elif strict:
            raise Unrendered(f"note {note!r} has no wording in {lang}")
    out.details = [p for p in out.details if p]
    return out


def _target_with_subtype(effect, target: str, conditions: list, lang: str, templates: Templates,
                         term: TermLookup | None) -> str:
    """The target and its one subtype as one noun phrase ("friendly Soldier creatures in the zone",
    «дружественные существа подтипа «Солдат» в зоне»), taking the `subtype=` out of `conditions`;
    "" where they stay apart (no row, several subtypes, the subtype of an object or spell the kind
    destroys, casts or summons, a word the term table cannot translate)."""
    row = templates.rows.get(f"target/{target}/subtype", {}).get(lang)
    values = [v for k, v in conditions if k == "subtype"]
    if not row or len(values) != 1 or "," in values[0] or f"cond/subtype/{values[0].lower()}" in templates.rows \
            or _field(effect, "kind") in _SPELL_SCHOOL_KINDS | _OBJECT_ARG:  # Clear Mind: Psychic enchantments
        return ""
    word = _lookup(term, "subtype", values[0], lang)
    if lang != "en" and word == values[0] and not _known(term, "subtype", values[0]):
        return ""
    conditions.remove(("subtype", values[0]))
    return fill(row, {"v": word}, lang)


@dataclass
class Clause:
    """One effect row in `lang`, in pieces, in the order a player says them: what opens the
    sentence (`lead`: once per round, as a full action), the trigger's phrase, the circumstances
    and the payment (`when`, `cost`), the effect itself (`core`), how long (`duration`, with its
    own separator: ", пока карта присоединена") and the other qualifiers (`details`)."""

    lead: list[str]
    trigger: str
    core: str
    details: list[str]
    when: list[str] = field(default_factory=list)
    cost: list[str] = field(default_factory=list)
    duration: str = ""

    def opening(self, show_trigger: bool = True) -> list[str]:
        return self.lead + ([self.trigger] if self.trigger and show_trigger else []) + self.when + self.cost


def clause(effect, lang: str, templates: Templates, term: TermLookup | None = None, complete: bool = False,
           attached: bool | None = None, arg_text: str | None = None, opening: bool = True) -> Clause:
    """`arg_text`: the arg already said in `lang` (several traits merged: "Ranged +1 and Indirect");
    `opening=False`: the row continues a sentence (its qualifiers all follow its effect)."""
    kind, mode, arg = _field(effect, "kind"), _field(effect, "mode"), _field(effect, "arg")
    keys = [k for k in (f"{kind}/{mode}/{arg.lower()}" if mode and arg else "", f"{kind}/{mode}" if mode else "",
                        f"{kind}/{arg.lower()}" if arg else "", kind) if k]
    if _field(effect, "target") == "self" and mode:  # "teleports itself", "places a Load token on this card"
        keys.insert(0, f"{kind}/{mode}/self")
    elif _field(effect, "target") == "self" and kind == "cost_modifier":  # Focused Strike: "this spell costs −1"
        keys.insert(0, f"{kind}/self")
    if mode and _field(effect, "trigger"):  # Wizard's Tower: "casts its bound spell" when the trigger comes
        keys.insert(0, f"{kind}/{mode}/triggered")
    if _field(effect, "target") == "self" and mode and _field(effect, "trigger"):  # Alfiya readied by a prayer,
        keys.insert(0, f"{kind}/{mode}/self/{_field(effect, 'trigger')}")  # not Talos entering play active
    if arg_text is not None:
        keys.insert(0, f"{kind}/many")
    found = templates.find(*keys)
    if found is None:
        raise TemplateError(f"no summary template for effect kind {kind!r}")
    key, row = found
    if not row.get(lang):
        raise TemplateError(f"template {key!r} has no {lang} text")
    try:
        values = effect_values(effect, lang, templates, term)
        if arg_text is not None:
            values["arg"] = arg_text
        core = fill(row[lang], values, lang)
        if kind == "reveal_trigger" and lang in _REVEAL_CLAUSE:
            core = _REVEAL_CLAUSE[lang].sub(r"\1, \2 ", core)
        parts = _detail_parts(effect, lang, templates, term, complete, opening)
        details = parts.details
        if key.endswith("/self") and _field(effect, "target") == "self":  # the core says who already
            self_phrase = _phrase(templates, "target", "self", lang)
            details = [d for d in details if d != self_phrase]
        if details and (m := _TRAILING_PARENS.search(core)):  # "casts spells (equipment) (your Mage…)"
            core, details = core[:m.start()].rstrip(), [m.group(1)] + details  # → one parenthesis
        trigger = _field(effect, "trigger")
        said_trigger = _event(templates, trigger, lang, attached) if trigger else ""
        if trigger and _side_event(effect, templates, lang):
            said_trigger = _event(templates, trigger, lang, attached, _side_event(effect, templates, lang))
        if trigger == "activated" and ("action", "quick_spell") in _conditions(_field(effect, "condition")):
            said_trigger = ""  # "as a quick spell" says when (its activation or a Quickcast Phase), not "when activated"
    except TemplateError as exc:
        raise type(exc)(f"template {key!r} [{lang}]: {exc}") from None
    return Clause(parts.lead, said_trigger, core, details, parts.when, parts.cost, parts.duration)


def render(c: Clause, lang: str, templates: Templates, show_trigger: bool = True) -> str:
    duration = c.duration if c.duration[:1] in (",", "") else " " + c.duration  # "…», пока карта присоединена"
    values = {"core": c.core, "details": "; ".join(c.details), "opening": ", ".join(c.opening(show_trigger)),
              "duration": duration}
    frame = templates.rows.get("frame", {}).get(lang) or _FRAME
    text = fill(frame, values, lang).replace(":.", ":")
    return text[:1].upper() + text[1:]


_FRAME = "{?opening:{opening}: }{core}{duration}{?details: ({details})}."


def sentence(effect, lang: str, templates: Templates, term: TermLookup | None = None, show_trigger: bool = True,
             complete: bool = False, attached: bool | None = None) -> str:
    return render(clause(effect, lang, templates, term, complete, attached), lang, templates, show_trigger)


# A row without a trigger that happens once (destroy, damage, a condition, a move…) and follows a
# row with a trigger, or a hidden enchantment's "can be revealed when…" row, is a consequence of
# it: it joins that row's sentence ("Can be revealed when attacked: −3 attack dice (…); this card
# is destroyed."), so it never reads as something the card does unconditionally (issue 36).
_ONE_SHOT = {"destroy", "damage", "heal", "condition", "move", "token", "gain_mana", "gain_ki", "lose_mana", "counter",
             "guard", "prevent_damage", "summon", "return_card", "take_control", "extra_action", "attack", "reveal",
             "redirect", "defense", "copy", "sacrifice", "reroll", "ready"}
_LASTING = {"attached", "in_play", "permanent", "until_removed"}
_ONCE = {"instant", "one_use", "this_attack", "next_attack", "this_action", "end_of_round"}


def follows(effect) -> bool:
    """Whether `effect` (a row without a trigger) happens because of the row before it."""
    if _field(effect, "trigger"):
        return False
    duration = _field(effect, "duration")
    if _field(effect, "kind") == "summon" and _field(effect, "mode") == "here":
        return False  # a lasting permission (Gate to Hell's summons once open), not a consequence
    return duration not in _LASTING and (_field(effect, "kind") in _ONE_SHOT or duration in _ONCE)


_MERGED_KINDS = {"grant_trait", "lose_trait", "aura"}  # one aura: Redclaw's and Standard Bearer's Armor +1 and Melee +1


def _merge_key(effect) -> tuple | None:
    """Rows that differ only in the trait they give are said once ("gives Ranged +1 and Indirect")."""
    if _field(effect, "kind") not in _MERGED_KINDS:
        return None
    return tuple(_field(effect, k) for k in ("kind", "mode", "target", "duration", "trigger", "condition", "note", "review"))


def _grouped(effects) -> list[tuple[object, list]]:
    """The rows, with runs of rows that differ only in their trait merged: (first row, [its rows])."""
    out: list[tuple[object, list]] = []
    choices = 0  # rows still inside a `choose` group: alternatives, never merged (Hand of Bim-Shalla)
    for effect in effects:
        key = _merge_key(effect)
        if key is not None and out and not choices and _merge_key(out[-1][0]) == key \
                and _field(out[-1][0], "kind") != "choose":
            out[-1][1].append(effect)
        else:
            out.append((effect, [effect]))
        if _field(effect, "kind") == "choose":
            amount = _field(effect, "amount")
            choices = int(amount) if amount.isdigit() else 0
        elif choices:
            choices -= 1
    return out


def _and(words: list[str], lang: str, templates: Templates, key: str = "and") -> str:
    joiner = (templates.rows.get(key, {}).get(lang) or key).strip()
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {joiner} " + words[-1]


def _option(c: Clause, shared: list[str], opening: list[str], lang: str, templates: Templates) -> str | None:
    """An option of a `choose` group said as one item of the first option's list ("gives Melee +1
    until the end of the round or heals 1 damage (target: creature; living only)"), its own
    qualifiers after a comma; None when it lacks one of the first option's qualifiers, which the
    list's closing parenthesis would then claim for it."""
    mine = [d for d in c.details if d not in opening]
    if any(d not in mine for d in shared):
        return None
    extra = [d for d in mine if d not in shared]
    return _tail(c, [], lang, templates, c.duration) + (", " + "; ".join(extra) if extra else "")


def _continues(first: Clause, c: Clause) -> bool:
    """`c` may be said as the rest of `first`'s sentence: a reader carries every qualifier of the
    first row over to it, so it must have them all (and something must be carried)."""
    return (c.opening() == first.opening() and c.duration == first.duration
            and set(first.details) <= set(c.details) and bool(first.details or first.duration))


def _tail(c: Clause, details: list[str], lang: str, templates: Templates, duration: str = "") -> str:
    """A row said as the rest of a sentence: its effect and its own qualifiers, lower case."""
    text = render(Clause([], "", c.core, details, duration=duration), lang, templates).rstrip(".")
    return text[:1].lower() + text[1:]


def summarise(effects, lang: str, templates: Templates, term: TermLookup | None = None, strict: bool = True,
              complete: bool = False, attached: bool | None = None) -> str:
    """Sentences a player would write, in `lang`: what opens a rule first (once per round, as a full
    action, the trigger, the circumstance, the payment), then the effect and how long, then who and
    which. Rows that differ only in the trait they give are one clause ("gives Ranged +1 and
    Indirect"); rows that follow one another on the same trigger share its sentence, a row that
    repeats every qualifier of the part before continues the sentence, and a qualifier said
    earlier in the sentence is not repeated.
    Raises TemplateError naming the effect kind when no template fits or one cannot be filled;
    with `strict=False` that effect is left out instead (the library build: a new kind costs one
    sentence, not the build). With `complete=True` a condition no template can say raises
    `Unrendered` (the test over every shipped row), where the build leaves that one qualifier out.
    `attached=False`: the card is attached to nothing (a creature, a conjuration), so no event
    speaks of a bearer."""
    out: list[str] = []
    previous = None
    head = ""  # what the last sentence began with: "trigger", "reveal" (a reveal_trigger row) or ""
    joined = False  # the last sentence already took a following row
    said: list[str] = []  # the qualifiers the current sentence has said
    last: Clause | None = None  # the clause that opened the current sentence
    tails: list[str] = []  # the rows that continue it ("; gives Piercing +1 (melee attacks)")
    prev: Clause | None = None  # the clause of the sentence's last part: what a reader carries over
    opened = None  # the row that opened the current sentence
    choices = 0  # rows still inside a `choose` group: alternatives
    alt_target, opening = "", []  # the target of the row before; what the current sentence opened with
    options: tuple[Clause, str, list[str]] | None = None  # a choose group's first option, its target, the items said
    for effect, rows in _grouped(effects):
        alternative, choices = choices > 0, (int(_field(effect, "amount") or 0) if _field(effect, "kind") == "choose"
                                             and _field(effect, "amount").isdigit() else max(choices - len(rows), 0))
        options = options if alternative else None
        trigger = _field(effect, "trigger")
        same = bool(trigger) and trigger == previous and bool(out)
        follow = bool(out) and bool(head) and follows(effect)
        try:
            arg_text = None
            if len(rows) > 1:
                quoted = templates.rows.get("quoted_trait", {}).get(lang) or "{arg}"
                arg_text = _and([fill(quoted, {"arg": effect_values(r, lang, templates, term)["arg"]}, lang)
                                 for r in rows], lang, templates)
            c = clause(effect, lang, templates, term, complete, attached, arg_text, opening=not (same or follow))
        except TemplateError:
            if strict:
                raise
            continue
        before, alt_target = alt_target, _field(effect, "target")
        if (same or follow) and options and options[1] == _field(effect, "target") and \
                (item := _option(c, options[0].details, opening, lang, templates)) is not None:
            # the options of one choose on the same target: one list, their shared qualifiers said once
            # after it, so that none reads without its subject (Hand of Bim-Shalla, Raincloud)
            first = options[0]
            options[2].append(item)
            out[-1] = render(Clause(first.lead, first.trigger, _and(options[2], lang, templates, "or"), first.details,
                                   first.when, first.cost), lang, templates)
            said += c.details
            joined, last = True, None
            previous = trigger if not follow else previous
            continue
        if same and not alternative and last is not None and not joined and not tails and "per=" in _field(effect, "condition") \
                and c.duration == last.duration \
                and sorted(c.details) == sorted(last.details + last.when + last.cost):
            # a second effect with every qualifier of the first, one scaling among them: one effect list
            # before them, so the scaling reads for both ("+1 attack die and effect roll +1 for this
            # attack (…; per Storm token removed)", Staff of Storms), not for the first only
            last.core = _and([last.core, c.core], lang, templates)
            out[-1] = render(last, lang, templates)
            continue
        if same or follow:  # one sentence per trigger: "When revealed: heals …; this card is destroyed."
            own = alternative and _field(effect, "target") != before  # an option on its own target (Acolyte
            subject = c.details[:1] if alternative and _field(effect, "target") not in _SKIP_TARGETS else []
            c.details = [d for d in c.details if d not in (opening if own else said)]  # of the Bog Queen's range)
            if subject and subject[0] not in c.details:  # an option says whom it acts on (Otto Kronig's
                c.details = subject + c.details  # Reconstruct, Unstable Zombie's Piercing +2)
            if not alternative:  # an alternative of a `choose` says how long itself (Unstable Zombie)
                c.duration = "" if c.duration in said else c.duration
            s = render(c, lang, templates, show_trigger=False)
            if s in out or not s:
                continue
            said += c.details + [c.duration]
            glue = ": " if head == "reveal" and out[-1].endswith(".") and not joined else "; "
            out[-1] = out[-1].rstrip(".") + glue + s[:1].lower() + s[1:]
            joined, last = True, None
            if not follow:
                previous = trigger
        elif last is not None and not joined and not tails and not head and _continues(c, last) \
                and not follows(opened) and not follows(effect):
            # the other way round (two lasting effects, no trigger: their order says nothing; never two
            # one-time effects, whose order is the card's: Explode destroys, then attacks):
            # the row with fewer qualifiers opens the sentence, the first continues it
            own = [d for d in last.details if d not in c.details]
            if own:
                tails = [_tail(last, own, lang, templates)]
            else:  # nothing of its own: one effect list before the shared qualifiers ("Melee +1 and Life +2 (…;
                c.core = _and([c.core, last.core], lang, templates)  # per Mud token)"), never "(…); life +2"
            out[-1] = "; ".join([render(c, lang, templates).rstrip(".")] + tails) + "."
            last, prev = c, last
        elif last is not None and prev is not None and not joined and _continues(prev, c):
            # the same opening and duration and every qualifier of the part before: the row continues
            # the sentence and says only its own qualifiers ("Gives Charge +2 while attached (the
            # bearer); gives Piercing +1 (melee attacks)."); none of its own right after the first
            # row: its effect joins the first one's ("+1 attack die, gives Piercing +1 (…)")
            own = [d for d in c.details if d not in prev.details]
            if own or tails:
                # with qualifiers of its own it reads as a new clause: a time limit is said again (Sneak
                # Attack: "…; gives Piercing +2 until the end of the round (melee attacks)"), "while
                # attached" is not
                again = own and _field(effect, "duration") not in _LASTING
                tails.append(_tail(c, own, lang, templates, c.duration if again else ""))
            else:
                last.core = f"{last.core}, {c.core}"
            out[-1] = "; ".join([render(last, lang, templates).rstrip(".")] + tails) + "."
            prev = c
        else:
            s = render(c, lang, templates)
            if not s or s in out:
                continue
            out.append(s)
            if alternative:
                options = (c, _field(effect, "target"), [_tail(c, [], lang, templates, c.duration)])
            last, prev, tails, opened = c, c, [], effect
            said = c.details + (opening := c.lead + c.when + c.cost) + [c.duration]  # options share `opening`
            previous, joined = trigger, False
            head = "reveal" if _field(effect, "kind") == "reveal_trigger" else "trigger" if trigger else ""
    draft = templates.rows.get("draft", {}).get(lang)
    if out and draft and any(_field(e, "review") == "draft" and _field(e, "kind") != "unmodelled" for e in effects):
        out.append(draft)  # drafted from patterns, not read by a person: say so
    return " ".join(out)
