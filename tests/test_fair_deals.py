"""Fair deals (issue 22): a drawn seed's commitment, and ``verify``/``cardavia verify``
showing that a revealed seed matches it and deals exactly the recorded cards."""

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardavia.cli import app
from cardavia.core.errors import BadNotation
from cardavia.core.game import deal_record
from cardavia.fair_deals import commitment, draw_seed, drawn_deal, is_seed, verify
from cardavia.web.sessions import Session

GAMES = ["schafkopf", "jass", "skat"]
SEED = "3f" * 32
VERIFIED = "verified: the seed matches the commitment and deals exactly these hands"

seeds = st.binary(min_size=32, max_size=32).map(bytes.hex)
runner = CliRunner()


def played_to_the_end(session: Session, rng: random.Random) -> Session:
    while not session.deal_over:
        session = session.apply(rng.choice(session.current.legal_actions()))
    return session


def drawn_session(game: str, deals: int) -> Session:
    """A table that draws its deals, with ``deals`` deals played to the end: the same
    seeds every run, as a test must give the same answer every time."""
    rng = random.Random(f"{game} table")
    session = played_to_the_end(Session.new_drawn(game, rng.randbytes(32).hex()), rng)
    for _ in range(deals - 1):
        session = played_to_the_end(session.next_deal(rng.randbytes(32).hex()), rng)
    return session


def first_deal_record(game: str, seed: str = SEED) -> dict[str, Any]:
    return {**deal_record(game, drawn_deal(game, seed)), "commitment": commitment(seed)}


def flipped(seed: str) -> str:
    """``seed`` with its first hex digit changed."""
    return ("1" if seed[0] == "0" else "0") + seed[1:]


# ----------------------------------------------------------------------------- seeds


def test_a_drawn_seed_is_64_lowercase_hex_digits_never_the_same_twice() -> None:
    drawn = {draw_seed() for _ in range(20)}
    assert len(drawn) == 20
    assert all(is_seed(seed) for seed in drawn)


@given(seed=seeds)
@settings(max_examples=20)
def test_the_commitment_is_the_sha256_of_the_seeds_ascii_text(seed: str) -> None:
    assert commitment(seed) == hashlib.sha256(seed.encode("ascii")).hexdigest()


@pytest.mark.parametrize("seed", ["", "abc", "3F" * 32, "3g" * 32, "3f" * 33, f" {'3f' * 31}3"])
def test_a_malformed_seed_is_refused_with_a_clear_message(seed: str) -> None:
    with pytest.raises(BadNotation, match="A seed is 64 lowercase hexadecimal digits"):
        commitment(seed)
    verdict = verify(first_deal_record("skat"), seed)
    assert not verdict.ok
    assert verdict.problems[0].startswith("A seed is 64 lowercase hexadecimal digits")


# ----------------------------------------------------------------------------- verify


@pytest.mark.parametrize("game", GAMES)
def test_every_deal_of_a_drawn_table_verifies_with_its_seed(game: str) -> None:
    """The first deal (the dealer left to the seed) and the later ones (the deal passed
    on; in Jass from the match score)."""
    session = drawn_session(game, deals=3)
    for index in range(3):
        record = session.deal_record_with_commitment(index)
        assert verify(record, record["seed"]).ok, (index, verify(record, record["seed"]))
    if game == "jass":
        assert session.deal_record_with_commitment(2)["scores_before"] != [0, 0]


@pytest.mark.parametrize("game", GAMES)
@given(seed=seeds)
@settings(max_examples=8, deadline=None)
def test_any_seed_verifies_the_first_deal_it_deals(game: str, seed: str) -> None:
    assert verify(first_deal_record(game, seed), seed).ok


@pytest.mark.parametrize("game", GAMES)
def test_a_seed_with_one_digit_changed_fails_on_the_commitment(game: str) -> None:
    record = drawn_session(game, deals=2).deal_record_with_commitment(1)
    verdict = verify(record, flipped(record["seed"]))
    assert not verdict.ok
    assert verdict.problems == [
        f"The seed's SHA-256 is {commitment(flipped(record['seed']))}, "
        f"the record's commitment is {record['commitment']}"
    ]


@pytest.mark.parametrize("game", GAMES)
def test_two_cards_swapped_between_hands_fail_on_the_cards(game: str) -> None:
    record = first_deal_record(game)
    hands = record["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    verdict = verify(record, SEED)
    assert not verdict.ok
    assert [problem.split(" was dealt ")[0] for problem in verdict.problems] == [
        "Seat 0",
        "Seat 1",
    ]
    assert f"Seat 0 was dealt {' '.join(hands[0])} but the seed deals " in verdict.problems[0]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("deal", [0, 1])
def test_a_changed_dealer_fails(game: str, deal: int) -> None:
    """(A Jass deal dealt from seat 0 on reads the same with two dealers: as a first deal,
    the seat before the rose seven's holder; as a later one, seat 3. Changing the one into
    the other is not caught; these seeds do not meet that case.)"""
    session = drawn_session(game, deals=2)
    record = session.deal_record_with_commitment(deal)
    record["dealer"] = (record["dealer"] + 1) % session.players
    verdict = verify(record, record["seed"])
    assert not verdict.ok
    assert verdict.problems


def test_a_first_deal_with_another_dealer_says_who_the_seed_made_dealer() -> None:
    record = first_deal_record("schafkopf")
    dealer = record["dealer"]
    record["dealer"] = (dealer + 1) % 4
    assert verify(record, SEED).problems == [
        f"The record says seat {(dealer + 1) % 4} dealt, but with this seed seat {dealer} "
        "deals these cards"
    ]


def test_a_changed_skat_fails_on_the_skat() -> None:
    record = first_deal_record("skat")
    record["skat"][0], record["hands"][2][0] = record["hands"][2][0], record["skat"][0]
    verdict = verify(record, SEED)
    assert not verdict.ok
    assert verdict.problems[0].startswith("Seat 2 was dealt ")
    assert verdict.problems[1].startswith(
        f"The skat differs: the record has {' '.join(record['skat'])}, the seed deals "
    )


def test_a_record_without_a_commitment_is_refused() -> None:
    record = first_deal_record("jass")
    del record["commitment"]
    verdict = verify(record, SEED)
    assert not verdict.ok
    assert verdict.problems == [
        'The record has no "commitment": only a deal whose seed was committed to before it '
        "was dealt can be verified"
    ]


@pytest.mark.parametrize(
    "record",
    [
        [],
        {"format": "cardavia-deal/1", "game": "poker"},
        {"format": "cardavia-deal/0", "game": "skat"},
        {"format": "cardavia-deal/1", "game": "skat", "hands": "aA"},
        {"format": "cardavia-deal/1", "game": "jass", "dealer": 0, "hands": [[1, 2]]},
        {"format": "cardavia-deal/1", "game": "schafkopf", "dealer": 7, "hands": [["zz"]]},
        {**first_deal_record("skat"), "commitment": "not a digest"},
    ],
)
def test_a_malformed_record_is_a_problem_not_a_traceback(record: Any) -> None:
    verdict = verify(record, SEED)
    assert not verdict.ok
    assert len(verdict.problems) == 1
    assert verdict.problems[0].startswith("The record")


# ----------------------------------------------------------------------------- the command


def run_verify(tmp_path: Path, content: Any, seed: str) -> Any:
    path = tmp_path / "deal.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return runner.invoke(app, ["verify", str(path), seed])


def output_lines(result: Any) -> list[str]:
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return [line for line in result.output.splitlines() if line.strip()]


def test_verify_prints_verified_for_a_fair_deal(tmp_path: Path) -> None:
    record = drawn_session("skat", deals=2).deal_record_with_commitment(1)
    result = run_verify(tmp_path, record, record["seed"])
    assert result.exit_code == 0, result.output
    assert output_lines(result) == [VERIFIED]


def test_verify_prints_each_problem_on_its_own_line(tmp_path: Path) -> None:
    record = first_deal_record("schafkopf")
    hands = record["hands"]
    hands[2][0], hands[3][0] = hands[3][0], hands[2][0]
    result = run_verify(tmp_path, record, SEED)
    assert result.exit_code == 1
    assert output_lines(result) == verify(record, SEED).problems
    assert len(output_lines(result)) == 2


def test_verify_refuses_a_seed_that_does_not_match_the_commitment(tmp_path: Path) -> None:
    result = run_verify(tmp_path, first_deal_record("jass"), flipped(SEED))
    assert result.exit_code == 1
    [line] = output_lines(result)
    assert line.startswith("The seed's SHA-256 is ")


def test_verify_of_a_file_that_is_not_json_says_so_in_one_line(tmp_path: Path) -> None:
    result = run_verify(tmp_path, "{not json", SEED)
    assert result.exit_code == 1
    [line] = output_lines(result)
    assert line.startswith(f"{tmp_path / 'deal.json'} is not JSON: ")


def test_verify_of_a_file_it_cannot_read_says_so_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe{}")
    for name in ["nowhere.json", "binary.json"]:
        result = runner.invoke(app, ["verify", str(tmp_path / name), SEED])
        assert result.exit_code == 1
        [line] = output_lines(result)
        assert line.startswith(f"cannot read {tmp_path / name}: ")
