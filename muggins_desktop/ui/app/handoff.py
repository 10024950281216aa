"""A second start hands over to the copy already running, then leaves.

Double-clicking a record in the file manager, or the launcher once more,
while the app is open should bring the open window forward (and open that
record there), not say "already open" and leave the player to find the
window. Two copies must never share the user folder (``storage/lock.py``),
so the second one only talks: the copy that holds the folder's lock listens
on a local socket (``HandoffServer``, started after its first paint), and a
start that finds the lock taken connects, sends one line of JSON
(``{"file": path or null}``) and waits for ``ok``. Only when nobody answers
(a copy from before this existed, or one that hangs) does the start fall
back to the sentence that the app is already open.

The socket's name is derived from the lock file's path, so each user
folder (and each test's temporary home) has its own. On Linux it lives in
``$XDG_RUNTIME_DIR``, which only its user can enter; elsewhere Qt puts it in
the temporary folder (a named pipe on Windows), readable by its user only
(``UserAccessOption``). A message is at most ``MAX_MESSAGE`` bytes; anything
longer, or not JSON of that shape, is dropped unanswered.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

MAX_MESSAGE = 64 * 1024
ACK = b"ok\n"
#: How long a second start tries to reach the first: the first opens its socket after its first paint.
WAIT_MS = 3000
SLICE_MS = 50


def server_name(lock_file: Path) -> str:
    """The socket's name for the user folder whose lock is ``lock_file``."""
    digest = hashlib.sha256(str(lock_file).encode("utf-8", "surrogateescape")).hexdigest()[:16]
    name = f"muggins-desktop-{digest}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if sys.platform != "win32" and runtime and os.path.isdir(runtime):
        return os.path.join(runtime, name)
    return name


def encode(file: str | None) -> bytes:
    return json.dumps({"file": file}, ensure_ascii=True).encode("ascii") + b"\n"


def decode(line: bytes) -> str | None:
    """The file a message asks to open ("" to come forward only), or None when it is not a message."""
    try:
        message = json.loads(line.decode("utf-8"))
    except ValueError:
        return None
    if not isinstance(message, dict):
        return None
    file = message.get("file")
    if file is None:
        return ""
    return file if isinstance(file, str) and file and "\0" not in file else None


class HandoffServer(QObject):
    """The running copy's ear: ``wanted`` carries each later start's file ("" when it gave none)."""

    wanted = Signal(str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening; False (and the app runs on without it) when the name cannot be taken."""
        # A socket file left by a copy that crashed: this process holds the folder's lock, so it is stale.
        QLocalServer.removeServer(self.name)
        return bool(self.server.listen(self.name))

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            received = bytearray()
            socket.readyRead.connect(lambda s=socket, r=received: self._read(s, r))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket, received)

    def _read(self, socket: QLocalSocket, received: bytearray) -> None:
        received += bytes(socket.readAll().data())
        line, newline, _rest = bytes(received).partition(b"\n")
        if not newline:
            if len(received) > MAX_MESSAGE:
                socket.abort()
            return
        file = decode(line) if len(line) <= MAX_MESSAGE else None
        if file is None:
            socket.abort()
            return
        socket.write(ACK)
        socket.flush()
        socket.disconnectFromServer()
        self.wanted.emit(file)


def hand_over(name: str, file: str | None, wait_ms: int = WAIT_MS) -> bool:
    """Ask the copy listening on ``name`` to come forward (and open ``file``); True once it said ok.

    Blocking, with no event loop: it runs before this start has a window,
    and a start that hands over never makes one.
    """
    deadline = time.monotonic() + wait_ms / 1000
    socket = QLocalSocket()
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(_left(deadline)):
            break
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)  # not listening yet: the first copy is still painting its window
    socket.write(encode(file))
    if not socket.waitForBytesWritten(_left(deadline)):
        socket.abort()
        return False
    answer = bytearray()
    while ACK not in answer:
        # Short waits: a blocking wait holds Python's lock, and a listener in this same process
        # (the tests) could not answer until it ended.
        socket.waitForReadyRead(SLICE_MS)
        answer += bytes(socket.readAll().data())  # the answer may come with the hang-up
        gone = socket.state() == QLocalSocket.LocalSocketState.UnconnectedState
        if ACK not in answer and (gone or time.monotonic() >= deadline):
            socket.abort()
            return False
    socket.abort()
    return True


def _left(deadline: float) -> int:
    return max(1, int((deadline - time.monotonic()) * 1000))
