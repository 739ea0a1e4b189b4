"""Writes web/src/assets/turn.wav, the browser app's "your turn" sound: two short
notes (E5, then A5) with a soft attack and a fading tail, 16 kHz, 16-bit mono.

Made here from sine waves so the app ships no sound it did not make itself. Run it
again only to change the sound: ``python3 scripts/make_turn_sound.py``.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 16_000
NOTES = ((659.25, 0.0, 0.16), (880.0, 0.12, 0.30))  # (hertz, start s, length s)
LENGTH = 0.45
VOLUME = 0.35

OUT = Path(__file__).resolve().parent.parent / "web" / "src" / "assets" / "turn.wav"


def sample(t: float) -> float:
    value = 0.0
    for hertz, start, length in NOTES:
        local = t - start
        if 0.0 <= local < length:
            attack = min(1.0, local / 0.008)
            fade = math.exp(-5.0 * local / length)
            tone = math.sin(2 * math.pi * hertz * local) + 0.25 * math.sin(4 * math.pi * hertz * local)
            value += attack * fade * tone
    return value


def main() -> None:
    frames = bytearray()
    for n in range(int(RATE * LENGTH)):
        value = max(-1.0, min(1.0, VOLUME * sample(n / RATE)))
        frames += struct.pack("<h", round(value * 32_767))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
