"""Sword & Sorcery: Immortal Souls (seed 002, the Russian rulebook): the party builder, its
validator and the campaign tracker. Everything of the game is in this folder: the rules
(rules.py), the library of facts and user-entered data (library.py, store.py, userdata.py),
the validator (validator.py), the campaign and its actions (campaign.py), the sentences in
en/ru/pl (messages.py), the `spellforge ss` commands (cli.py) and the Qt view (ui/)."""

# Its row of the README's command table, in English: scripts/dev/readme_games.py writes it there
# after the synopsis it reads from the game's parser (cli.py).
README_ROW = ("**Sword & Sorcery: Immortal Souls** (the third game, Russian first): party validator with coded "
              "problems in en/ru/pl, campaign tracker stored in `user.sqlite` with versions and undo, CSV "
              "templates for the box data you type in ([docs/sword-sorcery.md](docs/sword-sorcery.md))")
