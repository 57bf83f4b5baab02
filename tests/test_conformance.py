"""Conformance: every registered game through the same checks (DESIGN.md, "One shape for
every game").

Each test is parametrised over ``cardavia.games.registry.GAMES`` and uses only the generic
surface of ``cardavia.core.game``. What differs between games lives in hooks keyed by game
name, ``INVARIANTS``, ``KNOWLEDGE`` and ``SECRETS``: a new game adds one entry to each.
"""

import itertools
import json
import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest

from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, Game, State
from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES
from cardavia.records import replay, replay_report, write_record

CARD_CODE = re.compile(r"^[alhbrs][ATKOU9876]$")
MAX_STEPS = 400
"""No deal of any game takes this many decisions; a playout that does is stuck."""

CHEAP_DEALS = 2000
EXPENSIVE_DEALS = 300
VARIANT_SHARE = 5
"""A game played by house rules runs a fifth of the deals of the rulebook's game: there
are seventeen of them, and each adds only a few rules to the rulebook's."""


# ----------------------------------------------------------------------------- playouts
# Random playouts under a few generic policies: the uniform one alone rarely reaches the
# quieter corners of a game (in Skat: thrown-in deals, low bids, Null games), while
# leaning towards the first or the last legal action reaches them often.


def _uniform(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    return rng.choice(legal)


def _lean_last(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    return legal[-1] if rng.random() < 0.5 else rng.choice(legal)


def _lean_first(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    return legal[0] if rng.random() < 0.5 else rng.choice(legal)


def _tail(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    back = 1
    while back < len(legal) and rng.random() < 0.5:
        back += 1
    return legal[-back]


POLICIES = (_uniform, _lean_last, _lean_first, _tail)


# ----------------------------------------------------------------------------- kinds
# A kind is a game played by a set of house rules: "skat" (the rulebook's game) or
# "skat:kontra,ramsch", "jass:target=1000" (docs/house-rules.md), every combination of
# every game's variants.


def _kind(name: str, variants: Variants) -> str:
    chosen = ",".join(
        name if value is True else f"{name}={value}" for name, value in variants.to_json().items()
    )
    return f"{name}:{chosen}" if chosen else name


KINDS = tuple(
    _kind(name, variants)
    for name in sorted(GAMES)
    for variants in GAMES[name].variants.every_combination()
)


def game_name(kind: str) -> str:
    return kind.split(":")[0]


def variants_of(kind: str) -> Variants:
    name, _, chosen = kind.partition(":")
    return GAMES[name].variants.from_options(chosen.split(",") if chosen else [])


def deals(kind: str, count: int) -> int:
    """How many deals a check of ``count`` deals plays for ``kind``."""
    return count if ":" not in kind else count // VARIANT_SHARE


def new_deal(kind: str, seed: int, dealer: int | None = None) -> State:
    return GAMES[game_name(kind)].new_deal(seed, dealer, variants=variants_of(kind))


@cache
def playout(kind: str, seed: int) -> tuple[State, ...]:
    """Every state of one seeded playout of ``kind``, from the deal to the end."""
    game = GAMES[game_name(kind)]
    rng = random.Random(seed)
    policy = POLICIES[seed % len(POLICIES)]
    state = new_deal(kind, seed)
    states = [state]
    taken: list[tuple[int | None, Action]] = []
    while not state.is_over:
        assert len(states) <= MAX_STEPS, f"{kind} seed {seed}: no end after {MAX_STEPS} steps"
        legal = tuple(state.legal_actions())
        assert legal, f"{kind} seed {seed}: a state that is not over offers no legal action"
        assert state.to_move in range(game.players), f"{kind} seed {seed}: to_move {state.to_move}"
        action = policy(rng, legal)
        taken.append((state.to_move, action))
        state = state.apply(action)
        states.append(state)
    assert list(state.history) == taken, f"{kind} seed {seed}: history is not the actions taken"
    return tuple(states)


def finals(kind: str, count: int) -> Iterator[tuple[int, State]]:
    for seed in range(deals(kind, count)):
        yield seed, playout(kind, seed)[-1]


@pytest.fixture(params=KINDS)
def name(request: pytest.FixtureRequest) -> str:
    """The kind of game checked (a test's ``name``: the game, then its house rules)."""
    return str(request.param)


def game_of(kind: str) -> Game:
    return GAMES[game_name(kind)]


# ----------------------------------------------------------------------------- hooks

CARD_POINTS = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}


def points(codes: Any) -> int:
    """Card points of RULES §0 (A 11, T 10, K 4, O 3, U 2, pips 0)."""
    return sum(CARD_POINTS.get(code[1], 0) for code in codes)


def _skat_facts(state: State) -> dict[str, Any]:
    """Who declared, what was picked up or put away and what was played, from the
    record of the deal and the history (the all-seeing view a test may take)."""
    facts: dict[str, Any] = {
        "declarer": None,
        "picked_up": False,
        "discarded": set(),
        "contract": None,
        "played": {0: set(), 1: set(), 2: set()},
    }
    for seat, action in state.history:
        data = action.to_json()
        if "play" in data:
            facts["played"][seat].add(data["play"])
        elif "pickup" in data:
            facts["declarer"], facts["picked_up"] = seat, True
        elif "hand" in data:
            facts["declarer"] = seat
        elif "discard" in data:
            facts["discarded"] = set(data["discard"])
        elif "declare" in data:
            facts["declarer"], facts["contract"] = seat, data["declare"]
    return facts


def skat_invariant(state: State) -> None:
    """Skat's books balance: every card of the 32 is exactly once in a trick, a hand, or
    the skat / the two cards put away, and the declarer's points plus the defenders'
    trick points make 120 once all ten tricks are played (RULES §3.1, §3.5)."""
    deal = state.record_deal()
    pack = {code for hand in deal["hands"] for code in hand} | set(deal["skat"])
    assert len(pack) == 32
    assert points(pack) == 120
    report = state.result().to_json()
    facts = _skat_facts(state)
    public = state.observation(0).to_json()
    tricks = public["tricks"]
    if report["contract"] == "ramsch":
        skat_ramsch_invariant(state, report, tricks, set(deal["skat"]))
        return
    if facts["declarer"] is None:
        assert report["thrown_in"] is True
        assert list(state.result().scores) == [0, 0, 0]
        assert tricks == []
        return
    assert report["thrown_in"] is False
    declarer = facts["declarer"]
    assert report["declarer"] == declarer
    assert report["contract"] == facts["contract"]
    assert report["hand"] is (not facts["picked_up"])
    put_away = facts["discarded"] if facts["picked_up"] else set(deal["skat"])
    in_tricks = [code for trick in tricks for code in trick["cards"]]
    in_hands = [code for seat in range(3) for code in state.observation(seat).to_json()["hand"]]
    assert all(len(trick["cards"]) == 3 for trick in tricks)
    assert sorted([*in_tricks, *in_hands, *put_away]) == sorted(pack)
    assert tricks[0]["leader"] == (deal["dealer"] + 1) % 3
    for before, after in itertools.pairwise(tricks):
        assert after["leader"] == before["winner"]
    declarer_taken = [code for t in tricks if t["winner"] == declarer for code in t["cards"]]
    defenders_taken = [code for t in tricks if t["winner"] != declarer for code in t["cards"]]
    assert report["declarer_points"] == points(declarer_taken) + points(put_away)
    if len(tricks) == 10:
        assert in_hands == []
        assert points(in_tricks) + points(put_away) == 120
        assert report["declarer_points"] + points(defenders_taken) == 120
    else:
        # Only a Null game ends early: the moment the declarer takes a trick.
        assert facts["contract"] in ("null", "null_ouvert")
        assert tricks[-1]["winner"] == declarer
        assert report["won"] is False


def skat_ramsch_invariant(
    state: State, report: dict[str, Any], tricks: list[Any], skat: set[str]
) -> None:
    """A Skat Ramsch (house rules §3.2): all ten tricks played, the skat counted for the
    last trick's taker, every player tied for the most points loses them (doubled per
    Jungfrau and in a Bock deal), a Durchmarsch scores 120."""
    ramsch = report["ramsch"]
    assert len(tricks) == 10 and report["declarer"] is None and report["thrown_in"] is False
    taken = [[t for t in tricks if t["winner"] == seat] for seat in range(3)]
    counted = [points(c for t in ts for c in t["cards"]) for ts in taken]
    counted[tricks[-1]["winner"]] += points(skat)
    assert ramsch["points"] == counted and sum(counted) == 120
    assert ramsch["tricks"] == [len(ts) for ts in taken]
    bock = 2 if report.get("bock_deal") else 1
    scores = list(state.result().scores)
    if ramsch["durchmarsch"] is not None:
        winner = ramsch["durchmarsch"]
        assert ramsch["tricks"][winner] == 10
        assert scores == [120 * bock if seat == winner else 0 for seat in range(3)]
        return
    most = max(counted)
    assert ramsch["losers"] == [seat for seat in range(3) if counted[seat] == most]
    factor = 2 ** ramsch["tricks"].count(0) * bock
    assert scores == [-most * factor if seat in ramsch["losers"] else 0 for seat in range(3)]


def skat_knowledge(state: State, seat: int) -> tuple[set[str], set[str]]:
    """(cards ``seat`` may know, cards of its own current hand) in Skat: its own dealt
    cards, every card played, the skat only as a declarer who picked it up, and in Null
    Ouvert the declarer's hand as it was declared (the cards put away stay hidden)."""
    deal = state.record_deal()
    hands = [set(hand) for hand in deal["hands"]]
    skat = set(deal["skat"])
    facts = _skat_facts(state)
    declarer = facts["declarer"]
    played = set().union(*facts["played"].values())
    known = hands[seat] | played
    own = hands[seat]
    if seat == declarer and facts["picked_up"]:
        known |= skat
        own = (own | skat) - facts["discarded"]
    if facts["contract"] == "null_ouvert":
        shown = hands[declarer] | (skat if facts["picked_up"] else set())
        known |= shown - facts["discarded"]
    return known, own - facts["played"][seat]


def _played(state: State) -> dict[int, list[str]]:
    played: dict[int, list[str]] = {}
    for seat, action in state.history:
        data = action.to_json()
        if "play" in data:
            played.setdefault(seat, []).append(data["play"])
    return played


def _check_cards_and_tricks(state: State, pack_size: int, trick_size: int) -> None:
    """Every dealt card is exactly once in a trick, the current trick or a hand, and each
    trick after the first is led by the winner of the one before."""
    deal = state.record_deal()
    pack = sorted(code for hand in deal["hands"] for code in hand)
    assert len(set(pack)) == pack_size
    public = state.observation(0).to_json()
    tricks = public["tricks"]
    in_tricks = [code for trick in tricks for code in trick["cards"]]
    in_hands = [
        code
        for seat in range(len(deal["hands"]))
        for code in state.observation(seat).to_json()["hand"]
    ]
    assert sorted([*in_tricks, *public["trick"], *in_hands]) == pack
    assert all(len(trick["cards"]) == trick_size for trick in tricks)
    if tricks:
        assert tricks[0]["leader"] == (deal["dealer"] + 1) % len(deal["hands"])
    for before, after in itertools.pairwise(tricks):
        assert after["leader"] == before["winner"]


def schafkopf_invariant(state: State) -> None:
    """Schafkopf: every deal sums to zero, the 32 cards are all accounted for, a played-out
    deal holds 120 points, and only a lost Tout or a Sie ends early (RULES §1.5, §1.6)."""
    _check_cards_and_tricks(state, 32, 4)
    result = state.result()
    report = result.to_json()
    assert sum(result.scores) == 0
    tricks = state.observation(0).to_json()["tricks"]
    if report["void"]:
        assert list(result.scores) == [0, 0, 0, 0] and tricks == []
        assert all("pass" in action.to_json() for _, action in state.history)
        return
    if report["contract"] == "ramsch":
        schafkopf_ramsch_invariant(report, list(result.scores), tricks)
        return
    side = {report["declarer"]} | ({report["partner"]} - {None})
    side_points = points(code for t in tricks if t["winner"] in side for code in t["cards"])
    assert report["declarer_points"] == side_points
    if len(tricks) == 8:
        assert points(code for t in tricks for code in t["cards"]) == 120
    elif report["contract"] == "sie":
        assert tricks == [] and report["value"] == 52
    else:
        assert report["contract"] in ("wenz_tout", "solo_tout")
        assert tricks[-1]["winner"] not in side and report["won"] is False


def schafkopf_ramsch_invariant(
    report: dict[str, Any], scores: list[int], tricks: list[Any]
) -> None:
    """A Ramsch (house rules §1.2): all eight tricks played, each seat's points and tricks
    as taken, the most points lose 1 * 2^Jungfrauen to each other seat, a Durchmarsch is a
    won Solo of 5."""
    ramsch = report["ramsch"]
    assert len(tricks) == 8 and report["declarer"] is None
    taken = [[t for t in tricks if t["winner"] == seat] for seat in range(4)]
    assert ramsch["points"] == [points(c for t in ts for c in t["cards"]) for ts in taken]
    assert ramsch["tricks"] == [len(ts) for ts in taken]
    if ramsch["durchmarsch"] is not None:
        winner = ramsch["durchmarsch"]
        assert ramsch["tricks"][winner] == 8
        assert scores == [15 if seat == winner else -5 for seat in range(4)]
        return
    loser = ramsch["loser"]
    assert ramsch["points"][loser] == max(ramsch["points"])
    unit = 2 ** ramsch["tricks"].count(0)
    assert ramsch["jungfrauen"] == ramsch["tricks"].count(0)
    assert scores == [-3 * unit if seat == loser else unit for seat in range(4)]


def schafkopf_knowledge(state: State, seat: int) -> tuple[set[str], set[str]]:
    """Schafkopf: a seat knows its own cards, every card played and the ace a Rufer calls
    (the call is public), nothing else."""
    own = set(state.record_deal()["hands"][seat])
    played = _played(state)
    every_played = {code for cards in played.values() for code in cards}
    called = {
        bid["suit"] + "A"
        for bid in (action.to_json() for _, action in state.history)
        if bid.get("bid") == "rufer"
    }
    return own | every_played | called, own - set(played.get(seat, []))


def schafkopf_secrets(state: State, seat: int, view: dict[str, Any]) -> None:
    """The called ace's holder stays unknown to all but the holder until the ace is played
    or the holder runs away (RULES §1.2, §1.4)."""
    bids = [action.to_json() for _, action in state.history if "bid" in action.to_json()]
    if not bids or bids[-1]["bid"] != "rufer" or view["phase"] == "bidding":
        assert view["partner"] is None
        return
    ace = bids[-1]["suit"] + "A"
    holder = next(s for s, hand in enumerate(state.record_deal()["hands"]) if ace in hand)
    revealed = any("re" in action.to_json() and s == holder for s, action in state.history)
    tricks = view["tricks"] + (
        [{"cards": view["trick"], "leader": view["leader"]}] if view["trick"] else []
    )
    for trick in tricks:
        cards = trick["cards"]
        if ace in cards:
            revealed = True
        lead = cards[0]
        if trick["leader"] == holder and lead[0] == ace[0] and lead[1] not in "OU":
            revealed = True  # the holder led the called suit: ran away or led the ace
    if revealed or seat == holder:
        assert view["partner"] == holder
    else:
        assert view["partner"] is None, f"seat {seat} is told the partner too early"


def jass_invariant(state: State) -> None:
    """Jass: the 36 cards are all accounted for; a played-out deal holds 157 card points;
    what was credited follows RECORDS.md; a deal ends early only when a team reached the
    match's target, 3000 or a house rule's (RULES §2.6, §2.7)."""
    _check_cards_and_tricks(state, 36, 4)
    report = state.result().to_json()
    multiplier = report["multiplier"]
    raw = [
        report["card_points"][t]
        + report["weis"][t]
        + report["stoeck"][t]
        + (100 if report["match"] == t else 0)
        for t in (0, 1)
    ]
    assert report["team_scores"] == [multiplier * points for points in raw]
    assert list(state.result().scores) == [report["team_scores"][seat % 2] for seat in range(4)]
    assert 0 in report["weis"]
    tricks = state.observation(0).to_json()["tricks"]
    if report["winner"] is None:
        assert len(tricks) == 9
        assert sum(report["card_points"]) == 157
    else:
        before = state.record_deal()["scores_before"][report["winner"]]
        target = state.record_deal().get("variants", {}).get("target", 3000)
        assert before + report["team_scores"][report["winner"]] >= target


def jass_knowledge(state: State, seat: int) -> tuple[set[str], set[str]]:
    """Jass: a seat knows its own cards, every card played, and after the first trick the
    combinations of the team that scores its Weis (RULES §2.5)."""
    from cardavia.core.cards import format_cards
    from cardavia.games.jass.contracts import CONTRACTS
    from cardavia.games.jass.weis import best_weis, winning_seat

    deal = state.record_deal()
    own = set(deal["hands"][seat])
    played = _played(state)
    known = own | {code for cards in played.values() for code in cards}
    choice = [a.to_json()["choose"] for _, a in state.history if "choose" in a.to_json()]
    tricks = state.observation(seat).to_json()["tricks"]
    if tricks and choice and choice[-1] != "push":
        from cardavia.core.cards import parse_cards

        contract = CONTRACTS[choice[-1]]
        weis = [best_weis(parse_cards(hand), contract) for hand in deal["hands"]]
        best = winning_seat(weis, contract, (deal["dealer"] + 1) % 4)
        if best is not None:
            for other in (best % 2, best % 2 + 2):
                for combination in weis[other]:
                    known |= set(format_cards(combination.cards))
    return known, own - set(played.get(seat, []))


def no_secrets(state: State, seat: int, view: dict[str, Any]) -> None:
    """A game whose only secrets are cards (checked by the card-code walk)."""


INVARIANTS: dict[str, Callable[[State], None]] = {
    "skat": skat_invariant,
    "schafkopf": schafkopf_invariant,
    "jass": jass_invariant,
}
"""Per game: checks on a complete deal (card points of tricks and leftovers add up, ...)."""

KNOWLEDGE: dict[str, Callable[[State, int], tuple[set[str], set[str]]]] = {
    "skat": skat_knowledge,
    "schafkopf": schafkopf_knowledge,
    "jass": jass_knowledge,
}
"""Per game: (the card codes a seat may know, the cards of its own current hand)."""

SECRETS: dict[str, Callable[[State, int, dict[str, Any]], None]] = {
    "skat": no_secrets,
    "schafkopf": schafkopf_secrets,
    "jass": no_secrets,
}
"""Per game: checks that an observation tells no secret that is not a card (the
called-ace partner in Schafkopf)."""


def hook(hooks: dict[str, Any], kind: str) -> Any:
    name = game_name(kind)
    if name not in hooks:
        pytest.fail(f"the conformance tests need an entry for {name!r} in this table")
    return hooks[name]


# ----------------------------------------------------------------------------- helpers


def card_codes(value: Any) -> Iterator[str]:
    """Every card code anywhere in a JSON value (keys included)."""
    if isinstance(value, str):
        if CARD_CODE.match(value):
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from card_codes(key)
            yield from card_codes(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from card_codes(item)


def snapshot(game: Game, state: State) -> Any:
    """Everything observable about ``state`` through the public surface."""
    return (
        [state.observation(seat).to_json() for seat in range(game.players)],
        state.record_deal(),
        tuple(state.history),
        tuple(state.legal_actions()),
        state.to_move,
        state.is_over,
    )


# ----------------------------------------------------------------------------- tests


def test_registry_names_match(name: str) -> None:
    game = game_of(name)
    assert game.name == game_name(name)
    assert isinstance(game.players, int) and game.players >= 2


def test_new_deal_is_reproducible(name: str) -> None:
    game = game_of(name)
    for seed in range(50):
        first, again = new_deal(name, seed), new_deal(name, seed)
        assert first.record_deal() == again.record_deal()
        assert first.dealer in range(game.players)
        assert not first.is_over
        assert list(first.history) == []
        for dealer in range(game.players):
            assert new_deal(name, seed, dealer).dealer == dealer
    dealt = {json.dumps(new_deal(name, seed).record_deal()) for seed in range(50)}
    assert len(dealt) == 50


def test_random_playouts_end_and_always_offer_an_action(name: str) -> None:
    lengths = []
    for seed in range(deals(name, CHEAP_DEALS)):
        states = playout(name, seed)
        final = states[-1]
        assert final.is_over
        assert final.to_move is None
        assert list(final.legal_actions()) == []
        assert all(not state.is_over for state in states[:-1])
        lengths.append(len(states) - 1)
    assert max(lengths) < MAX_STEPS


def test_result_only_when_over(name: str) -> None:
    state = new_deal(name, 0)
    with pytest.raises(ValueError):
        state.result()


def test_scores_of_complete_deals_are_one_integer_per_seat(name: str) -> None:
    players = game_of(name).players
    for seed, final in finals(name, CHEAP_DEALS):
        result = final.result()
        scores = result.scores
        assert len(scores) == players, f"seed {seed}"
        assert all(type(score) is int for score in scores), f"seed {seed}: {scores}"
        json.dumps(result.to_json())


def test_invariants_of_complete_deals(name: str) -> None:
    invariant = hook(INVARIANTS, name)
    for seed, final in finals(name, CHEAP_DEALS):
        try:
            invariant(final)
        except AssertionError as error:
            raise AssertionError(f"{name} seed {seed}: {error}") from error


def test_illegal_actions_raise_and_leave_the_state_as_it_was(name: str) -> None:
    game = game_of(name)
    pool: set[Action] = set()
    for seed in range(deals(name, CHEAP_DEALS)):
        for state in playout(name, seed)[:-1]:
            pool.update(state.legal_actions())
    ordered_pool = sorted(pool, key=lambda action: json.dumps(action.to_json(), sort_keys=True))
    rng = random.Random(7)
    tried = 0
    for seed in range(deals(name, EXPENSIVE_DEALS) // 2):
        for state in playout(name, seed)[::3] + playout(name, seed)[-1:]:
            legal = set(state.legal_actions())
            kinds = {type(action) for action in legal}
            illegal = [action for action in ordered_pool if action not in legal]
            same_kind = [action for action in illegal if type(action) in kinds]
            other_kind = [action for action in illegal if type(action) not in kinds]
            candidates = rng.sample(same_kind, min(2, len(same_kind)))
            candidates += rng.sample(other_kind, min(1, len(other_kind)))
            before = snapshot(game, state)
            for action in candidates:
                with pytest.raises(IllegalAction):
                    state.apply(action)
                tried += 1
            assert snapshot(game, state) == before, f"seed {seed}: {candidates} changed {state}"
            # The state still works after the refusals.
            if not state.is_over:
                state.apply(state.legal_actions()[0])
    assert tried > deals(name, 1000)


def test_observations_offer_the_legal_actions_to_the_seat_to_move_only(name: str) -> None:
    game = game_of(name)
    for seed in range(deals(name, EXPENSIVE_DEALS)):
        for state in playout(name, seed):
            for seat in range(game.players):
                offered = list(state.observation(seat).legal_actions)
                if seat == state.to_move:
                    assert offered == list(state.legal_actions()), f"seed {seed} seat {seat}"
                else:
                    assert offered == [], f"seed {seed} seat {seat}"


def test_record_round_trip(name: str) -> None:
    game = game_of(name)
    kind, name = name, game_name(name)
    for seed in range(deals(kind, EXPENSIVE_DEALS)):
        states = playout(kind, seed)
        final = states[-1]
        record = write_record(name, final)
        assert record.get("variants", {}) == variants_of(kind).to_json()
        loaded = json.loads(json.dumps(record))
        assert loaded == record
        replayed = replay(loaded)
        assert replayed.is_over
        assert list(replayed.history) == list(final.history)
        assert replayed.record_deal() == final.record_deal()
        for seat in range(game.players):
            assert replayed.observation(seat).to_json() == final.observation(seat).to_json()
        report = replay_report(name, replayed)
        assert report == replay_report(name, final)
        assert report["game"] == name and report["complete"] is True
        assert report["scores"] == list(final.result().scores)
        assert json.loads(json.dumps(report)) == report
        assert write_record(name, replayed) == record


def test_replay_of_every_prefix_of_a_record(name: str) -> None:
    game = game_of(name)
    kind, name = name, game_name(name)
    for seed in range(0, deals(kind, EXPENSIVE_DEALS), 2):
        states = playout(kind, seed)
        record = json.loads(json.dumps(write_record(name, states[-1])))
        actions = record["actions"]
        assert len(actions) == len(states) - 1
        for length in range(len(actions) + 1):
            replayed = replay({**record, "actions": actions[:length]})
            original = states[length]
            assert list(replayed.history) == list(original.history)
            assert replayed.to_move == original.to_move
            assert replayed.legal_actions() == original.legal_actions()
            for seat in range(game.players):
                assert replayed.observation(seat).to_json() == original.observation(seat).to_json()
            report = replay_report(name, replayed)
            if length < len(actions):
                assert report == {"game": name, "complete": False, "scores": None}
            else:
                assert report["complete"] is True


def test_no_information_leak(name: str) -> None:
    game = game_of(name)
    knowledge = hook(KNOWLEDGE, name)
    secrets = hook(SECRETS, name)
    for seed in range(deals(name, EXPENSIVE_DEALS)):
        for step, state in enumerate(playout(name, seed)):
            for seat in range(game.players):
                view = state.observation(seat).to_json()
                json.dumps(view)
                seen = set(card_codes(view))
                may_know, own_hand = knowledge(state, seat)
                where = f"{name} seed {seed} step {step} seat {seat}"
                assert seen <= may_know, f"{where} sees {sorted(seen - may_know)}"
                assert own_hand <= seen, f"{where} is not shown {sorted(own_hand - seen)}"
                secrets(state, seat, view)


def test_the_playouts_reach_the_corners_of_the_game(name: str) -> None:
    """The checks above mean something only if the playouts reach every phase: deals
    that end before any card is played and deals played out to the end."""
    lengths = {len(playout(name, seed)) for seed in range(deals(name, CHEAP_DEALS))}
    assert min(lengths) < max(lengths)
    distinct_results = {
        json.dumps(final.result().to_json(), sort_keys=True) for _, final in finals(name, 200)
    }
    assert len(distinct_results) > deals(name, 20)
