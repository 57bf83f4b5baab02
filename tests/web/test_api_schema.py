"""Schemathesis over the OpenAPI schema: thousands of generated requests, valid and not,
against every operation; no answer is a server error, and every answer — its status, its
content type, its body — is one the schema documents."""

import tempfile
from collections import Counter
from pathlib import Path

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import APIOperation, GenerationMode

from cardavia.web.app import create_app
from cardavia.web.settings import Settings

EXAMPLES_PER_OPERATION = 300
"""Eight operations: at least 2,000 requests in all."""


def fuzzed_app() -> FastAPI:
    """The app on a fresh SQLite file, its AI players waiting an hour before each move:
    the tables the fuzzing starts stay cheap."""
    directory = Path(tempfile.mkdtemp(prefix="cardavia-schema-"))
    settings = Settings(
        database_url=f"sqlite:///{directory / 'cardavia.db'}",
        secret_key="schemathesis",
        ai_delay=3600.0,
        hint_samples=1,
        hint_seconds=0.05,
    )
    return create_app(settings)


# A request the schema allows may still be refused for values that do not fit together
# (a pack of another game, a match score at Skat): 400, as the schema documents.
CONFIG = schemathesis.Config.from_dict(
    {
        "checks": {
            "positive_data_acceptance": {
                "expected-statuses": ["2xx", "400", "403", "404", "409", "429"]
            }
        }
    }
)
schema = schemathesis.openapi.from_asgi("/openapi.json", fuzzed_app(), config=CONFIG)


@pytest.mark.timeout(1200)
def test_every_answer_is_documented_and_none_is_a_server_error() -> None:
    """Valid requests and invalid ones for every operation, one test so that the count of
    requests sent is known (the parametrized form splits it across test workers)."""
    answered: Counter[str] = Counter()
    for found in schema.get_all_operations():
        operation = found.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            fuzz(operation, mode, answered)
    assert not [status for status in answered if status.startswith("5")]
    assert answered.total() >= 2000, answered


def fuzz(operation: APIOperation, mode: GenerationMode, answered: Counter[str]) -> None:
    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=EXAMPLES_PER_OPERATION // 2,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def check(case: schemathesis.Case) -> None:
        response = case.call_and_validate()
        answered[str(response.status_code)] += 1

    try:
        check()
    except Unsatisfiable:
        # Nothing invalid can be made of some operations (a path with one text parameter).
        assert mode is GenerationMode.NEGATIVE, operation.label
