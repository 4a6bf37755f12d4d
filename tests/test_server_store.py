"""The server's table store in one process: snapshots and the moves' journal, its segments begun and
removed, tables idle in an old segment asked for a snapshot, and everything read back (a torn last
line passed over)."""

from __future__ import annotations

from buraco_qt.server.store import JOURNAL, TableStore


class Tables:
    """What a server does with its store: a table's moves journaled, a snapshot when one is due."""

    def __init__(self, store: TableStore) -> None:
        self.store = store
        self.seq: dict[str, int] = {}
        self.asked: list[str] = []

    def create(self, code: str) -> None:
        self.seq[code] = 0
        self.store.save(code, {"code": code, "seq": 0})

    def move(self, code: str) -> None:
        self.seq[code] += 1
        if self.store.due(code):
            self.store.save(code, {"code": code, "seq": self.seq[code]})
            return
        for idle in self.store.append(code, self.seq[code], self.seq[code], f"move {self.seq[code]}"):
            self.asked.append(idle)
            if idle in self.seq:
                self.store.save(idle, {"code": idle, "seq": self.seq[idle]})


def test_moves_are_journaled_segments_go_and_a_restart_finds_every_move(tmp_path):
    store = TableStore(tmp_path, sync_every=0, snapshot_every=4, segment_bytes=400)
    store.load_all(lambda record: record, lambda code, move: None)
    store.begin_journal()
    tables = Tables(store)
    for code in ("AAA", "BBB", "CCC"):
        tables.create(code)
    tables.move("BBB")
    tables.move("BBB")                        # then BBB waits (a rejoin, say) with two moves journaled
    for _ in range(150):
        tables.move("AAA")
        tables.move("CCC")
    store.flush()
    assert "BBB" in tables.asked                                  # idle in an old segment: snapshot asked
    segments = sorted(tmp_path.glob(f"*{JOURNAL}"))
    assert 1 <= len(segments) <= 3 and segments[0].name != "moves.000000000001.journal"
    store.remove("CCC")                                           # CCC's match ended: its files go
    tables.move("AAA")
    with open(segments[-1], "ab") as journal:                     # a kill in the middle of a line
        journal.write(b'{"code":"AAA","seq":')
    store.close()
    assert not list(tmp_path.glob("CCC*"))

    found: dict[str, int] = {}

    def read(record: dict) -> dict:
        found[record["code"]] = record["seq"]
        return record

    def replay(code: str, move: dict) -> None:
        if code in found and move["seq"] == found[code] + 1:
            assert move["action"] == f"move {move['seq']}"
            found[code] = move["seq"]

    again = TableStore(tmp_path, sync_every=0, snapshot_every=4, segment_bytes=400)
    assert len(again.load_all(read, replay)) == 2
    assert found == {"AAA": tables.seq["AAA"], "BBB": tables.seq["BBB"]}       # every move, none of CCC
    again.begin_journal()                                         # the old segments go once replaced
    left = sorted(tmp_path.glob(f"*{JOURNAL}"))
    assert len(left) == 1 and left[0].name > segments[-1].name
    again.close()
