"""Mage Knight's Qt views, shown by the window's game switcher (its record's `view`)."""
