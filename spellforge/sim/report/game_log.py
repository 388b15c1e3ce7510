"""The goldfish game log in the reader's language: one sentence per engine event
(spellforge.sim.game.events), for the playtest window and for `spellforge goldfish --log --lang`.

    GameLog(library, "ru", translate, mage="Beastmaster").describe(event)

`translate(context, source, n=None)` is QCoreApplication.translate in the window and
spellforge.i18n.ts_translate.ts_translator(lang) on the command line, so both read the same
entries (of the .qm compiled from the .ts). The contexts are those of the window's classes, so the translations made there hold:
"PlaytestLog" for the sentences, "PlaytestWindow" for the plural counts. Every string is a literal
`PlaytestLog.tr(…)` / `PlaytestWindow.tr(…)` so that lupdate finds it (i18n/update.sh scans this
file); at run time those are local names for the contexts bound to `translate`.
"""

from __future__ import annotations

from typing import Callable

from spellforge.sim.game.events import Event



class _Context:
    """One .ts context with a tr() that lupdate reads like QObject.tr (numerus when n is given)."""

    def __init__(self, name: str, translate: Callable[..., str]):
        self.name, self._translate = name, translate

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        return self._translate(self.name, source, n) if n >= 0 else self._translate(self.name, source)


class GameLog:
    """Event → sentence in `lang`, with card, mage and attack names in that language."""

    def __init__(self, library, lang: str, translate: Callable[..., str], mage: str | None = None):
        self.library, self.lang, self.mage = library, lang, mage
        self.sentences = _Context("PlaytestLog", translate)
        self.counts = _Context("PlaytestWindow", translate)

    def templates(self) -> dict[str, str]:
        """Translatable sentence for each engine event kind. Counts come in already worded through
        plural forms ({damage} = "3 damage", «3 повреждения»), and a card name is never the object
        of a verb («Уничтожено: {foe}»), so no translation has to agree with a number, a gender or a
        case it cannot know."""
        PlaytestLog = self.sentences  # lupdate reads PlaytestLog.tr(…) as that context
        return {
            "round": PlaytestLog.tr("Round {round}: {mana} mana after channeling (+{channeling})"),
            "pool": PlaytestLog.tr("Own mana pool ({name}): +{amount} → {pool}"),
            "burn": PlaytestLog.tr("Burn ({foe}): {damage}; tokens left: {tokens}"),
            "rot": PlaytestLog.tr("Rot ({foe}): {damage}"),
            "upkeep": PlaytestLog.tr("Upkeep {cost} paid: {card}"),
            "upkeep_cut": PlaytestLog.tr("Upkeep {cost} paid ({cut} less: {by}): {card}"),
            "upkeep_lost": PlaytestLog.tr("Destroyed, upkeep {cost} could not be paid: {card}"),
            "prepare": PlaytestLog.tr("Prepared: {cards}"),
            "cast": PlaytestLog.tr("{caster} casts: {card}, {mana} ({how})"),
            "reveal": PlaytestLog.tr("Revealed ({target}): {card}, {mana}"),
            "hidden": PlaytestLog.tr("Cast face down ({target}): {card}; reveal cost {cost} not affordable yet"),
            "attack": PlaytestLog.tr("{attacker} attacks ({foe}): {attack}, {dice}: {damage}{conditions}"),
            "marker": PlaytestLog.tr("{marker} marker ({card}): {cost}"),
            "move": PlaytestLog.tr("{attacker} moves; zones to the target: {dist}"),
            "effect_roll": PlaytestLog.tr("Effect die ({foe}; {attack}): {roll}{effects}"),
            "killed": PlaytestLog.tr("Destroyed: {foe}"),
            "round_end": PlaytestLog.tr(
                "End of round {round}: {damage} to the target this round; mana spent {spent}, left {left}"),
            "no_kill": PlaytestLog.tr("The target survives {rounds}"),
            "heal": PlaytestLog.tr("Healing ({target}): {card}; {amount} removed"),
            "buff": PlaytestLog.tr("Strengthened until the end of the round ({target}): {card}"),
            "burn_added": PlaytestLog.tr("Burn ({target}): {card} adds {tokens}"),
            "defended": PlaytestLog.tr("{target} avoids the attack (defense {threshold}+)"),
            "dot": PlaytestLog.tr("Curses ({foe}), Upkeep phase: {damage}"),
            "reacted": PlaytestLog.tr("{card} ({target}): the attack is avoided"),
            "disable": PlaytestLog.tr("No guard and no attack until the end of the round ({foe}): {card}"),
            "asleep": PlaytestLog.tr("Asleep, no guard and no attack until it takes damage ({foe}): {card}"),
            "no_attack": PlaytestLog.tr("No attack this round ({foe})"),
            "missed": PlaytestLog.tr("Dazed, the attack misses ({attacker})"),
            "dummy_casts": PlaytestLog.tr("The target casts: {card}"),
            "dummy_destroyed": PlaytestLog.tr("Destroyed on the target by {caster}: {card}"),
            "dummy_taken": PlaytestLog.tr("Taken from the target by {caster}: {card}"),
            "dummy_revealed": PlaytestLog.tr("The target reveals: {card}"),
            "dummy_lost": PlaytestLog.tr("The target loses: {card}"),
            "countered": PlaytestLog.tr("Countered by {card} ({target}): {caster}"),
            "drain_mana": PlaytestLog.tr("{card}: the target loses {amount}, you gain it"),
            "meditate": PlaytestLog.tr("Meditation: +{amount}"),
            "ki_gained": PlaytestLog.tr("{card}: +{amount} Ki ({ki} in all)"),
            "ki_spent": PlaytestLog.tr("{card}: −{amount} Ki, attack dice +{dice}"),
            "our_destroyed": PlaytestLog.tr("Destroyed by the target's {caster}: {card}"),
            "mana_gained": PlaytestLog.tr("{card}: +{amount}"),
            "shifted": PlaytestLog.tr("Moved face down ({target}): {card}"),
            "dummy_move": PlaytestLog.tr("The target walks toward you; zones to your mage: {dist}"),
            "trap": PlaytestLog.tr("Revealed as the target enters its zone: {card}"),
            "escape": PlaytestLog.tr("Your mage teleports away from the target: {card}"),
            "returned": PlaytestLog.tr("Back into play ({target}): {card}"),
            "reaper_heal": PlaytestLog.tr("Blood Reaper: your mage heals, {amount} removed"),
            "life_gained": PlaytestLog.tr("Divine Reward ({card}): your mage's Life +{amount}, now {life}"),
            "shield_on": PlaytestLog.tr("Voltaric Shield on for this round: {mana}"),
            "shield": PlaytestLog.tr("Voltaric Shield: {amount} prevented"),
            "roll": PlaytestLog.tr("{check} ({foe}): d12 = {roll}, needs {need}+: {result}"),
        }

    def abilities(self) -> dict[str, str]:
        """Mage abilities the engine does not model (codes of spellforge.sim.game.abilities)."""
        PlaytestLog = self.sentences
        return {
            "pet_zone_melee": PlaytestLog.tr("Pet: the extra Melee +1 in the Beastmaster's zone"),
            "curse_weaving": PlaytestLog.tr("Curse-weaving"),
            "restore": PlaytestLog.tr("Restore (Priestess)"),
            "treebond": PlaytestLog.tr("Treebond (Druid)"),
            "deflect": PlaytestLog.tr("Deflect (Forcemaster)"),
            "force_pull": PlaytestLog.tr("Force Pull (Forcemaster)"),
            "eternal_servant": PlaytestLog.tr("Eternal Servant (Necromancer)"),
            "battle_orders": PlaytestLog.tr("Battle Orders (Warlord)"),
        }

    def approximation(self, text: str) -> str:
        """What the engine simplifies about a card (spellforge.sim.game.model's English), in the language."""
        PlaytestLog = self.sentences
        return {
            "familiar casts any prepared spell (its printed limits are not in the data)":
                PlaytestLog.tr("familiar casts any prepared spell (its printed limits are not in the data)"),
            "spawnpoint casts any creature (no printed limits in the data)":
                PlaytestLog.tr("spawnpoint casts any creature (no printed limits in the data)"),
            "spawnpoint summons without the mana it needs on it first (placing it is not simulated)":
                PlaytestLog.tr("spawnpoint summons without the mana it needs on it first (placing it is not simulated)"),
        }.get(text, text)

    def _check(self, key: str) -> str:
        """What a logged d12 roll decided, in the log's language."""
        PlaytestLog = self.sentences
        return {"daze": PlaytestLog.tr("Daze check"), "defense": PlaytestLog.tr("Defense roll"),
                "counter": PlaytestLog.tr("Counter roll"), "slam": PlaytestLog.tr("Slam roll"),
                "lullaby": PlaytestLog.tr("Lullaby roll (7+ Stun, else Daze)"),
                "quicksand": PlaytestLog.tr("Quicksand escape roll")}.get(key, key)

    def counted(self, kind: str, n) -> str:
        """A count with its noun in the right plural form (1 / 2–4 / 5+ in ru and pl)."""
        PlaytestWindow = self.counts
        n = int(n)
        if kind == "damage":
            return PlaytestWindow.tr("%n damage", "", n)
        if kind == "dice":
            return PlaytestWindow.tr("%n attack dice", "", n)
        if kind == "mana":
            return PlaytestWindow.tr("%n mana", "", n)
        if kind == "life":
            return PlaytestWindow.tr("%n Life", "", n)
        if kind == "burn":
            return PlaytestWindow.tr("%n Burn token(s)", "", n)
        return PlaytestWindow.tr("%n round(s)", "", n)

    def name(self, card_id: str, fallback: str) -> str:
        """A card or the mage by id, in the log's language."""
        PlaytestLog = self.sentences
        if card_id in ("target", "guard"):
            return PlaytestLog.tr("the target") if card_id == "target" else PlaytestLog.tr("the guard")
        if not card_id:
            mage = self.library.mage(self.mage or "")
            return mage.display_name(self.lang) if mage else fallback
        card = self.library.card(card_id) or self.library.card_by_name(card_id)
        if card is not None:
            return card.display_name(self.lang)
        mage = self.library.mage(card_id)  # the dummy's victims and kills come by English name
        if mage is not None:
            return mage.display_name(self.lang)
        term = self.library.term("trait", card_id, self.lang)  # Regenerate heals with no card
        return term if term != card_id else fallback

    def _condition(self, key: str) -> str:
        """A condition or effect (Daze, Push…) in the log's language (db/i18n/terms.csv)."""
        for category in ("condition", "effect", "trait"):
            term = self.library.term(category, key, self.lang)
            if term != key:
                return term
        return key

    def describe(self, event: Event) -> str:
        PlaytestLog = self.sentences
        d = dict(event.data)
        d.setdefault("round", event.round)
        how = {"quickcast": PlaytestLog.tr("quickcast"), "action": PlaytestLog.tr("action"),
               "deployment": PlaytestLog.tr("spawnpoint"), "familiar": PlaytestLog.tr("familiar")}
        for key, name_key in (("card_id", "card"), ("caster_id", "caster"), ("attacker_id", "attacker"),
                              ("target_id", "target"), ("name_id", "name")):
            if key in d:
                d[name_key] = self.name(d[key], d.get(name_key, ""))
        if "foe" in d:
            d["foe"] = self.name(d["foe"], d["foe"])
        if "by_ids" in d:  # the cards that lowered an upkeep (Psi-Orb)
            d["by"] = ", ".join(self.name(c, c) for c in d["by_ids"])
        if "card_ids" in d:
            d["cards"] = "; ".join(self.name(c, c) for c in d["card_ids"])  # names hold commas (Huginn, Raven Familiar)
        if "pay" in d and isinstance(d.get("cost"), int):  # «3 punkty many», «2 жизни», not „3 mana”, «2 Жизнь»
            d["cost"] = self.counted("mana" if d["pay"] == "mana" else "life", d["cost"])
        if "marker" in d:
            d["marker"] = {"Pet": PlaytestLog.tr("Pet"),
                           "Blood Reaper": PlaytestLog.tr("Blood Reaper")}.get(d["marker"], d["marker"])
        if "how" in d:
            d["how"] = how.get(d["how"], d["how"])
        for key, kind in (("damage", "damage"), ("dice", "dice"), ("rounds", "rounds")):
            if event.kind in ("attack", "burn", "rot", "round_end", "no_kill", "dot") and isinstance(d.get(key), int):
                d[key] = self.counted(kind, d[key])
        if event.kind == "heal" and isinstance(d.get("amount"), int):
            d["amount"] = self.counted("damage", d["amount"])
            if "card_id" not in d:  # Regenerate: a trait, not a card
                d["card"] = self.name(d.get("card", ""), d.get("card", ""))
        if event.kind in ("reaper_heal", "shield") and isinstance(d.get("amount"), int):
            d["amount"] = self.counted("damage", d["amount"])
        if event.kind == "shield_on" and isinstance(d.get("cost"), int):
            d["mana"] = self.counted("mana", d["cost"])
        if event.kind == "roll":
            d["check"] = self._check(d.get("check", ""))
            d["result"] = PlaytestLog.tr("success") if d.get("passed") else PlaytestLog.tr("failure")
        if event.kind in ("drain_mana", "meditate", "mana_gained") and isinstance(d.get("amount"), int):
            d["amount"] = self.counted("mana", d["amount"])
        if event.kind == "burn_added":
            d["target"] = PlaytestLog.tr("the target")
            if isinstance(d.get("tokens"), int):
                d["tokens"] = self.counted("burn", d["tokens"])
        if event.kind in ("cast", "reveal") and isinstance(d.get("cost"), int):
            d["mana"] = self.counted("mana", d["cost"])
        if event.kind == "attack":
            parts = [(PlaytestLog.tr("Burn"), d.get("burn", 0)), (PlaytestLog.tr("Rot"), d.get("rot", 0)),
                     (PlaytestLog.tr("Corrode"), d.get("corrode", 0))]
            tokens = ", ".join(f"{n} {name}" for name, n in parts if n)
            d["conditions"] = f", {tokens}" if tokens else ""
        if event.kind in ("attack", "effect_roll"):
            # the attack's name in the log's language (db/i18n/game_names.csv); Fireball's is the card's
            owner = self.library.card(event.data.get("attacker_id") or "")
            raw = event.data.get("attack", "")
            d["attack"] = owner.display_name(self.lang) if owner and raw == owner.name else \
                self.library.term("attack", raw, self.lang)
            if d["attack"] == raw:  # the dummy's plain "Melee": the attack kind's term («Atak wręcz», 004 L2068)
                d["attack"] = self.library.term("attack_kind", raw.lower(), self.lang) if raw in ("Melee", "Ranged") \
                    else self.library.term("trait", raw, self.lang)
        if event.kind == "effect_roll":  # a condition name, "×2" for two: no count to agree with
            fx = event.data.get("effects") or {}
            d["effects"] = (", " + ", ".join(self._condition(k) if n == 1 else f"{self._condition(k)} ×{n}"
                                             for k, n in fx.items())
                            if fx else ", " + PlaytestLog.tr("no effect"))
            if d.get("lift"):  # a bonus on the die (Riptide +4 with our Initiative): "5+4=9"
                d["roll"] = f"{d['die']}+{d['lift']}={d['roll']}"
        template = self.templates().get(event.kind)
        if template is None:
            return f"{event.kind}: {event.data}"
        try:
            text = template.format(**d)
            return text[:1].upper() + text[1:]  # «Цель атакует …» when "the target" opens the line
        except (KeyError, IndexError, ValueError):  # a broken translation must not break the log
            return f"{event.kind}: {event.data}"
