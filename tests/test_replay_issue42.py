"""The independent replay of issue 42's attacks (bench/replay_issue42.py): its measure of lost
bytes sees a changed or vanished row, and (`-m slow`, ~5 minutes of real processes) every attack
holds with 0 bytes lost."""

from __future__ import annotations

import pytest

from bench.replay_issue42 import lost_bytes, main


def test_the_measure_counts_every_byte_changed_or_gone_but_not_what_the_attack_may_change():
    before = {"book 1": "Wolves\n{}", "product core": "2", "campaign Camp1": '{"shards": 5}'}
    assert lost_bytes(before, dict(before)) == (0, [])
    after = {"book 1": "Wolves\n{ }", "campaign Camp1": '{"shards": 6}'}
    assert lost_bytes(before, after) == (len("Wolves\n{}") + 1 + len('{"shards": 5}'),
                                         ["book 1", "product core", "campaign Camp1"])
    assert lost_bytes(before, after, ("campaign Camp1", "book 1")) == (1, ["product core"])


@pytest.mark.slow
def test_every_attack_of_issue_42_holds_in_the_replay(capsys):
    status = main([])
    printed = capsys.readouterr().out
    print(printed)
    assert status == 0 and " 0 FAILED, 0 bytes of user data lost" in printed
