"""Qt's raster engine paints the table in the window's thread alone.

Qt 6 hands a large enough fill or blit (the felt behind a flying card, a pile's cached picture) to a
pool of threads and waits for them. On a 2-core machine whose other core a computer player's worker
keeps busy, the paint then waits until a pool thread gets a core: the flight paints of four `hard`
seats took a median 1.5-4.6 ms of the clock (90th percentile 18-25 ms) with the pool, 0.8-1.0 ms
(4.5-9 ms) without, on a loaded machine; the window's thread did the same work either way. Qt reads
`QT_NO_GUI_THREADPOOL` when it first needs the pool.
"""

from __future__ import annotations

import os


def paint_in_one_thread() -> None:
    """Before the first paint: Qt's raster engine uses no pool of threads in this process."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
