"""Text folding for the readers: the library's implementation, under the names the resolvers use."""

from spellforge.library.normalize import fold as normalise
from spellforge.library.normalize import fold_case, strip_parenthetical

__all__ = ["fold_case", "normalise", "strip_parenthetical"]
