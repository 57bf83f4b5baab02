"""RULES §2.6: card values, the last trick's 5 (157 per deal), the Match bonus, and the
contract multiplier on everything."""

import random

import pytest
from jass_deals import BASE, MATCH_SUITS, VOIDS, act, deal, match_deal, play_out

from cardavia.core.cards import format_card, parse_card
from cardavia.games.jass import JASS
from cardavia.games.jass.contracts import CONTRACTS

PLAIN_VALUES = {"A": 11, "K": 4, "O": 3, "U": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0}
TRUMP_VALUES = {"U": 20, "9": 14, "A": 11, "K": 4, "O": 3, "T": 10, "8": 0, "7": 0, "6": 0}
NO_TRUMP_VALUES = {**PLAIN_VALUES, "8": 8}


def value(code: str, contract: str) -> int:
    """RULES §2.6, written out independently of the engine."""
    if contract in ("obenabe", "undenufe"):
        return NO_TRUMP_VALUES[code[1]]
    return (TRUMP_VALUES if code[0] == contract else PLAIN_VALUES)[code[1]]


def all_codes() -> list[str]:
    return [suit + rank for suit in "rbsa" for rank in "AKOUT9876"]


@pytest.mark.parametrize("contract", sorted(CONTRACTS))
def test_2_6_card_values(contract):
    rules = CONTRACTS[contract].rules
    for code in all_codes():
        assert rules.card_points(parse_card(code)) == value(code, contract), code
    # 152 card points in the pack: trumps 20+14+11+4+3+10 = 62 plus 3 x 30 plain; without
    # trumps 4 x (11+4+3+2+10+8) = 152.
    assert sum(value(code, contract) for code in all_codes()) == 152


def test_2_6_trump_under_20_nine_14_and_ace_11_in_undenufe():
    assert CONTRACTS["b"].rules.card_points(parse_card("bU")) == 20
    assert CONTRACTS["b"].rules.card_points(parse_card("b9")) == 14
    assert CONTRACTS["r"].rules.card_points(parse_card("bU")) == 2
    assert CONTRACTS["r"].rules.card_points(parse_card("b8")) == 0
    assert CONTRACTS["obenabe"].rules.card_points(parse_card("b8")) == 8
    assert CONTRACTS["undenufe"].rules.card_points(parse_card("b8")) == 8
    assert CONTRACTS["undenufe"].rules.card_points(parse_card("bA")) == 11


@pytest.mark.parametrize(
    ("contract", "raw", "totals"),
    # BASE trick 1: s8 sK sA sU (seats 0, 1, 2, 3).
    # r, b, a: sA wins for team 0: 0 + 4 + 11 + 2 = 17 (x1, x2, x1).
    # Obenabe: sA wins, 8 + 4 + 11 + 2 = 25 (x3). Undenufe: s8 wins for team 0, 25 (x4).
    # Shields trump: sU wins for team 1: 0 + 4 + 11 + 20 = 35 (x2).
    [
        ("r", (17, 0), (17, 0)),
        ("b", (17, 0), (34, 0)),
        ("a", (17, 0), (17, 0)),
        ("obenabe", (25, 0), (75, 0)),
        ("undenufe", (25, 0), (100, 0)),
        ("s", (0, 35), (0, 70)),
    ],
)
def test_2_6_trick_points_credited_times_the_multiplier(contract, raw, totals):
    state = act(deal(BASE), contract, "s8 sK sA sU")
    assert state.credits.card_points == raw
    assert state.team_totals() == totals


def test_2_6_trump_nine_in_play():
    # Roses trump, VOIDS: r9 rO rA rK -> r9 (above A, K, O) wins: 14 + 3 + 11 + 4 = 32.
    state = act(deal(VOIDS), "r", "r9 rO rA rK")
    assert state.tricks[0].winner == 0
    assert state.credits.card_points == (32, 0)


@pytest.mark.parametrize("contract", sorted(CONTRACTS))
def test_2_6_last_trick_adds_5(contract):
    state = act(deal(BASE), contract)
    while len(state.tricks) < 8:
        state = state.apply(state.legal_actions()[0])
    before = state.credits.card_points
    assert sum(before) == sum(
        value(format_card(card), contract) for trick in state.tricks for card in trick.cards
    )
    end = play_out(state)
    last = end.tricks[-1]
    team = last.winner % 2
    gained = sum(value(format_card(card), contract) for card in last.cards) + 5
    expected = list(before)
    expected[team] += gained
    assert end.credits.card_points == tuple(expected)
    assert sum(end.result().card_points) == 157


@pytest.mark.parametrize("contract", sorted(CONTRACTS))
def test_2_6_every_deal_holds_157_and_scores_are_multiplied(contract):
    rng = random.Random(contract)
    multiplier = CONTRACTS[contract].multiplier
    for seed in range(25):
        state = play_out(act(JASS.new_deal(seed, dealer=seed % 4), contract), rng)
        result = state.result()
        assert sum(result.card_points) == 157, seed
        winners = {trick.winner % 2 for trick in state.tricks}
        assert result.match == (winners.pop() if len(winners) == 1 else None)
        for team in (0, 1):
            raw = result.card_points[team] + result.weis[team] + result.stoeck[team]
            raw += 100 if result.match == team else 0
            assert result.team_scores[team] == multiplier * raw
        assert result.scores == (*result.team_scores, *result.team_scores)
        assert 0 in result.weis  # only one team scores Weis
        assert result.winner is None


@pytest.mark.parametrize(
    ("contract", "stoeck", "team_score"),
    # match_deal: seat 0 holds the whole trump suit (roses without trumps) and takes all nine
    # tricks: 157 card points + Match 100 + Weis 150 (nine in a row = 5 + 4: 100 + 50)
    # + Stöck 20 in trump contracts.  Trumps: 427 x1 (r, a) or x2 (s, b) = 854.
    # Obenabe 407 x 3 = 1221; Undenufe 407 x 4 = 1628.
    [
        ("r", 20, 427),
        ("a", 20, 427),
        ("s", 20, 854),
        ("b", 20, 854),
        ("obenabe", 0, 1221),
        ("undenufe", 0, 1628),
    ],
)
def test_2_6_match_bonus_100_and_everything_times_the_multiplier(contract, stoeck, team_score):
    state = play_out(act(deal(match_deal(MATCH_SUITS[contract])), contract))
    assert [trick.winner for trick in state.tricks] == [0] * 9
    result = state.result()
    assert result.card_points == (157, 0)
    assert result.match == 0
    assert result.weis == (150, 0)
    assert result.stoeck == (stoeck, 0)
    assert result.team_scores == (team_score, 0)
    assert result.scores == (team_score, 0, team_score, 0)
    assert result.to_json()["team_scores"] == [team_score, 0]
