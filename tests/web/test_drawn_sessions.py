"""Tables that draw their deals (issue 22): each deal's seed is kept with the session and
stored with it, its commitment is there from the deal's start, and the seed is given out
only once the deal is over. Tables dealt from their player's seed stay as they were."""

import random
from typing import Any

import pytest

from cardavia.core.errors import InvalidRecord
from cardavia.core.game import deal_record
from cardavia.fair_deals import commitment, draw_seed, verify
from cardavia.web.sessions import Session, StoredSession

GAMES = ["schafkopf", "jass", "skat"]


def seeds_out_of(session: Session) -> list[Any]:
    """Everything the session's fair-deal helpers give out about its current deal."""
    return [
        session.commitment(),
        session.revealed_seed(),
        session.deal_record_with_commitment(len(session.finished)),
    ]


@pytest.mark.parametrize("game", GAMES)
def test_the_seed_is_revealed_only_once_the_deal_is_over(game: str) -> None:
    rng = random.Random(game)
    first, second = draw_seed(), draw_seed()
    session = Session.new_drawn(game, first)
    while not session.deal_over:
        assert session.commitment() == commitment(first)
        assert session.revealed_seed() is None
        assert first not in repr(seeds_out_of(session))
        session = session.apply(rng.choice(session.current.legal_actions()))
    assert session.revealed_seed() == first
    session = session.next_deal(second)
    assert session.commitment() == commitment(second)
    assert session.revealed_seed() is None
    assert second not in repr(seeds_out_of(session))
    finished = session.deal_record_with_commitment(0)
    assert finished["seed"] == first
    assert finished["commitment"] == commitment(first)
    assert verify(finished, first).ok


def test_the_current_deal_record_has_its_commitment_and_no_seed() -> None:
    session = Session.new_drawn("skat", draw_seed())
    assert session.deal_record_with_commitment(0) == {
        **deal_record("skat", session.current),
        "commitment": session.commitment(),
    }


def test_a_drawn_table_needs_a_drawn_seed_for_its_next_deal_and_only_it_does() -> None:
    rng = random.Random(1)
    drawn, dealt = Session.new_drawn("skat", draw_seed()), Session.new("skat", 1)
    while not drawn.deal_over:
        drawn = drawn.apply(rng.choice(drawn.current.legal_actions()))
    while not dealt.deal_over:
        dealt = dealt.apply(rng.choice(dealt.current.legal_actions()))
    with pytest.raises(ValueError):
        drawn.next_deal()
    with pytest.raises(ValueError):
        dealt.next_deal(draw_seed())


@pytest.mark.parametrize("game", GAMES)
def test_a_table_stored_before_drawn_deals_reads_back_unchanged(game: str) -> None:
    old = Session.new(game, 7).to_json()
    assert set(old) == {"format", "game", "seed", "deals"}
    session = StoredSession(old).replayed()
    assert session.to_json() == old
    assert not session.draws
    assert session.commitment() is None
    assert session.revealed_seed() is None
    assert session.deal_record_with_commitment(0) == old["deals"][0]


@pytest.mark.parametrize(
    "drawn", [[], ["3f" * 32, "3f" * 32], ["3F" * 32], "3f" * 32, [7]], ids=repr
)
def test_stored_seeds_that_do_not_fit_the_deals_are_refused(drawn: Any) -> None:
    stored = Session.new_drawn("schafkopf", "3f" * 32).to_json()
    with pytest.raises(InvalidRecord):
        Session.from_json({**stored, "drawn": drawn})
