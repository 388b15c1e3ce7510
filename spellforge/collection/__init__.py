"""The collection manager, headless: what the user owns (products and single cards), whether a
spellbook can be built from it, how owned copies are shared among several assembled books, the
cheapest products that would complete a book, and collection CSV import/export. See
docs/collection.md. The user's data is stored by `spellforge.library.user.collection`."""

from spellforge.collection.allocation import Allocation, Conflict, ExtraBookVerdict, allocate, can_also_build
from spellforge.collection.buildability import Purchase, cheapest_products, missing_cards, shortfall
from spellforge.collection.csv_io import CollectionCsv, CsvLine, read_collection_csv, write_collection_csv
from spellforge.collection.markers import CardMarker, book_markers, markers_for, missing_markers
from spellforge.collection.ownership import Collection, load_collection, owned_counts, owned_ids
from spellforge.collection.products import PRODUCT_NAMES, Catalog, product_name

__all__ = [
    "PRODUCT_NAMES", "Allocation", "CardMarker", "Catalog", "Collection", "CollectionCsv", "Conflict",
    "CsvLine", "ExtraBookVerdict", "Purchase", "allocate", "book_markers", "can_also_build",
    "cheapest_products", "load_collection", "markers_for", "missing_cards", "missing_markers",
    "owned_counts", "owned_ids", "product_name", "read_collection_csv", "shortfall",
    "write_collection_csv",
]
