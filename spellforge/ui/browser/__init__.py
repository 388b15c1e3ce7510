"""The card browser: search box, results, search errors and the syntax help."""
