"""The rulebook in the browser: every chapter, an index of rules, a filter that needs no script."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, url_for
from markupsafe import Markup

from studrules.spec import Rule
from studrules_trainer import rulebook

bp = Blueprint("rulebook", __name__, url_prefix="/rulebook")
QUERY_LIMIT = 100


def _prefix() -> str:
    return url_for("rulebook.index")


def rule_url(rule_id: str) -> str | None:
    """A rule's address in the rulebook (``/rulebook/high#HIGH.STRAIGHTS``); None if unknown."""
    rule = rulebook.rules().get(rule_id)
    if rule is None:
        return None
    return rulebook.page_url(_prefix(), rulebook.rule_page(rule), rule.id)


@bp.app_template_global()
def rule_link(rule_id: str) -> Markup:
    """A rule ID as a link to its rule (``a.rule-link[data-rule]``), or plain text if unknown."""
    url = rule_url(rule_id)
    if url is None:
        return Markup('<span class="rule-id" data-rule="{0}">{0}</span>').format(rule_id)
    title = rulebook.rules()[rule_id].title
    return Markup(
        '<a class="rule-link" data-rule="{0}" href="{1}" title="{2}">{0}</a>'
    ).format(rule_id, url, title)


def _chapter_of(rule: Rule) -> rulebook.Page:
    """The chapter holding ``rule``, with its title (its file name if the contents miss it)."""
    name = rulebook.rule_page(rule)
    return rulebook.find_page(name) or rulebook.Page(name, name)


@bp.get("/")
def index():
    """The chapters, the rules and the rulebook's introduction.

    ``?q=`` words filter the rules: every rule is listed, those that do not match
    are ``hidden``, so the page filters without script and the script can widen it live.
    """
    query = request.args.get("q", "")
    if len(query) > QUERY_LIMIT:
        abort(400, f"The filter is {len(query)} characters long; keep it under {QUERY_LIMIT}.")
    every = sorted(rulebook.rules().values(), key=lambda rule: rule.id)
    return render_template(
        "rulebook_index.html",
        query=query,
        rules=every,
        matches={rule.id for rule in rulebook.matching_rules(query)},
        groups=rulebook.contents(),
        chapter_href=lambda name: url_for("rulebook.chapter", page=name),
        page_of=_chapter_of,
        intro=Markup(rulebook.page_html(rulebook.INDEX_PAGE, _prefix())),
    )


@bp.get("/<path:page>")
def chapter(page: str):
    """One chapter; ``high.md`` redirects to ``high``, and an unknown name is a 404 naming it."""
    if page.endswith(".md"):
        return redirect(url_for("rulebook.chapter", page=page.removesuffix(".md")), 301)
    if page == rulebook.INDEX_PAGE:
        return redirect(_prefix(), 301)
    found = rulebook.find_page(page)
    if found is None:
        abort(404, f'The rulebook has no chapter "{page}"; the index lists every chapter.')
    return render_template(
        "rulebook_page.html",
        page=found,
        html=Markup(rulebook.page_html(found.name, _prefix())),
    )
