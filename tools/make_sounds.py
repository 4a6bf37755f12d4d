#!/usr/bin/env python3
"""Synthesise the game's sounds: ``assets/sounds/<name>.wav``, short and soft.

Six sounds, made here from sine waves and a little filtered noise (standard library only: no
samples, no third-party audio): the draw (a card slides off the stock), the discard (a card is
laid on the pile), a meld (two soft wooden notes), a canasta (a rising three-note chime), going
out (four notes up) and the end of a match (a gentle chord). Each is mono, 16-bit, 48 kHz (the
rate sound cards run at: since Qt 6.11, QSoundEffect plays a file of another rate on a stream of its
own where the device offers only 48 kHz, as Windows devices commonly do), under half a second, with
a soft attack and a decay to silence, and peaks well below full scale (`PEAK`). The noise comes from
a seeded generator: the files are the same on every run.

Usage::

    python tools/make_sounds.py [OUTPUT_DIR]      (default: assets/sounds)
"""

from __future__ import annotations

import array
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 48_000
#: The loudest sample of every sound, as a fraction of full scale (about -10 dBFS): soft beside music.
PEAK = 0.32
NAMES = ("draw", "discard", "meld", "canasta", "go_out", "match_over")
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

#: Note frequencies (equal temperament, A4 = 440 Hz).
G4, C5, E5, G5, A5, C6 = 392.00, 523.25, 659.26, 783.99, 880.00, 1046.50


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def _add(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Mix `sound` into `into` from `at` seconds on (cut at the end of `into`)."""
    start = int(round(at * RATE))
    for index, value in enumerate(sound[:max(0, len(into) - start)]):
        into[start + index] += gain * value


def _note(frequency: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1, 1.0),),
          attack: float = 0.004) -> list[float]:
    """A struck note: its partials (frequency ratio, amplitude), a short linear attack, an exponential decay."""
    out = []
    for index in range(int(round(seconds * RATE))):
        t = index / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(envelope * sum(amplitude * math.sin(2 * math.pi * frequency * ratio * t)
                                  for ratio, amplitude in partials))
    return out


def _noise(seconds: float, cutoff: float, rise: float, decay: float, seed: int) -> list[float]:
    """Noise through a one-pole low-pass at `cutoff` Hz (lower: duller), under a rise-then-decay envelope."""
    generator = random.Random(seed)
    smooth = math.exp(-2 * math.pi * cutoff / RATE)
    out, level = [], 0.0
    for index in range(int(round(seconds * RATE))):
        t = index / RATE
        level = smooth * level + (1 - smooth) * generator.uniform(-1.0, 1.0)
        envelope = min(1.0, t / rise) * math.exp(-max(0.0, t - rise) / decay)
        out.append(envelope * level)
    return out


def _finish(samples: list[float], peak: float = PEAK) -> list[float]:
    """Scaled to `peak`, with a 3 ms fade in and a 25 ms fade out to silence (no click at either end)."""
    loudest = max(abs(value) for value in samples) or 1.0
    scaled = [value * peak / loudest for value in samples]
    fade_in, fade_out = int(0.003 * RATE), int(0.025 * RATE)
    for index in range(fade_in):
        scaled[index] *= index / fade_in
    for index in range(fade_out):
        scaled[-1 - index] *= index / fade_out
    return scaled


WOOD = ((1, 1.0), (3.9, 0.12))                 # a marimba's bar: the fundamental and a faint 4th partial
BELL = ((1, 1.0), (2.0, 0.28), (3.0, 0.08))    # a soft chime


def draw() -> list[float]:
    """A card slides off the stock: a short, dull swish."""
    return _finish(_noise(0.16, cutoff=650, rise=0.035, decay=0.03, seed=1))


def discard() -> list[float]:
    """A card is laid on the pile: a soft tap with a low body."""
    out = _silence(0.13)
    _add(out, _noise(0.05, cutoff=1800, rise=0.002, decay=0.008, seed=2), 0.0)
    _add(out, _note(170.0, 0.13, decay=0.03, attack=0.002), 0.0, gain=0.9)
    return _finish(out, PEAK * 0.9)


def meld() -> list[float]:
    """Cards go down on the table: two soft wooden notes."""
    out = _silence(0.32)
    _add(out, _note(E5, 0.32, decay=0.09, partials=WOOD), 0.0)
    _add(out, _note(A5, 0.24, decay=0.09, partials=WOOD), 0.08)
    return _finish(out)


def canasta() -> list[float]:
    """A canasta: a rising three-note chime."""
    out = _silence(0.46)
    for index, frequency in enumerate((C5, E5, G5)):
        _add(out, _note(frequency, 0.46 - 0.07 * index, decay=0.16, partials=BELL), 0.07 * index)
    return _finish(out)


def go_out() -> list[float]:
    """Going out: four quick notes up."""
    out = _silence(0.48)
    for index, frequency in enumerate((G4, C5, E5, G5)):
        _add(out, _note(frequency, 0.48 - 0.06 * index, decay=0.12, partials=BELL), 0.06 * index)
    return _finish(out)


def match_over() -> list[float]:
    """The end of a match: a gentle chord that fades."""
    out = _silence(0.49)
    for frequency, gain in ((C5, 1.0), (E5, 0.8), (G5, 0.7), (C6, 0.45)):
        _add(out, _note(frequency, 0.49, decay=0.2, partials=BELL, attack=0.025), 0.0, gain)
    return _finish(out)


def wav_bytes(samples: list[float]) -> bytes:
    """A mono 16-bit WAV file of `samples` (each from -1 to 1)."""
    pcm = array.array("h", (int(round(value * 32767)) for value in samples))
    if sys.byteorder == "big":
        pcm.byteswap()                             # WAV data is little-endian
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def sounds() -> dict[str, bytes]:
    """Every sound's WAV file, by name."""
    makers = {"draw": draw, "discard": discard, "meld": meld, "canasta": canasta, "go_out": go_out,
              "match_over": match_over}
    return {name: wav_bytes(makers[name]()) for name in NAMES}


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, data in sounds().items():
        (out / f"{name}.wav").write_bytes(data)
        print(out / f"{name}.wav", len(data), "bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
