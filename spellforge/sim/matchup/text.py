"""The readable matchup reports (`spellforge matchup … --lang en|ru|pl` and the window's Matchup screen): one pair, a gauntlet, a
table, and one game's log turn by turn for both sides. Every sentence is a .ts entry (context
MatchupReport), card and mage names in the language, figures with its decimal mark."""

from __future__ import annotations

from spellforge.i18n.cli_words import Context
from spellforge.i18n.numbers import decimal
from spellforge.sim.game.events import Event

LANGS = ("en", "ru", "pl")
POWER_EVENTS = ("marker", "reaper_heal", "life_gained", "shield_on", "shield")  # said by the goldfish's log


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


class _Names:
    """Card and mage names in the report's language; `ids` maps an English card name to its id."""

    def __init__(self, lib, lang: str, ids: dict[str, str] | None = None):
        self.lib, self.lang, self.ids = lib, lang, ids or {}
        MatchupReport = Context("MatchupReport", lang)
        self.fixed = {"Burn": MatchupReport.tr("Burn"), "Rot": MatchupReport.tr("Rot"),
                      "curse": MatchupReport.tr("curses' damage"),
                      # the goldfish's passive side (batch.passive_side): its mage and guard
                      "Target": MatchupReport.tr("the target"), "Guard": MatchupReport.tr("the guard")}

    def __call__(self, name) -> str:
        if name is None:
            return "—"
        if name in self.fixed:
            return self.fixed[name]
        if self.lib is not None:
            cid = self.ids.get(name)
            # a card prepared or bound but never cast is in neither book's counts: found by its English name
            card = self.lib.card(cid) if cid else self.lib.card_by_name(name)
            if card is not None:
                return card.display_name(self.lang)
            mage = self.lib.mage(name)
            if mage is not None:
                return mage.display_name(self.lang)
        return name

    def term(self, name: str, categories: tuple[str, ...]) -> str:
        """A name that may be no card: an attack's (Venomous Bite) or a condition's (Daze), from
        the library's terms as the goldfish's log says them (sim/report/game_log.py)."""
        said = self(name)
        if said != name or self.lib is None:
            return said
        for category in categories:
            term = self.lib.term(category, name, self.lang)
            if term != name:
                return term
        if name in ("Melee", "Ranged"):  # a mage's plain attack: the attack kind («Atak wręcz», 004 L2068)
            return self.lib.term("attack_kind", name.lower(), self.lang)
        return name


def _ids(r: dict) -> dict[str, str]:
    out = {}
    for key in ("a_cast", "b_cast"):
        for cid, v in r.get(key, {}).items():
            out[v["name"]] = cid
    for side in ("a", "b"):
        for ns in r.get("not_simulated", {}).get(side, []):
            out[ns["name"]] = ns["card"]
    return out


def book_name(label: str, mage: str, names, official=frozenset()) -> str:
    """A book's whole name as the Matchup window says it: its mage's name in the language when the
    book is an official one (`official`: its (name, mage) pairs, formats.templates.official_names)
    or is named after its mage («Друид», not «Druid (Друид)»), else "book (mage)"."""
    said = names(mage)
    if label in (mage, said) or (label, mage) in official:
        return said
    return f"{label} ({said})"


def row_names(books: list[tuple[str, str]], names, official=frozenset(), whole: bool = True) -> list[str]:
    """Names of the rows of a gauntlet or a table, (label, mage) each, as the window names them:
    several books of different mages by their mage, else each by book_name (`whole`, the
    gauntlet's heat map) or by its own name (the table's titles)."""
    mages = [mage for _, mage in books]
    if len(mages) > 1 and len(set(mages)) == len(mages):
        return [names(mage) for mage in mages]
    return [book_name(label, mage, names, official) if whole else label for label, mage in books]


def _pct(x: float, lang: str) -> str:
    return decimal(100 * x, lang, 1) + " %"


def report(r: dict, lang: str = "en", lib=None, official=frozenset()) -> str:
    """One pair's report (with `log_lines`, the first game's log after it); the books named by
    book_name (`official`: the official books' (name, mage) pairs)."""
    lang = _lang(lang)
    MatchupReport = Context("MatchupReport", lang)
    names = _Names(lib, lang, _ids(r))
    said = {side: book_name(r[side], r[f"{side}_mage"], names, official) for side in ("a", "b")}
    lo, hi = r["a_score_interval"]
    out = [MatchupReport.tr("{a} against {b}: %n game(s), seed {seed}", "", r["games"]).format(
               a=said["a"], b=said["b"], seed=r["seed"]),
           MatchupReport.tr("A wins {a}, B wins {b}, draws {d}; A's score {score} (95 % interval {lo} – {hi})").format(
               a=r["a_wins"], b=r["b_wins"], d=r["draws"], score=_pct(r["a_score"], lang), lo=_pct(lo, lang),
               hi=_pct(hi, lang)),
           MatchupReport.tr("Mean rounds {mean}; a mage destroyed: {killed}, both mages in one Upkeep: {both}, out of "
                            "rounds ({rounds}): {timeout}").format(
               mean=decimal(r["mean_rounds"], lang, 2), killed=r["how"].get("mage_killed", 0),
               both=r["how"].get("both_killed", 0), rounds=r["max_rounds"], timeout=r["how"].get("timeout", 0)),
           *plan_lines(r, names, MatchupReport)]
    for side in ("a", "b"):
        label = said[side]
        cast = ", ".join(f"{names.term(v['name'], ('attack',))} {decimal(v['per_game'], lang, 2)}"  # Arcane Zap: no card
                        for v in r[f"{side}_cast"].values())
        out.append(MatchupReport.tr("{book}, cast per game: {cards}").format(book=label, cards=cast or "—"))
        damage = ", ".join(f"{names(k)} {decimal(v, lang, 2)}" for k, v in r[f"{side}_damage"].items())
        out.append(MatchupReport.tr("{book}, damage per game by source: {sources}").format(book=label,
                                                                                           sources=damage or "—"))
        missing = r["not_simulated"][side]
        powers = r.get("mage_abilities_not_simulated", {}).get(side, [])
        if missing or powers:
            out.append(MatchupReport.tr("{book}, not simulated:").format(book=label))
            out += [f"  {names(ns['name'])} ×{ns['copies']}: {reason(ns['reason'], ns['explanation'], lang)}"
                    for ns in missing]
            out += _powers(powers, lang)
    if r.get("log_lines"):
        out.append(MatchupReport.tr("Game 1:"))
        out += ["  " + line for line in r["log_lines"]]
    return "\n".join(out)


def _powers(powers: list[dict], lang: str) -> list[str]:
    """The mage abilities not simulated, in the goldfish report's words (PlaytestLog, GoldfishReport)."""
    if not powers:
        return []
    from spellforge.i18n.ts_translate import ts_translator
    from spellforge.sim.report.game_log import GameLog

    words = GameLog(None, lang, ts_translator(lang)).abilities()
    GoldfishReport = Context("GoldfishReport", lang)
    line = GoldfishReport.tr("  mage ability: {name}")
    return [line.format(name=words.get(p["code"], p["name"])) for p in powers]


def reason(code: str, english: str, lang: str) -> str:
    """Why a card is not simulated, in the language (the goldfish's reasons through its own words)."""
    MatchupReport = Context("MatchupReport", lang)
    words = {
        "conjuration": MatchupReport.tr("a conjuration other than a mana source or a spawnpoint: matchups do not "
                                        "place them yet"),
        "enchantment_effect": MatchupReport.tr("an enchantment whose effect the matchup does not play yet"),
        "incantation_effect": MatchupReport.tr("an incantation whose effect the matchup does not play yet"),
        "no_effect": MatchupReport.tr("nothing the matchup can apply"),
        "not_modelled": MatchupReport.tr("its effect is not modelled by the engine yet"),
    }
    if code in words:
        return words[code]
    from spellforge.i18n.ts_translate import ts_translator

    return ts_translator(lang)("PlaytestLog", english)  # the window's sentences for the engine's English


def plan_lines(r: dict, names, MatchupReport) -> list[str]:
    """With `--plan`: which rounds book A prepares from the user's plan, and its cards the matchup
    cannot play (left out of those rounds)."""
    plan = r.get("a_plan")
    if not plan:
        return []
    rounds = ", ".join(plan["rounds"]) or "—"
    then = (MatchupReport.tr("the other rounds follow the policy") if plan["then"]
            else MatchupReport.tr("the other rounds prepare nothing"))
    out = [MatchupReport.tr("A plays the plan {file} in rounds {rounds}; {then}").format(
        file=plan["file"], rounds=rounds, then=then)]
    if plan["skipped"]:
        out.append(MatchupReport.tr("Left out of the plan (not played by the matchup): {cards}").format(
            cards=", ".join(_card_said(names, c) for c in plan["skipped"])))
    return out


def _card_said(names, card_id: str) -> str:
    card = names.lib.card(card_id) if names.lib is not None else None
    return card.display_name(names.lang) if card is not None else card_id


def gauntlet_report(r: dict, lang: str = "en", lib=None, official=frozenset()) -> str:
    """The gauntlet's rows, the opponents named as the window's heat map names them (row_names)."""
    lang = _lang(lang)
    MatchupReport = Context("MatchupReport", lang)
    rows = r["rows"]
    names = _Names(lib, lang)
    book = book_name(r["book"], rows[0]["a_mage"], names, official) if rows else r["book"]
    gauntlet = (MatchupReport.tr("the official books") if r["gauntlet"] == "official" else r["gauntlet"])
    out = [MatchupReport.tr("{book} against {gauntlet}: %n game(s) per opponent, seed {seed}", "", r["games"]).format(
        book=book, gauntlet=gauntlet, seed=r["seed"]),
        *plan_lines(r, names, MatchupReport),
        MatchupReport.tr("opponent | score | 95 % interval | wins – losses – draws | mean rounds")]
    for row, name in zip(rows, row_names([(row["b"], row["b_mage"]) for row in rows], names, official)):
        lo, hi = row["a_score_interval"]
        out.append(f"{name} | {_pct(row['a_score'], lang)} | {_pct(lo, lang)} – {_pct(hi, lang)} | "
                   f"{row['a_wins']} – {row['b_wins']} – {row['draws']} | {decimal(row['mean_rounds'], lang, 1)}")
    return "\n".join(out)


def table_json(specs, rows, games: int, seed: int) -> dict:
    books = [s.label for s in specs]
    return {"books": books, "mages": [s.book.mage.name for s in specs], "games": games, "seed": seed,
            "score": [[None if c is None else c["a_score"] for c in row] for row in rows],
            "interval": [[None if c is None else c["a_score_interval"] for c in row] for row in rows],
            "draws": [[None if c is None else c["draws"] for c in row] for row in rows]}


def table_report(r: dict, lang: str = "en", lib=None, official=frozenset()) -> str:
    """The table, its books named as the window's table names them (row_names)."""
    lang = _lang(lang)
    MatchupReport = Context("MatchupReport", lang)
    books = r["books"]
    if r.get("mages"):
        books = row_names(list(zip(books, r["mages"])), _Names(lib, lang), official, whole=False)
    width = max(len(b) for b in books)
    out = [MatchupReport.tr("Score of the row's book against the column's book, %n game(s) per pair", "", r["games"]),
           " " * (width + 3) + " | " + " | ".join(f"{i + 1:>5}" for i in range(len(books)))]
    for i, (book, row) in enumerate(zip(books, r["score"])):  # "NN name" under the header's blank
        cells = " | ".join("    —" if s is None else f"{decimal(100 * s, lang, 0):>5}" for s in row)
        out.append(f"{i + 1:>2} {book:<{width}} | {cells}")
    return "\n".join(out)


def log_events(events, swapped: bool = False) -> list[dict]:
    """A MatchGame's recorded events (round, kind, side index, params) as the JSON log's dicts that
    log_lines reads, side "a" the first book's (`swapped`: it sat in the second corner)."""
    return [{"round": r, "kind": k, "side": "ab"[s ^ swapped], **p} for r, k, s, p in events]


def log_lines(events: list[dict], r: dict, lang: str = "en", lib=None) -> list[str]:
    """One game's events (the JSON `log`) as sentences, both sides."""
    lang = _lang(lang)
    MatchupReport = Context("MatchupReport", lang)
    names = _Names(lib, lang, _ids(r))
    sides = {"a": "A", "b": "B"}
    words = {
        "round": MatchupReport.tr("Round {round}: {side} holds the Initiative"),
        "mana": MatchupReport.tr("{side}: {mana} mana after channeling"),
        "prepare": MatchupReport.tr("{side} prepares: {cards}"),
        "cast": MatchupReport.tr("{side} casts {card} ({mana} mana) → {target}"),
        "reveal": MatchupReport.tr("{side} reveals {card} on {bearer} ({mana} mana)"),
        "block": MatchupReport.tr("{side} reveals {card}: {bearer} avoids {attack} of {attacker}"),
        "forcefield": MatchupReport.tr("{side}: {bearer}'s Forcefield cancels the attack ({left} left)"),
        "defense": MatchupReport.tr("{side}: {bearer}'s Defense, d12 {roll} (needs {need})"),
        "daze_check": MatchupReport.tr("{side}: {attacker} is Dazed, d12 {roll} (7+ proceeds)"),
        "attack": MatchupReport.tr("{side}: {attacker} attacks {target} with {attack}, {dice} dice: {damage} damage{effects}"),
        "barrier": MatchupReport.tr("{side}: the damage barrier of {card} on {bearer} strikes back"),
        "counterstrike": MatchupReport.tr("{side}: {attacker} counterstrikes {target}"),
        "destroyed": MatchupReport.tr("{side}: {piece} is destroyed"),
        "enchantment_gone": MatchupReport.tr("{side}: {card} on {bearer} is gone"),
        "direct": MatchupReport.tr("{side}: {piece} takes {damage} damage from {source}"),
        "upkeep_lost": MatchupReport.tr("{side}: {card} is destroyed, its upkeep not paid"),
        "stunned": MatchupReport.tr("{side}: {piece} is Stunned and does nothing"),
        "asleep": MatchupReport.tr("{side}: {piece} is asleep and does nothing"),
        "sleep": MatchupReport.tr("{side} puts {piece} to sleep"),
        "woken": MatchupReport.tr("{side}: {piece} is damaged and wakes up Dazed"),
        "bind": MatchupReport.tr("{side} binds {card} to {item}"),
        "block_wasted": MatchupReport.tr("{side}: {card} on {bearer} is revealed and discarded: the attack of {attacker} is Unavoidable"),
        "guard": MatchupReport.tr("{side}: {piece} guards"),
        "wait": MatchupReport.tr("{side}: {piece} waits one zone short for a friend"),
        "visible": MatchupReport.tr("{side}: {piece} declares an attack and loses Invisible"),
        "invisible": MatchupReport.tr("{side}: {piece} is Invisible again"),
        "pushed": MatchupReport.tr("{side}: Push, {piece} to zone {zone}"),
        "crush": MatchupReport.tr("{side}: {piece} is pushed into the arena's wall ({source}): Crush"),
        "move": MatchupReport.tr("{side}: {piece} moves to zone {zone}"),
        "dispel": MatchupReport.tr("{side} dispels {card} on {bearer}"),
        "nullify": MatchupReport.tr("{side} reveals {card} on {bearer}: the enemy spell is countered"),
        "mind_shield": MatchupReport.tr("{side} reveals {card} on {bearer}: the enemy spell is countered"),
        "pacify_paid": MatchupReport.tr("{side} pays {mana} for the attack of {piece} ({card})"),
        "pacify_cancel": MatchupReport.tr("{side}: {card} on {piece}: its attack is cancelled, unpaid"),
        "jinx": MatchupReport.tr("{side} reveals {card} on {bearer}: its quick spell is countered and goes back to the book"),
        "reverse_magic": MatchupReport.tr("{side} reveals {card} on {bearer}: the enemy spell turns on its caster"),
        "dissolve": MatchupReport.tr("{side} destroys the enemy's {card}"),
        "heal": MatchupReport.tr("{side} heals {piece}: {amount}"),
        "skull": MatchupReport.tr("{side}: a Skull token on {piece} ({count} in all)"),
        "lifebond": MatchupReport.tr("{side}: Lifebond moves {amount} damage from the mage onto {piece}"),
        "vines": MatchupReport.tr("{side}: Vine markers in zones {zones}"),
        "purified": MatchupReport.tr("{side}: {piece}'s conditions are removed"),
        "controlled": MatchupReport.tr("{side} takes control of {piece}"),
        "fear": MatchupReport.tr("{side}: {card} on {bearer}, d12 {roll} ({need}+ cancels the attack of {attacker})"),
        "meditate": MatchupReport.tr("{side}: {piece} meditates with {card}: +{mana} mana"),
        "purge": MatchupReport.tr("{side} destroys every enchantment on {bearer}"),
        "moved": MatchupReport.tr("{side} moves {card} onto {bearer}"),
        "returned": MatchupReport.tr("{side} brings {piece} back into play ({card})"),
        "drain_mana": MatchupReport.tr("{side}: {card} rolls {rolled}: the enemy mage loses {amount} mana, {side} gains it"),
        "siphon": MatchupReport.tr("{side}: {card}: the enemy mage's Channeling {channeling}"),
        "banished": MatchupReport.tr("{side} banishes {piece} from the arena ({tokens} Banish tokens)"),
        "banish_back": MatchupReport.tr("{side}: {piece} comes back to zone {zone}"),
        "won": MatchupReport.tr("{side} wins: the enemy mage is destroyed"),
        "draw": MatchupReport.tr("Draw: both mages are destroyed"),
        "timeout": MatchupReport.tr("Draw: no mage destroyed in {rounds} rounds"),
        "pass": MatchupReport.tr("{side} passes: active creatures {mine} against {theirs}"),
    }
    out = []
    powers = None
    for e in events:
        if e["kind"] in POWER_EVENTS:  # the mages' abilities: the goldfish log's sentences (mage_powers.py)
            if powers is None:
                from spellforge.i18n.ts_translate import ts_translator
                from spellforge.sim.report.game_log import GameLog

                powers = GameLog(lib, lang, ts_translator(lang))
            data = {k: names(v) if k == "card" else v for k, v in e.items() if k not in ("round", "kind", "side")}
            out.append(f"{sides[e['side']]}: " + powers.describe(Event(e["round"], e["kind"], data)))
            continue
        template = words.get(e["kind"])
        if template is None:
            continue
        params = {k: names(v) if k in ("card", "bearer", "attacker", "target", "piece", "source", "item") else v
                  for k, v in e.items() if k not in ("round", "kind", "side")}
        if "cards" in params:
            params["cards"] = ", ".join(names(c) for c in params["cards"])
        if "zones" in params:  # the Druid's Vine markers
            params["zones"] = ", ".join(f"{z[0] + 1}-{z[1] + 1}" for z in params["zones"]) or "—"
        if "zone" in params:
            params["zone"] = f"{params['zone'][0] + 1}-{params['zone'][1] + 1}"
        if "effects" in params:
            params["effects"] = (" + " + ", ".join(names.term(x, ("condition", "effect", "trait"))
                                                   for x in params["effects"])) if params["effects"] else ""
        if "attack" in params and isinstance(params["attack"], str):
            params["attack"] = names.term(params["attack"], ("attack",))
        out.append(template.format(side=sides[e["side"]], round=e["round"], **params))
    return out
