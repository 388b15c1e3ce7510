"""The user's own data in user.sqlite (books, versions, collection, names, card texts, backups): the store, its schema and migrations, and what a damaged file can still give."""
