"""The collection view: products and cards owned, CSV import, and What to buy."""
