"""Whatever fails below a view, the answer is the trainer's own error page with every header.

A ``Host`` header that names no host (``a..b``, a label over 63 characters,
text with spaces or slashes) is answered 400 before anything else looks at
it; an exception in an error handler, in a hook after the view or in the
teardown still becomes the trainer's apology, with the security headers,
logged once; never a bare 500 from the server underneath.
"""

from __future__ import annotations

import logging

import pytest

from studrules_trainer import create_app
from studrules_trainer.headers import HEADERS

SECRET = "errors-secret-" + "z" * 40
HOSTILE_HOSTS = [
    "a..b",
    "x" * 64 + ".example",
    "." + "a" * 10,
    "evil.example/path",
    "two words",
    "<script>",
    "host:port",
    "host:99999999",
    "[::1",
    "[not:an:address]",
    "a" * 250 + ".b.example",
    "h\u00e9llo.example",
]
GOOD_HOSTS = ["localhost", "127.0.0.1:5000", "trainer.example.org", "[::1]:8080", "my_box:80",
              "example.org."]


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A trainer of the test's own, to break with a hook."""
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    return create_app({"DATABASE": str(tmp_path / "trainer.sqlite"), "SECRET_KEY": SECRET})


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """A trainer the module's requests share (none of them changes it)."""
    folder = tmp_path_factory.mktemp("errors")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STUDRULES_TRAINER_INSTANCE", str(folder / "instance"))
        yield create_app({"DATABASE": str(folder / "trainer.sqlite"), "SECRET_KEY": SECRET})


def assert_secured(response) -> None:
    for name, value in HEADERS.items():
        assert response.headers.get(name) == value, (name, sorted(response.headers.keys()))


def errors_logged(caplog) -> list[logging.LogRecord]:
    return [record for record in caplog.records if record.levelno >= logging.ERROR]


@pytest.mark.parametrize("host", HOSTILE_HOSTS)
@pytest.mark.parametrize("path", ["/", "/rulebook/", "/quiz/feedback/1", "/no/such/page"])
def test_a_host_header_that_names_no_host_is_answered_400(shared_app, caplog, host, path):
    response = shared_app.test_client().get(path, headers={"Host": host})
    assert response.status_code == 400, response.get_data(as_text=True)[:300]
    assert_secured(response)
    text = response.get_data(as_text=True)
    assert "Host header" in text and "Traceback" not in text
    assert not errors_logged(caplog)


def test_the_host_refusal_speaks_json_to_a_client_that_asks(shared_app):
    response = shared_app.test_client().get("/", headers={"Host": "a..b",
                                                          "Accept": "application/json"})
    assert response.status_code == 400
    assert response.get_json()["error"]["status"] == 400
    assert "Host header" in response.get_json()["error"]["message"]
    assert_secured(response)


@pytest.mark.parametrize("host", GOOD_HOSTS)
def test_a_host_name_an_address_or_a_port_is_served(shared_app, host):
    response = shared_app.test_client().get("/rulebook/", headers={"Host": host})
    assert response.status_code == 200
    assert_secured(response)


def test_an_error_page_that_cannot_be_drawn_becomes_the_plain_apology(app, caplog):
    @app.context_processor
    def broken() -> dict:
        raise RuntimeError("a template helper broke")

    response = app.test_client().get("/rulebook/")
    assert response.status_code == 500
    assert_secured(response)
    assert "went wrong on our side" in response.get_data(as_text=True)
    assert len(errors_logged(caplog)) >= 1


def test_a_hook_that_fails_after_the_view_still_answers_with_the_headers(app, caplog):
    @app.after_request
    def broken(response):
        raise RuntimeError("a hook broke")

    response = app.test_client().get("/rulebook/")
    assert response.status_code == 500
    assert_secured(response)
    assert "went wrong on our side" in response.get_data(as_text=True)
    assert errors_logged(caplog)


def test_a_teardown_that_fails_still_answers_with_the_headers(app, caplog):
    @app.teardown_request
    def broken(_error):
        raise RuntimeError("a teardown broke")

    response = app.test_client().get("/rulebook/")
    assert response.status_code == 500
    assert_secured(response)
    assert errors_logged(caplog)


def test_the_apology_speaks_json_to_a_client_that_asks(app):
    @app.after_request
    def broken(response):
        raise RuntimeError("a hook broke")

    response = app.test_client().get("/rulebook/", headers={"Accept": "application/json"})
    assert response.status_code == 500
    assert response.get_json()["error"]["status"] == 500
    assert_secured(response)


def test_a_host_flask_does_not_trust_gets_the_plain_page(tmp_path, monkeypatch, caplog):
    """Flask builds no URL for a host outside ``TRUSTED_HOSTS``: the plain page, no traceback."""
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"DATABASE": str(tmp_path / "trainer.sqlite"), "SECRET_KEY": SECRET,
                      "TRUSTED_HOSTS": ["trainer.example.org"]})
    client = app.test_client()
    response = client.get("/rulebook/", headers={"Host": "other.example.org"})
    assert response.status_code == 400
    assert_secured(response)
    assert 'id="error-message"' in response.get_data(as_text=True)
    assert not errors_logged(caplog)
    assert client.get("/rulebook/", headers={"Host": "trainer.example.org"}).status_code == 200
