"""A smaller ICU data library for the frozen app on Linux (packaging/spellforge.spec uses it).

PySide6's Qt links ICU; its data library, libicudata.so.NN, is 32 MB of tables for every
language (3,900 items). Qt asks ICU only for collation (QCollator, the file dialog's sorting),
locale-aware case mapping, IDN (uts46) and, where a Qt build wants it, time zones; the app
speaks English, Russian and Polish. So the frozen app gets a library with the same symbol
(`icudt<NN>_dat`) and the same package layout, holding:

- every item that belongs to no locale (normalization, Unicode properties, supplemental data,
  time zones, converter aliases, break rules, the collation base table ucadata.icu);
- the locale items of root and of the shipped languages (en*, ru*, pl*) in every folder.

Left out: other languages' locale data, the transliteration and spell-out rules (Qt never uses
them), the legacy charset tables (*.cnv: Qt 6 reads and writes UTF-8 only on Unix; ICU's
UTF-* and Latin-1 converters are built into libicuuc) and the word dictionaries of Chinese,
Japanese, Thai, Lao, Burmese and Khmer (*.dict). A lookup ICU cannot answer falls back to
root, as for any language ICU does not know.

The package format (ICU's "common data", the same as an icudtNNl.dat file): a header, a
table of contents (count, then name and data offsets), the names, then the items, each
16-byte aligned. The library is made with binutils (`as`, `ld`), which PyInstaller needs on
Linux anyway.

    python packaging/icu_data.py SRC.so OUT.so      # prints the sizes
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

KEEP_LANGS = ("en", "ru", "pl")  # the app's languages (spellforge.i18n.plurals.FORMS)
DROP_FOLDERS = ("translit", "rbnf")
DROP_SUFFIXES = (".cnv", ".dict")
# A locale id: language, then optional script, region and variants (af, sr_Latn_BA, en_001).
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|[0-9]{3}))?(_[A-Z0-9]+)*$")
_LOCALE_ROOTS = {"root", "pool", "res_index"}  # the fallback locale, the shared strings, the index


def kept(item: str) -> bool:
    """Whether the frozen app keeps this package item ("icudt73l/coll/ru.res")."""
    parts = item.split("/")[1:]  # without the package name
    if parts[0] in DROP_FOLDERS or item.endswith(DROP_SUFFIXES):
        return False
    stem, _, suffix = parts[-1].rpartition(".")
    if suffix != "res" or stem in _LOCALE_ROOTS or not _LOCALE.match(stem):
        return True
    return stem.split("_")[0] in KEEP_LANGS


# -- the package -------------------------------------------------------------------------------------
def _elf_symbol(data: bytes, want: str) -> tuple[int, int]:
    """(file offset, size) of a defined dynamic symbol of a little-endian ELF64 library."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian 64-bit ELF library")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link][4]
        for pos in range(offset, offset + size, entsize):
            st_name, _st_info, _other, shndx, value, sym_size = struct.unpack_from("<IBBHQQ", data, pos)
            end = data.index(b"\0", strtab + st_name)
            if data[strtab + st_name:end].decode() == want:
                home = sections[shndx]
                return value - home[3] + home[4], sym_size
    raise ValueError(f"no symbol {want}")


def read_package(library: Path) -> tuple[str, bytes]:
    """The symbol name and the data package inside an ICU data library (libicudata.so.NN)."""
    data = library.read_bytes()
    version = library.name.split(".so.")[-1].split(".")[0]
    symbol = f"icudt{version}_dat"
    offset, size = _elf_symbol(data, symbol)
    return symbol, data[offset:offset + size]


def items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(name, item bytes)]) of a little-endian common data package."""
    header_size, = struct.unpack_from("<H", package, 0)
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count, = struct.unpack_from("<I", package, header_size)
    toc = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    ends = [data_offset for _, data_offset in toc[1:]] + [len(package) - header_size]
    out = []
    for (name_offset, data_offset), end in zip(toc, ends):
        name_end = package.index(b"\0", header_size + name_offset)
        out.append((package[header_size + name_offset:name_end].decode("ascii"),
                    package[header_size + data_offset:header_size + end]))
    return package[:header_size], out


def build_package(header: bytes, entries: list[tuple[str, bytes]]) -> bytes:
    """A common data package of these items (sorted by name, as ICU's binary search wants)."""
    entries = sorted(entries, key=lambda e: e[0].encode("ascii"))
    toc_size = 4 + 8 * len(entries)
    names = bytearray()
    name_offsets = []
    for name, _ in entries:
        name_offsets.append(toc_size + len(names))
        names += name.encode("ascii") + b"\0"
    body = bytearray()
    data_start = toc_size + len(names)
    data_start += -(len(header) + data_start) % 16  # items start 16-byte aligned in the library
    data_offsets = []
    for _, blob in entries:
        data_offsets.append(data_start + len(body))
        body += blob + b"\0" * (-len(blob) % 16)
    toc = struct.pack("<I", len(entries)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    gap = b"\0" * (data_start - toc_size - len(names))
    return header + toc + bytes(names) + gap + bytes(body)


def subset_library(src: Path, out: Path) -> tuple[int, int]:
    """Write `out`, an ICU data library of the kept items of `src`; (items kept, items in src)."""
    import shutil

    missing = [tool for tool in ("as", "ld") if shutil.which(tool) is None]
    if missing:
        raise SystemExit(f"icu_data: {' and '.join(missing)} not found: install binutils (apt-get install binutils)")
    symbol, package = read_package(src)
    header, entries = items(package)
    keep = [e for e in entries if kept(e[0])]
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "icudt.dat"
        dat.write_bytes(build_package(header, keep))
        asm = Path(tmp) / "icudt.s"
        # What ICU's own genccode writes: the package as one read-only, 16-aligned symbol.
        asm.write_text(f'.section .rodata\n.balign 16\n.globl {symbol}\n.type {symbol}, @object\n'
                       f'{symbol}:\n.incbin "{dat}"\n.size {symbol}, .-{symbol}\n'
                       '.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
        obj = Path(tmp) / "icudt.o"
        subprocess.run(["as", "-o", str(obj), str(asm)], check=True)
        subprocess.run(["ld", "-shared", "-soname", src.name, "-o", str(out), str(obj)], check=True)
    return len(keep), len(entries)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    kept_n, total = subset_library(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"icu_data: {kept_n} of {total} items, {Path(sys.argv[1]).stat().st_size / 1e6:.1f} MB -> "
          f"{Path(sys.argv[2]).stat().st_size / 1e6:.1f} MB")
