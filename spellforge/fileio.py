"""The one way Spellforge writes and reads the user's files.

Writing: a temp file in the target's folder, fsync, rename over the target, fsync the folder.
A kill, a full disk or a failing write leaves either the old file or the new one, never half a
file, and never a stray temp file after a failure we see. New files get the permissions the
user's umask asks for (mkstemp alone would make them 0600); a replaced file keeps its mode.

Reading: only regular files (a FIFO named `.png` would block forever, a device never ends),
opened without blocking, and never more than a size limit, so a huge file is refused with a
clear message instead of filling memory.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["FileRefused", "atomic_path", "read_limited", "regular_file_kind", "write_atomic"]

_umask_lock = threading.Lock()


class FileRefused(ValueError):
    """A file that must not be read: not a regular file, or over the size limit. `code` and
    `params` let a reader say why in the reader's language (spellforge/i18n/read_warnings.py)."""

    def __init__(self, message: str, code: str = "", **params: object) -> None:
        super().__init__(message)
        self.code, self.params = code, params


def _new_file_mode() -> int:
    with _umask_lock:  # the only portable way to read the umask is to set it
        mask = os.umask(0o022)
        os.umask(mask)
    return 0o666 & ~mask


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX); a folder that cannot be opened or synced is let be."""
    if os.name != "posix":  # Windows cannot open a folder; its rename is already durable enough
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some filesystems refuse fsync on folders; the rename itself has happened
        pass
    finally:
        os.close(fd)


@contextmanager
def atomic_path(path: str | os.PathLike[str], mode: int | None = None) -> Iterator[Path]:
    """Yield a temp path beside `path` for the caller to write (e.g. Pillow's `save`); when the
    block ends without an exception the temp file is synced and renamed onto `path`. Its mode
    is `mode` when given (a copy keeps its source's), else the replaced file's, else the umask's."""
    from spellforge.paths import is_user_database

    target = Path(path)
    if is_user_database(target):  # an export pointed at the live database would replace it
        raise PermissionError(errno.EACCES, "it is Spellforge's own data file (user.sqlite)", str(target))
    folder = target.parent if str(target.parent) else Path(".")
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        if mode is None:
            try:
                mode = stat.S_IMODE(os.stat(target).st_mode)
            except OSError:
                mode = _new_file_mode()
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_folder(folder)


def write_atomic(path: str | os.PathLike[str], data: str | bytes, encoding: str = "utf-8") -> None:
    """Replace `path` with `data` (text is written with `\\n` line ends) all at once or not at all."""
    raw = data.encode(encoding) if isinstance(data, str) else data
    with atomic_path(path) as tmp, open(tmp, "wb") as f:
        f.write(raw)


def save_draft(path: Path, text: str) -> bool:
    """A draft a window keeps in the data folder, written whole or not at all. False when the folder
    cannot be written (a read-only data folder): the window keeps the text and tries again later."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, text)
    except OSError:
        return False
    return True


def regular_file_kind(mode: int) -> str | None:
    """None for a regular file, else what it is, in words for a message."""
    if stat.S_ISREG(mode):
        return None
    for test, what in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device")):
        if test(mode):
            return what
    return "not a regular file"


def read_limited(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes`. FileRefused (with the reason) for a
    FIFO, device, socket or folder, or a file over the limit; OSError when it cannot be opened."""
    from spellforge.paths import is_user_database

    if is_user_database(path):  # closing our descriptor would drop this process's SQLite locks
        raise FileRefused("is Spellforge's own data file (user.sqlite), not a file to read", "own_data_file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise FileRefused("is a folder, not a file", "folder") from None
    try:
        info = os.fstat(fd)  # of what was opened, so a swap after a check cannot fool us
        kind = regular_file_kind(info.st_mode)
        if kind == "a folder":  # opened as one where the system allows it
            raise FileRefused("is a folder, not a file", "folder")
        if kind:
            raise FileRefused(f"is {kind}, not a regular file; skipped", "not_regular", kind=kind)
        if info.st_size > max_bytes:
            raise FileRefused(f"file is too large ({info.st_size:,} bytes; the limit is {_size(max_bytes)})", "too_large",
                              size=info.st_size, limit=max_bytes)
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:  # it grew while we read
            raise FileRefused(f"file is too large (over {_size(max_bytes)})", "grew", limit=max_bytes)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _size(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 and n % (1024 * 1024) == 0 else f"{n:,} bytes"
