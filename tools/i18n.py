"""Refresh and compile the app's translations with Qt's own tools.

    python3 tools/i18n.py update    # lupdate: sources -> .ts (keeps translations)
    python3 tools/i18n.py release   # lrelease: .ts -> .qm
    python3 tools/i18n.py all       # both (the usual step after changing UI text)
    python3 tools/i18n.py check     # fail if a .ts is stale or a translation is missing

The English catalogue holds only the plural messages: every other English
text is its own source string, but "%n point(s)" still needs "1 point" and
"2 points". Ukrainian and Polish hold every message.

The tools come with PySide6 (``PySide6/lupdate``, ``PySide6/lrelease``); the
``pyside6-lupdate`` wrappers on PATH are used when the binaries are not found.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "muggins_desktop"
SOURCES_DIR = PACKAGE / "ui"
TRANSLATIONS_DIR = ROOT / "resources" / "translations"  # installed as muggins_desktop/resources
LANGUAGES = ("en", "uk", "pl")
FULL_LANGUAGES = ("uk", "pl")  # must translate every message


def qt_tool(name: str) -> str:
    """Path of a Qt Linguist tool shipped with PySide6."""
    try:
        import PySide6

        candidate = Path(PySide6.__file__).resolve().parent / name
        for path in (candidate, candidate.with_suffix(".exe")):
            if path.is_file():
                return str(path)
    except ImportError:
        pass
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if not found:
        raise SystemExit(f"Cannot find Qt's {name}; install PySide6-Essentials.")
    return found


def source_files() -> list[Path]:
    """Every Python file whose strings may be shown to a player."""
    return sorted(p for p in SOURCES_DIR.rglob("*.py") if "__pycache__" not in p.parts)


_CONTEXT_RE = re.compile(r'^CONTEXT\s*=\s*["\']([A-Za-z_][\w.]*)["\']', re.MULTILINE)
# A module's own tr: the shared Translator, or a ``def tr`` of its own.
_HELPER_RE = re.compile(r"^(?:tr\s*=\s*Translator\(CONTEXT\)|def tr\()", re.MULTILINE)


class _LupdateRewriter(ast.NodeTransformer):
    """Spells translation calls the way every lupdate version understands.

    - ``tr(text[, n])`` of a module-level helper becomes
      ``QCoreApplication.translate(CONTEXT, text[, "", 1])``;
    - a plural ``QCoreApplication.translate(ctx, text, d, count)`` gets a
      literal count: lupdate 6.11 only marks a message as plural when the
      count is a number literal (a variable or ``int(n)`` loses the plural or
      the whole message), while 6.12 accepts any expression.
    The copy only feeds lupdate; the running code is untouched.
    """

    def __init__(self, context: str | None) -> None:
        self.context = context

    @staticmethod
    def _translate(args: list[ast.expr]) -> ast.Call:
        func = ast.Attribute(ast.Name("QCoreApplication", ast.Load()), "translate", ast.Load())
        return ast.Call(func, args, [])

    @staticmethod
    def _text(node: ast.expr | None) -> ast.expr:
        return node if isinstance(node, ast.Constant) and isinstance(node.value, str) else ast.Constant("")

    def visit_Call(self, node: ast.Call) -> ast.AST:  # ast API
        self.generic_visit(node)
        func = node.func
        keywords = {k.arg: k.value for k in node.keywords}
        if self.context and isinstance(func, ast.Name) and func.id == "tr" and node.args:
            args: list[ast.expr] = [ast.Constant(self.context), node.args[0]]
            if len(node.args) > 1 or "n" in keywords:
                args += [ast.Constant(""), ast.Constant(1)]
            return self._translate(args)
        if isinstance(func, ast.Attribute) and func.attr == "translate" and len(node.args) >= 2:
            count = node.args[3] if len(node.args) > 3 else keywords.get("n")
            if count is not None:
                disambiguation = node.args[2] if len(node.args) > 2 else keywords.get("disambiguation")
                return self._translate([node.args[0], node.args[1], self._text(disambiguation), ast.Constant(1)])
        return node


def lupdate_inputs(scratch: Path) -> list[Path]:
    """The files to give lupdate, with translation calls made explicit.

    Some modules keep their sentences together behind a small helper
    (``CONTEXT = "X"`` and ``tr = Translator(CONTEXT)`` of ui/text/tr.py,
    which calls ``QCoreApplication.translate(CONTEXT, ...)``), and plural
    ``QCoreApplication.translate`` calls pass the count in a variable.
    lupdate follows neither reliably, so such modules are handed to it as a
    rewritten copy (see ``_LupdateRewriter``). The running app is
    unaffected: it asks for the same context and text.
    """
    inputs = []
    for path in source_files():
        text = path.read_text(encoding="utf-8")
        match = _CONTEXT_RE.search(text)
        helper = bool(match and _HELPER_RE.search(text))
        if not helper and ".translate(" not in text:
            inputs.append(path)
            continue
        tree = _LupdateRewriter(match.group(1) if helper and match else None).visit(ast.parse(text))
        copy = scratch / path.relative_to(PACKAGE).with_suffix(".py")
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(ast.unparse(ast.fix_missing_locations(tree)), encoding="utf-8")
        inputs.append(copy)
    return inputs


def ts_path(language: str, folder: Path = TRANSLATIONS_DIR) -> Path:
    return folder / f"muggins_{language}.ts"


def qm_path(language: str, folder: Path = TRANSLATIONS_DIR) -> Path:
    return folder / f"muggins_{language}.qm"


def run_lupdate(folder: Path = TRANSLATIONS_DIR, quiet: bool = True) -> None:
    """Create or refresh the .ts files in ``folder`` from the sources."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        files = [str(p) for p in lupdate_inputs(Path(scratch))]
        for language in LANGUAGES:
            cmd = [
                qt_tool("lupdate"),
                *files,
                "-ts",
                str(ts_path(language, folder)),
                "-target-language",
                language,
                "-no-obsolete",
                "-locations",
                "none",
            ]
            if language not in FULL_LANGUAGES:
                cmd.append("-pluralonly")
            if quiet:
                cmd.append("-silent")
            subprocess.run(cmd, check=True)


def run_lrelease(folder: Path = TRANSLATIONS_DIR, quiet: bool = True) -> None:
    """Compile every .ts in ``folder`` to its .qm."""
    for language in LANGUAGES:
        cmd = [qt_tool("lrelease"), str(ts_path(language, folder)), "-qm", str(qm_path(language, folder))]
        if quiet:
            cmd.append("-silent")
        subprocess.run(cmd, check=True)


@dataclass(frozen=True)
class Message:
    """One message of a .ts file, reduced to what identifies it and its state."""

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    finished: bool


def read_ts(path: Path) -> list[Message]:
    """Parse a .ts file (obsolete and vanished entries are skipped)."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            trans = msg.find("translation")
            kind = trans.get("type") if trans is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = msg.get("numerus") == "yes"
            if trans is None:
                texts: tuple[str, ...] = ()
            elif numerus:
                texts = tuple((f.text or "") for f in trans.iter("numerusform"))
            else:
                texts = (trans.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=msg.findtext("source") or "",
                    comment=msg.findtext("comment") or "",
                    numerus=numerus,
                    translations=texts,
                    finished=kind is None,
                )
            )
    return messages


def message_keys(messages: list[Message]) -> set[tuple[str, str, str, bool]]:
    return {(m.context, m.source, m.comment, m.numerus) for m in messages}


def problems(folder: Path = TRANSLATIONS_DIR) -> list[str]:
    """Everything that makes the committed translations incomplete or stale."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        run_lupdate(fresh)
        for language in LANGUAGES:
            committed = ts_path(language, folder)
            if not committed.exists():
                found.append(f"{committed.name}: missing")
                continue
            want = message_keys(read_ts(ts_path(language, fresh)))
            have = message_keys(read_ts(committed))
            for key in sorted(want - have):
                found.append(f"{committed.name}: not extracted yet [{key[0]}] {key[1]!r}")
            for key in sorted(have - want):
                found.append(f"{committed.name}: no longer in the sources [{key[0]}] {key[1]!r}")
    for language in LANGUAGES:
        path = ts_path(language, folder)
        if not path.exists():
            continue
        for m in read_ts(path):
            if language in FULL_LANGUAGES or m.numerus:
                if not m.finished or not m.translations or not all(t.strip() for t in m.translations):
                    found.append(f"{path.name}: untranslated [{m.context}] {m.source!r}")
        if not qm_path(language, folder).exists():
            found.append(f"{qm_path(language, folder).name}: missing (run release)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "release", "all", "check"])
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    quiet = not args.verbose
    if args.command in ("update", "all"):
        run_lupdate(quiet=quiet)
    if args.command in ("release", "all"):
        run_lrelease(quiet=quiet)
    if args.command == "check":
        issues = problems()
        for line in issues:
            print(line)
        print("translations OK" if not issues else f"{len(issues)} problem(s)")
        return 1 if issues else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
