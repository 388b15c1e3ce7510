"""A/B comparison of two goldfish setups with common random numbers and a paired t-test.

Game i of A and game i of B are played with the same game seed (`report.game_seed(seed, i)`):
what is paired is the seed. Each round's random numbers start from the same stream for both
(engine.play_round), so while the two books do the same things they roll the same dice; once
they play differently they draw different numbers from it, and the per-game differences B − A
cancel only part of the dice noise. Those differences are independent across games (each game has its own seed), so a
paired t-test on them is valid for the mean difference; it needs no resampling RNG, gives the same
answer for the same seed, and with the usual 100+ games the t distribution is a safe model of the
mean (central limit theorem). The t distribution is computed here (regularised incomplete beta)
to avoid a SciPy dependency.

What is tested: the mean rounds to kill, with a game that has no kill within `max_rounds` counted
as round `max_rounds + 1` (a capped mean: for such games the true kill round is only known to be
later). The counts are reported (`censored`, and `lost` for games the dummy won) and the verdict
text says so. Beside the t-test, an exact two-sided sign test on the games that differ (B later
against B earlier, binomial with p = 1/2) needs no assumption on the size of the differences.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from spellforge.i18n.numbers import decimal
from spellforge.sim.game.engine import GameRecord
from spellforge.sim.report.summary import GoldfishSetup, summarise

ALPHA = 0.05  # two-sided significance level of the verdict
VERDICTS = ("b_faster", "b_slower", "no_difference", "identical", "too_few_games")


def run_pairs(setup_a: GoldfishSetup, setup_b: GoldfishSetup, games: int, seed: int,
              progress: Callable[[int], bool | None] | None = None) -> tuple[list[GameRecord], list[GameRecord]]:
    """Play game i of A and game i of B with the same seed; `progress(done)` may return False to stop
    (the pairs played so far are kept, so the comparison stays paired)."""
    a, b = [], []
    step = max(1, games // 100)
    for i in range(games):
        a.append(setup_a.game(seed, i).run())
        b.append(setup_b.game(seed, i).run())
        if progress is not None and (i + 1) % step == 0 and progress(i + 1) is False:
            break
    return a, b


# -- Student's t distribution (no SciPy) ------------------------------------------------------------
def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-14:
            break
    return h


def _betai(a: float, b: float, x: float) -> float:
    """Regularised incomplete beta I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_two_sided_p(t: float, df: int) -> float:
    """P(|T| ≥ |t|) for Student's t with `df` degrees of freedom."""
    return min(1.0, _betai(df / 2.0, 0.5, df / (df + t * t)))


def t_quantile(p: float, df: int) -> float:
    """The t value with P(T ≤ t) = p (0.5 < p < 1), by bisection on the two-sided tail."""
    tail = 2.0 * (1.0 - p)
    lo, hi = 0.0, 1.0
    while t_two_sided_p(hi, df) > tail:
        hi *= 2.0
    for _ in range(100):
        mid = (lo + hi) / 2.0
        if t_two_sided_p(mid, df) > tail:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


def sign_test_p(slower: int, faster: int) -> float:
    """Exact two-sided sign test: P(a split at least this uneven) for `slower + faster` fair coin
    flips (the games with equal rounds are left out)."""
    n = slower + faster
    if n == 0:
        return 1.0
    k = min(slower, faster)
    # log-space binomial tail: exact to float precision for any n the CLI allows
    logs = [math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) - n * math.log(2) for i in range(k + 1)]
    top = max(logs)
    tail = math.exp(top) * sum(math.exp(v - top) for v in logs)
    return min(1.0, 2.0 * tail)


# -- the comparison --------------------------------------------------------------------------------
def kill_rounds(records: list[GameRecord], max_rounds: int) -> list[int]:
    """Rounds to kill per game; a game without a kill counts as max_rounds + 1 (see the module doc)."""
    return [r.rounds_to_kill if r.rounds_to_kill is not None else max_rounds + 1 for r in records]


def paired_stats(rounds_a: list[int], rounds_b: list[int], max_rounds: int) -> dict:
    """Paired t-test on the per-game differences B − A (positive: B kills later)."""
    n = min(len(rounds_a), len(rounds_b))
    diffs = [rounds_b[i] - rounds_a[i] for i in range(n)]
    censored_a = sum(1 for v in rounds_a[:n] if v > max_rounds)
    censored_b = sum(1 for v in rounds_b[:n] if v > max_rounds)
    both = sum(1 for i in range(n) if rounds_a[i] > max_rounds and rounds_b[i] > max_rounds)
    out = {
        "games": n,
        "test": "paired t-test (two-sided) on per-game differences B − A, common random numbers",
        "tested": f"mean rounds to kill, a game without a kill counted as round {max_rounds + 1}",
        "mean_rounds_a": sum(rounds_a[:n]) / n if n else None,
        "mean_rounds_b": sum(rounds_b[:n]) / n if n else None,
        "delta_mean_rounds": None, "ci95": None, "p_value": None, "sd_difference": None,
        "games_b_faster": sum(1 for d in diffs if d < 0),
        "games_b_slower": sum(1 for d in diffs if d > 0),
        "games_equal": sum(1 for d in diffs if d == 0),
        "censored": {"a": censored_a, "b": censored_b, "both": both, "counted_as_round": max_rounds + 1},
        "alpha": ALPHA,
    }
    out["sign_p_value"] = sign_test_p(out["games_b_slower"], out["games_b_faster"])
    if n < 2:
        out["verdict"] = "too_few_games"
        if n == 1:
            out["delta_mean_rounds"] = float(diffs[0])
        return out
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    out["delta_mean_rounds"] = mean
    out["sd_difference"] = sd
    if sd == 0.0:  # every game differs by the same amount: no noise left to test against
        out["ci95"] = [mean, mean]
        out["p_value"] = 1.0 if mean == 0 else 0.0
        out["verdict"] = "identical" if mean == 0 else ("b_slower" if mean > 0 else "b_faster")
        return out
    se = sd / math.sqrt(n)
    half = t_quantile(0.975, n - 1) * se
    out["ci95"] = [mean - half, mean + half]
    out["p_value"] = t_two_sided_p(mean / se, n - 1)
    if out["p_value"] < ALPHA:
        out["verdict"] = "b_slower" if mean > 0 else "b_faster"
    else:
        out["verdict"] = "no_difference"
    return out


class ComparisonCancelled(Exception):
    """The user stopped an A/B run: nothing is compared (see compare)."""


def compare(setup_a: GoldfishSetup, setup_b: GoldfishSetup, games: int, seed: int,
            progress: Callable[[int], bool | None] | None = None) -> dict:
    """Both goldfish reports plus `comparison` (see paired_stats). Every one of `games` pairs is
    played: a run stopped by `progress` raises ComparisonCancelled instead of comparing the pairs
    played so far, since stopping when the result looks significant would bias the test."""
    records_a, records_b = run_pairs(setup_a, setup_b, games, seed, progress)
    if len(records_a) < games:
        raise ComparisonCancelled()
    return {"a": summarise(setup_a, records_a, seed), "b": summarise(setup_b, records_b, seed),
            "comparison": records_stats(records_a, records_b, setup_a.config.max_rounds),
            "differing_cards": differing_cards(setup_a, setup_b, records_a, records_b)}


def records_stats(records_a: list[GameRecord], records_b: list[GameRecord], max_rounds: int) -> dict:
    """paired_stats of two runs' games paired by seed, with the games lost to the dummy counted apart
    (compare's `comparison`; the matchup engine's A/B too, sim/report/matchup_goldfish.py)."""
    stats = paired_stats(kill_rounds(records_a, max_rounds), kill_rounds(records_b, max_rounds), max_rounds)
    # Against the dummy opponent a game can be lost (our mage destroyed): no kill, like a censored
    # game, and also coded as round max_rounds + 1 (the worst outcome), but counted apart.
    lost_a = [getattr(r, "mage_killed", None) is not None for r in records_a]
    lost_b = [getattr(r, "mage_killed", None) is not None for r in records_b]
    stats["lost"] = {"a": sum(lost_a), "b": sum(lost_b), "both": sum(1 for x, y in zip(lost_a, lost_b) if x and y)}
    censored = stats["censored"]
    censored["a"] -= stats["lost"]["a"]
    censored["b"] -= stats["lost"]["b"]
    censored["both"] = sum(1 for ra, rb, la, lb in zip(records_a, records_b, lost_a, lost_b)
                           if ra.rounds_to_kill is None and rb.rounds_to_kill is None and not la and not lb)
    return stats


def differing_cards(setup_a: GoldfishSetup, setup_b: GoldfishSetup, records_a: list[GameRecord],
                    records_b: list[GameRecord]) -> list[dict]:
    """The cards whose copies differ between A and B, with how often each was cast in A's and in
    B's games: a removed card that A never cast explains "no difference". Built-in spells (Arcane
    Zap) are not cards of the book and are left out."""
    def held(book) -> dict[str, tuple[str, int, bool]]:
        out = {s.card_id: (s.name, book.copies.get(s.card_id, 0), True) for s in book.spells}
        out.update({n.card_id: (n.name, n.copies, False) for n in book.not_simulated})
        return out

    in_a, in_b = held(setup_a.book), held(setup_b.book)
    rows = []
    for card in set(in_a) | set(in_b):
        name, copies_a, simulated = in_a.get(card, (None, 0, False))
        name_b, copies_b, simulated_b = in_b.get(card, (None, 0, False))
        if copies_a == copies_b:
            continue
        casts_a = [r.cast.get(card, 0) for r in records_a]
        casts_b = [r.cast.get(card, 0) for r in records_b]
        rows.append({"card": card, "name": name or name_b, "copies_a": copies_a, "copies_b": copies_b,
                     "simulated": simulated or simulated_b,
                     "games_cast_a": sum(1 for n in casts_a if n), "games_cast_b": sum(1 for n in casts_b if n),
                     "per_game_a": sum(casts_a) / len(casts_a) if casts_a else 0.0,
                     "per_game_b": sum(casts_b) / len(casts_b) if casts_b else 0.0})
    return sorted(rows, key=lambda r: (-(r["games_cast_a"] + r["games_cast_b"]), r["name"]))


# -- the verdict in the player's language ----------------------------------------------------------
def _texts(lang: str) -> dict[str, str]:
    """The verdict's sentences in `lang` (.ts context GoldfishVerdict, read without Qt)."""
    from spellforge.i18n.cli_words import Context

    GoldfishVerdict = Context("GoldfishVerdict", lang)  # lupdate reads GoldfishVerdict.tr(…) as that context
    return {
        "b_slower": GoldfishVerdict.tr("Book B is slower: it kills {delta} rounds later on average (95% confidence "
                                       "interval {lo} to {hi}; {p})."),
        "b_faster": GoldfishVerdict.tr("Book B is faster: it kills {delta} rounds earlier on average (95% confidence "
                                       "interval {lo} to {hi}; {p})."),
        "no_difference": GoldfishVerdict.tr("No significant difference: B − A is {delta} rounds on average (95% "
                                            "confidence interval {lo} to {hi}; {p})."),
        "identical": GoldfishVerdict.tr("No difference: every game ended in the same round for both books."),
        "too_few_games": GoldfishVerdict.tr("Too few games to compare: play at least 2."),
        "censored": GoldfishVerdict.tr("Games without a kill within {limit} rounds: A {a}, B {b}; they count as round "
                                       "{next}, so the means are capped and a true difference may be larger."),
        "lost": GoldfishVerdict.tr("Games lost (the target destroyed your mage): A {a}, B {b}; they count as round "
                                   "{next}, the worst outcome, whatever round they were lost in."),
    }


def _num(value: float, lang: str, places: int = 2) -> str:
    return decimal(value, lang, places)  # 5,23 in ru and pl


def _p_text(p: float, lang: str) -> str:
    return "p < " + _num(0.001, lang, 3) if p < 0.001 else "p = " + _num(p, lang, 3)


def verdict_text(stats: dict, lang: str = "en") -> str:
    """The verdict as one or two sentences in en, ru or pl (numbers with the language's decimal mark)."""
    text = _texts(lang if lang in ("en", "ru", "pl") else "en")
    verdict = stats["verdict"]
    if verdict in ("identical", "too_few_games"):
        out = text[verdict]
    else:
        delta = stats["delta_mean_rounds"]
        lo, hi = stats["ci95"]
        shown = abs(delta) if verdict != "no_difference" else delta
        out = text[verdict].format(delta=_num(shown, lang), lo=_num(lo, lang), hi=_num(hi, lang),
                                   p=_p_text(stats["p_value"], lang))
    c = stats["censored"]
    if c["a"] or c["b"]:
        out += " " + text["censored"].format(limit=c["counted_as_round"] - 1, a=c["a"], b=c["b"],
                                             next=c["counted_as_round"])
    lost = stats.get("lost")
    if lost and (lost["a"] or lost["b"]):
        out += " " + text["lost"].format(a=lost["a"], b=lost["b"], next=c["counted_as_round"])
    return out


__all__ = ["ALPHA", "VERDICTS", "ComparisonCancelled", "compare", "differing_cards", "kill_rounds", "paired_stats", "records_stats", "run_pairs", "sign_test_p",
           "t_quantile", "t_two_sided_p", "verdict_text"]
