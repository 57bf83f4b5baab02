"""The house rules page (/rules/house-rules): docs/house-rules.md, the exact statement of
every variant a table may be started with, rendered as it is written (in English), each
heading with an anchor the Full rules tab links to."""

import re
from functools import cache
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token

PACKAGED_DOCUMENT = Path(__file__).with_name("house-rules.md")
"""The copy a regular install carries (setup.py puts it there)."""
DOCUMENT = (
    PACKAGED_DOCUMENT
    if PACKAGED_DOCUMENT.exists()
    else Path(__file__).resolve().parents[3] / "docs" / "house-rules.md"
)
"""The document: in a checkout (``pip install -e``) the project's own docs/house-rules.md."""


def anchor(title: str) -> str:
    """A heading's anchor: "1.2 Ramsch (instead of the void deal)" -> "1-2-ramsch"."""
    words = title.split("(")[0]
    return re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")


def _with_anchors(tokens: list[Token]) -> None:
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag in ("h2", "h3"):
            token.attrSet("id", anchor(tokens[index + 1].content))


@cache
def house_rules_html() -> str:
    """The document as HTML (written by this team: the text is trusted, raw HTML off)."""
    parser = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = parser.parse(DOCUMENT.read_text(encoding="utf-8"))
    _with_anchors(tokens)
    html: str = parser.renderer.render(tokens, parser.options, {})
    return html
