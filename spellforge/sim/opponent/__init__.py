"""The dummy opponent: its attack, its own magic and its round."""
