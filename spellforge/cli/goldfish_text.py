"""The readable goldfish reports (`spellforge goldfish A [B] --lang en|ru|pl`): labels, card and mage
names and why a card is not simulated in the language, every count through its plural form and
every figure with the language's decimal mark (5,23 in Russian and Polish; spellforge.i18n.numbers).
Every sentence is a .ts entry (context GoldfishReport; why a card or a mage ability is not
simulated: the window's PlaytestLog entries, through spellforge.sim.report.game_log)."""

from __future__ import annotations

from spellforge.i18n.cli_words import Context
from spellforge.sim.report.game_log import GameLog
from spellforge.i18n.numbers import decimal
from spellforge.i18n.ts_translate import ts_translator
from spellforge.sim.report.compare import _p_text

LANGS = ("en", "ru", "pl")


def labels(lang: str) -> dict[str, str]:
    """The report's sentences in `lang` (.ts context GoldfishReport). A count that a translation
    words differently (an English "3 games not killed", a Russian «игр без убийства: 3») is a
    plural entry (%n), so every language has the same placeholders."""
    GoldfishReport = Context("GoldfishReport", lang)  # lupdate reads GoldfishReport.tr(…) as that context
    return {
        "head": GoldfishReport.tr("{book}: {mage}, {games}, seed {seed}, policy {policy}"),
        "target": GoldfishReport.tr("Target: Life {life}, Armor {armor}"),
        "guard": GoldfishReport.tr("; guard Life {life}, Armor {armor}"),
        "away": GoldfishReport.tr("; {zones} away"), "no_arena": GoldfishReport.tr("; no arena (all in range)"),
        "piercing": GoldfishReport.tr(", {piercing} +{n}"),
        "dummy_magic": GoldfishReport.tr("Its mana: Channeling {channeling}, {mana} at the start; its cards: {cards}"),
        "planner": GoldfishReport.tr(
            "Planner: rounds 1-{n} {opening}, then {then} ({mean} rounds on {rollouts} rollouts; greedy {greedy})"),
        "kill": GoldfishReport.tr("Rounds to kill: mean {mean}, p50 {p50}, p90 {p90}"),
        "hist": GoldfishReport.tr("  round {round}: {bar} {n}"),
        "never_killed": GoldfishReport.tr("The target was never killed in {rounds}"),
        "first": GoldfishReport.tr("First creature: round {mean} on average"),
        "round": GoldfishReport.tr("Round"), "damage": GoldfishReport.tr("damage"),
        "spent": GoldfishReport.tr("mana spent"), "left": GoldfishReport.tr("mana left"),
        "cast": GoldfishReport.tr("Cast per game:"), "never_cast": GoldfishReport.tr("Never cast: {cards}"),
        "not_simulated": GoldfishReport.tr("Not simulated:"),
        "ability": GoldfishReport.tr("  mage ability: {name}"), "approx": GoldfishReport.tr("Approximations:"),
        "log": GoldfishReport.tr("Game 1:"),
        "ab_side": GoldfishReport.tr("{side}: {name} ({mage}, policy {policy}): kills in round {mean} on average, "
                                     "p50 {p50}, p90 {p90}, not killed {never}"),
        "ab_log": GoldfishReport.tr("Game 1 of {side}:"),
        "ab_tested": GoldfishReport.tr("Tested: mean rounds to kill, a game without a kill (lost or out of rounds) "
                                       "counted as round {next}: A {a}, B {b}; paired t-test, exact sign test {sign}"),
        "ab_planner": GoldfishReport.tr("Planner: each side plays the plan it drew for seed {seed}; another seed may "
                                        "draw another plan, so the interval holds for these plans"),
        "greedy": GoldfishReport.tr("greedy"), "policy_planner": GoldfishReport.tr("planner"),
        # the planner's preparation styles (sim/policy/policies.py STYLES), as the plan line names them
        "style_develop": GoldfishReport.tr("develop"), "style_attack": GoldfishReport.tr("attack"),
        "style_creatures": GoldfishReport.tr("creatures"),
        "style_mana_then_attack": GoldfishReport.tr("mana → attack"),
    }


def counted(n: int, noun: str, lang: str) -> str:
    """«3 раунда», „5 gier”, "1 game"."""
    GoldfishReport = Context("GoldfishReport", _lang(lang))
    return {"games": lambda: GoldfishReport.tr("%n game(s)", "", n),
            "rounds": lambda: GoldfishReport.tr("%n round(s)", "", n),
            "zones": lambda: GoldfishReport.tr("%n zone(s)", "", n),
            "dice": lambda: GoldfishReport.tr("%n dice", "", n)}[noun]()


def _within(n: int, lang: str) -> str:
    """After "in" / «за» / „w”: «за 20 раундов», „w 20 rundach”."""
    GoldfishReport = Context("GoldfishReport", _lang(lang))
    return GoldfishReport.tr("within %n round(s)", "", n)


def _policy(t: dict[str, str], policy: str) -> str:
    return {"greedy": t["greedy"], "planner": t["policy_planner"]}.get(policy, policy)


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


class Names:
    """Card and mage names in the report's language (English when no library is at hand)."""

    def __init__(self, lib=None, lang: str = "en"):
        self.lib, self.lang = lib, _lang(lang)

    def card(self, card_id: str, fallback: str) -> str:
        card = self.lib.card(card_id) if self.lib is not None and card_id else None
        return card.display_name(self.lang) if card else fallback

    def mage(self, name: str) -> str:
        mage = self.lib.mage(name) if self.lib is not None else None
        return mage.display_name(self.lang) if mage else name


def report(r: dict, lang: str = "en", lib=None) -> str:
    """One book's goldfish report."""
    lang = _lang(lang)
    t, n, names = labels(lang), (lambda x, p=2: decimal(x, lang, p)), Names(lib, lang)
    GoldfishReport = Context("GoldfishReport", lang)
    words = GameLog(lib, lang, ts_translator(lang))
    k, tg = r["rounds_to_kill"], r["target"]
    out = [t["head"].format(book=r["book"], mage=names.mage(r["mage"]), games=counted(r["games"], "games", lang),
                            seed=r["seed"], policy=_policy(t, r["policy"])),
           t["target"].format(life=tg["life"], armor=tg["armor"])
           + (t["guard"].format(life=tg["guard_life"], armor=tg["guard_armor"]) if tg["guard_life"] else "")
           + (t["away"].format(zones=counted(tg["distance"], "zones", lang)) if tg["distance"] is not None
              else t["no_arena"])]
    out += _engine_line(r, GoldfishReport)
    if r["opponent"]["kind"] == "dummy":
        o = r["opponent"]
        piercing = lib.term("trait", "Piercing", lang) if lib is not None else "Piercing"
        out.append(GoldfishReport.tr("Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n game(s), "
                                     "{creatures} creatures lost per game", "", r["mage_killed"]).format(
            dice=counted(o["dice"], "dice", lang),
            piercing=t["piercing"].format(piercing=piercing, n=o["piercing"]) if o["piercing"] else "",
            creatures=n(r["creatures_lost_per_game"])))
        if "channeling" in o:
            cards = ", ".join(names.card(c, c) for c in o["cards"]) or "—"
            out.append(t["dummy_magic"].format(channeling=o["channeling"], mana=o["mana"], cards=cards))
    if r.get("planner"):
        p = r["planner"]
        style = lambda name: t.get(f"style_{name}", name)  # noqa: E731 - a style the table lacks shows its id
        out.append(t["planner"].format(n=len(p["opening"]), opening=", ".join(map(style, p["opening"])),
                                       then=style(p["then"]), mean=n(p["rollout_mean"]), rollouts=p["rollouts"],
                                       greedy=n(p["greedy_rollout_mean"])))
    if k["killed"]:
        line = t["kill"].format(mean=n(k["mean"]), p50=k["p50"], p90=k["p90"])
        if k["not_killed"]:
            line += GoldfishReport.tr(" (%n game(s) not killed in {rounds})", "", k["not_killed"]).format(
                rounds=_within(r["max_rounds"], lang))
        out.append(line)
        peak = max(k["histogram"].values())
        for rnd, count in k["histogram"].items():
            out.append(t["hist"].format(round=f"{rnd:>2}", bar="#" * max(1, round(40 * count / peak)), n=count))
    else:
        out.append(t["never_killed"].format(rounds=_within(r["max_rounds"], lang)))
    fc = r["first_creature_round"]
    if fc["mean"] is not None:
        out.append(t["first"].format(mean=n(fc["mean"])))
    heads = (t["round"], t["damage"], t["spent"], t["left"])
    out.append("  ".join(heads))
    widths = [len(h) for h in heads]
    for i, (d, s, left) in enumerate(zip(r["damage_per_round"], r["mana_per_round"]["spent"],
                                         r["mana_per_round"]["left"]), 1):
        out.append("  ".join(v.rjust(w) for v, w in zip((str(i), n(d), n(s), n(left)), widths)))
    out.append(t["cast"])
    out += [f"  {n(v['per_game'])}  {names.card(cid, v['name'])}" for cid, v in r["cards_cast"].items()]
    if r["never_cast"]:
        out.append(t["never_cast"].format(cards=", ".join(names.card(_id_of(lib, x), x) for x in r["never_cast"])))
    # why a card is not simulated: the window's sentences (.ts: PlaytestLog for the goldfish's reasons,
    # MatchupReport for the matchup's own) for the engine's English
    from spellforge.sim.matchup.text import reason

    times = "x" if lang == "en" else "×"
    unsimulated = [f"  {x['copies']}{times} {names.card(x['card'], x['name'])}: "
                   f"{reason(x.get('reason', ''), x['explanation'], lang)}" for x in r["not_simulated"]]
    abilities = words.abilities()
    unsimulated += [t["ability"].format(name=abilities.get(code, text)) for code, text in
                    zip(r.get("mage_ability_codes_not_simulated", ()), r["mage_abilities_not_simulated"])]
    if unsimulated:  # no heading over nothing
        out += [t["not_simulated"], *unsimulated]
    if r["approximations"]:
        out.append(t["approx"])
        out += [f"  {names.card(a['card'], a['name'])}: {words.approximation(a['approximation'])}"
                for a in r["approximations"]]
    if r.get("log"):
        out += _log_sides(r, GoldfishReport)
        out.append(t["log"])
        out += [f"  {line}" for line in r["log"]]
    return "\n".join(out)


def _engine_line(r: dict, GoldfishReport) -> list[str]:
    """The line that says a report comes from the matchup engine (none for the goldfish's own)."""
    if r.get("engine") != "matchup":
        return []
    if r["opponent"]["kind"] == "dummy":
        return [GoldfishReport.tr("Engine: the matchup's, against the dummy as a side of this target (docs/matchup.md)")]
    return [GoldfishReport.tr("Engine: the matchup's, against a passive side of this target (docs/matchup.md)")]


def _log_sides(r: dict, GoldfishReport) -> list[str]:
    """What the matchup log's side letters mean (none for the goldfish's own log, which has no sides)."""
    if r.get("engine") != "matchup":
        return []
    return [GoldfishReport.tr("Below, A is the book's side and B the target's (the matchup's sides)")]


def _id_of(lib, name: str) -> str:
    card = lib.card_by_name(name) if lib is not None else None
    return card.id if card else ""


def _opt(value, lang: str, places: int = 2, sign: bool = False) -> str:
    return "—" if value is None else decimal(value, lang, places, sign)


def _differing_cards(r: dict, lang: str, names: Names, GoldfishReport) -> list[str]:
    """The table of the cards that differ between A and B, with how often each was cast."""
    rows = r.get("differing_cards")
    if rows is None:
        return []
    if not rows:
        return [GoldfishReport.tr("A and B hold the same cards.")]
    out = [GoldfishReport.tr("Cards that differ (copies in A and B; in how many of the %n games of each it was cast, "
                             "and how often a game):", "", r["games"])]
    for row in rows:
        line = GoldfishReport.tr("  {card}: copies A {copies_a}, B {copies_b}; cast in A's games {games_a} "
                                 "({per_a} a game), in B's {games_b} ({per_b} a game)").format(
            card=names.card(row["card"], row["name"]), copies_a=row["copies_a"], copies_b=row["copies_b"],
            games_a=row["games_cast_a"], games_b=row["games_cast_b"], per_a=_opt(row["per_game_a"], lang),
            per_b=_opt(row["per_game_b"], lang))
        if not row["simulated"]:
            line += " " + GoldfishReport.tr("(not simulated)")
        out.append(line)
    return out


def ab_report(r: dict, lang: str = "en", lib=None) -> str:
    """Two books played on the same game seeds, with the verdict (spellforge.sim.report.compare.verdict_text)."""
    lang = _lang(lang)
    t, names = labels(lang), Names(lib, lang)
    GoldfishReport = Context("GoldfishReport", lang)
    lines = [GoldfishReport.tr("A/B: %n paired games, seed {seed} (game i of A and game i of B are played with the "
                               "same game seed)", "", r["games"]).format(seed=r["seed"])]
    lines += _engine_line(r["a"], GoldfishReport)  # both books on one engine (matchup_goldfish.compare_matchup)
    same_label = r["a"]["book"] == r["b"]["book"]
    for side in ("a", "b"):
        rep = r[side]
        k = rep["rounds_to_kill"]
        lines.append(t["ab_side"].format(
            side=side.upper(), name=f"{rep['book']} [{rep['source']}]" if same_label else rep["book"],
            mage=names.mage(rep["mage"]), policy=_policy(t, rep["policy"]),
            mean=_opt(k["mean"], lang), p50=k["p50"] if k["p50"] is not None else "—",
            p90=k["p90"] if k["p90"] is not None else "—", never=k["not_killed"]))
    c = r["comparison"]
    if c["ci95"] is not None:
        lines.append(GoldfishReport.tr("B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n game(s), "
                                       "slower in {slower}, same round in {equal}", "", c["games_b_faster"]).format(
            delta=_opt(c["delta_mean_rounds"], lang, sign=True), lo=_opt(c["ci95"][0], lang, sign=True),
            hi=_opt(c["ci95"][1], lang, sign=True), p=_p_text(c["p_value"], lang),
            slower=c["games_b_slower"], equal=c["games_equal"]))
    if c.get("mean_rounds_a") is not None:  # the means the difference uses (a capped mean)
        lines.append(t["ab_tested"].format(next=c["censored"]["counted_as_round"], a=_opt(c["mean_rounds_a"], lang),
                                           b=_opt(c["mean_rounds_b"], lang), sign=_p_text(c["sign_p_value"], lang)))
    lines.append(c["verdict_text"])
    lines += _differing_cards(r, lang, names, GoldfishReport)
    if "planner" in (r["a"].get("policy"), r["b"].get("policy")):
        lines.append(t["ab_planner"].format(seed=r["seed"]))
    if r["a"].get("log") or r["b"].get("log"):
        lines += _log_sides(r["a"], GoldfishReport)  # the logs' A and B are not the books A and B
    for side in ("a", "b"):
        if r[side].get("log"):
            lines.append(t["ab_log"].format(side=side.upper()))
            lines += [f"  {line}" for line in r[side]["log"]]
    return "\n".join(lines)
