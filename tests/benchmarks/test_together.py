"""``cardavia bench together``: two people at shared tables on a server of the bench's own,
each card timed until the other person's stream shows it. No timing is asserted."""

import json

from typer.testing import CliRunner

from cardavia.cli import app


def test_each_persons_card_is_timed_until_the_other_sees_it() -> None:
    result = CliRunner().invoke(
        app, ["bench", "together", "--tables", "1", "--cards", "4", "--json"]
    )
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["tables"] == 1 and figures["cards"] >= 4
    assert figures["errors"] == {}
    spread = figures["card_shown_ms"]
    assert 0 <= spread["p50"] <= spread["max"] and spread["p95"] >= spread["p50"]
    assert len(figures["servers"]) == 1 and "load average" in figures["load_before"]
