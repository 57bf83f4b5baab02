"""Deal records (RECORDS.md, ``cardavia-deal/1``): the shape, and how replay reports a
record that is malformed or breaks a rule."""

import copy
import json
from typing import Any

import pytest

from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.games.registry import GAMES
from cardavia.records import (
    IllegalRecordedAction,
    RecordRefused,
    format_record,
    load_record,
    read_finished_record,
    read_record,
    replay,
    replay_report,
    write_record,
)
from skat_record_example import EXAMPLE_ACTIONS, HANDS, REPORT_KEYS, SKAT, played_out, record


def illegal(rec: Any) -> IllegalRecordedAction:
    with pytest.raises(IllegalRecordedAction) as caught:
        replay(rec)
    return caught.value


def invalid(rec: Any) -> InvalidRecord:
    with pytest.raises(InvalidRecord) as caught:
        replay(rec)
    return caught.value


# ----------------------------------------------------------------------------- the shape


def test_the_example_of_records_md_replays() -> None:
    state = replay(record())
    assert len(state.history) == len(EXAMPLE_ACTIONS)
    assert not state.is_over
    assert state.to_move == 1
    assert state.dealer == 2
    assert replay_report("skat", state) == {"game": "skat", "complete": False, "scores": None}


def test_write_record_gives_the_example_shape_back() -> None:
    written = write_record("skat", replay(record()))
    assert written["format"] == "cardavia-deal/1"
    assert written["game"] == "skat"
    assert written["dealer"] == 2
    assert [sorted(hand) for hand in written["hands"]] == [sorted(hand) for hand in HANDS]
    assert sorted(written["skat"]) == sorted(SKAT)
    assert written["actions"] == EXAMPLE_ACTIONS
    assert json.loads(json.dumps(written)) == written


def test_a_record_without_actions_is_the_start_of_the_deal() -> None:
    rec = record()
    del rec["actions"]
    state = replay(rec)
    assert list(state.history) == []
    assert state.to_move == 1  # middlehand asks first
    assert replay(record([])).record_deal() == state.record_deal()


def test_a_complete_record_reports_every_skat_field() -> None:
    rec = played_out(EXAMPLE_ACTIONS)
    state = replay(rec)
    assert state.is_over
    report = replay_report("skat", state)
    assert set(report) == REPORT_KEYS
    assert report["complete"] is True
    assert report["thrown_in"] is False
    assert report["declarer"] == 0
    assert report["bid"] == 18
    assert report["contract"] == "h"
    assert report["hand"] is False
    assert report["matadors"] == 4  # with all four Unters, without the hearts ace
    assert all(type(score) is int for score in report["scores"])


def test_unknown_fields_are_ignored() -> None:
    plain = replay(record())
    extra = replay(
        record(
            comment="a deal from the club evening",
            table={"id": 7, "players": ["Ann", "Bo", "Cy"]},
            version=2,
            scores_before=[0, 0],
        )
    )
    assert list(extra.history) == list(plain.history)
    for seat in range(3):
        assert extra.observation(seat).to_json() == plain.observation(seat).to_json()


def test_replay_leaves_the_record_alone() -> None:
    rec = record()
    before = copy.deepcopy(rec)
    replay(rec)
    assert rec == before


def test_a_thrown_in_deal() -> None:
    state = replay(
        record([{"seat": 1, "pass": True}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True}])
    )
    assert state.is_over
    report = replay_report("skat", state)
    assert set(report) == REPORT_KEYS
    assert report["thrown_in"] is True
    assert report["scores"] == [0, 0, 0]
    nulls = REPORT_KEYS - {"game", "complete", "scores", "thrown_in"}
    assert {key: report[key] for key in nulls} == dict.fromkeys(nulls)


def test_format_record_is_json_of_the_record() -> None:
    rec = played_out(EXAMPLE_ACTIONS)
    assert json.loads(format_record(rec)) == rec
    start = record([])
    assert json.loads(format_record(start)) == start


def test_load_record_refuses_text_that_is_not_json() -> None:
    assert load_record('{"a": 1}') == {"a": 1}
    for text in ("", "not json", "{", '{"format": "cardavia-deal/1",}'):
        with pytest.raises(InvalidRecord):
            load_record(text)


def test_load_record_says_where_the_json_goes_wrong() -> None:
    with pytest.raises(InvalidRecord) as error:
        load_record('{"format": "cardavia-deal/1",\n "game": }')
    assert str(error.value) == "not JSON: it goes wrong at line 2, column 10"


def test_load_record_reads_utf8_bytes_and_refuses_others() -> None:
    assert load_record('\ufeff{"a": "ä"}'.encode()) == {"a": "ä"}
    with pytest.raises(InvalidRecord) as error:
        load_record('{"a": "ä"}'.encode("latin-1"))
    assert str(error.value) == "not JSON: a record file is text in UTF-8"


@pytest.mark.parametrize(
    "text", ["[" * 100_000 + "]" * 100_000, '{"dealer": ' + "1" * 5000 + "}"], ids=["deep", "long"]
)
def test_load_record_refuses_json_no_record_is_like(text: str) -> None:
    with pytest.raises(InvalidRecord):
        load_record(text)


def test_a_refused_record_file_gets_the_line_replay_prints() -> None:
    with pytest.raises(RecordRefused) as invalid_file:
        read_record("{")
    assert str(invalid_file.value).startswith("invalid record: not JSON: ")
    text = json.dumps(record([*EXAMPLE_ACTIONS, {"seat": 1, "play": "lA"}]))
    with pytest.raises(RecordRefused) as illegal_file:
        read_record(text)
    assert str(illegal_file.value) == str(illegal(json.loads(text)))
    assert str(illegal_file.value).startswith('illegal action 8 (seat 1) {"seat": 1, "play": "lA"}')


def test_only_a_finished_deal_is_read_as_finished() -> None:
    unfinished = json.dumps(record(EXAMPLE_ACTIONS))
    assert not read_record(unfinished)[1].is_over
    with pytest.raises(RecordRefused) as error:
        read_finished_record(unfinished)
    assert str(error.value).startswith("unfinished deal: ")
    finished, state = read_finished_record(json.dumps(played_out(EXAMPLE_ACTIONS)))
    assert state.is_over and finished == played_out(EXAMPLE_ACTIONS)


# ----------------------------------------------------------------------------- invalid records


@pytest.mark.parametrize("value", [[], "skat", None, 3, [record()]])
def test_a_record_is_a_json_object(value: Any) -> None:
    invalid(value)


@pytest.mark.parametrize("fmt", [None, "cardavia-deal/2", "cardavia-deal", "", 1, ["x"]])
def test_wrong_format(fmt: Any) -> None:
    error = invalid(record(format=fmt))
    assert "format" in str(error)


def test_missing_format() -> None:
    rec = record()
    del rec["format"]
    assert "format" in str(invalid(rec))


@pytest.mark.parametrize("game", ["poker", "Skat", "", None, 7, True])
def test_unknown_game(game: Any) -> None:
    invalid(record(game=game))


@pytest.mark.parametrize("game", [["skat"], {"name": "skat"}], ids=["list", "object"])
def test_a_game_that_is_not_a_string_is_an_invalid_record(game: Any) -> None:
    invalid(record(game=game))


def test_unknown_game_names_the_known_ones() -> None:
    message = str(invalid(record(game="poker")))
    assert "poker" in message
    for name in GAMES:
        assert name in message


@pytest.mark.parametrize("dealer", [3, -1, 4, "1", True, False, None, 1.0, [1]])
def test_dealer_out_of_range(dealer: Any) -> None:
    invalid(record(dealer=dealer))


def test_missing_dealer() -> None:
    rec = record()
    del rec["dealer"]
    invalid(rec)


def _with_hand(seat: int, hand: Any) -> dict[str, Any]:
    hands: list[Any] = copy.deepcopy(HANDS)
    hands[seat] = hand
    return record(hands=hands)


@pytest.mark.parametrize(
    "rec",
    [
        pytest.param(_with_hand(0, [*HANDS[0][:9], "aU"]), id="duplicate-in-a-hand"),
        pytest.param(_with_hand(1, [*HANDS[1][:9], "aU"]), id="duplicate-across-hands"),
        pytest.param(_with_hand(2, [*HANDS[2][:9], "h7"]), id="hand-card-also-in-skat"),
        pytest.param(_with_hand(0, HANDS[0][:9]), id="nine-cards"),
        pytest.param(_with_hand(0, [*HANDS[0], "h7"]), id="eleven-cards"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "aX"]), id="no-such-rank"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "x8"]), id="no-such-suit"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "aUU"]), id="three-characters"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "A8"]), id="upper-case-suit"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "r8"]), id="a-swiss-card"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], "a6"]), id="a-six"),
        pytest.param(_with_hand(0, [*HANDS[0][:9], 8]), id="a-number"),
        pytest.param(_with_hand(0, " ".join(HANDS[0])), id="hand-as-a-string"),
        pytest.param(_with_hand(0, None), id="hand-null"),
        pytest.param(record(hands=HANDS[:2]), id="two-hands"),
        pytest.param(record(hands=[*HANDS, []]), id="four-hands"),
        pytest.param(record(hands=None), id="hands-null"),
        pytest.param(record(hands={"0": HANDS[0]}), id="hands-an-object"),
        pytest.param(record(skat=["h7"]), id="one-card-skat"),
        pytest.param(record(skat=["h7", "b8", "aU"]), id="three-card-skat"),
        pytest.param(record(skat=["h7", "h7"]), id="skat-duplicate"),
        pytest.param(record(skat=["h7", "aU"]), id="skat-card-also-in-a-hand"),
        pytest.param(record(skat=None), id="skat-null"),
        pytest.param(record(skat="h7 b8"), id="skat-as-a-string"),
        pytest.param({**record(), "actions": {"0": EXAMPLE_ACTIONS[0]}}, id="actions-object"),
        pytest.param({**record(), "actions": None}, id="actions-null"),
        pytest.param({**record(), "actions": "pass"}, id="actions-a-string"),
    ],
)
def test_a_deal_that_does_not_split_the_pack_or_is_malformed(rec: dict[str, Any]) -> None:
    invalid(rec)


def test_missing_skat() -> None:
    rec = record()
    del rec["skat"]
    invalid(rec)


def test_missing_hands() -> None:
    rec = record()
    del rec["hands"]
    invalid(rec)


def test_a_malformed_deal_is_reported_before_any_action() -> None:
    # Even when the first action is illegal too, the record is invalid first.
    invalid(record([{"seat": 0, "play": "zz"}], dealer=5))


# ----------------------------------------------------------------------------- illegal actions


def test_illegal_recorded_action_fields_and_text() -> None:
    actions = [
        {"seat": 1, "bid": 18},
        {"seat": 0, "hold": True},
        {"seat": 1, "pass": True},
        {"seat": 2, "bid": 18},  # rearhand must name more than 18
    ]
    error = illegal(record(actions))
    assert isinstance(error, Exception)
    assert error.index == 3
    assert error.seat == 2
    assert error.action == {"seat": 2, "bid": 18}
    assert isinstance(error.reason, IllegalAction) and str(error.reason)
    assert str(error) == f'illegal action 3 (seat 2) {{"seat": 2, "bid": 18}}: {error.reason}'
    assert "\n" not in str(error)


def test_the_first_illegal_action_is_reported() -> None:
    actions = [
        {"seat": 1, "bid": 18},
        {"seat": 0, "hold": True},
        {"seat": 1, "pass": True},
        {"seat": 2, "bid": 18},
        {"seat": 0, "play": "zz"},
        {"seat": 7, "double": True},
    ]
    assert illegal(record(actions)).index == 3


def test_wrong_seat_acting() -> None:
    error = illegal(record([{"seat": 0, "bid": 18}]))  # middlehand (seat 1) asks first
    assert (error.index, error.seat) == (0, 0)
    later = illegal(record([{"seat": 1, "bid": 18}, {"seat": 2, "hold": True}]))
    assert (later.index, later.seat) == (1, 2)


@pytest.mark.parametrize("seat", [3, -1, "1", True, None, 1.0, [1], {"seat": 1}])
def test_a_seat_that_is_not_a_seat(seat: Any) -> None:
    error = illegal(record([{"seat": seat, "bid": 18}]))
    assert error.index == 0


def test_an_action_without_a_seat() -> None:
    assert illegal(record([{"bid": 18}])).index == 0


@pytest.mark.parametrize(
    "entry",
    [
        {"seat": 1, "bid": 18, "pass": True},
        {"seat": 1, "hold": True, "pass": True},
        {"seat": 1, "pickup": True, "hand": True},
    ],
)
def test_an_action_with_two_verbs(entry: dict[str, Any]) -> None:
    error = illegal(record([entry]))
    assert (error.index, error.seat, error.action) == (0, 1, entry)


@pytest.mark.parametrize(
    "entry",
    [{"seat": 1, "double": True}, {"seat": 1, "Bid": 18}, {"seat": 1}, {"seat": 1, "kontra": 1}],
)
def test_an_unknown_verb_or_none(entry: dict[str, Any]) -> None:
    error = illegal(record([entry]))
    assert (error.index, error.seat) == (0, 1)


@pytest.mark.parametrize("entry", ["pass", 18, None, ["seat", 1], [{"seat": 1, "pass": True}]])
def test_an_action_that_is_not_an_object(entry: Any) -> None:
    error = illegal(record([entry]))
    assert error.index == 0
    assert str(error).startswith("illegal action 0 (seat None) ")


@pytest.mark.parametrize(
    "entry",
    [
        {"seat": 1, "pass": False},
        {"seat": 1, "pass": 1},
        {"seat": 1, "pass": "true"},
        {"seat": 1, "hold": None},
    ],
)
def test_a_flag_verb_takes_true(entry: dict[str, Any]) -> None:
    assert illegal(record([entry])).index == 0


@pytest.mark.parametrize("value", [19, 21, 0, 17, -18, 193, 200, 1000, 18.0, "18", True, None])
def test_a_bid_value_not_on_the_ladder(value: Any) -> None:
    error = illegal(record([{"seat": 1, "bid": value}]))
    assert (error.index, error.seat) == (0, 1)


@pytest.mark.parametrize("value", [18, 20, 22, 23, 24, 27, 30, 59, 96, 120, 168, 180, 192])
def test_a_bid_value_on_the_ladder_is_accepted(value: int) -> None:
    state = replay(record([{"seat": 1, "bid": value}]))
    assert state.to_move == 0


def test_a_bid_must_be_higher_than_the_last() -> None:
    actions = [{"seat": 1, "bid": 20}, {"seat": 0, "hold": True}, {"seat": 1, "bid": 20}]
    assert illegal(record(actions)).index == 2


def test_forehand_takes_the_game_at_18_only() -> None:
    passes = [{"seat": 1, "pass": True}, {"seat": 2, "pass": True}]
    assert replay(record([*passes, {"seat": 0, "bid": 18}])).to_move == 0
    error = illegal(record([*passes, {"seat": 0, "bid": 20}]))
    assert (error.index, error.seat) == (2, 0)


@pytest.mark.parametrize(
    "value",
    ["H", "hearts", "grand_hand", "null_hand", "", None, 2, ["h"], {"h": True}],
    ids=["H", "hearts", "grand_hand", "null_hand", "empty", "null", "2", "list", "object"],
)
def test_an_unknown_game_declared(value: Any) -> None:
    actions = [*EXAMPLE_ACTIONS[:6], {"seat": 0, "declare": value}]
    error = illegal(record(actions))
    assert (error.index, error.seat) == (6, 0)


@pytest.mark.parametrize(
    "cards",
    [["h7"], ["h7", "b8", "aU"], ["h7", "h7"], "h7", None, ["h7", "zz"], ["h7", 8]],
)
def test_a_malformed_discard(cards: Any) -> None:
    actions = [*EXAMPLE_ACTIONS[:5], {"seat": 0, "discard": cards}]
    assert illegal(record(actions)).index == 5


def test_putting_away_a_card_not_held() -> None:
    actions = [*EXAMPLE_ACTIONS[:5], {"seat": 0, "discard": ["h7", "bA"]}]
    error = illegal(record(actions))
    assert (error.index, error.seat) == (5, 0)


def test_declaring_before_picking_up_or_playing_hand() -> None:
    actions = [*EXAMPLE_ACTIONS[:4], {"seat": 0, "declare": "h"}]
    assert illegal(record(actions)).index == 4


def test_declaring_before_putting_away() -> None:
    actions = [*EXAMPLE_ACTIONS[:5], {"seat": 0, "declare": "h"}]
    assert illegal(record(actions)).index == 5


def test_a_null_worth_less_than_the_bid_is_refused() -> None:
    bidding = [
        {"seat": 1, "bid": 24},
        {"seat": 0, "hold": True},
        {"seat": 1, "pass": True},
        {"seat": 2, "pass": True},
        {"seat": 0, "pickup": True},
        {"seat": 0, "discard": ["h7", "b8"]},
    ]
    error = illegal(record([*bidding, {"seat": 0, "declare": "null"}]))
    assert (error.index, error.seat) == (6, 0)
    assert "24" in str(error.reason)
    # Null Ouvert (46) is worth more than 24: allowed.
    assert replay(record([*bidding, {"seat": 0, "declare": "null_ouvert"}])).to_move == 0


def test_a_null_worth_exactly_the_bid_may_be_declared() -> None:
    bidding = [
        {"seat": 1, "bid": 23},
        {"seat": 0, "hold": True},
        {"seat": 1, "pass": True},
        {"seat": 2, "pass": True},
        {"seat": 0, "pickup": True},
        {"seat": 0, "discard": ["h7", "b8"]},
        {"seat": 0, "declare": "null"},
    ]
    assert replay(record(bidding)).to_move == 0


def test_a_card_that_fails_to_follow_suit() -> None:
    # Hearts game, aU led (a trump): seat 1 holds the hearts A, T, K and must play one.
    error = illegal(record([*EXAMPLE_ACTIONS, {"seat": 1, "play": "lA"}]))
    assert (error.index, error.seat) == (8, 1)
    assert "follow suit" in str(error.reason)
    assert replay(record([*EXAMPLE_ACTIONS, {"seat": 1, "play": "hK"}])).to_move == 2


def test_a_card_not_in_the_hand() -> None:
    error = illegal(record([*EXAMPLE_ACTIONS, {"seat": 1, "play": "bA"}]))
    assert (error.index, error.seat) == (8, 1)
    put_away = illegal(record([*EXAMPLE_ACTIONS[:7], {"seat": 0, "play": "h7"}]))
    assert (put_away.index, put_away.seat) == (7, 0)


@pytest.mark.parametrize("code", ["zz", "hX", "r7", 7, None, ["hK"]])
def test_a_play_that_is_not_a_card_of_the_pack(code: Any) -> None:
    error = illegal(record([*EXAMPLE_ACTIONS, {"seat": 1, "play": code}]))
    assert (error.index, error.seat) == (8, 1)


@pytest.mark.parametrize(
    "entry",
    [
        {"seat": 1, "bid": 20},
        {"seat": 1, "pass": True},
        {"seat": 1, "hold": True},
        {"seat": 1, "pickup": True},
        {"seat": 1, "declare": "grand"},
        {"seat": 1, "discard": ["hA", "hT"]},
    ],
)
def test_a_bidding_or_declaring_verb_in_the_play_phase(entry: dict[str, Any]) -> None:
    error = illegal(record([*EXAMPLE_ACTIONS, entry]))
    assert (error.index, error.seat) == (8, 1)


def test_a_play_during_the_bidding() -> None:
    assert illegal(record([{"seat": 1, "play": "lA"}])).index == 0


def test_an_action_after_a_thrown_in_deal() -> None:
    passes = [{"seat": 1, "pass": True}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True}]
    for extra in ({"seat": 1, "pass": True}, {"seat": 1, "bid": 18}, {"seat": 0, "play": "aU"}):
        error = illegal(record([*passes, extra]))
        assert error.index == 3


def test_an_action_after_the_last_trick() -> None:
    rec = played_out(EXAMPLE_ACTIONS)
    count = len(rec["actions"])
    for seat in range(3):
        extra = {**rec, "actions": [*rec["actions"], {"seat": seat, "play": "aU"}]}
        error = illegal(extra)
        assert (error.index, error.seat) == (count, seat)
