"""The readable goldfish reports (`spellforge goldfish A [B] --lang en|ru|pl`): labels, card and mage
names and why a card is not simulated in the language, every count through its plural form and
every figure with the language's decimal mark (5,23 in Russian and Polish; spellforge.i18n.numbers).
Why a card is not simulated comes from the window's .ts entries (PlaytestLog); the labels below
still have a copy of their own in the window's (PlaytestWindow)."""

from __future__ import annotations

from spellforge.i18n import plurals
from spellforge.i18n.numbers import decimal
from spellforge.i18n.ts_translate import ts_translator
from spellforge.sim.report.compare import _p_text

LABELS = {
    "en": {
        "head": "{book}: {mage}, {games}, seed {seed}, policy {policy}",
        "target": "Target: Life {life}, Armor {armor}", "guard": "; guard Life {life}, Armor {armor}",
        "away": "; {zones} away", "no_arena": "; no arena (all in range)",
        "dummy": "Opponent: dummy, melee {dice}{piercing}; your mage destroyed in {lost_games}, {creatures} "
                 "creatures lost per game",
        "dummy_magic": "Its mana: Channeling {channeling}, {mana} at the start; its cards: {cards}",
        "planner": "Planner: rounds 1-{n} {opening}, then {then} ({mean} rounds on {rollouts} rollouts; greedy {greedy})",
        "kill": "Rounds to kill: mean {mean}, p50 {p50}, p90 {p90}",
        "not_killed": " ({games} not killed in {rounds})",
        "hist": "  round {round:>2}: {bar} {n}",
        "never_killed": "The target was never killed in {rounds}",
        "first": "First creature: round {mean} on average",
        "table": ("Round", "damage", "mana spent", "mana left"),
        "cast": "Cast per game:", "never_cast": "Never cast: ", "not_simulated": "Not simulated:",
        "ability": "  mage ability: {name}", "approx": "Approximations:", "log": "Game 1:",
        "ab_head": "A/B: {games} paired games, seed {seed} (game i of A and B on the same dice)",
        "ab_side": "{side}: {name} ({mage}, policy {policy}): kills in round {mean} on average, p50 {p50}, "
                   "p90 {p90}, not killed {never}",
        "ab_delta": "B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in {faster}, slower in {slower}, "
                    "same round in {equal}",
        "ab_log": "Game 1 of {side}:",
        "ab_tested": "Tested: mean rounds to kill, a game without a kill (lost or out of rounds) counted as round "
                     "{next}: A {a}, B {b}; paired t-test, exact sign test {sign}",
        "ab_planner": "Planner: each side plays the plan it drew for seed {seed}; another seed may draw another "
                      "plan, so the interval holds for these plans",
    },
    "ru": {
        "head": "{book}: {mage}, {games}, зерно {seed}, стратегия {policy}",
        "target": "Цель: Жизнь {life}, Броня {armor}", "guard": "; страж: Жизнь {life}, Броня {armor}",
        "away": "; до цели {zones}", "no_arena": "; без арены (всё в пределах дистанции)",
        "dummy": "Противник: манекен, ближняя атака {dice}{piercing}; ваш маг уничтожен в играх: {lost}; "
                 "потеряно существ за игру: {creatures}",
        "dummy_magic": "Его мана: Приток маны {channeling}, в начале {mana}; его карты: {cards}",
        "planner": "Планировщик: раунды 1–{n} {opening}, затем {then} (в среднем раундов: {mean}, прогонов: "
                   "{rollouts}; жадная стратегия: {greedy})",
        "kill": "Раунд убийства: в среднем {mean}, медиана {p50}, 90% — к раунду {p90}",
        "not_killed": " (игр без убийства за {rounds}: {games_n})",
        "hist": "  раунд {round:>2}: {bar} {n}",
        "never_killed": "Цель не погибла ни разу за {rounds}",
        "first": "Первое существо: в среднем в раунде {mean}",
        "table": ("Раунд", "повр.", "мана потрачена", "мана осталась"),
        "cast": "Сотворено за игру:", "never_cast": "Ни разу не сотворено: ", "not_simulated": "Не моделируется:",
        "ability": "  способность мага: {name}", "approx": "Приближения:", "log": "Игра 1:",
        "ab_head": "A/B: парных игр: {games_n}, зерно {seed} (игра i книг A и B на одних и тех же кубиках)",
        "ab_side": "{side}: {name} ({mage}, стратегия {policy}): убивает в среднем в раунде {mean}, медиана {p50}, "
                   "90% — к раунду {p90}, игр без убийства: {never}",
        "ab_delta": "B − A: {delta} раунда, 95% доверительный интервал [{lo}; {hi}], {p}; B быстрее в играх: "
                    "{faster_n}, медленнее: {slower_n}, в том же раунде: {equal_n}",
        "ab_log": "Игра 1 книги {side}:",
        "ab_tested": "Проверяется: среднее число раундов до убийства; игра без убийства (проигранная или без "
                     "убийства до лимита) считается раундом {next}: A {a}, B {b}; парный t-тест, точный "
                     "критерий знаков {sign}",
        "ab_planner": "Планировщик: каждая книга играет план, найденный для зерна {seed}; другое зерно может дать "
                      "другой план, поэтому интервал верен для этих планов",
    },
    "pl": {
        "head": "{book}: {mage}, {games}, ziarno {seed}, strategia {policy}",
        "target": "Cel: Życie {life}, Zbroja {armor}", "guard": "; strażnik: Życie {life}, Zbroja {armor}",
        "away": "; do celu {zones}", "no_arena": "; bez areny (wszystko w zasięgu)",
        "dummy": "Przeciwnik: manekin, walka wręcz {dice}{piercing}; twój Mag zniszczony w grach: {lost}; "
                 "stracone stworzenia na grę: {creatures}",
        "dummy_magic": "Jego mana: Przyrost Many {channeling}, na początku {mana}; jego karty: {cards}",
        "planner": "Planista: rundy 1–{n} {opening}, potem {then} (średnio rund: {mean}, przebiegów: {rollouts}; "
                   "strategia zachłanna: {greedy})",
        "kill": "Runda zabicia: średnio {mean}, mediana {p50}, 90% do rundy {p90}",
        "not_killed": " (gier bez zabicia w {rounds}: {games_n})",
        "hist": "  runda {round:>2}: {bar} {n}",
        "never_killed": "Cel ani razu nie zginął w {rounds}",
        "first": "Pierwsze stworzenie: średnio w rundzie {mean}",
        "table": ("Runda", "obraż.", "mana wydana", "mana została"),
        "cast": "Rzucone na grę:", "never_cast": "Nigdy nie rzucone: ", "not_simulated": "Niesymulowane:",
        "ability": "  umiejętność Maga: {name}", "approx": "Przybliżenia:", "log": "Gra 1:",
        "ab_head": "A/B: gier w parach: {games_n}, ziarno {seed} (gra i księgi A i B na tych samych kościach)",
        "ab_side": "{side}: {name} ({mage}, strategia {policy}): zabija średnio w rundzie {mean}, mediana {p50}, "
                   "90% do rundy {p90}, gier bez zabicia: {never}",
        "ab_delta": "B − A: {delta} rundy, przedział ufności 95% [{lo}; {hi}], {p}; B szybsza w grach: "
                    "{faster_n}, wolniejsza: {slower_n}, w tej samej rundzie: {equal_n}",
        "ab_log": "Gra 1 księgi {side}:",
        "ab_tested": "Testowane: średnia liczba rund do zabicia; gra bez zabicia (przegrana lub bez zabicia do "
                     "limitu) liczy się jako runda {next}: A {a}, B {b}; test t dla par, dokładny test znaków {sign}",
        "ab_planner": "Planista: każda księga gra plan wylosowany dla ziarna {seed}; inne ziarno może dać inny "
                      "plan, więc przedział dotyczy tych planów",
    },
}

# counted nouns: en one/other, ru and pl one/few/many (spellforge.i18n.plurals)
NOUNS = {
    "en": {"games": ("game", "games"), "rounds": ("round", "rounds"), "zones": ("zone", "zones"),
           "dice": ("die", "dice")},
    "ru": {"games": ("игра", "игры", "игр"), "rounds": ("раунд", "раунда", "раундов"),
           "zones": ("зона", "зоны", "зон"), "dice": ("кубик", "кубика", "кубиков")},
    "pl": {"games": ("gra", "gry", "gier"), "rounds": ("runda", "rundy", "rund"),
           "zones": ("strefa", "strefy", "stref"), "dice": ("kość", "kości", "kości")},
}
# after "за" / "w" the rounds take the accusative: «за 20 раундов», „w 20 rundach”
ROUNDS_WITHIN = {"en": ("round", "rounds"), "ru": ("раунд", "раунда", "раундов"), "pl": ("rundzie", "rundach", "rundach")}

POLICIES = {"en": {"greedy": "greedy", "planner": "planner"}, "ru": {"greedy": "жадная", "planner": "планировщик"},
            "pl": {"greedy": "zachłanna", "planner": "planista"}}


def counted(n: int, noun: str, lang: str) -> str:
    """«3 раунда», „5 gier”, "1 game"."""
    forms = NOUNS[_lang(lang)][noun]
    return f"{n} {forms[plurals.index(n, _lang(lang))]}"


def _within(n: int, lang: str) -> str:
    forms = ROUNDS_WITHIN[_lang(lang)]
    return f"{n} {forms[plurals.index(n, _lang(lang))]}"


def _lang(lang: str) -> str:
    return lang if lang in LABELS else "en"


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
    t, n, names = LABELS[lang], (lambda x, p=2: decimal(x, lang, p)), Names(lib, lang)
    k, tg = r["rounds_to_kill"], r["target"]
    out = [t["head"].format(book=r["book"], mage=names.mage(r["mage"]), games=counted(r["games"], "games", lang),
                            seed=r["seed"], policy=POLICIES[lang].get(r["policy"], r["policy"])),
           t["target"].format(life=tg["life"], armor=tg["armor"])
           + (t["guard"].format(life=tg["guard_life"], armor=tg["guard_armor"]) if tg["guard_life"] else "")
           + (t["away"].format(zones=counted(tg["distance"], "zones", lang)) if tg["distance"] is not None
              else t["no_arena"])]
    if r["opponent"]["kind"] == "dummy":
        o = r["opponent"]
        out.append(t["dummy"].format(dice=counted(o["dice"], "dice", lang),
                                     piercing=f", Piercing +{o['piercing']}" if o["piercing"] else "",
                                     lost=r["mage_killed"], lost_games=counted(r["mage_killed"], "games", lang),
                                     creatures=n(r["creatures_lost_per_game"])))
        if "channeling" in o:
            cards = ", ".join(names.card(c, c) for c in o["cards"]) or "—"
            out.append(t["dummy_magic"].format(channeling=o["channeling"], mana=o["mana"], cards=cards))
    if r.get("planner"):
        p = r["planner"]
        out.append(t["planner"].format(n=len(p["opening"]), opening=", ".join(p["opening"]), then=p["then"],
                                       mean=n(p["rollout_mean"]), rollouts=p["rollouts"],
                                       greedy=n(p["greedy_rollout_mean"])))
    if k["killed"]:
        line = t["kill"].format(mean=n(k["mean"]), p50=k["p50"], p90=k["p90"])
        if k["not_killed"]:
            line += t["not_killed"].format(games=counted(k["not_killed"], "games", lang), games_n=k["not_killed"],
                                           rounds=_within(r["max_rounds"], lang))
        out.append(line)
        peak = max(k["histogram"].values())
        for rnd, count in k["histogram"].items():
            out.append(t["hist"].format(round=rnd, bar="#" * max(1, round(40 * count / peak)), n=count))
    else:
        out.append(t["never_killed"].format(rounds=_within(r["max_rounds"], lang)))
    fc = r["first_creature_round"]
    if fc["mean"] is not None:
        out.append(t["first"].format(mean=n(fc["mean"])))
    heads = t["table"]
    out.append("  ".join(heads))
    widths = [len(h) for h in heads]
    for i, (d, s, left) in enumerate(zip(r["damage_per_round"], r["mana_per_round"]["spent"],
                                         r["mana_per_round"]["left"]), 1):
        out.append("  ".join(v.rjust(w) for v, w in zip((str(i), n(d), n(s), n(left)), widths)))
    out.append(t["cast"])
    out += [f"  {n(v['per_game'])}  {names.card(cid, v['name'])}" for cid, v in r["cards_cast"].items()]
    if r["never_cast"]:
        out.append(t["never_cast"] + ", ".join(names.card(_id_of(lib, x), x) for x in r["never_cast"]))
    out.append(t["not_simulated"])
    # why a card is not simulated: the window's sentences (.ts, PlaytestLog) for the engine's English
    translate = ts_translator(lang)
    times = "x" if lang == "en" else "×"
    out += [f"  {x['copies']}{times} {names.card(x['card'], x['name'])}: {translate('PlaytestLog', x['explanation'])}"
            for x in r["not_simulated"]]
    out += [t["ability"].format(name=a) for a in r["mage_abilities_not_simulated"]]
    if r["approximations"]:
        out.append(t["approx"])
        out += [f"  {a['name']}: {a['approximation']}" for a in r["approximations"]]
    if r.get("log"):
        out.append(t["log"])
        out += [f"  {line}" for line in r["log"]]
    return "\n".join(out)


def _id_of(lib, name: str) -> str:
    card = lib.card_by_name(name) if lib is not None else None
    return card.id if card else ""


def _opt(value, lang: str, places: int = 2, sign: bool = False) -> str:
    return "—" if value is None else decimal(value, lang, places, sign)


def ab_report(r: dict, lang: str = "en", lib=None) -> str:
    """Two books on the same dice, with the verdict (spellforge.sim.report.compare.verdict_text)."""
    lang = _lang(lang)
    t, names = LABELS[lang], Names(lib, lang)
    lines = [t["ab_head"].format(games=r["games"], games_n=r["games"], seed=r["seed"])]
    same_label = r["a"]["book"] == r["b"]["book"]
    for side in ("a", "b"):
        rep = r[side]
        k = rep["rounds_to_kill"]
        lines.append(t["ab_side"].format(
            side=side.upper(), name=f"{rep['book']} [{rep['source']}]" if same_label else rep["book"],
            mage=names.mage(rep["mage"]), policy=POLICIES[lang].get(rep["policy"], rep["policy"]),
            mean=_opt(k["mean"], lang), p50=k["p50"] if k["p50"] is not None else "—",
            p90=k["p90"] if k["p90"] is not None else "—", never=k["not_killed"]))
    c = r["comparison"]
    if c["ci95"] is not None:
        lines.append(t["ab_delta"].format(
            delta=_opt(c["delta_mean_rounds"], lang, sign=True), lo=_opt(c["ci95"][0], lang, sign=True),
            hi=_opt(c["ci95"][1], lang, sign=True), p=_p_text(c["p_value"], lang),
            faster=counted(c["games_b_faster"], "games", lang), slower=c["games_b_slower"], equal=c["games_equal"],
            faster_n=c["games_b_faster"], slower_n=c["games_b_slower"], equal_n=c["games_equal"]))
    if c.get("mean_rounds_a") is not None:  # the means the difference uses (a capped mean)
        lines.append(t["ab_tested"].format(next=c["censored"]["counted_as_round"], a=_opt(c["mean_rounds_a"], lang),
                                           b=_opt(c["mean_rounds_b"], lang), sign=_p_text(c["sign_p_value"], lang)))
    lines.append(c["verdict_text"])
    if "planner" in (r["a"].get("policy"), r["b"].get("policy")):
        lines.append(t["ab_planner"].format(seed=r["seed"]))
    for side in ("a", "b"):
        if r[side].get("log"):
            lines.append(t["ab_log"].format(side=side.upper()))
            lines += [f"  {line}" for line in r[side]["log"]]
    return "\n".join(lines)
