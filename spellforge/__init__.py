"""Spellforge: spellbook builder, validator, collection manager and goldfish simulator for Mage Wars."""

__version__ = "0.1.0"
