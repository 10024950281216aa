"""Command line entry point: the GUI by default, plus ``simulate``.

    muggins-desktop [--lang xx] [FILE]   start the app (and open FILE: a record or a named save)
    muggins-desktop simulate ...         computer-vs-computer matches
    muggins-desktop verify RECORD.jsonl  is the record provably fair? (exit 0 / 1; 2: bad input)
    muggins-desktop --screenshot F.png --demo dominoes [--size WxH] [--seed S] [--scale X]
                    [--text-scale T] [--high-contrast] [--deck D] [--card-back B]
                    [--tiles T] [--felt F] [--board-wood W]
    muggins-desktop --version

Every argument is checked here, before Qt is imported: a wrong value ends
with argparse's usage line, one error line and exit status 2, never a
traceback. ``--help`` and ``--version`` answer without loading Qt at all.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from muggins_desktop import __version__

DEMOS = ("dominoes", "cribbage", "cribbage-muggins")
#: Same codes as ``storage.settings.LANGUAGES`` (a test keeps them equal);
#: spelled out so that parsing the command line imports nothing heavy.
LANGUAGES = ("system", "en", "uk", "pl")
#: The looks a screenshot can show (the names of ``storage.settings``; a test keeps them equal).
LOOKS_CHOICES: dict[str, tuple[str, ...]] = {
    "deck": ("standard", "four_colour", "large_index"),
    "card_back": ("blue", "red", "green"),
    "tiles": ("ivory", "black", "coloured"),
    "felt": ("green", "blue", "dark", "burgundy"),
    "board_wood": ("oak", "walnut"),
}
#: Image formats Qt writes without extra plugins.
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".ppm", ".pgm", ".pbm", ".xbm", ".xpm")
SCALE_RANGE = (0.5, 4.0)
#: Same range as the ``text_scale`` setting (``ui.accessibility.MIN_SCALE``/``MAX_SCALE``).
TEXT_SCALE_RANGE = (1.0, 2.0)
SEED_LIMIT = 2**63
#: The GUI's options when none are given: the parser's defaults, and what a
#: plain start (a double click, no arguments) gets without building the
#: parser at all (argparse's help formatter alone costs a few ms of start-up).
GUI_DEFAULTS: dict[str, object] = {
    "screenshot": None,
    "demo": "dominoes",
    "size": (1280, 800),
    "seed": None,
    "players": 3,
    "scale": None,
    "text_scale": None,
    "high_contrast": False,
    "lang": None,
    "file": None,
    **dict.fromkeys(LOOKS_CHOICES),
}
#: The main window's smallest size in window pixels (``MainWindow`` sets it; a test keeps them equal).
#: A screenshot's --size divided by --scale must reach it, or Qt would enlarge the window unasked.
MIN_WINDOW = (640, 480)

#: The options that mean something only with --screenshot.
SCREENSHOT_ONLY = ("demo", "size", "seed", "players", "scale", "text_scale", "high_contrast", *LOOKS_CHOICES)


def seed_number(text: str) -> int:
    """A seed: a whole number from 0 to 2**63 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text[:40]!r}") from None
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError("must be from 0 to 2**63 - 1")
    return value


def scale_number(text: str) -> float:
    """A device pixel ratio: a finite number from 0.5 to 4."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number, not {text[:40]!r}") from None
    low, high = SCALE_RANGE
    if not math.isfinite(value) or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be a number from {low:g} to {high:g}")
    return value


def text_scale_number(text: str) -> float:
    """A text size: a finite number from 1 to 2 (1.5 is half as large again)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number, not {text[:40]!r}") from None
    low, high = TEXT_SCALE_RANGE
    if not math.isfinite(value) or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be a number from {low:g} to {high:g}")
    return value


def size_pair(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT in pixels, from 320x240 to 8000x8000."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"must look like 1280x800, not {text[:40]!r}")
    width, height = int(parts[0]), int(parts[1])
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError("must be between 320x240 and 8000x8000")
    return width, height


def image_path(text: str) -> str:
    """Where a screenshot goes: a file name with an image extension, in an existing folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a file name")
    path = Path(text)
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise argparse.ArgumentTypeError(
            f"must end in one of {', '.join(IMAGE_SUFFIXES)} (the image format follows the extension)"
        )
    from muggins_desktop.storage.files import WriteRefused, check_target, shown_path

    folder = path.parent
    try:
        if path.is_dir():
            raise argparse.ArgumentTypeError(f"{shown_path(text)} is a folder")
        if not folder.is_dir():
            raise argparse.ArgumentTypeError(f"the folder {shown_path(folder)} does not exist")
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{shown_path(text)} cannot be checked ({exc.strerror})") from None
    if not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"the folder {shown_path(folder)} cannot be written")
    try:
        check_target(path)  # never through a link, onto a FIFO or into a hard-linked file
    except WriteRefused as exc:
        raise argparse.ArgumentTypeError(f"{shown_path(text)} cannot be written: {exc.strerror}") from None
    return text


def opened_path(text: str) -> str:
    """FILE, made absolute: a running copy that is handed it has another working folder.

    Whether it exists or can be read is left to the window, which tells a
    bad file in one translated sentence and starts anyway (a file manager
    shows no terminal for argparse's line).
    """
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a file name")
    if text.startswith("file://"):  # a launcher that passes a URL where a path was asked for
        from urllib.parse import unquote, urlsplit

        text = unquote(urlsplit(text).path)
    return os.path.abspath(text)


def gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="muggins-desktop",
        description="Muggins dominoes and cribbage.",
        epilog="Run 'muggins-desktop simulate --help' for computer-vs-computer matches.",
    )
    p.add_argument("--version", action="version", version=f"muggins-desktop {__version__}")
    p.add_argument(
        "--screenshot", metavar="FILE", type=image_path, help="save a picture of the window to FILE and exit"
    )
    p.add_argument("--demo", choices=DEMOS, help="what the screenshot shows")
    p.add_argument(
        "--size",
        type=size_pair,
        metavar="WxH",
        help="picture size for the screenshot, WIDTHxHEIGHT (default 1280x800); divided by --scale, at least 640x480",
    )
    p.add_argument("--seed", type=seed_number, help="seed of the demo match")
    p.add_argument("--players", type=int, choices=(2, 3, 4), help="players in the demo match")
    p.add_argument("--scale", type=scale_number, help="device pixel ratio for the screenshot, 0.5 to 4 (e.g. 2)")
    p.add_argument(
        "--text-scale",
        type=text_scale_number,
        metavar="T",
        help="text size for the screenshot, 1 to 2 (e.g. 1.5)",
    )
    p.add_argument("--high-contrast", action="store_true", help="take the screenshot with the high-contrast theme")
    for name, choices in LOOKS_CHOICES.items():
        flag = "--" + name.replace("_", "-")
        p.add_argument(flag, choices=choices, help=f"the {name.replace('_', ' ')} the screenshot shows")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the window")
    p.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        type=opened_path,
        help="a match record (.jsonl) or a named save (.json) to open, as Game -> Open does",
    )
    p.set_defaults(**GUI_DEFAULTS)
    return p


def parse_gui_args(argv: Sequence[str]) -> argparse.Namespace:
    if not argv:
        return argparse.Namespace(**GUI_DEFAULTS)
    parser = gui_parser()
    args = parser.parse_args(list(argv))
    if args.screenshot is not None and args.file is not None:
        parser.error("FILE is not used with --screenshot")
    if args.screenshot is None:
        given = [name for name in SCREENSHOT_ONLY if getattr(args, name) != GUI_DEFAULTS[name]]
        if given:
            parser.error(f"--{given[0].replace('_', '-')} is used only with --screenshot")
    else:
        check_window_size(parser, args)
    return args


def check_window_size(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse a --size that, divided by --scale, is smaller than the main window can be."""
    scale = args.scale or 1.0
    width, height = args.size
    low_width, low_height = MIN_WINDOW
    if round(width / scale) < low_width or round(height / scale) < low_height:
        need = f"{math.ceil(low_width * scale)}x{math.ceil(low_height * scale)}"
        parser.error(
            f"--size {width}x{height} at --scale {scale:g} is smaller than the window's minimum of "
            f"{low_width}x{low_height} window pixels; use --size {need} or larger"
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "simulate":
        from muggins_desktop.simulate import main as simulate_main

        return simulate_main(args[1:])
    if args and args[0] == "verify":
        from muggins_desktop.verify import main as verify_main

        return verify_main(args[1:])
    if args and args[0] == "review":
        from muggins_desktop.review_cli import main as review_main

        return review_main(args[1:])
    options = parse_gui_args(args)
    # Only the parsed namespace goes on: the GUI modules never import this one.
    if options.screenshot:
        from muggins_desktop.ui.screenshots.mode import take_screenshot

        return take_screenshot(options)
    from muggins_desktop.ui.app.app import run_gui

    return run_gui(options)


if __name__ == "__main__":
    sys.exit(main())
