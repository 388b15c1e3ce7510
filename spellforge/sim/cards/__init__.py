"""What the engine reads from a card's structured effects: tags, conditions, tactics."""
