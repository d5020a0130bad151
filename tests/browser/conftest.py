"""Browser tests of the trainer: a real server (gunicorn, in a subprocess) and Debian's chromium.

The server runs ``python -m studrules_trainer`` on a free loopback port with an instance
folder of its own, once for the session. Each test gets fresh browser contexts,
so each test is a new learner. The tests are skipped only where
``/usr/bin/chromium`` is missing. Screenshots go to ``STUDRULES_SCREENSHOTS``
(default: ``screenshots/`` under pytest's temporary folder); the run's summary
says where.

The accessibility checks run axe-core (``AXE_SCRIPT``, which ``make setup`` installs
from the npm registry into ``build/axe``) inside the page; without it they are
skipped, saying how to install it, and under CI (``CI=true``) they fail instead.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Flask
from locations import REPO
from patience import patience
from playwright.sync_api import Browser, ConsoleMessage, Page, Response, sync_playwright

from studrules_trainer.questions import Ticket
from studrules_trainer.secret import instance_secret
from studrules_trainer.site import build
from studrules_trainer.testing import free_port
from studrules_trainer.tokens import sign_ticket

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
STARTUP_SECONDS = patience(30)
PORT_ATTEMPTS = 3
"""How many free ports to try: another process may take the one found before the server binds it."""
ACTION_TIMEOUT_MS = patience(15_000)
SCREENSHOTS_KEY = pytest.StashKey[Path]()
AXE_SCRIPT = REPO / "build/axe/node_modules/axe-core/axe.min.js"
"""axe-core's script, which ``make setup`` installs (version: the Makefile's ``AXE_VERSION``)."""


def _answers(url: str) -> bool:
    """Whether the server at ``url`` answers a request."""
    try:
        with urllib.request.urlopen(url + "rulebook/", timeout=patience(2)) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def _start_server(instance: Path, log_path: Path) -> tuple[subprocess.Popen, str]:
    """Start ``python -m studrules_trainer``, wait until it answers; fail saying what it printed."""
    env = dict(os.environ, STUDRULES_TRAINER_INSTANCE=str(instance))
    env.pop("STUDRULES_TRAINER_DATABASE", None)
    env.pop("STUDRULES_TRAINER_SECRET_KEY", None)
    for _ in range(PORT_ATTEMPTS):
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        with log_path.open("w") as log:
            server = subprocess.Popen(
                [sys.executable, "-m", "studrules_trainer"], env=dict(env, PORT=str(port)),
                stdout=log, stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline and server.poll() is None:
            if _answers(url):
                return server, url
            time.sleep(0.1)
        _stop(server)
        if "cannot listen" not in log_path.read_text():
            break
    pytest.fail(f"the trainer did not start; it printed:\n{log_path.read_text()}")


def _stop(server: subprocess.Popen) -> None:
    """Stop the server, killing it if it does not end within ten seconds (scaled)."""
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=patience(10))
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture(scope="session")
def trainer_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A trainer served by waitress for this session: its address and its instance folder."""
    folder = tmp_path_factory.mktemp("studrules_trainer")
    server, url = _start_server(folder / "instance", folder / "server.log")
    yield url, folder / "instance"
    _stop(server)


@pytest.fixture(scope="session")
def trainer_url(trainer_server: tuple[str, Path]) -> str:
    """The address of the session's trainer (``http://127.0.0.1:N/``)."""
    return trainer_server[0]


@pytest.fixture(scope="session")
def link(trainer_server: tuple[str, Path]) -> Callable[..., str]:
    """The address of the question of a ticket, signed with the served trainer's own secret.

    ``link(variant, topic, seed)`` (casino rules, difficulty 2 unless told) is what a
    feedback page's "A link to this question" holds: the question, asked as practice.
    """
    signer = Flask("links")
    signer.secret_key = instance_secret(trainer_server[1])

    def address(variant: str, topic: str, seed: int, profile: str = "casino",
                difficulty: int = 2) -> str:
        with signer.app_context():
            ticket = Ticket(variant, topic, seed, profile, difficulty)
            return "/quiz/ticket/" + sign_ticket(ticket)

    return address


def _under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


@pytest.fixture(scope="session")
def axe_script() -> str:
    """axe-core's script; skips (fails under CI) where ``make setup`` has not installed it."""
    if not AXE_SCRIPT.is_file():
        message = (f"{AXE_SCRIPT} is missing: the accessibility checks need axe-core "
                   "(make setup installs it with npm)")
        if _under_ci():
            pytest.fail(message)
        pytest.skip(message)
    return AXE_SCRIPT.read_text(encoding="utf-8")


@pytest.fixture
def axe(axe_script: str) -> Callable[[Page], list[str]]:
    """axe-core's violations on the page as it is now: ``axe(page)``, one line each, none if clean.

    The script is evaluated in the page (the pages' Content-Security-Policy rightly
    refuses an injected inline script) and runs all of axe's rules that are on by
    default (WCAG 2.x A and AA, and its best practices); each line names the rule,
    its impact and the first elements at fault.
    """

    def violations(page: Page) -> list[str]:
        if not page.evaluate("() => typeof window.axe === 'object'"):
            page.evaluate(axe_script)
        return page.evaluate(
            """async () => (await axe.run(document, {resultTypes: ['violations']}))
                 .violations.map(v => `${v.id} (${v.impact}): ${v.help}; at ` +
                   v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | '))"""
        )

    return violations


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The published rulebook (``studrules rulebook build``), built once into a temporary folder."""
    folder = tmp_path_factory.mktemp("published") / "site"
    build(folder)
    return folder


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's chromium, headless, for the whole session; skips the tests where it is missing."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed; the browser tests drive Debian's chromium "
                    "(apt-get install chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def browse(browser: Browser, trainer_url: str) -> Iterator[Callable[..., Page]]:
    """Open a page in a new browser context (a new learner); options go to ``new_context``.

    After the test, any script error, server error (5xx) or Content-Security-Policy
    violation (chromium reports each in the console) seen on those pages fails it.
    """
    contexts = []
    problems: list[str] = []

    def open_page(**options) -> Page:
        context = browser.new_context(base_url=trainer_url, **options)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: problems.append(f"script error: {error}"))
        page.on("console", note_policy_violation)
        page.on("response", note_server_error)
        return page

    def note_policy_violation(message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text:
            problems.append(f"policy violation: {message.text}")

    def note_server_error(response: Response) -> None:
        if response.status >= 500:
            problems.append(f"{response.status} from {response.url}")

    yield open_page
    for context in contexts:
        context.close()
    assert not problems, "the pages went wrong: " + "; ".join(problems)


@pytest.fixture
def page(browse: Callable[..., Page]) -> Page:
    """A page for a new learner at desktop size."""
    return browse(viewport={"width": 1280, "height": 900})


@pytest.fixture(scope="session")
def screenshot_folder(request: pytest.FixtureRequest,
                      tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go: ``STUDRULES_SCREENSHOTS`` or ``screenshots/`` under pytest's tmp."""
    chosen = os.environ.get("STUDRULES_SCREENSHOTS", "").strip()
    folder = Path(chosen) if chosen else tmp_path_factory.getbasetemp() / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    request.config.stash[SCREENSHOTS_KEY] = folder.resolve()
    return folder


@pytest.fixture
def shoot(screenshot_folder: Path) -> Callable[[Page, str], Path]:
    """Save a full-page screenshot of a page as ``<name>.png`` in the screenshot folder."""

    def take(page: Page, name: str) -> Path:
        path = screenshot_folder / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    """Say where the screenshots of this run are."""
    folder = config.stash.get(SCREENSHOTS_KEY, None)
    if folder is not None:
        terminalreporter.write_line(f"browser screenshots: {folder}")
