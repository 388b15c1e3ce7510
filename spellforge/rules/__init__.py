"""Spell-point costs and spellbook legality (Arena and Academy). Pure functions, no Qt, no SQL.

    from spellforge.rules import card_cost, validate
    cost = card_cost(card, mage, element=None)   # CardCost(points, explanation, level)
    report = validate(book, lib, lang="en")      # ValidationReport
"""

from spellforge.rules.cost_table import CostTable, cost_table
from spellforge.rules.costs import CardCost, card_cost, copy_limit, effective_training, trained_schools
from spellforge.rules.elements import ElementReport, ElementSuggestion, element_report
from spellforge.rules.explanation import Explanation, Term
from spellforge.rules.legality import CardLine, Problem, ValidationReport, validate
from spellforge.rules.messages import render_explanation, render_problem

__all__ = [
    "CardCost", "CardLine", "CostTable", "ElementReport", "ElementSuggestion", "Explanation", "Problem", "Term", "ValidationReport",
    "card_cost", "copy_limit", "cost_table", "effective_training", "element_report", "render_explanation",
    "render_problem", "trained_schools", "validate",
]
