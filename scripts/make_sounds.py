#!/usr/bin/env python3
"""Synthesize the card tables' three sounds (maintainer script).

    python3 scripts/make_sounds.py

Writes ``card.wav`` (a card laid on the felt), ``shuffle.wav`` (a riffle
shuffle) and ``call.wav`` (a two-note chime for a call such as "Truco!") to
``src/cardavia/web/static/cardavia/sounds/``, and their ``SOUNDS.md`` with
each file's sha256. Mono, 22050 Hz, 16-bit PCM, each normalized to a peak of
-6 dBFS. Everything is made here from noise and sines with a fixed random
seed, so running it again gives byte-identical files (a test checks that the
files are what this script makes). Standard library only.
"""

from __future__ import annotations

import bisect
import hashlib
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK_DBFS = -6.0
SEED = 20240601
OUT = Path(__file__).resolve().parent.parent / "src/cardavia/web/static/cardavia/sounds"

Signal = list[float]


# --- building blocks ---------------------------------------------------------------------------


def samples(seconds: float) -> int:
    return round(seconds * RATE)


def noise(rng: random.Random, n: int) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def biquad(signal: Signal, kind: str, freq: float, q: float) -> Signal:
    """An RBJ-cookbook low-pass, high-pass or band-pass (constant 0 dB peak) filter."""
    w = 2 * math.pi * freq / RATE
    alpha = math.sin(w) / (2 * q)
    cos = math.cos(w)
    if kind == "lowpass":
        b = ((1 - cos) / 2, 1 - cos, (1 - cos) / 2)
    elif kind == "highpass":
        b = ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2)
    else:  # bandpass
        b = (alpha, 0.0, -alpha)
    a0, a1, a2 = 1 + alpha, -2 * cos, 1 - alpha
    b0, b1, b2 = (value / a0 for value in b)
    a1, a2 = a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def rise(t: float, length: float) -> float:
    """A raised-cosine attack: 0 at t=0, 1 from t=length on."""
    if t >= length:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * max(t, 0.0) / length)


def fade_out(signal: Signal, seconds: float) -> Signal:
    """End on silence: a raised-cosine fade over the last ``seconds``."""
    n = samples(seconds)
    total = len(signal)
    return [x * (rise((total - 1 - i) / RATE, seconds) if i >= total - n else 1.0) for i, x in enumerate(signal)]


def normalize(signal: Signal, peak_dbfs: float = PEAK_DBFS) -> Signal:
    peak = max(abs(x) for x in signal)
    gain = 10 ** (peak_dbfs / 20) / peak
    return [x * gain for x in signal]


def to_wav(signal: Signal) -> bytes:
    """16-bit mono PCM; the values are within -1..1 after normalize(), so nothing clips."""
    frames = struct.pack(f"<{len(signal)}h", *(max(-32767, min(32767, round(x * 32767))) for x in signal))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


# --- the three sounds --------------------------------------------------------------------------


def card(rng: random.Random) -> Signal:
    """A card laid on felt, 75 ms: a muffled noise tap over a soft low thump, with a faint snap."""
    n = samples(0.075)
    body = biquad(noise(rng, n), "bandpass", 1100, 0.8)
    snap = biquad(noise(rng, n), "bandpass", 2600, 1.4)
    out = []
    for i in range(n):
        t = i / RATE
        thump = 0.3 * math.sin(2 * math.pi * 190 * t) * math.exp(-t / 0.012)
        out.append(rise(t, 0.0015) * (body[i] * math.exp(-t / 0.009) + thump + 0.45 * snap[i] * math.exp(-t / 0.0015)))
    # No DC (the thump's first half-wave would leave some), and an end on silence.
    return normalize(fade_out(biquad(out, "highpass", 90, 0.7), 0.012))


def shuffle(rng: random.Random) -> Signal:
    """A riffle shuffle, 0.72 s: 48 card clicks, sparse, then dense, then sparse, over a faint swish."""
    n = samples(0.72)
    start, end = 0.015, 0.66  # the riffle itself; after it the last clicks ring out
    cards = 48

    def density(t: float) -> float:
        if not start <= t <= end:
            return 0.0
        return math.sin(math.pi * (t - start) / (end - start)) ** 1.5

    # Click times follow the density (the rate rises, peaks, falls): the k-th click at the
    # (k + 1/2 + jitter)/cards quantile of it, as a riffle is regular but not mechanical.
    grid = [start + (end - start) * i / 2000 for i in range(2001)]
    cumulative = [0.0]
    for a, b in zip(grid, grid[1:]):
        cumulative.append(cumulative[-1] + density((a + b) / 2))
    clicks = []
    for k in range(cards):
        target = (k + 0.5 + rng.uniform(-0.3, 0.3)) / cards * cumulative[-1]
        when = grid[bisect.bisect_left(cumulative, target)]
        clicks.append((when, 0.6 + 0.4 * density(when) * rng.uniform(0.6, 1.0)))
    envelope = [0.0] * n
    for when, level in clicks:
        first = samples(when)
        for i in range(first, min(n, first + samples(0.012))):
            age = (i - first) / RATE
            envelope[i] += level * rise(age, 0.0003) * math.exp(-age / 0.0016)
    bright = biquad(biquad(noise(rng, n), "bandpass", 2800, 0.9), "highpass", 700, 0.7)
    swish = biquad(noise(rng, n), "bandpass", 1700, 0.6)
    out = [
        envelope[i] * bright[i] + 0.22 * density(i / RATE) * swish[i]
        for i in range(n)
    ]
    return normalize(fade_out(out, 0.03))


def call(rng: random.Random) -> Signal:
    """A call, 0.32 s: two soft sine chimes a fourth apart (E5 then A5), each with a little harmonic."""
    n = samples(0.32)
    notes = ((0.0, 659.26, 0.75, 0.065), (0.085, 880.0, 1.0, 0.075))  # start, Hz, level, decay
    out = []
    for i in range(n):
        t = i / RATE
        value = 0.0
        for start, freq, level, decay in notes:
            age = t - start
            if age < 0:
                continue
            envelope = level * rise(age, 0.008)
            value += envelope * (
                math.sin(2 * math.pi * freq * age) * math.exp(-age / decay)
                + 0.16 * math.sin(2 * math.pi * 2 * freq * age) * math.exp(-age / (decay / 1.8))
                + 0.05 * math.sin(2 * math.pi * 3 * freq * age) * math.exp(-age / (decay / 3))
            )
        out.append(value)
    return normalize(fade_out(out, 0.03))


SOUNDS = {
    "card": (card, "a card laid on the felt: a 75 ms soft thump and muffled tap"),
    "shuffle": (shuffle, "a riffle shuffle: 0.72 s of 48 card clicks, sparse, dense, sparse"),
    "call": (call, 'a call such as "Truco!": a 0.32 s two-note chime, E5 then A5'),
}


def render() -> dict[str, bytes]:
    """Each sound's WAV bytes; one seeded generator per sound, so each is independent of the others."""
    return {name: to_wav(make(random.Random(f"{SEED}-{name}"))) for name, (make, _about) in SOUNDS.items()}


def stats(data: bytes) -> tuple[float, float, float]:
    """(seconds, peak dBFS, RMS dBFS) of 16-bit mono WAV bytes."""
    with wave.open(io.BytesIO(data)) as wav:
        frames = wav.readframes(wav.getnframes())
    values = struct.unpack(f"<{len(frames) // 2}h", frames)
    peak = max(abs(v) for v in values) / 32768
    rms = math.sqrt(sum(v * v for v in values) / len(values)) / 32768
    return len(values) / RATE, 20 * math.log10(peak), 20 * math.log10(rms)


def notes(files: dict[str, bytes]) -> str:
    rows = "\n".join(
        f"| `{name}.wav` | {SOUNDS[name][1]} | {len(data):,} | {hashlib.sha256(data).hexdigest()} |"
        for name, data in files.items()
    )
    return f"""# The card tables' sounds

Made for Cardavia by `scripts/make_sounds.py`, which synthesizes them from
seeded noise and sines (standard library only; no recordings, no samples from
elsewhere). To make them again, byte for byte:

    python3 scripts/make_sounds.py

Mono, 22050 Hz, 16-bit PCM, each peaking at -6 dBFS. They play only when a
visitor turns Sound on in Settings (off by default).

Licence: the project's own work, dedicated to the public domain under
[CC0-1.0](https://creativecommons.org/publicdomain/zero/1.0/).

| File | Sound | Bytes | sha256 |
| --- | --- | ---: | --- |
{rows}
"""


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    files = render()
    for name, data in files.items():
        (OUT / f"{name}.wav").write_bytes(data)
        seconds, peak, rms = stats(data)
        print(f"{name}.wav: {len(data)} bytes, {seconds:.3f} s, peak {peak:.1f} dBFS, RMS {rms:.1f} dBFS")
    (OUT / "SOUNDS.md").write_text(notes(files), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
