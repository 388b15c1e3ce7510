"""Issue 42's input far past any spellbook (medium) and deep JSON (low), for replay_issue42.py:
each is refused with one line, in under a second more (of processor time) than refusing one line
of junk takes, and nothing is saved. The window's paste is timed inside the window's process."""

from __future__ import annotations

import json
from pathlib import Path

from bench.replay_common import Attack, books_in, clean

ROOT = Path(__file__).resolve().parents[1]
EXTRA_SECONDS = 1.0  # processor seconds over the same command refusing one line of junk (Folder.timed)


def _crafted_code(copies: int) -> str:
    """A code with a valid checksum whose one group holds `copies` copies of Fireball: short to
    paste, huge to expand. Made with the codec's own pieces, as an attacker would copy them."""
    from spellforge.formats import deck_code as dc

    body = dc.mage_token("Wizard") + dc._varint(1) + dc._varint(copies) + dc._varint(1) + dc.card_token("fireball")
    payload = dc._varint(len(body) + 1) + bytes([1]) + body
    return dc.PREFIX + dc._to_letters(payload + dc._checksum(dc.VERSION, payload))


def _baseline(folder, out) -> float:
    """`books save` of one line of junk: the same start, library and store as the attack, refused."""
    junk = out / "junk.txt"
    junk.write_text("nothing here\n", encoding="utf-8")
    return min(folder.timed("books", "save", str(junk))[1] for _ in range(2))


def huge_inputs(folder, out):
    out.mkdir()
    base = _baseline(folder, out)
    code = folder.spellforge("books", "export", "1", "--to", "code").stdout.strip()
    many = "".join(f'<card qty="1" id="{i:08x}-0000-0000-0000-000000000000">Fireball</card>' for i in range(100_000))
    inputs = {"a 1 MB deck code": code + "A" * (1_000_000 - len(code)),
              "a crafted code of 200,000 cards": _crafted_code(200_000),
              "a one-line .o8d of 100,000 cards": f'<?xml version="1.0"?><deck game="x"><section name="Spells">{many}'
                                                  f'</section></deck>'}
    window = folder.window()
    seen, bad = [], []
    for what, text in inputs.items():
        path = out / ("book.o8d" if "o8d" in what else "code.txt")
        path.write_text(text, encoding="utf-8")
        done, seconds = folder.timed("books", "save", str(path))
        pasted = window.ask("paste", text=text)
        seen.append(f"{what}: command {seconds - base:+.2f} s of processor exit {done.returncode}, "
                    f"window {pasted['seconds']:.2f} s")
        if done.returncode == 0 or not clean(done) or seconds - base > EXTRA_SECONDS:
            bad.append(what + " (command)")
        if pasted["seconds"] > EXTRA_SECONDS or pasted["books"] != pasted["before"]:
            bad.append(what + " (window)")
    window.quit()
    books = len(books_in(folder.read()))
    ok = not bad and books == 7
    return ok, "; ".join(seen) + (f"; FAILED: {bad}" if bad else ""), 0, ()


def huge_campaign(folder, out):
    out.mkdir()
    path = out / "camp.json"
    exported = folder.spellforge("ss", "campaign", "export", "Camp1", str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["notes"] = "x" * 13_000_000
    path.write_text(json.dumps(data), encoding="utf-8")
    size = folder.user.stat().st_size
    base = folder.timed("ss", "campaign", "show", "Camp1")[1]
    done, seconds = folder.timed("ss", "campaign", "import", str(path), "--name", "Huge")
    grew = folder.user.stat().st_size - size
    ok = exported.returncode == 0 and done.returncode == 2 and clean(done) and seconds - base <= EXTRA_SECONDS \
        and grew < 1_000_000
    return ok, (f"ss campaign import of a 13 MB campaign: exit {done.returncode} in {seconds - base:+.2f} s "
                f"({done.stderr.strip()[:60]}); user.sqlite grew {grew} B"), 0, ()


def deep_json(folder, out):
    out.mkdir()
    path = out / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    seen, ok = [], True
    for argv in (("ss", "campaign", "show", str(path)), ("ss", "campaign", "import", str(path)),
                 ("mk", "highlevel", str(path))):
        done, seconds = folder.timed(*argv)
        seen.append(f"{argv[0]} {argv[-2]}: exit {done.returncode}")
        ok &= done.returncode == 2 and clean(done) and seconds < 10
    return ok, "JSON nested 200,000 deep: " + ", ".join(seen), 0, ()


LIMIT_ATTACKS = [
    Attack("medium", "a 1 MB code, a 200,000-card code, a 100,000-card .o8d", huge_inputs),
    Attack("medium", "a 13 MB campaign file", huge_campaign),
    Attack("low", "deeply nested JSON", deep_json),
]
