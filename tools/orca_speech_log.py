"""Start Orca with everything it says written, line by line, to a file.

    /usr/bin/python3 tools/orca_speech_log.py SPEECH.log [orca options...]

Orca keeps a Python logger named "speech" for its own regression tests:
every utterance goes to it as "SPEECH OUTPUT: '...'", whether or not a
speech synthesiser is there to play it. This adds a file handler with the
wall-clock time (the format of Orca's debug file, which ``orca_transcript.py``
reads) and then runs ``/usr/bin/orca`` as usual. Unlike ``--debug-file``
(full debug level: Orca falls ten seconds behind on a busy two-core machine,
and the file is cut short when Orca is stopped), this is cheap and flushed
line by line.
"""

from __future__ import annotations

import logging
import runpy
import sys

handler = logging.FileHandler(sys.argv[1], mode="w", encoding="utf-8")
handler.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d - %(message)s", "%H:%M:%S"))
speech = logging.getLogger("speech")
speech.setLevel(logging.INFO)
speech.addHandler(handler)
sys.argv = ["orca", *sys.argv[2:]]
runpy.run_path("/usr/bin/orca", run_name="__main__")
