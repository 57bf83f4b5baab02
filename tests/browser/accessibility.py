"""axe-core in the browser tests: injected into the page from the npm package that
`make test` installs under .axe/, it checks the page as it stands against every WCAG 2 A
and AA rule (and axe's best practices, heading order among them)."""

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

AXE = Path(__file__).parent.parent.parent / ".axe" / "node_modules" / "axe-core" / "axe.min.js"
RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

CHECK = """async (tags) => {
    const results = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                             resultTypes: ['violations']});
    return results.violations.map((rule) => ({
        id: rule.id, impact: rule.impact, help: rule.help,
        nodes: rule.nodes.map((node) => ({
            target: node.target.join(' '),
            summary: (node.failureSummary || '').split('\\n').slice(1, 3).join(' ').trim(),
        })),
    }));
}"""


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """Every violation axe finds on the page now."""
    if not AXE.exists():
        raise RuntimeError("axe-core is missing: run `make test`, which installs it")
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    violations: list[dict[str, Any]] = page.evaluate(CHECK, RULE_SETS)
    return violations


def readable(violations: list[dict[str, Any]]) -> str:
    """The violations one per line: the rule, what it asks, and each element at fault."""
    lines = []
    for rule in violations:
        lines.append(f"{rule['id']} ({rule['impact']}): {rule['help']}")
        lines.extend(f"    {node['target']}: {node['summary']}" for node in rule["nodes"])
    return "\n".join(lines)


def expect_no_violations(page: Page, where: str) -> None:
    violations = axe_violations(page)
    assert not violations, f"axe-core on {where}:\n{readable(violations)}"
