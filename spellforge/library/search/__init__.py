"""The search language every game shares: grammar, words and vocabulary in en/ru/pl, the engine that runs a query in memory, its terms, errors and the effect search."""
