"""The README's "For researchers" examples run as printed."""

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def researcher_examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## For researchers", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.DOTALL)


def test_the_section_has_a_pettingzoo_and_an_openspiel_example() -> None:
    examples = researcher_examples()
    assert any("from cardavia.envs import" in example for example in examples)
    assert any("import cardavia.envs.openspiel" in example for example in examples)


@pytest.mark.parametrize("package", ["pettingzoo", "pyspiel"])
def test_the_example_runs(package: str, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip(package, reason=f"{package} comes with Cardavia's research extras")
    marker = "from cardavia.envs import" if package == "pettingzoo" else "cardavia.envs.openspiel"
    (example,) = [code for code in researcher_examples() if marker in code]
    assert len(example.strip().splitlines()) <= 14, "a short example"
    exec(compile(example, "README.md", "exec"), {})
    if package == "pyspiel":
        assert re.search(r"\[-?\d+\.\d+, -?\d+\.\d+, -?\d+\.\d+\]", capsys.readouterr().out)
