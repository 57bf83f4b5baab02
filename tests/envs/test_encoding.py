"""The observation encodings (cardavia.envs.encoding): layout, contents, and no card a
seat may not know."""

import random
from pathlib import Path

import numpy as np
import pytest
from seat_knowledge import GAME_NAMES, every_variant, knowable_cards, played_cards, random_states

from cardavia.core.cards import CardSet, cards_in, format_cards
from cardavia.envs.encoding import ObservationEncoding, encoding_for
from cardavia.games.jass.match import JassMatch
from cardavia.games.jass.variants import JassVariants
from cardavia.games.registry import GAMES

DOC = Path(__file__).parents[2] / "docs" / "envs.md"
HIDDEN_DEALS = 300
"""Random deals per game for the hidden-information check, spread over its house rules."""

ENCODINGS = [("schafkopf", False), ("skat", False), ("jass", False), ("jass", True)]


def card_blocks(encoding: ObservationEncoding, vector: np.ndarray, name: str) -> list[CardSet]:
    """The card sets written in the card field ``name``, one per block."""
    entry = encoding.field(name)
    pack = len(encoding.cards)
    values = vector[entry.offset : entry.offset + entry.length]
    assert set(np.unique(values).tolist()) <= {0.0, 1.0}, f"{name} is not a card field"
    return [
        sum(1 << encoding.cards[slot] for slot in np.flatnonzero(values[b : b + pack]))
        for b in range(0, entry.length, pack)
    ]


@pytest.mark.parametrize(("game", "match"), ENCODINGS)
def test_the_fields_tile_the_vector(game: str, match: bool) -> None:
    encoding = encoding_for(game, match=match)
    offset = 0
    for entry in encoding.fields:
        assert entry.offset == offset and entry.length > 0, entry.name
        if entry.cards:
            assert entry.length % len(encoding.cards) == 0, entry.name
        offset += entry.length
    assert offset == encoding.size
    assert len({entry.name for entry in encoding.fields}) == len(encoding.fields)
    assert list(encoding.cards) == cards_in(GAMES[game].cards)


@pytest.mark.parametrize(("game", "match"), ENCODINGS)
def test_the_doc_prints_each_layout(game: str, match: bool) -> None:
    """docs/envs.md holds the table ``table()`` writes: regenerate it when a field changes."""
    assert encoding_for(game, match=match).table() in DOC.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_no_card_a_seat_may_not_know(game: str) -> None:
    """Every step of 300 random deals, every seat: each card field marks only cards the
    seat may know (worked out from the full state by the rules), the hand field is exactly
    the seat's hand, and the played fields together are exactly the cards played."""
    encoding = encoding_for(game)
    variants = every_variant(game)
    card_fields = [entry.name for entry in encoding.fields if entry.cards]
    for seed in range(HIDDEN_DEALS):
        for step, state in enumerate(random_states(game, seed, variants[seed % len(variants)])):
            for seat in range(encoding.players):
                vector = encoding.encode(state, seat)
                assert vector.shape == (encoding.size,) and vector.dtype == np.float32
                where = f"{game} seed {seed} step {step} seat {seat}"
                may_know = knowable_cards(game, state, seat)
                for name in card_fields:
                    for block in card_blocks(encoding, vector, name):
                        leaked = block & ~may_know
                        assert not leaked, f"{where}: {name} shows {format_cards(leaked)}"
                (hand,) = card_blocks(encoding, vector, "hand")
                assert hand == state.hands[seat], where  # type: ignore[attr-defined]
                played = card_blocks(encoding, vector, "played")
                assert sum(played) == played_cards(state), where


def test_the_seats_are_relative_to_the_observer() -> None:
    encoding = encoding_for("schafkopf")
    state = GAMES["schafkopf"].new_deal(5, dealer=0)
    to_move = encoding.field("to_move")
    for seat in range(4):
        vector = encoding.encode(state, seat)
        slots = vector[to_move.offset : to_move.offset + to_move.length]
        assert np.flatnonzero(slots).tolist() == [(1 - seat) % 4]  # forehand, seat 1


def test_a_skat_declarer_sees_the_skat_and_the_defenders_do_not() -> None:
    encoding = encoding_for("skat")
    for seed in range(200):
        states = list(random_states("skat", seed, every_variant("skat")[0]))
        picked = [s for s in states if s.phase == "declare" and s.hand_game is False]  # type: ignore[attr-defined]
        if picked:
            break
    state = picked[0]
    declarer = state.declarer  # type: ignore[attr-defined]
    for seat in range(3):
        (skat,) = card_blocks(encoding, encoding.encode(state, seat), "skat")
        (discarded,) = card_blocks(encoding, encoding.encode(state, seat), "discarded")
        if seat == declarer:
            assert skat == state.skat and discarded == state.discarded  # type: ignore[attr-defined]
        else:
            assert skat == 0 and discarded == 0


def test_the_match_encoding_carries_the_match_score() -> None:
    encoding = encoding_for("jass", match=True)
    match = JassMatch.new(7, JassVariants(target=1000))
    rng = random.Random(7)
    while len(match.finished) < 2:
        match = match.apply(rng.choice(match.legal_actions()))
    score = encoding.field("match_score")
    target = encoding.field("target")
    for seat in range(4):
        vector = encoding.encode(match, seat)
        own, other = vector[score.offset : score.offset + 2]
        assert own == pytest.approx(match.totals[seat % 2] / 1000)
        assert other == pytest.approx(match.totals[1 - seat % 2] / 1000)
        assert vector[target.offset] == 1.0  # 1000, the first target
    assert encoding.size > encoding_for("jass").size


def test_an_unknown_encoding_is_refused() -> None:
    with pytest.raises(KeyError, match="skat has no match encoding"):
        encoding_for("skat", match=True)
    with pytest.raises(KeyError, match="unknown game 'bridge'"):
        encoding_for("bridge")
