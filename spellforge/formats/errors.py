"""The one exception the readers raise: it always names the file and, when known, the line."""

from __future__ import annotations


class ReadError(Exception):
    def __init__(self, file: str, line: int | None, message: str) -> None:
        self.file = file
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"
