"""The one exception the readers raise: it always names the file and, when known, the line."""

from __future__ import annotations


class ReadError(Exception):
    """`code` and `params` (optional) let the window say the message in its own language, as the
    readers' warnings do (spellforge/formats/warnings.py); the English message stays the text."""

    def __init__(self, file: str, line: int | None, message: str, *, code: str = "", **params: object) -> None:
        self.file = file
        self.line = line
        self.message = message
        self.code = code
        self.params = params
        super().__init__(str(self))

    def __reduce__(self):  # pickled with its fields (Exception's default passes only the text back)
        return _rebuild, (self.file, self.line, self.message, self.code, self.params)

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


def _rebuild(file: str, line: int | None, message: str, code: str, params: dict) -> ReadError:
    return ReadError(file, line, message, code=code, **params)
