"""``cardavia bench web``'s CPU per stored action: every stored action is timed once."""

from pathlib import Path

from typer.testing import CliRunner

from cardavia.cli import app
from cardavia.store.database import connect
from cardavia.store.tables import TableStore
from cardavia.web.timing import OWNER, cpu_report, measure_cpu


def test_every_stored_action_is_timed_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'bench.db'}"
    [figure] = measure_cpu(["skat"], deals=2, database_url=url)
    [table] = TableStore(connect(url)).owned(OWNER)
    assert len(figure.actions) == table.version  # each action and each next deal
    assert {cpu.deal for cpu in figure.actions} == {1, 2}
    assert all(cpu.store > 0 and cpu.show > 0 for cpu in figure.actions)
    row = cpu_report([figure]).splitlines()[1].split()
    assert row[:2] == ["skat", str(table.version)] and row[5] == "2"


def test_the_command_prints_the_cpu_per_stored_action() -> None:
    result = CliRunner().invoke(
        app, ["bench", "web", "--cpu-only", "--game", "schafkopf", "--deals", "1"]
    )
    assert result.exit_code == 0, result.output
    header, row, note = result.stdout.splitlines()
    assert "total ms" in header and row.split()[0] == "schafkopf" and "load average" in note
