"""Entry script for the frozen app (PyInstaller needs a file, not an entry point).

Keep it to this one import: the command line answers ``--version``, ``--help``
and ``simulate`` before anything loads Qt, and the spec's run-time hook
(``pyi_rth_pyside6_lazy.py``) no longer loads QtCore ahead of it, so whatever
is imported here is on the path of every start.
"""

import sys

from muggins_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
