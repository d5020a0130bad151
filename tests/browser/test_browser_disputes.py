"""The dispute page in chromium: from an empty form to a ruling, its download and its link.

At desktop size, on a phone (390 px) and with JavaScript off: a floor person types the seats, the
actions and the two claims of a capped-raising dispute, reads the ruling step by
step with its rules linked, sees that tournament rules differ, downloads the
``.feature`` and reopens the ruling from its link (which names every field, the
game and the house rules too). A bad card and an illegal action are shown beside
their fields. On a phone the ruling is on the screen after "Rule on it", above the form.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

SEATS = [("Bob", "(5h 5d) 2c 5c 7h"), ("Carol", "(9d 9s) 6d 8s Ts"), ("Alice", "(Kd Ks) Kh Qc Ad")]
ROUNDS = ["Bob brings in, Carol calls, Alice calls", "Alice bets $1, Bob calls, Carol folds",
          "Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8"]
CLAIMS = "Alice may fold or call $8\nAlice may fold, call $8 or raise to $10"
SIZES = {"desktop": {"viewport": {"width": 1280, "height": 900}},
         "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True,
                   "has_touch": True},
         "no-script": {"viewport": {"width": 1280, "height": 900}, "java_script_enabled": False}}
"""Desktop and a phone held upright; and desktop with JavaScript off (the page needs none)."""


def fill_dispute(page) -> None:
    """Type the dispute into the empty form, as a floor person would."""
    for row, (name, cards) in enumerate(SEATS, 1):
        page.fill(f"#seat-{row}-name", name)
        page.fill(f"#seat-{row}-cards", cards)
    for number, actions in enumerate(ROUNDS, 1):
        page.fill(f"#round-{number}", actions)
    page.fill("#claims", CLAIMS)
    page.fill("#title", "Can Alice raise again?")


def check_no_sideways_scroll(page, size: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    screen = SIZES[size]["viewport"]["width"]
    assert width <= screen, f"the page is {width} px wide on a {screen} px screen"


def rename_the_rounds(page, scripted: bool) -> None:
    """Choosing five-card stud names the rounds after its streets at once, if scripts run."""
    page.select_option("#game", "five-card-stud")
    first = page.locator("label[for=round-1]")
    if scripted:
        expect(first).to_have_text("Second street")
        expect(page.locator("#round-5")).to_be_hidden()
    else:
        expect(first).to_have_text("Third street")
    page.select_option("#game", "seven-card-stud")
    expect(first).to_have_text("Third street")
    expect(page.locator("#round-5")).to_be_visible()


@pytest.mark.parametrize("size", SIZES)
def test_from_an_empty_form_to_a_ruling_its_download_and_its_link(browse, shoot, size, tmp_path):
    page = browse(**SIZES[size])
    page.goto("/")
    page.click("#nav-disputes")
    expect(page.locator("h1")).to_have_text("Settle a dispute")
    expect(page.locator("#ruling")).to_have_count(0)
    expect(page.locator("#seat-1-name")).to_have_value("")
    check_no_sideways_scroll(page, size)
    shoot(page, f"disputes-empty-{size}")
    rename_the_rounds(page, scripted=size != "no-script")

    fill_dispute(page)
    page.click("#rule")

    expect(page.locator("#ruling-title")).to_have_text("The ruling under casino rules")
    expect(page.locator("#now")).to_contain_text("fifth street, Alice to act")
    happened = page.locator("#happened > li")
    expect(happened.filter(has_text="Bob raises to $8")).to_contain_text("→")
    assert page.locator("#happened > li[data-status=failed]").count() == 0
    verdicts = page.locator("#claims-ruled > li")
    expect(verdicts.nth(0)).to_have_attribute("data-status", "failed")
    expect(verdicts.nth(0)).to_contain_text("Alice may fold, call $8 or raise to $10")
    expect(verdicts.nth(1)).to_have_attribute("data-status", "passed")
    cap = page.locator("#ruling a.rule-link[data-rule='BET.CAP']").first
    expect(cap).to_have_attribute("href", "/rulebook/betting#BET.CAP")
    compared = page.locator("#compare")
    expect(compared).to_contain_text("tournament")
    # The home profile bets small on fifth street (BET.FIXED.SCHEDULE): its first difference
    # is the $2 bet, then the cap divides the casino and the tournament.
    expect(compared.locator("code").first).to_have_text("limit-schedule")
    expect(compared.locator("code", has_text="uncapped-when").first).to_be_visible()
    expect(compared.locator("a.rule-link[data-rule='BET.CAP.HEADS-UP']").first).to_be_visible()
    check_no_sideways_scroll(page, size)
    shoot(page, f"disputes-ruling-{size}")

    with page.expect_download() as downloading:
        page.click("#download-feature")
    saved = tmp_path / "dispute.feature"
    downloading.value.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert downloading.value.suggested_filename == "dispute.feature"
    assert text.startswith("Feature: Can Alice raise again?\n")
    assert "      | Alice  | (Kd Ks) Kh Qc Ad |" in text
    assert "    Then Alice may fold, call $8 or raise to $10" in text

    share = page.locator("#share-link").get_attribute("href")
    for field in ("game=seven-card-stud", "profile=casino", "small=", "big=", "ante=", "bring-in="):
        assert f"&{field}" in share or f"?{field}" in share, f"the link leaves out {field}"
    page.click("#share-link")
    expect(page.locator("#ruling-title")).to_have_text("The ruling under casino rules")
    expect(page.locator("#now")).to_contain_text("fifth street, Alice to act")
    expect(page.locator("#claims-ruled > li")).to_have_count(2)
    expect(page.locator("#seat-3-cards")).to_have_value("(Kd Ks) Kh Qc Ad")
    expect(page.locator("#round-3")).to_have_value(ROUNDS[2])
    expect(page.locator("#claims")).to_have_value(CLAIMS)


def test_a_bad_card_and_an_illegal_action_are_shown_beside_their_fields(browse, shoot):
    page = browse(**SIZES["phone"])
    page.goto("/disputes")
    fill_dispute(page)
    page.fill("#seat-2-cards", "(9d 9s) 6x 8s Ts")
    page.click("#rule")
    expect(page.locator("#error-seat-2-cards")).to_contain_text('Unknown card "6x" (card 3')
    expect(page.locator("#seat-2-cards")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#ruling")).to_have_count(0)

    page.fill("#seat-2-cards", "(9d 9s) 6d 8s Ts")
    page.fill("#round-2", "Alice bets $1, Bob calls, Carol raises to $9")
    page.click("#rule")
    error = page.locator("#error-round-2")
    expect(error).to_contain_text('Action 3, "Carol raises to $9": refused')
    expect(error.locator("a.rule-link")).to_have_attribute("data-rule", "BET.FIXED.LIMITS")
    expect(page.locator("#happened > li[data-status=failed]")).to_contain_text("Carol raises to $9")
    check_no_sideways_scroll(page, "phone")
    shoot(page, "disputes-errors-phone")


def test_the_link_reopens_the_ruling_of_its_game_and_house_rules(page):
    page.goto("/disputes")
    page.select_option("#game", "razz")
    page.select_option("#profile", "tournament")
    for row, (name, cards) in enumerate([("Bob", "(5h 5d) Kc"), ("Carol", "(9d 9s) 6d")], 1):
        page.fill(f"#seat-{row}-name", name)
        page.fill(f"#seat-{row}-cards", cards)
    page.fill("#round-1", "Bob brings in, Carol completes to $1")
    page.click("#rule")
    expect(page.locator("#ruling-title")).to_have_text("The ruling under tournament rules")
    ruled = page.locator("#happened").inner_text()

    page.goto(page.locator("#share-link").get_attribute("href"))

    expect(page.locator("#ruling-title")).to_have_text("The ruling under tournament rules")
    assert page.locator("#happened").inner_text() == ruled
    expect(page.locator("#game")).to_have_value("razz")
    expect(page.locator("#profile")).to_have_value("tournament")


def test_on_a_phone_the_ruling_is_on_the_screen_after_rule_on_it(browse):
    page = browse(**SIZES["phone"])
    page.goto("/disputes")
    fill_dispute(page)

    page.click("#rule")

    title = page.locator("#ruling-title")
    expect(title).to_be_in_viewport()
    top = title.bounding_box()["y"]
    assert 0 <= top < SIZES["phone"]["viewport"]["height"] / 4, f"the ruling starts at {top} px"
    ruling = page.locator("#ruling").bounding_box()
    form = page.locator("#dispute-form").bounding_box()
    assert ruling["y"] + ruling["height"] <= form["y"], "the ruling comes before the form"
