"""Every file path the docs quote exists, so a reader who follows one finds the file.

Modules move (issue 48 moved the whole package into rooms), and a page that
still names the old place sends a newcomer nowhere. This reads every
Markdown file of ``docs/`` and the README, takes the paths written as inline
code (between backticks) and checks each against the tree:

- ``muggins_desktop/...``, ``tests/...``, ``tools/...``, ``docs/...``,
  ``packaging/...`` and ``resources/...`` from the project root;
- ``engine/...``, ``ai/...``, ``coach/...``, ``storage/...`` and ``ui/...``
  inside the package, the short form the docs use for modules.

A trailing ``:line``, ``:start-end`` or pytest ``::test_name`` is dropped,
and so is a trailing slash; ``muggins_desktop/resources/...`` is where the
build installs the top-level ``resources/``, so it is looked up there. Text with a wildcard or a placeholder (``*``, ``<room>``, ``{a,b}``,
``...``) names a pattern, not a file, and is skipped, as is anything with a
space (a command, not a path). docs/AI.md and docs/AI-LOG.md are left out:
they are being rewritten with the computer players. Links between the
pages (``[text](FILE.md)``) are checked the same way. The README is also
PyPI's project page, where a relative link leads nowhere, so it links to the
repository's files by their full address (``pyproject.toml``'s ``Source``
URL, then ``/blob/main/`` or ``/tree/main/``); such a link is checked against
the same path of the checkout.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "muggins_desktop"
ROOT_PREFIXES = ("muggins_desktop/", "tests/", "tools/", "docs/", "packaging/", "resources/")
PACKAGE_PREFIXES = ("engine/", "ai/", "coach/", "storage/", "ui/")
LEFT_OUT = {"AI.md", "AI-LOG.md"}
CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
LINE_SUFFIX = re.compile(r":\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$")


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name not in LEFT_OUT)]


def quoted_paths(text: str) -> list[str]:
    """The inline-code spans of ``text`` that name a file or folder of the project."""
    found = []
    for span in CODE.findall(text):
        path = LINE_SUFFIX.sub("", span.strip().split("::")[0]).rstrip("/")
        if " " in path or any(mark in path for mark in ("*", "<", "{", "...", "…")):
            continue
        if path.startswith(ROOT_PREFIXES + PACKAGE_PREFIXES):
            found.append(path)
    return found


def exists(path: str) -> bool:
    if path.startswith("muggins_desktop/resources"):  # where the build installs resources/
        return (ROOT / path.removeprefix("muggins_desktop/")).exists()
    if path.startswith(ROOT_PREFIXES):
        return (ROOT / path).exists()
    return (PACKAGE / path).exists()


LINK = re.compile(r"\]\(([^)\s]+)\)")
REPOSITORY = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]["Source"]
IN_REPOSITORY = tuple(f"{REPOSITORY}/{kind}/main/" for kind in ("blob", "tree"))


def local_links(text: str) -> list[str]:
    """The targets of Markdown links in ``text`` that point into the repository (no other address, no anchor)."""
    targets = []
    for target in LINK.findall(text):
        if target.startswith(("http://", "https://", "mailto:", "#")) and not target.startswith(IN_REPOSITORY):
            continue
        targets.append(target.split("#", 1)[0])
    return targets


def target_path(page: Path, target: str) -> Path:
    """Where a link of ``page`` leads in the checkout: a repository address from the root, else from the page."""
    for prefix in IN_REPOSITORY:
        if target.startswith(prefix):
            return ROOT / target.removeprefix(prefix)
    return page.parent / target


def test_the_docs_are_found() -> None:
    names = {p.name for p in pages()}
    assert {"README.md", "DEVELOPING.md", "FIRST_HOUR.md", "DESIGN.md", "RULES.md", "RECORD_FORMAT.md"} <= names


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_every_quoted_path_exists(page: Path) -> None:
    missing = sorted({p for p in quoted_paths(page.read_text(encoding="utf-8")) if not exists(p)})
    assert missing == [], f"{page.name} quotes paths that do not exist: {missing}"


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_every_link_to_a_page_or_file_of_the_repository_resolves(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    broken = sorted({target for target in local_links(text) if not target_path(page, target).exists()})
    assert broken == [], f"{page.name} links to what is not there: {broken}"


def test_the_link_finder_skips_web_addresses_and_anchors() -> None:
    text = "[a](RULES.md#a2-dealing) [b](https://example.org/x.md) [c](#top) [d](screenshots/)"
    assert local_links(text) == ["RULES.md", "screenshots/"]


def test_a_link_to_the_repository_is_checked_against_the_checkout() -> None:
    good, gone = f"{REPOSITORY}/blob/main/docs/RULES.md", f"{REPOSITORY}/tree/main/docs/gone/"
    assert local_links(f"[a]({good}#a2) [b]({gone}) [c]({REPOSITORY}/issues)") == [good, gone]
    assert target_path(ROOT / "README.md", good) == ROOT / "docs" / "RULES.md"
    assert target_path(ROOT / "docs" / "DESIGN.md", good).exists()
    assert not target_path(ROOT / "README.md", gone).exists()


def test_the_readme_links_to_the_repository_by_full_address() -> None:
    """The README is PyPI's project page too, where ``docs/X.md`` resolves to nothing."""
    links = local_links((ROOT / "README.md").read_text(encoding="utf-8"))
    relative = sorted({target for target in links if not target.startswith(IN_REPOSITORY)})
    assert links and relative == [], f"README.md has links that break on PyPI: {relative}"


def test_the_path_finder_reads_inline_code_only() -> None:
    text = (
        "See `muggins_desktop/engine/base.py:186`, `ui/table/scene.py` and `tests/engine/`.\n"
        "Not `python3 -m pytest tests/engine`, `tests/ui/<room>`, `ui/*.py` or ``code``.\n"
        "```\nmuggins_desktop/in_a_block.py\n```\n"
    )
    assert quoted_paths(text) == ["muggins_desktop/engine/base.py", "ui/table/scene.py", "tests/engine"]


def test_a_path_that_is_gone_is_caught() -> None:
    assert not exists("muggins_desktop/ui/controller.py")
    assert exists("muggins_desktop/ui/match/controller.py") and exists("ui/match/controller.py")
