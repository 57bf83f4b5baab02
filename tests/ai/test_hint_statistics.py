"""What an option comes to over the sampled deals, in a player's terms: the card points of
the seat's side for the whole deal, the share of deals won, Schneider for and against
(Jass: the Match), and in any decision but card play the score; weighted as the search
weighs the deals, and the same for the same random source."""

import math
import random
from typing import Any

import pytest
from test_score_aim import played_deals

from cardavia.ai.search.player import POINTS_UNIT, SCORE_UNIT, SearchPlayer
from cardavia.ai.search.statistics import Outcome, Tally, outcome_of
from cardavia.core.state import PLAY
from cardavia.games.jass.scoring import JassResult
from cardavia.games.registry import GAMES

CARD_POINTS = {"schafkopf": 120, "skat": 120, "jass": 157}
"""Every card point of a deal (Jass: the last trick's 5 included)."""


def finished(game: str, deals: int, seed: int) -> list[Any]:
    return [states[-1] for states in played_deals(game, deals, seed)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_outcome_reads_the_deal_for_the_seats_side(game: str) -> None:
    """The two sides' card points make the deal's; one side wins; who is Schneider is the
    one side's loss and the other's gain; the score is the seat's own."""
    played = 0
    for final in finished(game, deals=8, seed=21):
        result = final.result()
        if not result.declaring_seats:
            continue  # nobody played
        played += 1
        outcomes = [outcome_of(result, seat, 0.0) for seat in range(final.players)]
        declarer = result.declaring_player
        defender = next(s for s in range(final.players) if s not in result.declaring_seats)
        mine, theirs = outcomes[declarer], outcomes[defender]
        assert mine.points is not None and theirs.points is not None
        match = 100 if isinstance(result, JassResult) and result.match is not None else 0
        assert mine.points + theirs.points == CARD_POINTS[game] + match
        assert mine.won != theirs.won or (game == "jass" and mine.points == theirs.points)
        assert (mine.schneider, mine.schneidered) == (theirs.schneidered, theirs.schneider)
        assert [outcome.score for outcome in outcomes] == list(result.scores)
        if not isinstance(result, JassResult):
            assert mine.won is result.declarer_won
    assert played >= 5


def test_a_deal_nobody_played_is_neither_won_nor_lost() -> None:
    for final in finished("skat", deals=20, seed=3):
        if not final.result().declaring_seats:
            outcome = outcome_of(final.result(), 0, 0.0)
            assert (outcome.points, outcome.won, outcome.score) == (None, None, 0)
            return
    pytest.fail("every deal was played")


def test_a_tally_weighs_means_and_shares_and_counts_deals() -> None:
    tally = Tally()
    tally.add(Outcome(1.0, 80, 10, -5.0, True, True, False), weight=1.0)
    tally.add(Outcome(2.0, 40, -20, 10.0, False, False, True), weight=0.5)
    tally.add(Outcome(3.0, None, 0, 0.0, None, False, False), weight=0.5)
    stats = tally.stats()
    assert tally.value / tally.weight == pytest.approx((1 + 1 + 1.5) / 2)
    assert stats.points == pytest.approx((80 + 20) / 1.5)  # of the deals played only
    assert stats.score == pytest.approx((10 - 10 + 0) / 2)
    assert stats.others_score == pytest.approx((-5 + 5) / 2)
    assert (stats.win, stats.schneider, stats.schneider_against) == (0.5, 0.5, 0.25)
    assert (stats.deals, stats.won, stats.lost) == (3, 1, 1)
    assert (stats.schneider_deals, stats.schneider_against_deals) == (1, 1)


def decisions(game: str, deals: int, seed: int, card_play: bool) -> list[Any]:
    """The states at seat 0's decisions with a choice, in card play or before it."""
    return [
        state
        for states in played_deals(game, deals, seed)
        for state in states[:-1]
        if state.to_move == 0
        and len(state.legal_actions()) > 1
        and (state.phase == PLAY) == card_play
    ]


@pytest.mark.parametrize(("game", "solvable"), [("schafkopf", 20), ("skat", 21), ("jass", 20)])
@pytest.mark.parametrize("solved", [True, False])
def test_card_play_is_told_in_card_points_where_they_are_solved(
    game: str, solvable: int, solved: bool
) -> None:
    """Solved exactly, card play is told in the card points your side has by the end of
    the deal, those taken already included; before that, Skat and Schafkopf card play is
    told in the score (only what changes the score was solved), Jass's in card points."""
    cards = {3: solvable if solved else 0, 4: solvable if solved else 0}
    player = SearchPlayer(3, math.inf, solvable_cards=cards)
    checked, units = 0, set()
    for state in decisions(game, deals=3, seed=5, card_play=True)[3::4]:
        advice = player.advise(state.observation(0), random.Random(1))
        assert advice.deals == 3
        exactly = sum(hand.bit_count() for hand in state.hands) <= cards[state.players]
        assert advice.unit == (POINTS_UNIT if exactly or game == "jass" else SCORE_UNIT)
        units.add(advice.unit)
        for estimate in advice.estimates:
            stats = estimate.stats
            assert stats is not None
            if advice.unit == SCORE_UNIT:
                assert stats.points is None and stats.score is not None
                continue
            assert stats.score is None
            if stats.points is None:
                continue  # a game won by tricks
            assert 0 <= stats.points <= CARD_POINTS[game] + 100 + 1e-9
            if game == "schafkopf" and advice.measure == "card_points":
                assert stats.points == pytest.approx(estimate.value)
            checked += 1
    assert POINTS_UNIT in units if solved or game == "jass" else units == {SCORE_UNIT}
    assert checked or units == {SCORE_UNIT}


def test_card_points_count_what_the_side_has_taken() -> None:
    """Late in a Jass deal each card's points are at least what your team holds already."""
    player = SearchPlayer(3, math.inf)
    checked = 0
    for state in decisions("jass", deals=2, seed=6, card_play=True):
        if len(state.tricks) < 4:
            continue
        values = state.setup.contract.rules.values
        taken = sum(
            sum(values[card] for card in trick.cards)
            for trick in state.tricks
            if trick.winner % 2 == 0
        )
        for estimate in player.advise(state.observation(0), random.Random(2)).estimates:
            assert estimate.stats is not None and estimate.stats.points is not None
            assert estimate.stats.points >= taken
            checked += 1
    assert checked


@pytest.mark.parametrize("game", sorted(GAMES))
def test_other_decisions_are_told_in_the_score(game: str) -> None:
    player = SearchPlayer(3, math.inf)
    for state in decisions(game, deals=3, seed=9, card_play=False)[:3]:
        advice = player.advise(state.observation(0), random.Random(3))
        assert advice.unit == SCORE_UNIT
        for estimate in advice.estimates:
            stats = estimate.stats
            assert stats is not None and stats.points is None
            assert stats.score is not None and stats.others_score is not None
            assert stats.won + stats.lost <= stats.deals == advice.deals


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_same_random_source_gives_the_same_statistics(game: str) -> None:
    [state, *_] = decisions(game, deals=1, seed=4, card_play=True)
    first = SearchPlayer(4, math.inf).advise(state.observation(0), random.Random(11))
    again = SearchPlayer(4, math.inf).advise(state.observation(0), random.Random(11))
    assert first.estimates == again.estimates and first.deals == again.deals
