"""A table's event stream (``GET /api/tables/{id}/events``) kept open in a thread of its
own, as the browser's EventSource keeps it: each view it brings is kept for the bot, which
waits on it; when the server ends the stream it is opened again with ``Last-Event-ID``."""

import contextlib
import http.client
import json
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from cardavia.benchmarks.load.client import Browser, JsonDict, connect, target
from cardavia.benchmarks.load.recorder import Recorder

SILENCE_SECONDS = 60.0
"""A stream that brings nothing this long has dropped (the server sends a comment every
15 s while nothing happens)."""
DEFAULT_RETRY_SECONDS = 3.0


@dataclass(frozen=True)
class ServerEvent:
    name: str
    id: str | None
    data: str


class EventParser:
    """Server-sent events read line by line (the format's rules as browsers apply them)."""

    def __init__(self) -> None:
        self.retry_seconds = DEFAULT_RETRY_SECONDS
        self._name = ""
        self._id: str | None = None
        self._data: list[str] = []

    def feed(self, raw: bytes) -> ServerEvent | None:
        """The event that a blank line completes, else None."""
        line = raw.decode().rstrip("\r\n")
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return None  # a comment: the server's heartbeat
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._name = value
        elif field == "id":
            self._id = value
        elif field == "retry" and value.isdigit():
            self.retry_seconds = int(value) / 1000
        return None

    def _dispatch(self) -> ServerEvent | None:
        data, name = self._data, self._name
        self._data, self._name = [], ""
        if not data:
            return None
        return ServerEvent(name or "message", self._id, "\n".join(data))


class TableStream:
    """The views of one table as its stream brings them, each with the moment it came."""

    def __init__(self, browser: Browser, base: str, table_id: str, recorder: Recorder) -> None:
        self.browser = browser
        self.base = base
        self.path = f"/api/tables/{table_id}/events"
        self.recorder = recorder
        self._changed = threading.Condition()
        self._latest: JsonDict | None = None
        self._arrivals: list[tuple[int, float]] = []
        self._last_id: str | None = None
        self._ended = False
        self._closing = threading.Event()
        self._connection: http.client.HTTPConnection | None = None
        self._thread = threading.Thread(target=self._follow, name=f"stream {table_id}")

    def start(self) -> None:
        self._thread.start()

    def wait_for(self, wanted: Callable[[JsonDict], bool], timeout: float) -> JsonDict | None:
        """The newest view once it is ``wanted``; None when none came within ``timeout``
        seconds or the stream ended for good."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while self._latest is None or not wanted(self._latest):
                remaining = deadline - time.monotonic()
                if self._ended or remaining <= 0:
                    return None
                self._changed.wait(remaining)
            return self._latest

    def arrival_beyond(self, version: int) -> float | None:
        """When the first view of a version beyond ``version`` came (``perf_counter``)."""
        with self._changed:
            return next((at for seen, at in self._arrivals if seen > version), None)

    def highest_version(self) -> int:
        with self._changed:
            return max((seen for seen, _ in self._arrivals), default=-1)

    def close(self) -> None:
        """End the stream, as a browser does when its page closes."""
        with self._changed:
            self._closing.set()
            sock = None if self._connection is None else self._connection.sock
            if sock is not None:
                with contextlib.suppress(OSError):  # already closed
                    sock.shutdown(socket.SHUT_RDWR)
        self._thread.join()

    def _follow(self) -> None:
        parser = EventParser()
        try:
            while not self._closing.is_set():
                try:
                    if not self._read(parser):
                        return  # refused: a browser's EventSource gives up too
                except (OSError, http.client.HTTPException):
                    pass
                if self._closing.is_set():
                    return
                self.recorder.error("stream dropped")
                self._closing.wait(parser.retry_seconds)
        finally:
            with self._changed:
                self._ended = True
                self._changed.notify_all()

    def _read(self, parser: EventParser) -> bool:
        """Follow the stream until it ends; False when the server refused it."""
        connection = connect(self.base, SILENCE_SECONDS)
        try:
            with self._changed:
                if self._closing.is_set():
                    return True
                connection.connect()
                self._connection = connection
            url = self.base + self.path
            headers = {"Accept": "text/event-stream", **self.browser.cookie_header(url)}
            if self._last_id is not None:
                headers["Last-Event-ID"] = self._last_id
            connection.request("GET", target(self.base, self.path), headers=headers)
            response = connection.getresponse()
            self.browser.keep_cookies(url, response)
            if not 200 <= response.status < 300:
                self.recorder.error(f"stream {response.status}")
                return False
            while line := response.readline():
                event = parser.feed(line)
                if event is not None and event.name == "table":
                    self._receive(event, time.perf_counter())
            return True
        finally:
            connection.close()

    def _receive(self, event: ServerEvent, arrived: float) -> None:
        view = json.loads(event.data)
        with self._changed:
            self._last_id = event.id
            self._latest = view
            self._arrivals.append((int(view["version"]), arrived))
            self._changed.notify_all()
