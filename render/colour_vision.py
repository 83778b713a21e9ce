"""How far apart two colours look, with and without colour vision: the
Machado-Oliveira-Fernandes (2009) simulation of dichromacy at severity 1 and the
CIEDE2000 colour difference, and WCAG's contrast ratio of lightness. Used to check the
palette, and to pick a rim for a seat colour where it meets a dark panel."""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

#: Machado, Oliveira and Fernandes 2009, severity 1.0, applied to linear RGB
MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: normal vision and the three dichromacies
VISIONS = ("normal", *MACHADO)


def _to_linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(color: RGB, vision: str) -> tuple[float, float, float]:
    """`color` as seen with `vision` (sRGB, 0..255, not rounded)."""
    if vision == "normal":
        return (float(color[0]), float(color[1]), float(color[2]))
    lin = [_to_linear(c) for c in color]
    return tuple(255 * _to_srgb(sum(m * v for m, v in zip(row, lin, strict=True)))
                 for row in MACHADO[vision])  # type: ignore[return-value]


def lab(color: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour given 0..255."""
    r, g, b = (_to_linear(c) for c in color)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference of two L*a*b* colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2
                     + r_t * (dc / s_c) * (d_h / s_h))


def difference(c1: RGB, c2: RGB, vision: str = "normal") -> float:
    """How different two colours look to someone with `vision` (CIEDE2000)."""
    return ciede2000(lab(simulate(c1, vision)), lab(simulate(c2, vision)))


def _luminance(color: tuple[float, float, float]) -> float:
    r, g, b = (_to_linear(min(255.0, max(0.0, c))) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(c1: RGB, c2: RGB, vision: str = "normal") -> float:
    """WCAG's contrast ratio (1 to 21) of two colours as seen with `vision`."""
    a, b = _luminance(simulate(c1, vision)), _luminance(simulate(c2, vision))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def least_contrast(c1: RGB, c2: RGB) -> float:
    """The lowest contrast ratio of two colours under normal vision and each of the
    simulated dichromacies."""
    return min(contrast(c1, c2, vision) for vision in VISIONS)
