"""The user's own card images: importing image packs (a folder or a .zip) and finding a card's
picture.

Images are stored in the user data dir as `card_images/<lang>/<card_id>.<ext>`, where `<lang>` is
`any` unless the pack was imported for one card language. Pack files are matched to cards by
OCTGN GUID (how OCTGN image packs name them), then printed code (`MW1A04`), then name in any
language. Every file gets a fate; hostile files are refused with the reason, never extracted:
  - decompression bombs (more pixels than MAX_IMAGE_PIXELS, Pillow's DecompressionBombError),
  - truncated or damaged images (Image.verify() and a full decode),
  - files that are not images whatever their extension says,
  - zip entries whose path leaves the pack (absolute, `..`, drive letters: "zip-slip"),
  - zip entries larger than MAX_FILE_BYTES once uncompressed, and packs past MAX_PACK_BYTES.
"""

from __future__ import annotations

import io
import os
import re
import warnings
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from PIL import Image, ImageFile, UnidentifiedImageError

from spellforge import paths
from spellforge.fileio import FileRefused, read_limited, write_atomic

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp"}
ACCEPTED_FORMATS = {"PNG": ".png", "JPEG": ".jpg", "WEBP": ".webp", "GIF": ".gif", "BMP": ".bmp"}
MAX_IMAGE_PIXELS = 16_000_000  # a card scanned at 600 dpi is 3.1 MP; 5x that decodes to 64 MB
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_PACK_BYTES = 2 * 1024 * 1024 * 1024  # all entries of one zip, uncompressed
ANY_LANG = "any"
GUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.I)


class CardLookup(Protocol):
    def card_by_guid(self, guid: str) -> Any: ...
    def card_by_code(self, code: str) -> Any: ...
    def card_by_name(self, name: str) -> Any: ...


class ImageRefused(ValueError):
    """A file that must not be imported; the message says why."""


@dataclass
class FileFate:
    name: str  # the file as the user knows it: `pack.zip:cards/abc.png` or a path
    fate: str  # "imported" | "replaced" | "unmatched" | "skipped" | "refused"
    card_id: str | None = None
    matched_by: str | None = None  # "guid" | "code" | "name"
    message: str = ""

    def __str__(self) -> str:
        target = f" -> {self.card_id} (by {self.matched_by})" if self.card_id else ""
        return f"{self.name}: {self.fate}{target}" + (f" — {self.message}" if self.message else "")


@dataclass
class ImportReport:
    source: str
    fates: list[FileFate] = field(default_factory=list)
    cancelled: bool = False  # stopped by the user; the files listed were handled, the rest not

    def count(self, fate: str) -> int:
        return sum(1 for f in self.fates if f.fate == fate)

    @property
    def imported(self) -> int:
        return self.count("imported") + self.count("replaced")

    def summary(self) -> str:
        parts = [f"{n} {k}" for k in ("imported", "replaced", "unmatched", "skipped", "refused") if (n := self.count(k))]
        return f"{self.source}: " + (", ".join(parts) or "no files") + ("; cancelled" if self.cancelled else "")


def user_images_dir() -> Path:
    return paths.data_dir() / "card_images"


# -- validation ----------------------------------------------------------------------------------
def check_image_bytes(data: bytes, name: str) -> str:
    """The Pillow format of `data` if it is a whole, sane image; else ImageRefused naming `name`."""
    if ImageFile.LOAD_TRUNCATED_IMAGES:  # a process-wide switch someone may have flipped
        raise ImageRefused(f"{name}: refused — Pillow is set to load truncated images; cannot check this file")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as im:
                fmt = im.format or ""
                w, h = im.size
                if w * h > MAX_IMAGE_PIXELS:
                    raise ImageRefused(f"{name}: refused — {w}×{h} pixels is a decompression bomb (limit {MAX_IMAGE_PIXELS:,} pixels)")
                if fmt not in ACCEPTED_FORMATS:
                    raise ImageRefused(f"{name}: refused — {fmt or 'unknown'} images are not accepted (PNG, JPEG, WebP, GIF, BMP)")
                im.verify()  # structure and checksums, without decoding
            with Image.open(io.BytesIO(data)) as im:
                im.load()  # verify() misses a cut-off pixel stream; a full decode does not
    except ImageRefused:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as e:
        raise ImageRefused(f"{name}: refused — decompression bomb ({e})") from None
    except UnidentifiedImageError:
        raise ImageRefused(f"{name}: refused — not an image file (Pillow cannot identify it)") from None
    except (OSError, SyntaxError, ValueError, EOFError) as e:
        raise ImageRefused(f"{name}: refused — truncated or damaged image ({e})") from None
    return fmt


def safe_member_path(member: str) -> PurePosixPath:
    """The entry's path inside the pack; ImageRefused if it would land outside it (zip-slip)."""
    norm = member.replace("\\", "/")
    p = PurePosixPath(norm)
    if norm.startswith("/") or re.match(r"^[A-Za-z]:", norm) or ".." in p.parts:
        raise ImageRefused(f"{member}: refused — the entry's path leaves the pack folder (zip-slip)")
    return p


# -- sources -------------------------------------------------------------------------------------
def _zip_files(zpath: Path, report: ImportReport) -> Iterator[tuple[str, str, bytes]]:
    try:
        zf = zipfile.ZipFile(zpath)
    except (zipfile.BadZipFile, OSError) as e:
        report.fates.append(FileFate(str(zpath), "refused", message=f"not a readable zip file ({e})"))
        return
    read_total = 0
    with zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            label = f"{zpath.name}:{info.filename}"
            try:
                if read_total + info.file_size > MAX_PACK_BYTES:
                    raise ImageRefused(f"{label}: refused — the pack passes {MAX_PACK_BYTES:,} bytes uncompressed")
                p = safe_member_path(info.filename)
                if (info.external_attr >> 16) & 0o170000 == 0o120000:
                    raise ImageRefused(f"{label}: refused — symbolic links are not followed")
                if p.suffix.lower() not in IMAGE_SUFFIXES:
                    report.fates.append(FileFate(label, "skipped", message="not an image file name"))
                    continue
                if info.file_size > MAX_FILE_BYTES:
                    raise ImageRefused(f"{label}: refused — {info.file_size:,} bytes uncompressed is over the {MAX_FILE_BYTES:,}-byte limit")
                with zf.open(info) as fh:
                    data = fh.read(MAX_FILE_BYTES + 1)  # the header's size can lie
                if len(data) > MAX_FILE_BYTES:
                    raise ImageRefused(f"{label}: refused — larger than {MAX_FILE_BYTES:,} bytes uncompressed")
                read_total += len(data)
            except ImageRefused as e:
                report.fates.append(FileFate(label, "refused", message=str(e).split(" — ", 1)[-1]))
                continue
            except (zipfile.BadZipFile, OSError, RuntimeError) as e:  # bad CRC, encrypted entry…
                report.fates.append(FileFate(label, "refused", message=f"cannot read the entry ({e})"))
                continue
            yield label, p.stem, data


def _folder_files(root: Path, report: ImportReport) -> Iterator[tuple[str, str, bytes]]:
    base = root.resolve()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            path = Path(dirpath) / fn
            label = str(path)
            if path.suffix.lower() not in IMAGE_SUFFIXES:
                report.fates.append(FileFate(label, "skipped", message="not an image file name"))
                continue
            if not path.resolve().is_relative_to(base):
                report.fates.append(FileFate(label, "refused", message="a link that leaves the pack folder"))
                continue
            try:  # never blocks: a FIFO, socket or device named .png is skipped, not opened for reading
                data = read_limited(path, MAX_FILE_BYTES)
            except FileRefused as e:
                fate = "skipped" if "regular file" in str(e) else "refused"
                report.fates.append(FileFate(label, fate, message=str(e)))
                continue
            except OSError as e:
                report.fates.append(FileFate(label, "refused", message=f"cannot read the file ({e.strerror or e})"))
                continue
            yield label, path.stem, data


# -- matching and storing ---------------------------------------------------------------------------
def match_card(lib: CardLookup, stem: str) -> tuple[Any, str | None]:
    """The card a file stem names: GUID, printed code, then name (underscores as spaces)."""
    stem = stem.strip()
    if GUID_RE.match(stem):
        card = lib.card_by_guid(stem.lower())
        return (card, "guid") if card else (None, None)
    card = lib.card_by_code(stem) or lib.card_by_code(stem.upper())
    if card:
        return card, "code"
    for candidate in (stem, stem.replace("_", " "), re.sub(r"[-_]+", " ", stem)):
        card = lib.card_by_name(candidate)
        if card:
            return card, "name"
    return None, None


def _store(card_id: str, lang: str, data: bytes, ext: str) -> bool:
    """Write the image, replacing any earlier one of the card; True when one was replaced."""
    folder = user_images_dir() / lang
    folder.mkdir(parents=True, exist_ok=True)
    old = [p for p in folder.glob(f"{card_id}.*") if p.suffix.lower() in IMAGE_SUFFIXES]
    target = folder / f"{card_id}{ext}"
    write_atomic(target, data)
    for p in old:
        if p != target:
            p.unlink(missing_ok=True)
    return bool(old)


def import_image_pack(source: str | os.PathLike[str], lib: CardLookup, lang: str | None = None,
                      should_stop: Callable[[], bool] | None = None) -> ImportReport:
    """Import a folder or .zip of card images into the user's card images. Never raises for a
    bad file: each file's fate is in the report. `lang` files the images under one card
    language (a Russian scan pack); None means for every language. `should_stop` is asked
    before each file (a Cancel button): when it says yes, the report is marked cancelled and
    the images stored so far are kept (each one was written whole)."""
    src = Path(source)
    report = ImportReport(str(src))
    if not src.exists():
        report.fates.append(FileFate(str(src), "refused", message="no such file or folder"))
        return report
    if src.is_dir():
        files = _folder_files(src, report)
    elif zipfile.is_zipfile(src):
        files = _zip_files(src, report)
    else:
        report.fates.append(FileFate(str(src), "refused", message="neither a folder nor a zip file"))
        return report
    lang_dir = lang or ANY_LANG
    seen: dict[str, str] = {}
    for label, stem, data in files:
        if should_stop is not None and should_stop():
            report.cancelled = True
            break
        try:
            fmt = check_image_bytes(data, label)
        except ImageRefused as e:
            report.fates.append(FileFate(label, "refused", message=str(e).split(" — ", 1)[-1]))
            continue
        card, how = match_card(lib, stem)
        if card is None:
            report.fates.append(FileFate(label, "unmatched", message=f"no card has the GUID, code or name {stem!r}"))
            continue
        ext = ACCEPTED_FORMATS[fmt]
        note = ""
        if Path(label).suffix.lower() not in (ext, ".jpeg" if ext == ".jpg" else ext):
            note = f"the content is {fmt}, saved as {ext}"
        if card.id in seen:
            note = (note + "; " if note else "") + f"also named by {seen[card.id]}; this one wins"
        replaced = _store(card.id, lang_dir, data, ext)
        seen[card.id] = label
        report.fates.append(FileFate(label, "replaced" if replaced else "imported", card.id, how, note))
    return report


def user_image_path(card_id: str, lang: str) -> Path | None:
    """The user's picture of a card for `lang`, else their language-neutral one, else None."""
    root = user_images_dir()
    if not root.is_dir():
        return None
    for folder in (root / lang, root / ANY_LANG):
        for ext in sorted(ACCEPTED_FORMATS.values()):  # _store writes only these extensions
            p = folder / f"{card_id}{ext}"
            if p.is_file():
                return p
    return None
