"""The rulebook as a static site: what ``studrules rulebook build OUT/`` writes.

Design. The site is the trainer's rendering of ``spec/`` (``studrules_trainer.rulebook``:
rule anchors, heading slugs, card chips, stacking tables, the quick-card section)
with every link to a chapter made a relative ``.html`` address, so the folder can
be opened from disk, copied or served anywhere:

- ``index.html``: the grouped contents (``rulebook.contents``) and the introduction;
- ``<name>.html`` for each chapter (``variants/razz.html``), with its place in the
  contents and the chapters before and after it;
- ``quick-cards/<game>.html`` for each page with a ``## Quick card`` section: the
  card alone, under the game's title, linked from the game page to be printed;
- ``trainer.css`` (screen and print rules, see ``@media print`` there) and the icon.

Nothing is fetched from elsewhere and no script is needed. Every page is
rendered in memory before anything is written, and ``OUT`` must be new, empty,
or a previous build (it holds ``MARKER``, listing what that build wrote), so a
bad ``OUT`` fails with nothing written and a rebuild replaces the old pages.
"""

from __future__ import annotations

import posixpath
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from studrules import __version__
from studrules.progress import Progress
from studrules.shown import visible
from studrules.spec import SPEC_DIR
from studrules_trainer.rulebook import (
    INDEX_PAGE,
    QUICK_CARD,
    Group,
    Link,
    Page,
    contents,
    render,
)

MARKER = ".studrules-rulebook"
"""The file that marks a folder as a build of the rulebook: the list of files it wrote."""
ASSETS = ("trainer.css", "favicon.svg")
"""The trainer's static files the pages use, copied beside ``index.html``."""
QUICK_CARDS = "quick-cards"
_HEADING = re.compile(r"^#{1,6}\s")


class SiteError(ValueError):
    """The folder asked for cannot take the site: the message says why."""


def page_file(name: str) -> str:
    """Where a chapter goes in the site (``variants/razz.html``); the introduction is the index."""
    return "index.html" if name == INDEX_PAGE else f"{name}.html"


def quick_card_file(name: str) -> str:
    """Where a game's quick card goes: ``quick-cards/razz.html`` for ``variants/razz``."""
    return f"{QUICK_CARDS}/{posixpath.basename(name)}.html"


def relative(target: str, here: str) -> str:
    """The address of the site's file ``target`` from the file ``here``."""
    return posixpath.relpath(target, posixpath.dirname(here) or ".")


def linker(here: str) -> Link:
    """The ``link`` function of the renderer for a page written at ``here``."""

    def link(name: str, anchor: str | None) -> str:
        address = relative(page_file(name), here)
        return f"{address}#{anchor}" if anchor else address

    return link


def quick_card_source(markdown: str) -> str | None:
    """The ``## Quick card`` section of a chapter (its heading to the next heading), or None."""
    lines = markdown.splitlines(keepends=True)
    starts = [k for k, line in enumerate(lines) if line.rstrip() == f"## {QUICK_CARD}"]
    if not starts:
        return None
    rest = lines[starts[0] + 1:]
    end = next((k for k, line in enumerate(rest) if _HEADING.match(line)), len(rest))
    return "".join(lines[starts[0]:starts[0] + 1 + end])


@dataclass(frozen=True)
class Place:
    """A chapter's place in the contents: its group and its neighbours (None at the ends)."""

    group: Group
    previous: Page | None
    next: Page | None


def places(groups: tuple[Group, ...]) -> dict[str, Place]:
    """Every chapter's place, by name, in the order of the contents."""
    order = [(group, page) for group in groups for page in group.pages]
    return {
        page.name: Place(group, order[k - 1][1] if k else None,
                         order[k + 1][1] if k + 1 < len(order) else None)
        for k, (group, page) in enumerate(order)
    }


def _templates() -> Environment:
    return Environment(
        loader=PackageLoader("studrules_trainer", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True, lstrip_blocks=True,
    )


def site_pages(spec_dir: Path = SPEC_DIR,
               rendered: Callable[[], None] | None = None) -> dict[str, str]:
    """Every HTML page of the site, by file name, rendered from the rulebook in ``spec_dir``;
    ``rendered`` is called after each chapter (to count them)."""
    templates = _templates()
    groups = contents(spec_dir)
    where = places(groups)

    def page(template: str, here: str, **values) -> str:
        root = relative("index.html", here).removesuffix("index.html")
        return templates.get_template(template).render(
            root=root, link=linker(here), version=__version__, **values)

    intro = (spec_dir / f"{INDEX_PAGE}.md").read_text(encoding="utf-8")
    built = {"index.html": page(
        "site_index.html", "index.html", groups=groups,
        chapter_href=lambda name: linker("index.html")(name, None),
        html=Markup(render(intro, INDEX_PAGE, link=linker("index.html"))),
    )}
    for chapter in (p for group in groups for p in group.pages):
        source = (spec_dir / chapter.file).read_text(encoding="utf-8")
        here = page_file(chapter.name)
        card, printing = quick_card_source(source), None
        if card is not None:  # the card alone, on a page of its own
            card_here = quick_card_file(chapter.name)
            printing = relative(card_here, here)
            built[card_here] = page(
                "site_quick_card.html", card_here, page=chapter, chapter=relative(here, card_here),
                html=Markup(render(card, chapter.name, link=linker(card_here))),
            )
        html = render(source, chapter.name, link=linker(here), quick_card_link=printing)
        built[here] = page("site_chapter.html", here, page=chapter, place=where[chapter.name],
                           html=Markup(html))
        if rendered is not None:
            rendered()
    return built


def _previous_files(out: Path) -> set[str]:
    """What the earlier build in ``out`` wrote (its marker); ``SiteError`` if ``out`` is not one."""
    if out.exists() and not out.is_dir():
        raise SiteError(f"{out} is a file; give a folder for the site (new, empty, "
                        "or an earlier build)")
    if not out.exists() or not any(out.iterdir()):
        return set()
    marker = out / MARKER
    if not marker.is_file():
        raise SiteError(f"{out} is a folder that is not empty and holds no earlier build of the "
                        f"rulebook (no {MARKER}); give a new or empty folder")
    return {line for line in marker.read_text(encoding="utf-8").splitlines()[1:] if line}


def build(out: Path, spec_dir: Path = SPEC_DIR,
          rendered: Callable[[], None] | None = None) -> list[str]:
    """Write the site into ``out`` and return the files written (relative to ``out``);
    ``rendered`` is called after each chapter is rendered (to count them).

    Raises ``SiteError`` (nothing written) if ``out`` is a file or a foreign folder
    that is not empty; files an earlier build wrote and this one does not are removed.
    """
    previous = _previous_files(out)
    written: dict[str, bytes] = {
        name: text.encode("utf-8") for name, text in site_pages(spec_dir, rendered).items()
    }
    static = files("studrules_trainer") / "static"
    for asset in ASSETS:
        written[asset] = (static / asset).read_bytes()
    for name, data in written.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for stale in sorted(previous - set(written)):
        path = (out / stale).resolve()
        if path.is_relative_to(out.resolve()):  # a marker edited by hand cannot reach further
            path.unlink(missing_ok=True)
    names = sorted(written)
    header = f"studrules {__version__} rulebook site; the files this build wrote:"
    (out / MARKER).write_text("\n".join([header, *names]) + "\n", encoding="utf-8")
    return names


def build_command(out: str) -> int:
    """``studrules rulebook build OUT``: 0 once written, 2 (saying why) if OUT cannot take it."""
    try:
        with Progress("studrules rulebook build", unit="chapters rendered") as counting:
            names = build(Path(out), rendered=counting.advance)
    except SiteError as error:
        print(visible(f"studrules rulebook build: {error}"), file=sys.stderr)
        return 2
    pages = sum(name.endswith(".html") for name in names)
    print(visible(f"studrules rulebook build: wrote {pages} pages to {out}; "
                  f"open {Path(out) / 'index.html'}"))
    return 0
