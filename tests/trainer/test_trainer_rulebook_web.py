"""The rulebook in the trainer: chapters, rule anchors, card chips, the index, its filter."""

from __future__ import annotations

import re
from html import unescape

import pytest

from studrules.spec import load_rules
from studrules_trainer import create_app
from studrules_trainer.chips import notation_chips
from studrules_trainer.rulebook import (
    Group,
    Page,
    contents,
    find_page,
    matching_rules,
    pages,
    render,
)

RULES = load_rules()


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": "s" * 40})
    return app.test_client()


def test_every_chapter_is_listed_once_in_the_introductions_order():
    names = [page.name for page in pages()]
    assert len(names) == len(set(names))
    assert names.index("notation") + 1 == names.index("high")
    assert {rule.file.removesuffix(".md") for rule in RULES.values()} <= set(names)
    assert find_page("variants/razz").title == "Razz" and find_page("../etc/passwd") is None


def test_the_contents_follow_the_introductions_groups_with_each_chapters_title():
    groups = contents()
    assert [group.title for group in groups][:5] == [
        "Ways in", "General rules", "Games", "House rules and profiles", "Irregularities"]
    general = groups[1]
    assert general.intro and "|" not in general.intro  # the sentence, not the table
    assert all("](" not in group.intro for group in groups)  # links keep their words only
    assert len(groups) == 5, "a chapter is missing from spec/README.md's contents"
    assert general.pages[0] == Page("notation", "Cards and notation")
    razz = next(page for group in groups for page in group.pages if page.name == "variants/razz")
    assert razz.title == "Razz"


def write(folder, name, text):
    (folder / name).parent.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def test_a_chapter_the_contents_leave_out_is_listed_last_and_none_is_lost(tmp_path):
    write(tmp_path, "README.md", "# Intro\n\n## Contents\n\n### Games\n\nThe games,\n"
          "one by one.\n\n| chapter | covers |\n|---|---|\n| [Razz](variants/razz.md) | x |\n"
          "| [Gone](gone.md) | a chapter with no file |\n\n## Notation\n\n"
          "[High](high.md) is linked but not in the contents.\n")
    write(tmp_path, "variants/razz.md", "# Razz, the game\n")
    write(tmp_path, "high.md", "# High hands\n")
    write(tmp_path, "low.md", "no title\n")
    groups = contents(tmp_path)
    assert groups == (
        Group("Games", "The games, one by one.", (Page("variants/razz", "Razz, the game"),)),
        Group("Other chapters", "Chapters the contents do not list yet.",
              (Page("high", "High hands"), Page("low", "low"))),
    )
    assert [page.name for page in pages(tmp_path)] == ["variants/razz", "high", "low"]


def test_links_between_chapters_point_at_the_trainers_pages():
    rendered = render("[bring-in](../forced-bets.md#BRING-IN.LOW-CARD) [x](https://a.b/c.md)",
                  "variants/razz", "/rulebook/")
    assert 'href="/rulebook/forced-bets#BRING-IN.LOW-CARD"' in rendered
    assert 'href="https://a.b/c.md"' in rendered
    assert 'href="/rulebook/"' in render("[intro](README.md)", "high", "/rulebook/")


def test_a_link_out_of_the_rulebook_is_plain_text_and_one_within_the_page_is_its_address():
    rendered = render("[notes](../../docs/rulebook/games.md#x) [the rule](#RAZZ.GAME)",
                      "variants/razz", "/rulebook/")
    assert '<span class="outside-link">notes</span>' in rendered and "docs" not in rendered
    assert 'href="/rulebook/variants/razz#RAZZ.GAME"' in rendered


QUICK_CARD = "# Razz\n\nA game.\n\n## Quick card\n\n| Razz | |\n|---|---|\n| players | 2 to 8 |\n\n"


def test_the_quick_card_is_a_section_of_its_own_whose_table_stays_a_table():
    rendered = render(QUICK_CARD + "## Rules\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    section = rendered[rendered.index('<section class="quick-card">'):]
    assert section.index('<h2 id="quick-card">') < section.index("</section>")
    assert section.index("players") < section.index("</section>") < section.index('id="rules"')
    assert section.count('<table class="stacking">') == 1  # the rules' table, not the card's
    assert "Print the quick card" not in rendered


def test_card_notation_in_code_spans_becomes_cards_and_other_code_stays_code():
    rendered = render("`(Ah Kd) 4s` and `K♦` but `high` and `A2345`")
    assert rendered.count('class="card ') == 4
    assert 'data-card="Ah"' in rendered and 'class="card suit-d down"' in rendered
    assert "<code>high</code>" in rendered and "<code>A2345</code>" in rendered
    assert notation_chips("As As") is None and notation_chips("") is None


def test_the_filter_matches_every_word_in_ids_titles_and_chapters():
    found = {rule.id for rule in matching_rules("bring-in suit")}
    assert "BRING-IN.SUIT-TIE" in found
    for rule in matching_rules("bring-in"):
        assert "bring-in" in f"{rule.id} {rule.title} {rule.file}".lower()
    assert len(matching_rules("")) == len(RULES)


def test_the_index_lists_every_rule_and_every_chapter(client):
    page = client.get("/rulebook/").get_data(as_text=True)
    listed = re.findall(r'<tr class="rule-row" data-rule="([^"]+)"', page)
    assert sorted(listed) == sorted(RULES)
    assert 'hidden data-filter' not in page
    assert 'id="rule-filter"' in page and 'id="rulebook-intro"' in page


def test_the_index_groups_the_chapters_and_names_them_by_title(client):
    page = client.get("/rulebook/").get_data(as_text=True)
    chapters = page[page.index('id="chapters"'):page.index('id="rule-index"')]
    headings = re.findall(r"<h3>([^<]+)</h3>", chapters)
    assert [unescape(heading) for heading in headings] == [group.title for group in contents()]
    listed = re.findall(r'data-page="([^"]+)">([^<]+)</a>', chapters)
    assert [(name, unescape(title)) for name, title in listed] == [
        (page.name, page.title) for page in pages()]
    razz_row = re.search(r'data-rule="RAZZ.GAME".*?</tr>', page, re.S).group(0)
    assert '<a href="/rulebook/variants/razz">Razz</a>' in razz_row


def test_the_filter_works_as_a_plain_get_query(client):
    page = client.get("/rulebook/?q=suit+tie").get_data(as_text=True)
    shown = re.findall(r'<tr class="rule-row" data-rule="([^"]+)" data-filter', page)
    assert shown and all(RULES[rule] in matching_rules("suit tie") for rule in shown)
    assert len(shown) < len(RULES)
    assert f"{len(shown)} of {len(RULES)} rules" in page


@pytest.mark.parametrize("page", [p.name for p in pages()])
def test_every_chapter_renders_with_an_anchor_for_each_of_its_rules(client, page):
    response = client.get(f"/rulebook/{page}")
    assert response.status_code == 200
    rendered = response.get_data(as_text=True)
    for rule in RULES.values():
        if rule.file == f"{page}.md":
            assert f'<h3 id="{rule.id}">' in rendered
    for href in re.findall(r'href="(/rulebook/[^"#]*)', rendered):
        assert href == "/rulebook/" or find_page(href.removeprefix("/rulebook/")), href


def test_a_chapter_is_also_found_by_its_file_name_and_unknown_ones_are_404(client):
    moved = client.get("/rulebook/high.md")
    assert moved.status_code == 301 and moved.headers["Location"].endswith("/rulebook/high")
    assert client.get("/rulebook/README").headers["Location"].endswith("/rulebook/")
    missing = client.get("/rulebook/no-such-chapter")
    assert missing.status_code == 404
    assert 'no chapter "no-such-chapter"' in unescape(missing.get_data(as_text=True))
