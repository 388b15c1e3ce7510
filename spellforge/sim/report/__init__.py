"""Runs of many seeded games and what they sum up to: the report and the A/B comparison."""
