"""The inventory's buttons of the Sword & Sorcery view: carry a found item, use, trade, sell, forge
or drop the selected one, each through the rules (actions, table_actions), and which of them can
act now (a button that would do nothing is disabled)."""

from __future__ import annotations

from spellforge.games.swordsorcery import actions, table_actions


class InventoryActions:
    """Mixed into SwordSorceryView: uses its lib, campaign, inventory list, buttons and _do."""

    def _carry(self) -> None:
        """A found item: into the inventory, refused when it is full or the card is held (002 L1298, L1035)."""
        self._do(table_actions.pick_up, self._hero_name(), self.item_pick.currentData())

    def _use_selected(self) -> None:
        """The selected inventory item into the slot it takes: a weapon in the main hand, else the
        off-hand when the hand allows it (002 L1260, L1631-1641)."""
        name = self._selected_inventory()
        item = self.lib.item(name) if name else None
        if item is None:
            return
        h = self._hero_state(self.campaign)
        slot = {"armour": "armour", "artifact": "artifact"}.get(item.category)
        if item.category == "weapon" or not item.category:
            free_main = "main" not in h.equipped and item.hand != "off"
            slot = "main" if free_main or item.hand in ("two_handed", "main") else "off"
        if slot:
            self._do(actions.equip, self._hero_name(), name, slot)

    def _trade(self) -> None:
        """One item of the inventory to another hero (002 L1264)."""
        self._do(table_actions.trade, self._hero_name(), self.trade_to.currentData(), self._selected_inventory())

    def _selected_inventory(self) -> str | None:
        row = self.inventory.currentRow()
        h = self._hero_state(self.campaign)
        return h.inventory[row].name if h and 0 <= row < len(h.inventory) else None

    def _sync_item_buttons(self) -> None:
        """Sell and Drop act on the item selected in the inventory, Forge on it or on a weapon or
        armour worn: without one they are disabled (a click did nothing)."""
        chosen = self._selected_inventory() is not None
        hero = self._hero_state(self.campaign)
        worn = bool(hero) and any(s in ("main", "off", "armour") for s in hero.equipped)
        self.sell_button.setEnabled(chosen)
        self.discard_button.setEnabled(chosen)
        self.use_button.setEnabled(chosen)
        self.trade_button.setEnabled(chosen and self.trade_to.count() > 0)
        self.forge_button.setEnabled(chosen or worn)

    def _sell(self) -> None:
        item = self._selected_inventory()
        if item:
            self._do(actions.sell, self._hero_name(), [item])

    def _forge(self) -> None:
        item = self._selected_inventory() or next((e.name for s, e in (self._hero_state(self.campaign).equipped.items()
                                                                       if self._hero_state(self.campaign) else [])
                                                   if s in ("main", "off", "armour")), None)
        if item:
            self._do(actions.forge, self._hero_name(), item)

    def _discard(self) -> None:
        item = self._selected_inventory()
        if item:
            self._do(table_actions.drop, self._hero_name(), [item])  # 002 L1296
