"""Colour arithmetic for the looks' checks: WCAG contrast, colour-blindness simulation, CIELAB distance.

Pure Python on ``#rrggbb`` strings, so the tests and ``tools/table_contrast.py``
measure exactly the values that ``themes`` holds. The simulation uses the
matrices of Machado, Oliveira and Fernandes (2009) at full severity, applied
in linear RGB.
"""

from __future__ import annotations

import math

RGB = tuple[float, float, float]

# Machado et al. 2009, severity 1.0 (linear RGB).
SIMULATIONS: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def parse(colour: str) -> tuple[RGB, float]:
    """``#rrggbb`` or ``#rrggbbaa`` as (r, g, b) in 0..1 and alpha."""
    text = colour.lstrip("#")
    values = [int(text[i : i + 2], 16) / 255 for i in range(0, len(text), 2)]
    alpha = values[3] if len(values) == 4 else 1.0
    return (values[0], values[1], values[2]), alpha


def to_hex(rgb: RGB) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


def over(fg: str, bg: str) -> str:
    """``fg`` (with its alpha) painted over the opaque ``bg``."""
    (fr, fg_, fb), a = parse(fg)
    (br, bg_, bb), _ = parse(bg)
    return to_hex((fr * a + br * (1 - a), fg_ * a + bg_ * (1 - a), fb * a + bb * (1 - a)))


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def luminance(colour: str) -> float:
    (r, g, b), _ = parse(colour)
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def contrast(fg: str, bg: str) -> float:
    """The WCAG 2 contrast ratio of two opaque colours."""
    a, b = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def simulate(colour: str, kind: str) -> str:
    """How ``colour`` looks with the colour-vision deficiency ``kind``."""
    (r, g, b), _ = parse(colour)
    lin = (_linear(r), _linear(g), _linear(b))
    m = SIMULATIONS[kind]
    return to_hex(tuple(_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3)))  # type: ignore[arg-type]


def lab(colour: str) -> RGB:
    """CIELAB (D65) of an sRGB colour."""
    (r, g, b), _ = parse(colour)
    lr, lg, lb = _linear(r), _linear(g), _linear(b)
    x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
    y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: str, b: str) -> float:
    """CIE76 colour difference (ΔE*ab): about 2.3 is just noticeable, over 20 is plainly different."""
    return math.dist(lab(a), lab(b))
