"""Take the documentation screenshots in every language.

    python3 tools/screenshots.py [--out docs/screenshots] [--lang uk pl en]

For each language it writes:
``main-<lang>.png`` (the dominoes table), ``cribbage-<lang>.png`` (the
cribbage table during the play), ``muggins-answer-<lang>.png`` (a computer's
declared count waiting for the player's Muggins answer),
``new-game-<lang>.png`` (the new-game dialog set up for cribbage) and
``rules-<lang>.png`` (Help → Rules).

The table pictures come from the app's own ``--screenshot`` mode, run in a
fresh process each, so they show exactly what a player sees; the dialogs are
built here and grabbed offscreen.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TABLES = {
    "main": ["--demo", "dominoes"],
    "cribbage": ["--demo", "cribbage"],
    "muggins-answer": ["--demo", "cribbage-muggins"],
}


def table_shots(out: Path, language: str, size: str) -> None:
    env = dict(os.environ, MUGGINS_DESKTOP_HOME=tempfile.mkdtemp(prefix="muggins-shots-"))
    for name, args in TABLES.items():
        target = out / f"{name}-{language}.png"
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "muggins_desktop",
                "--screenshot",
                str(target),
                "--size",
                size,
                "--lang",
                language,
                *args,
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        status = "ok" if result.returncode == 0 else f"failed ({result.returncode}): {result.stderr.strip()[-300:]}"
        print(f"{target.name}: {status}")


def dialog_shots(out: Path, language: str) -> None:
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.dialogs.new_game import NewGameDialog
    from muggins_desktop.ui.dialogs.rules import RulesDialog
    from muggins_desktop.ui.text.i18n import install_translator

    app = QApplication.instance() or QApplication([sys.argv[0]])
    install_translator(app, language)

    dialog = NewGameDialog(game="cribbage")
    dialog.show()
    dialog.adjustSize()
    app.processEvents()
    dialog.grab().save(str(out / f"new-game-{language}.png"))
    print(f"new-game-{language}.png: ok")
    dialog.close()

    rules = RulesDialog(language)
    rules.resize(760, 700)
    rules.show()
    app.processEvents()
    rules.grab().save(str(out / f"rules-{language}.png"))
    print(f"rules-{language}.png: ok")
    rules.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Take the documentation screenshots.")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--lang", nargs="+", default=["uk", "pl", "en"])
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("MUGGINS_DESKTOP_HOME", tempfile.mkdtemp(prefix="muggins-shots-"))
    for language in args.lang:
        table_shots(args.out, language, args.size)
        dialog_shots(args.out, language)
    return 0


if __name__ == "__main__":
    sys.exit(main())
