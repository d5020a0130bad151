"""The Engine interface: the reference engine, engine commands, broken engines, python: engines."""

from __future__ import annotations

import shlex
import sys
import textwrap
import time

import pytest
from patience import patience

from studrules.protocol.dispatch import handle
from studrules.protocol.engines import (
    EngineError,
    PythonEngine,
    ReferenceEngine,
    SubprocessEngine,
    make_engine,
)

STUDRULES_ENGINE = shlex.join([sys.executable, "-m", "studrules", "engine"])

REQUESTS = [
    {"hello": True},
    {"evaluate": {"ranking": "high", "cards": "As Ks Qs Js Ts 2c 2d"}},
    {"evaluate": {"ranking": "high", "cards": "Kc Kd 7h 4s 2c", "wild": ["2"]}},
    {"rank": {"ranking": "ace-to-five-8", "hands": ["A2345", "A2346", "KQJT9"]}},
    {"evaluate": {"ranking": "high", "cards": "As Xs"}},
    {"evaluate": {"ranking": "nope", "cards": "As"}},
    {"variant": "razz"},
]


def expected(body: dict) -> dict:
    answer = handle({"id": 1, **body})
    del answer["id"]
    return answer


def script(tmp_path, name: str, source: str) -> str:
    """A command that runs a tiny Python engine written in ``tmp_path``."""
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source))
    return shlex.join([sys.executable, str(path)])


# The reference engine


def test_reference_engine_answers_without_ids():
    with ReferenceEngine() as engine:
        assert engine.name == "reference"
        for body in REQUESTS:
            answer = engine.request(body)
            assert "id" not in answer
            assert answer == expected(body)


def test_a_request_body_carries_no_id():
    with pytest.raises(ValueError, match="no id"):
        ReferenceEngine().request({"id": 3, "hello": True})


def test_make_engine_picks_the_engine():
    assert isinstance(make_engine("reference"), ReferenceEngine)
    with make_engine(STUDRULES_ENGINE, timeout=patience(10)) as engine:
        assert isinstance(engine, SubprocessEngine)
        assert engine.name == STUDRULES_ENGINE


# An engine command


def test_studrules_engine_as_a_subprocess_answers_like_the_reference():
    with SubprocessEngine(STUDRULES_ENGINE, timeout=patience(10)) as engine:
        for body in REQUESTS:
            assert engine.request(body) == expected(body)
        assert engine.request({"hello": True})["ok"] is True


def test_a_closed_engine_refuses_requests():
    engine = SubprocessEngine(STUDRULES_ENGINE, timeout=patience(10))
    assert engine.request({"hello": True})["ok"]
    engine.close()
    engine.close()
    with pytest.raises(EngineError, match="is closed"):
        engine.request({"hello": True})


def test_an_engine_that_crashes_is_reported_with_its_stderr(tmp_path):
    command = script(tmp_path, "crash", """
        import sys
        sys.stdin.readline()
        sys.stderr.write("something broke inside\\n")
        sys.exit(3)
    """)
    with (SubprocessEngine(command, timeout=patience(10)) as engine,
          pytest.raises(EngineError) as raised):
        engine.request({"hello": True})
    message = str(raised.value)
    assert "stopped before answering request 1" in message
    assert "exit code 3" in message
    assert "something broke inside" in message


def test_an_engine_that_answers_garbage_is_reported(tmp_path):
    command = script(tmp_path, "garbage", """
        import sys
        for line in sys.stdin:
            print("I am not JSON", flush=True)
    """)
    with (SubprocessEngine(command, timeout=patience(10)) as engine,
          pytest.raises(EngineError, match="not JSON")):
        engine.request({"hello": True})


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("[1, 2]", "not an object"),
        ('{"id": 99, "ok": true}', "answered id 99 to request 1"),
        ('{"id": 1}', 'without "ok"'),
    ],
)
def test_an_engine_that_answers_the_wrong_thing_is_reported(tmp_path, answer, says):
    command = script(tmp_path, "wrong", f"""
        import sys
        for line in sys.stdin:
            print({answer!r}, flush=True)
    """)
    with (SubprocessEngine(command, timeout=patience(10)) as engine,
          pytest.raises(EngineError, match=says)):
        engine.request({"hello": True})


def test_an_engine_that_hangs_times_out_and_is_stopped(tmp_path):
    command = script(tmp_path, "hang", """
        import sys, time
        sys.stdin.readline()
        time.sleep(60)
    """)
    engine = SubprocessEngine(command, timeout=0.5)
    started = time.monotonic()
    with pytest.raises(EngineError, match=r"did not answer request 1 within 0\.5 s"):
        engine.request({"hello": True})
    assert time.monotonic() - started < patience(10)
    with pytest.raises(EngineError, match="is closed"):
        engine.request({"hello": True})


def test_an_engine_command_that_does_not_exist():
    with pytest.raises(EngineError, match="cannot start engine no-such-engine-here"):
        make_engine("no-such-engine-here --serve")
    with pytest.raises(EngineError, match="empty"):
        SubprocessEngine("  ")


# python: engines


@pytest.fixture
def engine_module(tmp_path, monkeypatch):
    """Write ``my_engines.py`` in a temporary directory on ``sys.path``."""
    (tmp_path / "my_engines.py").write_text(textwrap.dedent("""
        from studrules.protocol.dispatch import handle

        def reference():
            return handle

        def not_a_function():
            return 42

        def failing():
            raise RuntimeError("no engine today")

        def raising():
            def answer(request):
                raise KeyError("boom")
            return answer

        def forgetful():
            return lambda request: {"ok": True}
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "my_engines"
    sys.modules.pop("my_engines", None)


def test_a_python_engine_answers_like_the_reference(engine_module):
    with make_engine(f"python:{engine_module}:reference") as engine:
        assert isinstance(engine, PythonEngine)
        assert engine.name == f"python:{engine_module}:reference"
        for body in REQUESTS:
            assert engine.request(body) == expected(body)


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("python:my_engines", "is not of the form python:package.module:factory"),
        ("python::reference", "is not of the form"),
        ("python:no_such_module_here:reference", "ModuleNotFoundError"),
        ("python:my_engines:missing", "AttributeError"),
        ("python:my_engines:failing", "no engine today"),
        ("python:my_engines:not_a_function", "returned 42, not a function of a request"),
    ],
)
def test_a_python_engine_that_cannot_load(engine_module, spec, says):
    with pytest.raises(EngineError, match=says):
        make_engine(spec)


@pytest.mark.parametrize(
    ("factory", "says"),
    [
        ("raising", "failed on request 1: KeyError: 'boom'"),
        ("forgetful", 'answered request 1 without its "id": {"ok": true}'),
    ],
)
def test_a_python_engine_that_fails_a_request(engine_module, factory, says):
    engine = make_engine(f"python:{engine_module}:{factory}")
    with pytest.raises(EngineError, match=says):
        engine.request({"hello": True})
