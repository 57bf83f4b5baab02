"""The guided first deal of each game: a fixed deal against the rule-based AI players (which
decide the same way every time), and the guide's steps for the table as it stands.

The steps are read off the human seat's observation, never off a move number, so each stays
true when the player departs from the suggested path: explanations (acknowledged once with
"Got it") come first, then the one step that says what to do now and why. Texts are English
message ids the table's script translates (``GUIDE_TEXTS`` is part of the UI strings);
values that name cards or suits are card and suit codes, named in the pack's words there.
"""

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from cardavia.core.cards import parse_card
from cardavia.core.game import JsonDict, State
from cardavia.core.tricks import TRUMP
from cardavia.web.i18n import N_
from cardavia.web.views import HUMAN, sorting_rules

GUIDE_SEEDS = {"schafkopf": 45, "jass": 21, "skat": 14}
"""Deals that teach the essentials when the guide's suggestions are followed. Schafkopf 45:
you bid first and play a Rufer with the Leaf Ace. Jass 21: your partner pushes, you choose
Roses holding the trump Under and Nine, and your four in a row is your team's Weis. Skat 14:
you win the bidding at 18, pick up the skat, put two away and play Leaves."""
GUIDE_LEVEL = "easy"
"""The guided table's AI players: rule-based, so that every guided deal goes the same way."""

INTRO = {
    "schafkopf": N_(
        "Schafkopf: four players, eight cards each. Everyone bids once, and the highest "
        "contract is played. The side that takes at least 61 of the 120 card points wins."
    ),
    "jass": N_(
        "Schieber Jass: you and your partner across the table against Left and Right, nine "
        "cards each. One player chooses trumps; both teams score their card points, and the "
        "match goes to 3000."
    ),
    "skat": N_(
        "Skat: three players, ten cards each and two face down, the skat. The highest bidder "
        "plays alone against the other two and needs at least 61 of the 120 card points."
    ),
}
HOW = N_(
    "This box tells you what to do and why. At each of your turns the hint opens by itself "
    "and weighs your options. Press Got it to go on."
)
SK_BIDDING = N_(
    "Everyone speaks once, in turn: pass, or bid a contract higher than the bids before. The "
    "simplest is the Rufer: you and the holder of the ace you call play against the other two."
)
SK_TRUMPS = N_(
    "In a Rufer the trumps are the four Obers, then the four Unters, then the Hearts. Your "
    "hand shows its trumps first, highest on the left."
)
SK_CALL = N_(
    "Bid a Rufer by calling an ace: not one you hold, and only of a suit where you hold a "
    "card that is not an Ober or Unter. Whoever holds that ace is your secret partner."
)
SK_NO_CALL = N_(
    "No Rufer is open to you now: pass, unless your hand is strong enough to play alone."
)
SK_PLAY = N_(
    "The bidding is over. Follow the suit led if you can; all trumps count as one suit. The "
    "highest trump, or else the highest card of the suit led, takes the trick, and its "
    "winner leads the next."
)
SK_PARTNER = N_("Your partner holds the {card}. Nobody knows who it is until that ace is played.")
SK_YOU_PARTNER = N_(
    "You hold the called ace: you play with the declarer. It must fall the first time its "
    "suit is led."
)
JASS_TRUMPS = N_(
    "The chooser names trumps, or Obenabe or Undenufe without trumps. The trump Under is the "
    "highest card (20 points), then the trump Nine, the Nell (14 points), then Ace, King, "
    "Ober, Banner."
)
JASS_CHOOSE = N_(
    "Choose the game: a trump suit where you hold the Under or the Nine and several other "
    "cards of it is a good choice."
)
JASS_PLAY = N_(
    "Play goes counter-clockwise. When a plain suit is led you may follow it or play a "
    "trump; you may not play a lower trump than one already in the trick unless you hold "
    "only trumps."
)
JASS_WEIS = N_(
    "Weis: three or more cards in a row of one suit, or four of a kind, are announced for "
    "you in the first trick. Only the team with the best Weis scores, all of its Weis."
)
JASS_STOECK = N_(
    "Stöck: the King and the Ober of trumps in one hand score 20 when the second of them is played."
)
SKAT_BIDDING = N_(
    "Bids are game values: 18, 20, 22, 23, 24, 27 … Bid only as high as the game you could "
    "play is worth. The highest bidder plays alone against the other two."
)
SKAT_BID = N_("Bid, hold or pass: go on while the game you hope to play is worth the bid.")
SKAT_PICKUP = N_(
    "You won the bidding. Pick up the skat: its two cards join your hand, then you put two "
    "cards away."
)
SKAT_DISCARD = N_(
    "Put two cards away: their card points count for you. Keep your trumps; lay away high "
    "cards of a short suit, which the others could catch."
)
SKAT_DECLARE = N_(
    "Announce your game. In a suit game the four Unters and the suit you name are trumps: "
    "name the suit you hold most of."
)
SKAT_PLAY = N_(
    "Follow the suit led if you can; the Unters belong to the trumps. The declarer needs 61 "
    "of the 120 card points; the other two play together."
)
LEAD = N_("You lead this trick: you may play any card.")
FOLLOW_SUIT = N_("You must follow suit: {suit} was led and you hold {suit}.")
FOLLOW_TRUMP = N_("A trump was led and you hold trumps: you must play one.")
NO_SUIT = N_(
    "You hold no {suit}: you may play any card. A trump would take the trick; a low card "
    "saves your points."
)
NO_SUIT_NO_TRUMPS = N_(
    "You hold no {suit}: you may play any card. It cannot win this trick, so give away a low one."
)
NO_TRUMP = N_("You hold no trump: you may play any card.")
JASS_FOLLOW = N_("{suit} was led: follow suit, or play a trump instead.")
JASS_TRUMP_LED = N_(
    "A trump was led: play a trump. Only when the Under is your one trump may you keep it back."
)
WATCH_BIDDING = N_("The others speak in turn: their calls appear by their names.")
WATCH_PLAY = N_("The others are playing: watch which cards fall and who takes the trick.")
DONE = N_(
    "That was your guided deal. Next, play a normal table: new cards every deal, against AI "
    "players as strong as you choose."
)

BOX_WORDS = (N_("Guided deal"), N_("Next"), N_("Got it"), N_("Play a normal table"))

GUIDE_TEXTS: tuple[str, ...] = (
    *BOX_WORDS,
    *INTRO.values(), HOW, SK_BIDDING, SK_TRUMPS, SK_CALL, SK_NO_CALL, SK_PLAY, SK_PARTNER,
    SK_YOU_PARTNER, JASS_TRUMPS, JASS_CHOOSE, JASS_PLAY, JASS_WEIS, JASS_STOECK,
    SKAT_BIDDING, SKAT_BID, SKAT_PICKUP, SKAT_DISCARD, SKAT_DECLARE, SKAT_PLAY, LEAD,
    FOLLOW_SUIT, FOLLOW_TRUMP, NO_SUIT, NO_SUIT_NO_TRUMPS, NO_TRUMP, JASS_FOLLOW,
    JASS_TRUMP_LED, WATCH_BIDDING, WATCH_PLAY, DONE,
)  # fmt: skip
"""Every text of the guide, for the table script's strings."""

EXPLAIN, MOVE, WATCH, OVER = "explain", "move", "watch", "done"


@dataclass(frozen=True)
class Step:
    """One thing the guide says: an explanation (``key`` remembers it was read), what to do
    now, what to watch, or the closing word."""

    kind: str
    text: str
    key: str = ""
    values: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> JsonDict:
        return {"kind": self.kind, "key": self.key or self.kind, "text": self.text, **(
            {"values": self.values} if self.values else {}
        )}  # fmt: skip


def explain(key: str, text: str, **values: str) -> Step:
    return Step(EXPLAIN, text, key, values)


def guide_steps(game: str, state: State) -> list[Step]:
    """What the guide says about ``state``, seen from the human seat."""
    seen = state.observation(HUMAN).to_json()
    steps = [explain("intro", INTRO[game]), explain("how", HOW)]
    if state.is_over:
        return [*steps, Step(OVER, DONE)]
    if seen["phase"] == "play":
        steps += PLAY_EXPLANATIONS[game](seen)
        return [*steps, play_step(game, state, seen)]
    return [*steps, *CHOOSING[game](seen, state.to_move == HUMAN)]


def guide_view(game: str, state: State) -> JsonDict:
    """The guide as the browser is sent it: its steps, and on your turn the suggested
    action (the rule-based player's choice, the same every time)."""
    # The rule-based player is plain Python that answers at once, so it may run in the web
    # process; imported here, when a guided table is shown, so that no other page loads
    # cardavia.ai (the AI workers do the thinking, see cardavia.web.ai_pool).
    from cardavia.ai.heuristic import HeuristicPlayer

    suggested = None
    if not state.is_over and state.to_move == HUMAN:
        action = HeuristicPlayer().act(state.observation(HUMAN), random.Random(0))
        suggested = action.to_json()
    return {"steps": [step.to_json() for step in guide_steps(game, state)], "suggested": suggested}


# ------------------------------------------------------------------ bidding and choosing


def schafkopf_bidding(seen: JsonDict, your_turn: bool) -> list[Step]:
    steps = [explain("sk-bidding", SK_BIDDING), explain("sk-trumps", SK_TRUMPS)]
    if not your_turn:
        return [*steps, Step(WATCH, WATCH_BIDDING)]
    rufer = any(action.get("bid") == "rufer" for action in seen["legal_actions"])
    return [*steps, Step(MOVE, SK_CALL if rufer else SK_NO_CALL, "sk-call")]


def jass_choosing(seen: JsonDict, your_turn: bool) -> list[Step]:
    steps = [explain("jass-trumps", JASS_TRUMPS)]
    if not your_turn:
        return [*steps, Step(WATCH, WATCH_BIDDING)]
    return [*steps, Step(MOVE, JASS_CHOOSE, "jass-choose")]


SKAT_MOVES = {
    "bidding": SKAT_BID,
    "pickup": SKAT_PICKUP,
    "discard": SKAT_DISCARD,
    "declare": SKAT_DECLARE,
}


def skat_bidding(seen: JsonDict, your_turn: bool) -> list[Step]:
    steps = [explain("skat-bidding", SKAT_BIDDING)]
    if not your_turn:
        return [*steps, Step(WATCH, WATCH_BIDDING)]
    phase = str(seen["phase"])
    return [*steps, Step(MOVE, SKAT_MOVES[phase], f"skat-{phase}")]


CHOOSING: dict[str, Callable[[JsonDict, bool], list[Step]]] = {
    "schafkopf": schafkopf_bidding,
    "jass": jass_choosing,
    "skat": skat_bidding,
}


# ------------------------------------------------------------------ the play


def schafkopf_play(seen: JsonDict) -> list[Step]:
    steps = [explain("sk-play", SK_PLAY)]
    if seen["contract"] == "rufer" and not seen["partner_known"]:
        if seen["declarer"] == HUMAN:
            steps.append(explain("sk-partner", SK_PARTNER, card=str(seen["called_ace"])))
        elif seen["partner"] == HUMAN:
            steps.append(explain("sk-you-partner", SK_YOU_PARTNER))
    return steps


def jass_play(seen: JsonDict) -> list[Step]:
    steps = [explain("jass-play", JASS_PLAY)]
    if any(seen["announcements"]) or any(seen["shown_weis"]):
        steps.append(explain("jass-weis", JASS_WEIS))
    trump = str(seen["contract"])
    if seen["stoeck"] is not None or {f"{trump}K", f"{trump}O"} <= set(seen["hand"]):
        steps.append(explain("jass-stoeck", JASS_STOECK))
    return steps


def skat_play(seen: JsonDict) -> list[Step]:
    return [explain("skat-play", SKAT_PLAY)]


PLAY_EXPLANATIONS: dict[str, Callable[[JsonDict], list[Step]]] = {
    "schafkopf": schafkopf_play,
    "jass": jass_play,
    "skat": skat_play,
}


def play_step(game: str, state: State, seen: JsonDict) -> Step:
    """What to do with the trick in front of you: lead, follow, or play freely."""
    if state.to_move != HUMAN:
        return Step(WATCH, WATCH_PLAY)
    trick = seen["trick"]
    if not trick:
        return Step(MOVE, LEAD, "lead")
    rules = sorting_rules(game, state)
    led_card = parse_card(trick[0])
    led = rules.suit_of[led_card]
    holds = any(rules.suit_of[parse_card(card)] == led for card in seen["hand"])
    suit = {"suit": trick[0][0]}
    has_trumps = any(rules.suit_of[card] == TRUMP for card in range(len(rules.suit_of)))
    if game == "jass" and has_trumps:
        if led == TRUMP:
            return Step(MOVE, JASS_TRUMP_LED if holds else NO_TRUMP, "follow")
        return Step(MOVE, JASS_FOLLOW if holds else NO_SUIT, "follow", suit)
    if led == TRUMP:
        return Step(MOVE, FOLLOW_TRUMP if holds else NO_TRUMP, "follow")
    if holds:
        return Step(MOVE, FOLLOW_SUIT, "follow", suit)
    return Step(MOVE, NO_SUIT if has_trumps else NO_SUIT_NO_TRUMPS, "follow", suit)
