"""The rules of play of a goldfish game: the engine, its objects, casting, combat, the arena."""
