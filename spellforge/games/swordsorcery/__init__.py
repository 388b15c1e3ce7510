"""Sword & Sorcery: Immortal Souls (seed 002, the Russian rulebook): the party builder, its
validator and the campaign tracker. Everything of the game is in this folder: the rules
(rules.py), the library of facts and user-entered data (library.py, store.py, userdata.py),
the validator (validator.py), the campaign and its actions (campaign.py), the sentences in
en/ru/pl (messages.py), the `spellforge ss` commands (cli.py) and the Qt view (ui/)."""
