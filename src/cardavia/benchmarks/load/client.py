"""One player's browser as the bench drives it: its own cookie jar (hence its own player and
tables), a kept-alive connection per server, and every request timed."""

import http.client
import http.cookiejar
import json
import time
import urllib.request
from typing import Any
from urllib.parse import urlsplit

from cardavia.benchmarks.load.recorder import Recorder

JsonDict = dict[str, Any]
REQUEST_TIMEOUT_SECONDS = 300.0
IDLE_SECONDS = 4.0
"""A connection idle this long is opened afresh, as browsers do: uvicorn closes an idle
connection after 5 s, and a request sent as it closes would fail for nothing."""


class Refused(Exception):
    """The server answered with a status that is not 2xx (recorded already)."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(f"{status}: {detail}")
        self.status = status


def connect(base: str, timeout: float) -> http.client.HTTPConnection:
    """A new connection to the server at ``base`` (http or https)."""
    parts = urlsplit(base)
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    return kind(parts.netloc, timeout=timeout)


def target(base: str, path: str) -> str:
    """The request target: ``path`` under the base URL's own path, if it has one."""
    return urlsplit(base).path.rstrip("/") + path


class Browser:
    """Requests as one browser sends them; each answered one is timed into ``recorder``
    under its kind, each failure counted by its status or exception."""

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.cookies = http.cookiejar.CookieJar()
        self._connections: dict[str, tuple[http.client.HTTPConnection, float]] = {}

    def call(self, base: str, method: str, path: str, kind: str, body: Any = None) -> JsonDict:
        """The JSON answer; ``Refused`` for a status that is not 2xx, and the connection's
        own exception when it failed (both counted as errors)."""
        headers = {"Accept": "application/json", **self.cookie_header(base + path)}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        connection = self._connection(base)
        started = time.perf_counter()
        try:
            connection.request(method, target(base, path), data, headers)
            response = connection.getresponse()
            payload = response.read()
        except (OSError, http.client.HTTPException) as error:
            self._forget(base)
            self.recorder.error(type(error).__name__)
            raise
        self.recorder.request(kind, time.perf_counter() - started)
        self._connections[base] = (connection, time.monotonic())
        self.keep_cookies(base + path, response)
        if not 200 <= response.status < 300:
            self.recorder.error(str(response.status))
            raise Refused(response.status, payload.decode(errors="replace")[:200])
        answer: JsonDict = json.loads(payload)
        return answer

    def cookie_header(self, url: str) -> dict[str, str]:
        """The ``Cookie`` header this browser sends to ``url`` (none before its first)."""
        carrier = urllib.request.Request(url)
        self.cookies.add_cookie_header(carrier)
        cookie = carrier.get_header("Cookie")
        return {} if cookie is None else {"Cookie": cookie}

    def keep_cookies(self, url: str, response: http.client.HTTPResponse) -> None:
        self.cookies.extract_cookies(response, urllib.request.Request(url))

    def close(self) -> None:
        for connection, _ in self._connections.values():
            connection.close()
        self._connections.clear()

    def _connection(self, base: str) -> http.client.HTTPConnection:
        kept = self._connections.get(base)
        if kept is not None and time.monotonic() - kept[1] < IDLE_SECONDS:
            return kept[0]
        self._forget(base)
        connection = connect(base, REQUEST_TIMEOUT_SECONDS)
        self._connections[base] = (connection, time.monotonic())
        return connection

    def _forget(self, base: str) -> None:
        kept = self._connections.pop(base, None)
        if kept is not None:
            kept[0].close()
