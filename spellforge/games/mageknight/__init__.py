"""Mage Knight (Ultimate Edition): card library, hero decks, the high-level-start builder,
deck-cycle odds and a round goldfish. Headless (no Qt, no SQL); rulebook lines are cited as
`MK L<n>` (the user's Russian rulebook, seed 001)."""

# Its row of the README's command table, in English: scripts/dev/readme_games.py writes it there
# after the synopsis it reads from the game's parser (cli.py).
README_ROW = ("**Mage Knight** (a second game; the window's game switcher, top right): card library in English, "
              "Russian and Polish, hero decks, exact opening-hand odds, a round goldfish, the high-level-start "
              "builder, collection by box, end-of-game scoring, the dummy player, scenario setup sheets, the "
              "Source's reroll odds, the fame track, General Volkare's turns and a round tracker with undo; every "
              "command takes `--lang en\\|ru\\|pl` ([docs/mage-knight.md](docs/mage-knight.md))")
