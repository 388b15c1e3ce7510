"""Language helpers for the headless core: card-name CSV exchange and term lookup."""
