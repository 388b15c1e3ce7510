"""The playtest window's game log and lists in the interface language: one sentence per engine
event (spellforge.sim.events), counts through plural forms, card names in the UI language, and
the reasons a card or a mage ability is not simulated. Part of PlaytestWindow (its `tr` context)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from spellforge.sim.events import Event


def ui_language() -> str:
    """The language the UI was switched to (Translations.install sets the default locale)."""
    lang = QLocale().name()[:2]
    return lang if lang in ("en", "ru", "pl") else "en"


class PlaytestLog:
    """Mixin of PlaytestWindow: needs `tr`, `library`."""

    def templates(self) -> dict[str, str]:
        """Translatable sentence for each engine event kind (see spellforge.sim.events). Counts come
        in already worded through plural forms ({damage} = "3 damage", «3 повреждения»), and a card
        name is never the object of a verb («Уничтожено: {foe}»), so no translation has to agree
        with a number, a gender or a case it cannot know."""
        return {
            "round": self.tr("Round {round}: {mana} mana after channeling (+{channeling})"),
            "pool": self.tr("Own mana pool ({name}): +{amount} → {pool}"),
            "burn": self.tr("Burn ({foe}): {damage}; tokens left: {tokens}"),
            "rot": self.tr("Rot ({foe}): {damage}"),
            "upkeep": self.tr("Upkeep {cost} paid: {card}"),
            "upkeep_lost": self.tr("Destroyed, upkeep {cost} could not be paid: {card}"),
            "prepare": self.tr("Prepared: {cards}"),
            "cast": self.tr("{caster} casts: {card}, {mana} ({how})"),
            "reveal": self.tr("Revealed ({target}): {card}, {mana}"),
            "hidden": self.tr("Cast face down ({target}): {card}; reveal cost {cost} not affordable yet"),
            "attack": self.tr("{attacker} attacks ({foe}): {attack}, {dice}: {damage}{conditions}"),
            "marker": self.tr("{marker} marker ({card}): {cost}"),
            "move": self.tr("{attacker} moves; zones to the target: {dist}"),
            "killed": self.tr("Destroyed: {foe}"),
            "round_end": self.tr("End of round {round}: {damage} to the target this round; mana spent {spent}, left {left}"),
            "no_kill": self.tr("The target survives {rounds}"),
            "heal": self.tr("Healing ({target}): {card}; {amount} removed"),
            "buff": self.tr("Strengthened until the end of the round ({target}): {card}"),
            "burn_added": self.tr("Burn ({target}): {card} adds {tokens}"),
            "defended": self.tr("{target} avoids the attack (defense {threshold}+)"),
            "dot": self.tr("Curses ({foe}), Upkeep phase: {damage}"),
            "reacted": self.tr("{card} ({target}): the attack is avoided"),
            "disable": self.tr("No guard and no attack until the end of the round ({foe}): {card}"),
            "no_attack": self.tr("No attack this round ({foe})"),
            "missed": self.tr("Dazed, the attack misses ({attacker})"),
        }

    def reasons(self) -> dict[str, str]:
        """Why a card is not simulated (codes of spellforge.sim.model.REASONS)."""
        return {
            "unknown_card": self.tr("the card is not in the library"),
            "variable_cost": self.tr("X cost: the amount is the player's choice"),
            "incantation_effect": self.tr("incantation whose effect is printed text, not card data"),
            "no_modelled_effect": self.tr("its effect is printed text the engine does not model"),
            "wall": self.tr("walls act on movement; the arena is not simulated"),
            "defense_only": self.tr("grants only a Defense or traits without effect on a passive target"),
            "hostile_effect": self.tr("a curse whose effect on the target is not modelled"),
            "no_attack": self.tr("no attack against the target in its data"),
            "healing": self.tr("heals friends; nothing damages the goldfish's side"),
            "opponent_spells": self.tr("answers the opponent's spells; the target casts none"),
            "opponent_objects": self.tr("removes or takes the opponent's enchantments or equipment; the target has none"),
            "opponent_mana": self.tr("acts on the opponent's mana; the target's mana is not simulated"),
            "opponent_moves": self.tr("acts when an enemy moves or enters a zone; the target never moves"),
            "our_discard": self.tr("brings back destroyed creatures; the discard pile is not simulated"),
            "terrain": self.tr("changes zones (terrain, walls, outposts, line of sight); the arena is a plain line"),
            "control_choice": self.tr("forces or forbids the target's choices; the target only attacks"),
            "amount_unknown": self.tr("its amount is printed text the card data does not give"),
            "no_effect_here": self.tr("its effect needs something the goldfish never has (defenses to bypass, "
                                      "enemy healing, flying enemies)"),
        }

    def abilities(self) -> dict[str, str]:
        """Mage abilities the engine does not model (codes of spellforge.sim.abilities)."""
        return {
            "pet_zone_melee": self.tr("Pet: the extra Melee +1 in the Beastmaster's zone"),
            "blood_reaper_healing": self.tr("Blood Reaper: healing the Warlock 2; he takes no damage here"),
            "curse_weaving": self.tr("Curse-weaving"),
            "voltaric_shield": self.tr("Voltaric Shield: defensive, the target never attacks"),
            "divine_reward": self.tr("Divine Reward"),
            "restore": self.tr("Restore (Priestess)"),
        }

    def _name(self, card_id: str, fallback: str) -> str:
        """A card or the mage by id, in the UI language."""
        lang = ui_language()
        if card_id in ("target", "guard"):
            return self.tr("the target") if card_id == "target" else self.tr("the guard")
        if not card_id:
            mage = self.library.mage(self.mage_combo.currentData() or "")
            return mage.display_name(lang) if mage else fallback
        card = self.library.card(card_id) or self.library.card_by_name(card_id)
        if card is not None:
            return card.display_name(lang)
        mage = self.library.mage(card_id)  # the dummy's victims and kills come by English name
        if mage is not None:
            return mage.display_name(lang)
        term = self.library.term("trait", card_id, lang)  # Regenerate heals with no card
        return term if term != card_id else fallback

    def describe(self, event: Event) -> str:
        d = dict(event.data)
        d.setdefault("round", event.round)
        how = {"quickcast": self.tr("quickcast"), "action": self.tr("action"),
               "deployment": self.tr("spawnpoint"), "familiar": self.tr("familiar")}
        if "card_id" in d:
            d["card"] = self._name(d["card_id"], d.get("card", ""))
        if "caster_id" in d:
            d["caster"] = self._name(d["caster_id"], d.get("caster", ""))
        if "attacker_id" in d:
            d["attacker"] = self._name(d["attacker_id"], d.get("attacker", ""))
        if "target_id" in d:
            d["target"] = self._name(d["target_id"], d.get("target", ""))
        if "name_id" in d:
            d["name"] = self._name(d["name_id"], d.get("name", ""))
        if "foe" in d:
            d["foe"] = self._name(d["foe"], d["foe"])
        if "card_ids" in d:
            d["cards"] = ", ".join(self._name(c, c) for c in d["card_ids"])
        if "pay" in d and isinstance(d.get("cost"), int):  # «3 punkty many», «2 жизни», not „3 mana”, «2 Жизнь»
            d["cost"] = self.counted("mana" if d["pay"] == "mana" else "life", d["cost"])
        if "marker" in d:
            d["marker"] = {"Pet": self.tr("Pet"), "Blood Reaper": self.tr("Blood Reaper")}.get(d["marker"], d["marker"])
        if "how" in d:
            d["how"] = how.get(d["how"], d["how"])
        for key, kind in (("damage", "damage"), ("dice", "dice"), ("rounds", "rounds")):
            if event.kind in ("attack", "burn", "rot", "round_end", "no_kill", "dot") and isinstance(d.get(key), int):
                d[key] = self.counted(kind, d[key])
        if event.kind == "heal" and isinstance(d.get("amount"), int):
            d["amount"] = self.counted("damage", d["amount"])
            if "card_id" not in d:  # Regenerate: a trait, not a card
                d["card"] = self._name(d.get("card", ""), d.get("card", ""))
        if event.kind == "burn_added":
            d["target"] = self.tr("the target")
            if isinstance(d.get("tokens"), int):
                d["tokens"] = self.counted("burn", d["tokens"])
        if event.kind in ("cast", "reveal") and isinstance(d.get("cost"), int):
            d["mana"] = self.counted("mana", d["cost"])
        if event.kind == "attack":
            # the attack's name in the UI language (db/i18n/game_names.csv); Fireball's is the card's
            owner = self.library.card(d.get("attacker_id") or "")
            raw = d.get("attack", "")
            d["attack"] = owner.display_name(ui_language()) if owner and raw == owner.name else \
                self.library.term("attack", raw, ui_language())
            if d["attack"] == raw:  # the dummy's plain "Melee": the attack kind's term
                d["attack"] = self.library.term("trait", raw, ui_language())
            parts = [(self.tr("Burn"), d.get("burn", 0)), (self.tr("Rot"), d.get("rot", 0)),
                     (self.tr("Corrode"), d.get("corrode", 0))]
            tokens = ", ".join(f"{n} {name}" for name, n in parts if n)
            d["conditions"] = f", {tokens}" if tokens else ""
        template = self.templates().get(event.kind)
        if template is None:
            return f"{event.kind}: {event.data}"
        try:
            text = template.format(**d)
            return text[:1].upper() + text[1:]  # «Цель атакует …» when "the target" opens the line
        except (KeyError, IndexError, ValueError):  # a broken translation must not break the log
            return f"{event.kind}: {event.data}"

    # -- one game --------------------------------------------------------------------------------
