"""Screenshots go to disk through the storage door (``storage/files.py``).

The image is encoded in memory and written atomically, so ``--screenshot``
never writes through a symbolic link, never blocks on a FIFO and never
leaves half a file.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QPixmap


def write_image(pixmap: QPixmap, path: str) -> bool:
    """Encode ``pixmap`` in memory, then write it through the storage door (atomic, never via a link or a FIFO)."""
    from pathlib import Path

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from muggins_desktop.storage.files import shown_path, write_file

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    suffix = Path(path).suffix.lstrip(".").upper() or "PNG"
    if not pixmap.save(buffer, suffix):
        print(f"muggins-desktop: error: cannot encode {shown_path(path)}", file=sys.stderr)
        return False
    buffer.close()
    try:
        write_file(Path(path), bytes(data.data()))
    except OSError as exc:
        print(f"muggins-desktop: error: cannot write {shown_path(path)} ({exc.strerror or exc})", file=sys.stderr)
        return False
    return True
