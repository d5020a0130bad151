"""The published rulebook (``studrules rulebook build``): every link lands, nothing comes from
elsewhere, the contents are grouped, each game has a printable quick card, a bad folder is refused.

Most tests build the small rulebook in ``tests/data/site-spec`` (one game page with
a quick card as long as the rulebook allows); the link checker also runs on the
real ``spec/``.
"""

from __future__ import annotations

import re
import shutil
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest
from locations import DATA

from studrules.cli import main
from studrules_trainer.rulebook import contents
from studrules_trainer.site import MARKER, build

FIXTURE = DATA / "site-spec"
ELSEWHERE = re.compile(r"^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|//|/)")
"""An address that is not relative to the page: ``https://...``, ``//host/...``, ``/path``."""
RESOURCES = {"link": "href", "script": "src", "img": "src", "source": "src", "iframe": "src",
             "audio": "src", "video": "src", "embed": "src", "object": "data"}
"""The elements that make a browser fetch something, and the attribute naming it."""


class Reading(HTMLParser):
    """One page's ids, links (``a href``) and resources (what the browser would fetch)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.resources: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append(tag)
        if found.get("id"):
            self.ids.add(found["id"] or "")
        if tag == "a" and found.get("href") is not None:
            self.links.append(found["href"] or "")
        if tag in RESOURCES and found.get(RESOURCES[tag]) is not None:
            self.resources.append(found[RESOURCES[tag]] or "")


def read(path: Path) -> Reading:
    reading = Reading()
    reading.feed(path.read_text(encoding="utf-8"))
    return reading


def html_files(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def broken_links(site: Path) -> list[str]:
    """Every relative link or resource of the site that lands on no file, or on no such id."""
    readings = {path: read(path) for path in html_files(site)}
    broken = []
    for path, reading in readings.items():
        name = path.relative_to(site).as_posix()
        for href in reading.links + reading.resources:
            if ELSEWHERE.match(href):
                continue
            address, _, anchor = href.partition("#")
            target = path if not address else path.parent / unquote(address)
            if not target.resolve().is_file() or not target.resolve().is_relative_to(site):
                broken.append(f"{name}: {href} lands on no file of the site")
            elif anchor and unquote(anchor) not in readings.get(target.resolve(), Reading()).ids:
                broken.append(f"{name}: {href} has no element with that id")
    return broken


@pytest.fixture(scope="module")
def small_site(tmp_path_factory) -> Path:
    """The site of ``tests/data/site-spec``."""
    out = tmp_path_factory.mktemp("small") / "site"
    build(out, FIXTURE)
    return out.resolve()


@pytest.fixture(scope="module")
def real_site(tmp_path_factory) -> Path:
    """The site of the real rulebook, ``spec/``."""
    out = tmp_path_factory.mktemp("real") / "site"
    build(out)
    return out.resolve()


def test_the_link_checker_finds_a_missing_page_and_a_missing_anchor(small_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(small_site, site)
    assert broken_links(site) == []
    page = site / "variants" / "razz.html"
    page.write_text(page.read_text(encoding="utf-8").replace(
        "</main>", '<a href="../nope.html">x</a><a href="../high.html#NOPE">y</a>'
        '<a href="#quick-card">z</a><img src="../../outside.png"></main>'), encoding="utf-8")
    (site.parent / "outside.png").write_bytes(b"")
    assert broken_links(site.resolve()) == [
        "variants/razz.html: ../nope.html lands on no file of the site",
        "variants/razz.html: ../high.html#NOPE has no element with that id",
        "variants/razz.html: ../../outside.png lands on no file of the site",
    ]


def test_every_link_of_the_small_site_lands(small_site):
    assert broken_links(small_site) == []
    assert {path.relative_to(small_site).as_posix() for path in html_files(small_site)} == {
        "index.html", "high.html", "variants/razz.html", "quick-cards/razz.html"}


def test_every_link_of_the_published_rulebook_lands(real_site):
    pages = {path.relative_to(real_site).as_posix() for path in html_files(real_site)}
    chapters = {page.name for group in contents() for page in group.pages}
    assert {f"{name}.html" for name in chapters} | {"index.html"} <= pages
    assert broken_links(real_site) == []


@pytest.mark.parametrize("which", ["small_site", "real_site"])
def test_no_page_needs_a_script_or_anything_from_elsewhere(which, request):
    site = request.getfixturevalue(which)
    for path in html_files(site):
        reading = read(path)
        assert "script" not in reading.tags, path
        assert [r for r in reading.resources if ELSEWHERE.match(r)] == [], path
    for sheet in site.rglob("*.css"):
        text = sheet.read_text(encoding="utf-8")
        assert "@import" not in text and not re.search(r"url\(\s*['\"]?(?!data:)", text), sheet


def test_the_index_shows_the_grouped_contents_by_title_and_the_introduction(small_site):
    index = (small_site / "index.html").read_text(encoding="utf-8")
    assert re.findall(r"<h3>([^<]+)</h3>", index)[:2] == ["General rules", "Games"]
    assert '<a href="variants/razz.html" data-page="variants/razz">Razz</a>' in index
    assert '<a href="high.html" data-page="high">High hands</a>' in index
    assert 'id="rulebook-intro"' in index and "A small rulebook" in index


def test_links_out_of_the_rulebook_are_plain_text_and_links_to_the_web_stay(small_site):
    index = (small_site / "index.html").read_text(encoding="utf-8")
    assert '<span class="outside-link">the notes</span>' in index and "docs/" not in index
    assert '<a href="https://example.org/rules.html">the web</a>' in index
    assert '<a href="variants/razz.html#RAZZ.GAME">the Razz rule</a>' in index


def test_a_chapter_is_rendered_as_in_the_trainer(small_site):
    page = (small_site / "variants" / "razz.html").read_text(encoding="utf-8")
    assert '<h3 id="RAZZ.GAME">' in page and '<h2 id="forced-bets">' in page
    assert 'data-card="Kd"' in page and '<table class="stacking">' in page
    assert 'href="../high.html#HIGH.CATEGORIES"' in page
    assert '<link rel="stylesheet" href="../trainer.css">' in page
    assert "Games › Razz" in page and 'rel="prev" href="../high.html"' in page


def test_a_game_page_opens_with_its_quick_card_and_links_its_printable_page(small_site):
    page = (small_site / "variants" / "razz.html").read_text(encoding="utf-8")
    card = page[page.index('<section class="quick-card">'):page.index("</section>")]
    assert card.index('id="quick-card"') < card.index("Print the quick card")
    assert '<a href="../quick-cards/razz.html">Print the quick card</a>' in card
    assert "house rules that matter most" in card and "RAZZ.GAME — " not in card
    alone = (small_site / "quick-cards" / "razz.html").read_text(encoding="utf-8")
    assert "<title>Razz: quick card" in alone and "<h1>Razz</h1>" in alone
    assert alone.count('<section class="quick-card">') == 1 and "RAZZ.GAME — " not in alone
    assert 'href="../variants/razz.html#RAZZ.GAME"' in alone


def test_the_stylesheet_prints_black_on_white_without_the_sites_header(small_site):
    sheet = (small_site / "trainer.css").read_text(encoding="utf-8")
    printing = sheet[sheet.index("@media print"):]
    assert re.search(r"header\.site[^{]*\{ display: none", printing)
    assert "background: #fff; color: #000" in printing


def test_building_again_into_the_same_folder_replaces_the_old_build(tmp_path):
    out = tmp_path / "site"
    build(out, FIXTURE)
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    smaller = tmp_path / "spec"
    shutil.copytree(FIXTURE, smaller)
    (smaller / "variants" / "razz.md").unlink()
    build(out, smaller)
    assert not (out / "variants" / "razz.html").exists()
    assert not (out / "quick-cards" / "razz.html").exists() and (out / "high.html").exists()
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert "high.html" in (out / MARKER).read_text(encoding="utf-8").splitlines()


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["rulebook", "build", *args])
    printed = capsys.readouterr()
    return code, printed.out, printed.err


def test_the_command_builds_the_site_and_says_where(tmp_path, capsys):
    code, out, err = run_cli(capsys, str(tmp_path / "site"))
    assert code == 0 and err == ""
    assert out.startswith("studrules rulebook build: wrote ") and "index.html" in out
    assert run_cli(capsys, str(tmp_path / "site"))[0] == 0, "a second build replaces the first"


def test_the_command_refuses_a_file_and_writes_nothing(tmp_path, capsys):
    target = tmp_path / "site.html"
    target.write_text("keep", encoding="utf-8")
    code, out, err = run_cli(capsys, str(target))
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert f"{target} is a file" in err
    assert target.read_text(encoding="utf-8") == "keep" and sorted(tmp_path.iterdir()) == [target]


def test_the_command_refuses_a_folder_that_is_not_empty_and_no_build(tmp_path, capsys):
    (tmp_path / "mine.txt").write_text("keep", encoding="utf-8")
    code, out, err = run_cli(capsys, str(tmp_path))
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert f"{tmp_path} is a folder that is not empty" in err and MARKER in err
    assert [path.name for path in tmp_path.iterdir()] == ["mine.txt"]


def test_without_the_trainer_extra_the_command_says_what_to_install(tmp_path, capsys,
                                                                      monkeypatch):
    for module in ("studrules_trainer.site", "studrules_trainer.rulebook"):
        monkeypatch.delitem(sys.modules, module, raising=False)
    monkeypatch.setitem(sys.modules, "markdown_it", None)  # as if markdown-it-py were missing
    code, out, err = run_cli(capsys, str(tmp_path / "site"))
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "pip install 'studrules[trainer]'" in err
    assert not (tmp_path / "site").exists()


def test_the_help_says_what_the_command_does(capsys):
    with pytest.raises(SystemExit):
        main(["rulebook", "build", "--help"])
    text = capsys.readouterr().out
    assert "static site" in text and "quick card" in text and "OUT" in text

