"""Rows read straight from the bytes of an SQLite file (and its WAL) when SQLite itself cannot
open it: a damaged header, page size, schema page or root page. Used by salvage only.

Every table-leaf page is parsed on its own, so a damaged root or schema page hides nothing
below it; a record longer than its page continues on a chain of overflow pages, which is
followed (a real spellbook's JSON is 4-20 KB, longer than the local part of a cell). The
layout is SQLite's documented file format (https://www.sqlite.org/fileformat2.html):
B-tree page headers, cell pointer arrays, varints, record headers, overflow pages, WAL frames.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass
from pathlib import Path

MAGIC = b"SQLite format 3\x00"
PAGE_SIZES = tuple(512 << i for i in range(8))  # 512 .. 65536
TABLE_LEAF, TABLE_INTERIOR, INDEX_LEAF, INDEX_INTERIOR = 13, 5, 10, 2
WAL_MAGIC = (0x377F0682, 0x377F0683)


class Unreadable(Exception):
    """A cell whose bytes do not add up (a broken overflow chain, a torn record)."""


@dataclass
class RawRow:
    rowid: int
    values: list | None  # None: the cell was found but its record could not be read
    types: list[int]  # the record's serial types (readable from the local part even when values are not)
    page: int


def varint(buf: bytes, pos: int) -> tuple[int, int]:
    """SQLite's big-endian varint at `pos`: (value, next position)."""
    value = 0
    for i in range(9):
        if pos + i >= len(buf):
            raise Unreadable("varint past the end")
        byte = buf[pos + i]
        if i == 8:
            return (value << 8) | byte, pos + 9
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, pos + i + 1
    raise Unreadable("bad varint")  # pragma: no cover - the loop always returns


def _header_page_size(head: bytes) -> int | None:
    if len(head) < 100 or head[:16] != MAGIC:
        return None
    size = struct.unpack(">H", head[16:18])[0]
    size = 65536 if size == 1 else size
    return size if size in PAGE_SIZES else None


def _plausible(page: bytes, offset: int = 0) -> bool:
    """Does this look like a B-tree page of this size (header and cell pointers in range)?"""
    if len(page) < offset + 8 or page[offset] not in (TABLE_LEAF, TABLE_INTERIOR, INDEX_LEAF, INDEX_INTERIOR):
        return False
    head = 8 if page[offset] in (TABLE_LEAF, INDEX_LEAF) else 12
    ncells = struct.unpack(">H", page[offset + 3: offset + 5])[0]
    start = struct.unpack(">H", page[offset + 5: offset + 7])[0] or 65536
    array_end = offset + head + 2 * ncells
    if ncells == 0 or array_end > len(page) or not array_end <= start <= len(page):
        return False
    for i in range(ncells):
        ptr = struct.unpack(">H", page[offset + head + 2 * i: offset + head + 2 * i + 2])[0]
        if not array_end <= ptr < len(page):
            return False
    return True


def guess_page_size(data: bytes) -> int:
    """The page size that makes the most pages look like B-tree pages (header damaged)."""
    best, best_score = 4096, -1
    for size in PAGE_SIZES:
        score = sum(_plausible(data[o: o + size], 100 if o == 0 else 0) for o in range(0, len(data) - size + 1, size))
        if score > best_score:
            best, best_score = size, score
    return best


def _wal_frames(wal: bytes, page_size: int | None) -> tuple[int | None, dict[int, bytes]]:
    """The pages of the WAL's committed frames (a later frame of a page wins)."""
    if len(wal) < 32 or struct.unpack(">I", wal[:4])[0] not in WAL_MAGIC:
        return page_size, {}
    size = struct.unpack(">I", wal[8:12])[0]
    size = 65536 if size == 1 else size
    if size not in PAGE_SIZES:
        return page_size, {}
    salts = wal[16:24]
    committed: dict[int, bytes] = {}
    pending: dict[int, bytes] = {}
    pos = 32
    while pos + 24 + size <= len(wal):
        pgno, commit = struct.unpack(">II", wal[pos: pos + 8])
        if wal[pos + 8: pos + 16] != salts:
            break  # frames of an earlier generation of the WAL
        pending[pgno] = wal[pos + 24: pos + 24 + size]
        if commit:
            committed.update(pending)
            pending = {}
        pos += 24 + size
    return size, committed


# Descriptors of database files read here, by (device, inode), kept open for the life of the
# process: closing one would drop every POSIX lock this process's SQLite connections hold on the
# file (another process would then delete -wal and -shm under them). Salvage only: a handful.
_HELD: dict[tuple[int, int], int] = {}


def _read_held(path: Path) -> bytes:
    st = os.stat(path)
    fd = _HELD.get((st.st_dev, st.st_ino))
    if fd is None:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
        st = os.fstat(fd)
        _HELD.setdefault((st.st_dev, st.st_ino), fd)
    chunks, pos = [], 0
    while chunk := os.pread(fd, 1 << 20, pos):
        chunks.append(chunk)
        pos += len(chunk)
    return b"".join(chunks)


def read_pages(db_file: Path) -> tuple[int, dict[int, bytes]]:
    """(page size, page number -> newest committed bytes) of the file and its WAL."""
    try:
        data = _read_held(Path(db_file))
    except OSError:
        data = b""
    try:
        wal = Path(str(db_file) + "-wal").read_bytes()
    except OSError:
        wal = b""
    size = _header_page_size(data)
    wal_size, frames = _wal_frames(wal, size)
    size = size or wal_size or guess_page_size(data)
    pages = {n + 1: data[o: o + size] for n, o in enumerate(range(0, len(data), size))}
    pages.update(frames)
    return size, pages


def _payload(pages: dict[int, bytes], page: bytes, pos: int, size: int, usable: int) -> bytes:
    """The whole payload of a table-leaf cell whose payload starts at `pos`, overflow included."""
    x = usable - 35
    if size <= x:
        if pos + size > len(page):
            raise Unreadable("cell past the page")
        return page[pos: pos + size]
    m = ((usable - 12) * 32 // 255) - 23
    k = m + (size - m) % (usable - 4)
    local = k if k <= x else m
    if pos + local + 4 > len(page):
        raise Unreadable("cell past the page")
    parts = [page[pos: pos + local]]
    got = local
    nxt = struct.unpack(">I", page[pos + local: pos + local + 4])[0]
    seen: set[int] = set()
    while got < size:
        if nxt == 0 or nxt in seen or nxt not in pages:
            raise Unreadable(f"overflow page {nxt} missing")
        seen.add(nxt)
        over = pages[nxt]
        take = min(usable - 4, size - got)
        if len(over) < 4 + take:
            raise Unreadable(f"overflow page {nxt} cut short")
        parts.append(over[4: 4 + take])
        got += take
        nxt = struct.unpack(">I", over[:4])[0]
    return b"".join(parts)


def _serial_types(record: bytes) -> tuple[list[int], int]:
    header_size, pos = varint(record, 0)
    if header_size > len(record) or header_size < 1:
        raise Unreadable("bad record header")
    types = []
    while pos < header_size:
        t, pos = varint(record, pos)
        types.append(t)
    return types, header_size


def decode_record(record: bytes) -> tuple[list[int], list]:
    """(serial types, values) of one record; text is decoded strictly as UTF-8."""
    types, pos = _serial_types(record)
    values: list = []
    int_sizes = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}
    for t in types:
        if t == 0:
            values.append(None)
        elif t in int_sizes:
            n = int_sizes[t]
            values.append(int.from_bytes(record[pos: pos + n], "big", signed=True))
            pos += n
        elif t == 7:
            values.append(struct.unpack(">d", record[pos: pos + 8])[0])
            pos += 8
        elif t in (8, 9):
            values.append(t - 8)
        elif t >= 12:
            n = (t - 12) // 2
            chunk = record[pos: pos + n]
            if len(chunk) != n:
                raise Unreadable("record cut short")
            values.append(chunk if t % 2 == 0 else chunk.decode("utf-8"))
            pos += n
        else:
            raise Unreadable(f"reserved serial type {t}")
    return types, values


def table_rows(db_file: Path) -> list[RawRow]:
    """Every cell of every table-leaf page (of any table, live or left on a free page)."""
    size, pages = read_pages(db_file)
    usable = size  # the reserved bytes per page are 0 in every file Spellforge writes
    rows: list[RawRow] = []
    for number, page in pages.items():
        offset = 100 if number == 1 else 0
        if not _plausible(page, offset) or page[offset] != TABLE_LEAF:
            continue
        ncells = struct.unpack(">H", page[offset + 3: offset + 5])[0]
        for i in range(ncells):
            ptr = struct.unpack(">H", page[offset + 8 + 2 * i: offset + 10 + 2 * i])[0]
            try:
                psize, pos = varint(page, ptr)
                rowid, pos = varint(page, pos)
            except Unreadable:
                continue
            try:
                local_types, _ = _serial_types(page[pos: pos + min(psize, len(page) - pos)])
            except Unreadable:
                local_types = []
            try:
                types, values = decode_record(_payload(pages, page, pos, psize, usable))
                rows.append(RawRow(rowid, values, types, number))
            except (Unreadable, UnicodeDecodeError, struct.error):
                rows.append(RawRow(rowid, None, local_types, number))
    return rows
