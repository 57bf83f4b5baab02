"""Every string the table's JavaScript shows, marked for the catalogue.

The game page sends them, translated, as JSON (``#ui-strings``); the script looks each one
up by its English text. Placeholders are written ``{name}`` and filled in by the script.
The strings are grouped as the modules under ``static/js`` use them (reasons and errors come
translated from the server; cards.js: suits and ranks; games.js: contracts, calls,
decisions and results; api.js; table.js and the modules of its parts (seats.js, hand.js,
trick.js, ...): the table itself; advice.js and advice-panel.js: the hint).
"""

from cardavia.web.guard import RECORD_FILE_TOO_LARGE
from cardavia.web.guide import GUIDE_TEXTS
from cardavia.web.i18n import N_, NC_, NP_, plural_forms, translations

UI_STRINGS: tuple[str, ...] = (
    N_("The server answered with an error ({status})"),
    N_("The server cannot be reached: check your connection"),
    N_("Acorns"),
    N_("Leaves"),
    N_("Hearts"),
    N_("Bells"),
    N_("Roses"),
    N_("Shields"),
    N_("{rank} of Acorns"),
    N_("{rank} of Leaves"),
    N_("{rank} of Hearts"),
    N_("{rank} of Bells"),
    N_("{rank} of Roses"),
    N_("{rank} of Shields"),
    N_("Ace"),
    N_("Ten"),
    N_("King"),
    N_("Ober"),
    N_("Unter"),
    N_("Nine"),
    N_("Eight"),
    N_("Seven"),
    N_("Six"),
    N_("Banner"),
    N_("Under"),
    N_("You"),
    N_("Left"),
    N_("Across"),
    N_("Right"),
    N_("Partner"),
    N_("You & {player}"),
    N_("{player} & {other}"),
    N_("Rufer with the Acorn Ace"),
    N_("Rufer with the Leaf Ace"),
    N_("Rufer with the Bell Ace"),
    N_("Acorns Solo"),
    N_("Leaves Solo"),
    N_("Hearts Solo"),
    N_("Bells Solo"),
    N_("Acorns Solo Tout"),
    N_("Leaves Solo Tout"),
    N_("Hearts Solo Tout"),
    N_("Bells Solo Tout"),
    N_("Wenz"),
    N_("Wenz Tout"),
    N_("Sie"),
    N_("Acorn Ace"),
    N_("Leaf Ace"),
    N_("Bell Ace"),
    N_("Trumps: the four Unters"),
    N_("Trumps: Obers, Unters and Hearts"),
    N_("Trumps: Obers, Unters and {suit}"),
    N_("Trumps: Roses"),
    N_("Trumps: Bells"),
    N_("Trumps: Shields"),
    N_("Trumps: Acorns"),
    N_("Obenabe"),
    N_("Undenufe"),
    N_("Grand"),
    N_("Null"),
    N_("Null Ouvert"),
    N_("{game} Hand"),
    N_("No trumps"),
    N_("Trumps: the four Unters and {suit}"),
    N_("Pass"),
    N_("Push"),
    N_("Hold"),
    N_("Takes the skat"),
    N_("Plays Hand"),
    N_("Puts two cards away"),
    N_("Everybody passed"),
    N_("Bidding"),
    N_("Highest bid: {contract} by {player}"),
    N_("No bid yet"),
    N_("Declarer: {player}"),
    N_("You hold the called ace: you play with {player}"),
    N_("Partner: {player}"),
    N_("Partner: not yet known"),
    N_("Chosen by {player} (pushed)"),
    N_("Chosen by {player}"),
    N_("Weis: {team} score {points}"),
    N_("Stöck: {player}"),
    N_("Choosing the game"),
    N_("You pushed the choice to your partner"),
    N_("{player} pushed the choice to {partner}"),
    N_("Open"),
    N_("Bid: {value}"),
    N_("{player} won the bidding at {value}"),
    N_("Hand game: the skat stays face down"),
    N_("The skat was picked up"),
    N_("Highest bid: {value}"),
    N_("Rufer: call an ace"),
    N_("Solo: choose trumps"),
    N_("Solo Tout: choose trumps"),
    # unoffered.js: why a suited Schafkopf contract is not offered
    N_("Not offered — {contracts}: you hold no {suit} card other than an Ober or Unter"),
    N_("Not offered — {contract}: you hold that ace yourself"),
    N_("Nobody has bid yet"),
    N_("Your call"),
    N_("Push to your partner"),
    N_("Trumps"),
    N_("Your partner pushed the choice to you"),
    N_("You lead the first trick whatever you choose"),
    N_("Choose the game"),
    N_("Hold {value}?"),
    N_("{player} bids {value}"),
    N_("Hold {value}"),
    N_("Bid {value}"),
    N_("Play at 18?"),
    N_("Your bid"),
    N_("Both other players passed"),
    N_("Held so far: {value}"),
    N_("You play at {value}"),
    N_("Pick up the skat, or play Hand without looking at it"),
    N_("Pick up the skat"),
    N_("Play Hand"),
    N_("Put two cards away"),
    N_("Select two cards in your hand"),
    N_("Suit game: trumps"),
    N_("Grand or Null"),
    N_("Announce your Hand game"),
    N_("Announce your game"),
    N_("Your bid: {value}"),
    N_("Yes"),
    N_("No"),
    N_("Everybody passed: the deal is void"),
    N_("Nobody scores; the next dealer deals anew"),
    N_("Contract"),
    N_("Declarer"),
    N_("Card points"),
    N_("Declarer side {points} : {others} defenders"),
    N_("Schneider"),
    N_("Schwarz"),
    N_("Runners (Laufende)"),
    N_("None"),
    N_("{value} base"),
    N_("{value} Schwarz"),
    N_("{value} Schneider"),
    N_("{value} runners"),
    N_("Value"),
    N_("{player} won the {contract}"),
    N_("{player} lost the {contract}"),
    N_("You win this deal"),
    N_("You lose this deal"),
    N_("Weis"),
    N_("Stöck"),
    N_("Match bonus"),
    N_("Multiplier"),
    N_("Credited"),
    N_("Game"),
    N_("Chosen by"),
    N_("{player} (pushed)"),
    N_("Match"),
    N_("{team} took all nine tricks"),
    N_("Match score: {us} to {them}"),
    N_("You and your partner win the match!"),
    N_("{player} and {other} win the match"),
    N_("Schneider: the losing team has under {half}"),
    N_("The match was decided before the deal was played out"),
    N_("Your team takes the deal"),
    N_("The opponents take the deal"),
    N_("An even deal"),
    N_("Everybody passed: the deal is thrown in"),
    N_("Nobody scores"),
    N_("Bid"),
    N_("Matadors"),
    N_("with {count}"),
    N_("without {count}"),
    N_("Declarer {points} : {others} defenders"),
    N_("Game value"),
    N_("Tricks taken by the declarer"),
    N_("Overbid"),
    N_("The game is worth less than the bid: lost"),
    N_("Score"),
    N_("The defenders lost"),
    N_("You and your fellow defender win"),
    N_("{count} in a row ({points})"),
    N_("Four of a kind ({points})"),
    N_("Your turn: put two cards away"),
    N_("Your turn: announce your game"),
    N_("Your turn: pick up the skat or play Hand"),
    N_("Your turn: bid or pass"),
    N_("Your turn: choose the game"),
    N_("Your turn: play a card"),
    N_("AI speed"),
    N_("Slow"),
    N_("Normal"),
    N_("Fast"),
    N_("Last trick"),
    N_("New table"),
    N_("Trick"),
    N_("The skat"),
    N_("Skat"),
    N_("Your hand"),
    N_("Dismiss"),
    N_("Scores"),
    N_("Shuffling…"),
    N_("Connection lost: reconnecting…"),
    N_("The table could not be set up. Reload the page to try again."),
    N_("AI speed: {speed}"),
    N_("Start a new table"),
    N_("Keep playing"),
    N_("Leave this deal?"),
    N_("The match in progress will be given up."),
    N_("The deal in progress will be given up."),
    N_("A new table is dealt"),
    N_("Deal {number}: {player} deals"),
    N_("You play the {card}"),
    N_("{player} plays the {card}"),
    N_("{player}: {call}"),
    N_("Deal {number} · match to {target}"),
    N_("Deal {number}"),
    N_("The match is over"),
    N_("The deal is over"),
    N_("Waiting for {player}"),
    N_("Your partner"),
    N_("Partner of {player}"),
    N_("{player} holds the called ace"),
    N_("Stöck! (20)"),
    N_("{player}: Stöck"),
    N_("Dealer"),
    N_("Partner of the declarer"),
    N_("Your team"),
    N_("Us"),
    N_("Opponents"),
    N_("Them"),
    N_("Weis {points}"),
    N_("thinking"),
    N_("Your turn"),
    N_("1 trick"),
    N_("{count} tricks"),
    N_("Weis: {weis}"),
    N_("your team"),
    N_("opponents"),
    N_("1 card"),
    N_("{count} cards"),
    N_("dealer"),
    N_("declarer"),
    N_("your turn"),
    N_("to move"),
    N_("{player}'s open hand"),
    N_("Weis shown"),
    N_("Your hand: choose two cards to put away"),
    N_("A higher bid"),
    N_("Jump to a higher bid"),
    N_("Or jump to"),
    N_("Chosen: {cards}"),
    N_("No card chosen yet"),
    N_("Put these two away"),
    N_("{player}: {card}"),
    N_("You win the trick"),
    N_("{player} wins the trick"),
    N_("Last trick: taken by {player}"),
    N_("Next deal"),
    N_("Play a new match"),
    N_("Show the result"),
    N_("Look at the table"),
    N_("Settlement"),
    N_("AI level"),
    N_("Easy"),
    N_("Strong"),
    N_("Score sheet"),
    N_("Table started {moment}"),
    N_("Total"),
    N_("No deal finished yet"),
    N_("Match to {target}"),
    N_("{half}: below this a losing team is Schneider"),
    # house-rules.js: a table's house rules
    N_("Kontra and Re (Stoß)"),
    N_("Kontra and Re"),
    N_("Ramsch when all pass"),
    N_("Bock rounds"),
    N_("Seeger-Fabian list"),
    N_("Scores shown as"),
    N_("Units"),
    N_("{money} a unit"),
    N_("Match to"),
    N_("House rules"),
    N_("House rules: {rules}"),
    # double.js, games.js: Kontra and Re
    N_("Kontra (Stoß)"),
    N_("Re (Retour)"),
    N_("Kontra"),
    N_("Re"),
    N_("Double the deal before your first card"),
    N_("Double the deal again"),
    N_("Kontra and Re: the deal counts four times"),
    N_("Kontra: the deal counts twice"),
    # games.js: a Ramsch, doubling and Bock in the contract box, results and the sheet
    N_("Ramsch"),
    N_("Everybody plays alone: the most card points lose"),
    N_("The skat goes to the last trick"),
    N_("Ramsch · Durchmarsch by {player}"),
    N_("Ramsch · {players} lose"),
    N_("{points} card points in {tricks} tricks"),
    N_("Jungfrau"),
    N_("{count} without a trick: the loss doubles for each"),
    N_("Durchmarsch: you take every trick"),
    N_("Durchmarsch: {player} takes every trick"),
    N_("You lose the Ramsch"),
    N_("{players} lose the Ramsch"),
    N_("Ramsch: the most card points lose"),
    N_("Bock"),
    N_("A Bock deal: it counts as one of the round's three"),
    N_("A Bock deal: its scores count twice"),
    N_("This deal earns a Bock round"),
    # sheet.js: the Seeger-Fabian list and the Bock rounds
    N_("Game points"),
    N_("Won (+50)"),
    N_("Lost (\u221250)"),
    N_("Lost by others (+40)"),
    N_("This deal is a Bock deal: its score counts twice"),
    N_("Bock deals to come: {count}"),
    N_("Start the new table"),
    N_("Cancel"),
    N_("Deal"),
    # the hint: advice.js, advice-panel.js and its button (layout.js)
    N_("Hint"),
    N_("Thinking…"),
    N_("Suggested: {option}"),
    N_("no estimate"),
    N_("Only the options worth weighing are listed"),
    N_("Put away {cards}"),
    N_("Undo"),
    N_("You take back the {card}"),
    N_("{card}: tap again to play"),
    N_("Why: {reason}"),
    N_("wins {percent}"),
    N_("more than half the points {percent}"),
    N_("Schneider {percent}"),
    N_("Schneider against you {percent}"),
    N_("Match {percent}"),
    N_("Match against you {percent}"),
    N_("you score {score}, the other side {others} on average"),
    N_("your team {score}, the other team {others} on average"),
    # advice.js: the reason for the suggestion (Jass says some its own way)
    N_("your only choice"),
    N_("makes Schneider likelier"),
    N_("makes a Match likelier"),
    N_("keeps the danger of Schneider against your side lowest"),
    N_("keeps the danger of a Match against your team lowest"),
    N_("{card} stays in your hand"),
    N_("brings your side the most card points"),
    N_("brings your team the most card points"),
    N_("wins more often than any other choice"),
    N_("takes more than half the points more often than any other choice"),
    N_("every other choice scores below zero on average"),
    N_("the best score on average"),
    N_("the best score for your team on average"),
    N_("the best score against the other side's on average"),
    N_("the best score against the other team's on average"),
    *GUIDE_TEXTS,  # the guided first deal: guide.js, its texts from cardavia.web.guide
    # seats.js, company.js, toolbar.js and result.js at a table shared by several people
    N_("(host)"),
    N_("AI playing for {player}"),
    N_("{player} is thinking…"),
    N_("Playing together"),
    N_("Waiting for the host to start the deal"),
    N_("Start the deal when everybody is here"),
    N_("Invite people to this table"),
    N_("Send this link to the people you want to play with:"),
    N_("Invitation link"),
    N_("Copy"),
    N_("Copied"),
    N_("Share"),
    N_("The link is copied"),
    N_("At the table: {people}"),
    N_("AI players take the seats still free when you start."),
    N_("Start the deal"),
    N_("Take a free seat"),
    N_("Take this seat"),
    N_("Choose a name first: the others see it at your seat."),
    N_("{where}, partner of {player}"),
    N_("Say to the table"),
    N_("Well played!"),
    N_("Sorry, partner"),
    N_("Thanks!"),
    N_("One more?"),
    N_("Good luck!"),
    N_("Oops!"),
    N_("Leave the table"),
    N_("Leave this table for good?"),
    N_("An AI player takes your seat; you cannot sit down here again, but you may watch."),
    N_("Stay"),
    N_("Ready for the next deal"),
    N_("Still to press Next deal: {people}"),
    # result.js and sheet.js: a finished deal's review
    N_("Review this deal"),
    N_("Review deal {number}"),
    # fairness.js: how the deal was dealt
    N_("Deal {number} drawn by the server."),
    N_("Commitment"),
    N_("Seed"),
    N_("Check this deal"),
    N_("Dealt from a chosen seed: not drawn by the server"),
    # player.js: who you are; lobby.js: the open tables on the home page
    N_("Who you are at the tables"),
    N_("Your name"),
    N_("Your avatar"),
    N_("Look {number}"),
    N_("Save"),
    N_("Saved: you play as {name}"),
    N_("AI level: {level}"),
    N_("Host: {name}"),
    N_("Playing"),
    N_("Waiting to start"),
    N_("Join"),
)


CONTEXT_WORDS: tuple[tuple[str, str], ...] = (
    NC_("schafkopf", "Pass"),
    NC_("ai-level", "Normal"),
)
"""Words translated in a context, as (context, English); the script asks for them with
``tc(context, text)``: a game's own words (German Schafkopf says "weiter" where Skat says
"passe"), and the AI level's "Normal", whose adjective agrees with another noun than the
AI speed's in some languages (French "Normal" against "Normale", Polish "Normalny"
against "Normalnie")."""

CONTEXT_SEPARATOR = "\x04"
"""Joins a context and a word in the JSON keys, as gettext joins context and message."""


PLURAL_STRINGS: tuple[tuple[str, str], ...] = (
    # advice.js: the hint
    NP_("Over {count} sampled deal", "Over {count} sampled deals, the likelier ones counting more"),
    NP_("your side {points} point on average", "your side {points} points on average"),
    NP_("your team {points} point on average", "your team {points} points on average"),
    NP_(
        "every choice comes to the same over {count} sampled deal",
        "every choice comes to the same over {count} sampled deals",
    ),
    NP_(
        "sure to take the trick in {count} of {of} sampled deal, whatever the others play",
        "sure to take the trick in {count} of {of} sampled deals, whatever the others play",
    ),
    NP_("comes out best over {count} sampled deal", "comes out best over {count} sampled deals"),
    # trick.js: who took the trick
    NP_("{player} takes the trick, {count} point", "{player} takes the trick, {count} points"),
    NP_("You take the trick, {count} point", "You take the trick, {count} points"),
    # lobby.js: an open table
    NP_("{count} seat free", "{count} seats free"),
)
"""Strings said in the plural forms of a count, as (singular, plural); the script asks
for them with ``tp(singular, plural, count)``."""


def translated(language: str) -> dict[str, str | dict[str, str]]:
    """Each UI string mapped to its translation in ``language``; words in a context keyed
    "context\x04word"; a counted string keyed by its singular, mapped to its forms by
    plural category ("one", "few", "other", ...)."""
    catalogue = translations(language)
    strings: dict[str, str | dict[str, str]] = {
        message: catalogue.gettext(message) for message in UI_STRINGS
    }
    for context, word in CONTEXT_WORDS:
        strings[f"{context}{CONTEXT_SEPARATOR}{word}"] = catalogue.pgettext(context, word)
    for singular, plural in PLURAL_STRINGS:
        strings[singular] = plural_forms(language, singular, plural)
    return strings


VERIFY_STRINGS: tuple[str, ...] = (
    N_("The server answered with an error ({status})"),
    N_("The server cannot be reached: check your connection"),
    N_("Passed"),
    N_("Failed"),
    N_("Checking…"),
    N_("Not checked"),
    N_("This deal is still being played: its seed is revealed when it ends. Come back then."),
    N_("There is no such deal at this table."),
    N_("This deal was not drawn by the server: it has no commitment to check."),
    N_("This file is not JSON. Open the record you downloaded (cardavia-deal-….json)."),
    N_("This file is not a Cardavia deal record."),
    N_("This file is too large to be a deal record."),
    N_("A seed is 64 lowercase hexadecimal digits (0-9, a-f)."),
    N_("Open a deal record first."),
    N_("The seed's SHA-256 is {digest}, but the commitment is {commitment}."),
    N_("The record's commitment is not a SHA-256 digest (64 hexadecimal digits)."),
    N_(
        "Your browser computes SHA-256 only on pages served over HTTPS: "
        "check it with the command below."
    ),
    N_("The server could not check it: {reason}"),
    N_("What differs:"),
    N_("Seat {seat}"),
    N_("Dealer"),
    N_("The skat"),
)
"""Every string the deal-checking page's script (verify.js) shows."""


def verify_strings(language: str) -> dict[str, str]:
    """The deal-checking page's strings mapped to their translations in ``language``."""
    catalogue = translations(language)
    return {message: catalogue.gettext(message) for message in VERIFY_STRINGS}


API_STRINGS: tuple[str, ...] = (
    N_("The server answered with an error ({status})"),
    N_("The server cannot be reached: check your connection"),
)
"""What api.js says when a request gets no answer it can read."""

OPEN_RECORD_STRINGS: tuple[str, ...] = (
    *API_STRINGS,
    RECORD_FILE_TOO_LARGE,
    N_("Opening the record…"),
    N_("This file could not be read: open it again"),
)
"""Every string the page that opens a record file (open-record.js) shows; why a file is
refused comes from the server, in the words of ``cardavia replay``."""

SHARE_STRINGS: tuple[str, ...] = (
    *API_STRINGS,
    N_("Share this deal"),
    N_("Anybody with this link can look at this deal, read-only:"),
    N_("Copy the link"),
    N_("Copied"),
    N_("Your browser did not copy it: the link is selected, copy it from there"),
)
"""Every string the share button (share.js) shows: a page that offers it sends these with
its own strings (``strings_in``)."""


def strings_in(language: str, *groups: tuple[str, ...]) -> dict[str, str]:
    """The strings of ``groups`` mapped to their translations in ``language``."""
    catalogue = translations(language)
    return {message: catalogue.gettext(message) for group in groups for message in group}


REVIEW_STRINGS: tuple[str, ...] = (
    # review.js: the steps
    N_("The cards as dealt: you deal"),
    N_("The cards as dealt: {player} deals"),
    N_("You put away {cards}"),
    N_("{player} puts away {cards}"),
    N_("Step {number} of {count}"),
    N_("Trick {number}"),
    # review-board.js: the table at a step
    N_("Put away by the declarer"),
    # review-analysis.js: the analysis of a seat's decisions
    N_("Good"),
    N_("Inaccuracy"),
    N_("Mistake"),
    N_("Blunder"),
    N_("Card play: card points lost"),
    N_("Card play in a game won by tricks (Null, Tout): chance to win lost"),
    N_("Bids, calls and other decisions: score lost"),
    N_("The card points your side ends the deal with"),
    N_("Your side's chance to win the game"),
    N_("The score, yours less the other side's, on average"),
    N_("{value} card points"),
    N_("{value} score points"),
    N_("Weighing the decisions… {done} of {total}"),
    N_("No decision to weigh: every move was forced"),
    N_("Accuracy: {percent}"),
    N_("How a decision is marked, by what it cost"),
    N_("Step to a marked decision to see how its options were weighed."),
    N_("Chosen"),
    N_("Best"),
    N_("Cost, from what could be seen"),
    N_("Cost with every hand open"),
    N_("{option} (chosen)"),
    N_("{option} (best)"),
    N_("The decision at this step"),
    N_("Option"),
    N_("From what could be seen"),
    N_("With every hand open"),
    N_("Analyse the play of {player}"),
    N_("Asking for the analysis…"),
)
"""The strings the review page's scripts (review.js, review-board.js, review-analysis.js)
show besides the table's own, whose words for cards, calls, contracts and results they
reuse."""

REVIEW_PLURAL_STRINGS: tuple[tuple[str, str], ...] = (
    NP_("{count} card point", "{count} card points"),
)


def review_strings(language: str) -> dict[str, str | dict[str, str]]:
    """The review page's strings in ``language``: the table's (``translated``) and its own."""
    catalogue = translations(language)
    strings = translated(language)
    strings.update({message: catalogue.gettext(message) for message in REVIEW_STRINGS})
    for singular, plural in REVIEW_PLURAL_STRINGS:
        strings[singular] = plural_forms(language, singular, plural)
    return strings
