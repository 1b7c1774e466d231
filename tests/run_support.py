"""Helpers for the tests of running requests (issue 5): local sockets that stand
in for a broken endpoint, form data for a recipe on a test table, and reading
the #run-result fragment."""

from __future__ import annotations

import copy
import html
import json
import re
import socket
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from builder import forms as bf
from builder.expr.recipes import get_recipe

DUMMY_ENV = {"AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local", "AWS_EC2_METADATA_DISABLED": "true"}


def point_at_local(settings, monkeypatch, endpoint: str, anonymous: bool):
    """Settings for running against the fixture's DynamoDB Local (as make run does,
    when ``anonymous``); the caller resets builder.run's client cache around it."""
    for k, v in DUMMY_ENV.items():
        monkeypatch.setenv(k, v)
    settings.DYNAMODB_RUN_ENABLED = True
    settings.DYNAMODB_RUN_ANONYMOUS = anonymous
    settings.DYNAMODB_ENDPOINT_URL = endpoint
    settings.DYNAMODB_REGION = "us-east-1"
    settings.DYNAMODB_CONNECT_TIMEOUT = 2
    settings.DYNAMODB_READ_TIMEOUT = 10
    return settings


def recipe_state(name: str, table: str) -> dict:
    """A shipped recipe's state with every table name replaced by ``table``."""
    state = copy.deepcopy(get_recipe(name).state)
    if "table" in state:
        state["table"] = table
    for action in state.get("actions") or ():
        action["table"] = table
    return state


def form_data(state: dict) -> dict:
    """The builder form's POST data for ``state`` (what the page would post)."""
    return bf.state_to_data(state)


def text_of(fragment: str) -> str:
    """The visible text of an HTML fragment, whitespace collapsed."""
    no_tags = re.sub(r"<[^>]+>", " ", fragment)
    return re.sub(r"\s+", " ", html.unescape(no_tags)).strip()


def outcome(page: str) -> str:
    m = re.search(r'<span class="outcome[^"]*">([^<]*)</span>', page)
    assert m, "no outcome in the run result:\n" + page[:3000]
    return html.unescape(m.group(1))


def run_fragment(page: str) -> str:
    m = re.search(r'<div id="run-result".*?</section>\s*</div>', page, re.S)
    assert m, "no #run-result with a result in:\n" + page[:3000]
    return m.group(0)


class CountingSocket:
    """A listening socket that accepts connections, counts them and never answers.

    As an endpoint it stands for "a server that swallows requests": the count
    says whether anything left the app at all; a client waits for its read timeout.
    """

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.connections = 0
        self._open: list[socket.socket] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        self.sock.settimeout(0.1)
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self.connections += 1
            self._open.append(conn)  # kept open, never answered

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        for conn in self._open:
            conn.close()
        self.sock.close()


def closed_port() -> int:
    """A local port nothing listens on (connections are refused at once)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class FakeDynamoDB:
    """A tiny HTTP server speaking just enough of DynamoDB's JSON protocol.

    DescribeTable answers with a PK/SK string table; GetItem with no item; any
    operation listed in ``hang`` is received, counted and never answered (the
    connection stays open until ``close``), like an endpoint that applied a
    write and then went silent. ``calls`` counts every operation received.
    """

    def __init__(
        self,
        hang: tuple[str, ...] = ("UpdateItem", "PutItem", "DeleteItem", "TransactWriteItems"),
        answers: dict | None = None,
    ) -> None:
        """``answers``: operation -> the JSON to answer it with (instead of ``{}``)."""
        self.calls: Counter = Counter()
        self.answers = answers or {}
        self.hang = hang
        self.release = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                op = (self.headers.get("X-Amz-Target") or "").rpartition(".")[2]
                fake.calls[op] += 1
                if op in fake.hang:
                    fake.release.wait(30)
                    self.close_connection = True
                    return
                if op == "DescribeTable":
                    answer = {
                        "Table": {
                            "TableName": body.get("TableName"),
                            "KeySchema": [
                                {"AttributeName": "PK", "KeyType": "HASH"},
                                {"AttributeName": "SK", "KeyType": "RANGE"},
                            ],
                            "AttributeDefinitions": [
                                {"AttributeName": "PK", "AttributeType": "S"},
                                {"AttributeName": "SK", "AttributeType": "S"},
                            ],
                            "TableStatus": "ACTIVE",
                        }
                    }
                else:
                    answer = fake.answers.get(op, {})
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-amz-json-1.0")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
