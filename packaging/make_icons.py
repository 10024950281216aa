"""Render the app icon from its SVG into every format the packages need.

    python3 packaging/make_icons.py

Writes, next to ``resources/icons/muggins-desktop.svg``:
``muggins-desktop-<N>.png`` for N in 16..512, ``muggins-desktop.ico``
(Windows; PNG-compressed entries, which every Windows since Vista reads) and
``muggins-desktop.icns`` (macOS; PNG entries ic04..ic10).

The SVG is the only hand-made file; everything else is regenerated from it, so
a new icon is one edit and one run. Rendering uses QtSvg, which ships with
PySide6-Essentials, so no extra tool (Inkscape, iconutil, ImageMagick) is
needed on any OS.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "muggins-desktop.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS types that hold PNG data, by pixel size.
ICNS_TYPES = (
    (16, b"icp4"),
    (32, b"icp5"),
    (64, b"icp6"),
    (128, b"ic07"),
    (256, b"ic08"),
    (512, b"ic09"),
    (1024, b"ic10"),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon at ``size`` x ``size`` pixels as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container whose images are stored as PNG."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container made of PNG entries (readable since macOS 10.7)."""
    body = b""
    for size, kind in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"Cannot read {SVG}")
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for size, _ in ICNS_TYPES}
    pngs = {size: render_png(renderer, size) for size in sorted(wanted)}
    for size in PNG_SIZES:
        (ICONS / f"muggins-desktop-{size}.png").write_bytes(pngs[size])
    (ICONS / "muggins-desktop.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "muggins-desktop.icns").write_bytes(icns_bytes(pngs))
    print(f"icons written to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
