"""spellforge.fileio: every file is written whole or not at all, with the user's permissions, and
reading never blocks on a FIFO or fills memory with a huge file."""

from __future__ import annotations

import os
import resource
import signal
import sqlite3
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from spellforge.fileio import FileRefused, atomic_path, read_limited, write_atomic

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, umask and RLIMIT_FSIZE are POSIX")


def _cli(*argv: str, limit: int | None = None) -> subprocess.CompletedProcess:
    """Run the real CLI in a child process; `limit` caps the size of any file it writes (a full
    disk as the kernel reports it: EFBIG on the write that passes the limit)."""
    def cap() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run([sys.executable, "-m", "spellforge", *argv], cwd=ROOT, capture_output=True, text=True,
                          preexec_fn=cap if limit else None, timeout=120)


@posix_only
@pytest.mark.slow  # slow: run by .ci/run on its own (the README's command stays under 5 minutes on 2 busy cores)
def test_collection_export_on_a_full_disk_keeps_the_old_export(_user_data_dir):
    """Issue 13 item 5: `collection export` used Path.write_text, so a failing write left half a file."""
    assert _cli("collection", "add", "core", "2").returncode == 0  # builds the library too
    out = _user_data_dir.parent / "mine.csv"  # beside the data folder: nothing is exported into it (issue 42)
    assert _cli("collection", "export", str(out)).returncode == 0
    old = out.read_bytes()
    assert b"core,,,2" in old
    assert _cli("collection", "add", "Dispel", "3").returncode == 0
    keep_shm = sqlite3.connect(_user_data_dir / "user.sqlite")  # the -shm file exists already: only the export can hit the cap
    keep_shm.execute("select count(*) from sqlite_master").fetchall()
    try:
        r = _cli("collection", "export", "--all-cards", str(out), limit=len(old) + 200)
    finally:
        keep_shm.close()
    assert r.returncode == 2 and "cannot write" in r.stderr and "Traceback" not in r.stderr
    assert out.read_bytes() == old
    assert [p.name for p in out.parent.iterdir() if p.name.startswith(".mine.csv")] == []


def test_write_atomic_replaces_whole_and_leaves_no_temp(tmp_path):
    target = tmp_path / "book.txt"
    write_atomic(target, "first\n")
    write_atomic(target, "второй\n")
    assert target.read_text(encoding="utf-8") == "второй\n"
    write_atomic(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.txt", "userdata"]


def test_a_failure_inside_the_block_keeps_the_old_file(tmp_path):
    target = tmp_path / "list.pdf"
    target.write_bytes(b"old")
    with pytest.raises(ZeroDivisionError), atomic_path(target) as tmp:
        tmp.write_bytes(b"half a ne")
        1 / 0  # noqa: B018 — a writer that dies halfway
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["list.pdf", "userdata"]


def test_a_missing_folder_is_an_error_not_created(tmp_path):
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "no" / "such" / "x.json", "{}")
    assert not (tmp_path / "no").exists()


@posix_only
@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_new_files_follow_the_umask_and_replaced_files_keep_their_mode(tmp_path, umask):
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "new.csv", "a\n")
        assert stat.S_IMODE((tmp_path / "new.csv").stat().st_mode) == 0o666 & ~umask
        kept = tmp_path / "kept.csv"
        kept.write_text("x")
        kept.chmod(0o640)
        write_atomic(kept, "y")
        assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    finally:
        os.umask(old)


@posix_only
def test_read_limited_refuses_special_files_without_blocking(tmp_path):
    fifo = tmp_path / "card.png"
    os.mkfifo(fifo)
    done: list = []
    worker = threading.Thread(target=lambda: done.append(_refusal(fifo)), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the stuck reader before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading a FIFO blocked")
    assert "FIFO" in done[0]
    assert "character device" in _refusal("/dev/zero")
    assert "folder" in _refusal(tmp_path)


def test_read_limited_refuses_files_over_the_limit(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * 1001)
    assert "1,001 bytes" in _refusal(big, 1000)
    assert read_limited(big, 1001) == b"x" * 1001


def _refusal(path, limit: int = 1 << 20) -> str:
    with pytest.raises(FileRefused) as e:
        read_limited(path, limit)
    return str(e.value)
