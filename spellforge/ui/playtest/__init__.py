"""The playtest window: one seeded goldfish game step by step, many games, A/B compare."""
