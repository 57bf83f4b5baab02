"""What every request passes before the app sees it: a limit on the size of its body (64 KB;
a record file opened, 1 MB), a check that a state-changing request comes from Cardavia's own
pages, and the security headers on every answer. A pure ASGI middleware, so that the event
stream is not buffered.

(FastAPI's own ``max_body_size`` answers in plain English text whatever the app's error
handlers say, so the limit is kept here, where the refusal speaks the player's language.)"""

import json
from dataclasses import dataclass
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from cardavia.web.i18n import N_, request_language, translations

OTHER_SITE = N_("This request came from another site and was refused")
TOO_LARGE = N_("This request is too large: at most {limit} KB are accepted")
RECORD_FILE_TOO_LARGE = N_("A record file of at most {limit} MB can be opened: this one is larger")
MAX_BODY_BYTES = 64 * 1024
"""No request of the app's own needs more than a few hundred bytes."""


@dataclass(frozen=True)
class BodyLimit:
    """The most a request's body may hold, and how a larger one is refused: ``refusal``
    with ``{limit}`` in units of ``unit`` bytes."""

    size: int
    refusal: str
    unit: int

    def refused(self, language: str) -> str:
        return translations(language).gettext(self.refusal).format(limit=self.size // self.unit)


RECORD_FILE = BodyLimit(1024 * 1024, RECORD_FILE_TOO_LARGE, 1024 * 1024)
"""A deal record is a few kilobytes: a file of a megabyte is none."""
LARGER_BODIES = {("POST", "/api/deals"): RECORD_FILE}
"""The requests that may send more than ``MAX_BODY_BYTES``: opening a record file."""


class BodyTooLarge(HTTPException):
    """A body sent without its length went past its limit (the app's error handler answers
    413 in the reader's language)."""

    def __init__(self, limit: BodyLimit) -> None:
        super().__init__(413)
        self.limit = limit


UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
OWN_SITE_FETCHES = frozenset({"same-origin", "none"})
"""``Sec-Fetch-Site`` of a request from Cardavia's own pages (``none``: typed by the user)."""

APP_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; "
    "form-action 'self'; frame-ancestors 'none'"
)
# FastAPI's interactive API documentation loads Swagger UI and ReDoc from their CDN and
# starts them with an inline script: only those two pages allow that.
API_DOCS_PATHS = ("/docs", "/redoc")
API_DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.googleapis.com; "
    "font-src https://fonts.gstatic.com; img-src 'self' data: https://fastapi.tiangolo.com "
    "https://cdn.redoc.ly; worker-src blob:; object-src 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]


class Guard:
    def __init__(self, app: ASGIApp, max_body_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = BodyLimit(max_body_bytes, TOO_LARGE, 1024)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        send = _with_security_headers(send, scope["path"])
        if scope["method"] in UNSAFE_METHODS and not _from_own_site(headers):
            await _refuse(scope, send, 403, OTHER_SITE)
            return
        limit = LARGER_BODIES.get((scope["method"], scope["path"]), self.limit)
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit.size:
            await _send_refusal(send, 413, limit.refused(request_language(Request(scope))))
            return
        await self.app(scope, _counted(receive, limit), send)


def _counted(receive: Receive, limit: BodyLimit) -> Receive:
    """``receive`` that stops a body sent without its length once it passes the limit
    (the app's error handler then answers 413)."""
    read = 0

    async def counted() -> Message:
        nonlocal read
        message = await receive()
        if message["type"] == "http.request":
            read += len(message.get("body", b""))
            if read > limit.size:
                raise BodyTooLarge(limit)
        return message

    return counted


def _from_own_site(headers: Headers) -> bool:
    """Browsers say where a request comes from; a script without those headers (curl, a
    bot) is no cross-site attack and may use the API."""
    fetch_site = headers.get("sec-fetch-site")
    if fetch_site is not None:
        return fetch_site in OWN_SITE_FETCHES
    origin = headers.get("origin")
    if origin is None:
        return True
    # Compared by host and port only: behind a proxy that ends HTTPS the scheme differs.
    return urlsplit(origin).netloc == headers.get("host")


def _with_security_headers(send: Send, path: str) -> Send:
    policy = API_DOCS_POLICY if path in API_DOCS_PATHS else APP_POLICY

    async def send_with_headers(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = [*message.get("headers", []), *SECURITY_HEADERS]
            headers.append((b"content-security-policy", policy.encode()))
            message = {**message, "headers": headers}
        await send(message)

    return send_with_headers


async def _refuse(scope: Scope, send: Send, status: int, message: str) -> None:
    language = request_language(Request(scope))
    await _send_refusal(send, status, translations(language).gettext(message))


async def _send_refusal(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
