"""Command line entry point: the GUI by default, plus ``simulate``.

    muggins-desktop                      start the app
    muggins-desktop simulate ...         computer-vs-computer matches
    muggins-desktop --screenshot F.png --demo dominoes [--size WxH] [--seed S]
    muggins-desktop --version
"""

from __future__ import annotations

import sys
from typing import Sequence

from muggins_desktop import __version__


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "simulate":
        from muggins_desktop.simulate import main as simulate_main

        return simulate_main(args[1:])
    if args and args[0] == "review":
        from muggins_desktop.coach.review_cli import main as review_main

        return review_main(args[1:])
    if "--version" in args:
        print(f"muggins-desktop {__version__}")
        return 0
    from muggins_desktop.ui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
