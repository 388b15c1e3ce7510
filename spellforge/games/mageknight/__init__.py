"""Mage Knight (Ultimate Edition): card library, hero decks, the high-level-start builder,
deck-cycle odds and a round goldfish. Headless (no Qt, no SQL); rulebook lines are cited as
`MK L<n>` (the user's Russian rulebook, seed 001)."""
