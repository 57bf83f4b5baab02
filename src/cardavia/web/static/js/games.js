// What the table needs to know of each game: seats and where they sit, names, how contracts,
// calls and decisions read, and how a deal's result breaks down. Everything else comes from
// the server's view.

import { N_, list, number, t, tc, signed } from "./i18n.js";
import { matchTarget } from "./house-rules.js";
import { cardName, suitName } from "./cards.js";
import { unofferedLines } from "./unoffered.js";

// Seats are numbered in play order. Schafkopf and Skat go clockwise, so the next player
// sits on your left; Jass goes counter-clockwise, so the next player sits on your right.
const SETUP = {
  schafkopf: {
    players: 4,
    handSize: 8,
    swiss: false,
    positions: ["bottom", "left", "top", "right"],
  },
  jass: {
    players: 4,
    handSize: 9,
    swiss: true,
    positions: ["bottom", "right", "top", "left"],
  },
  skat: {
    players: 3,
    handSize: 10,
    swiss: false,
    positions: ["bottom", "left", "right"],
  },
};

const DIRECTIONS = { left: N_("Left"), top: N_("Across"), right: N_("Right") };

// Who sits where, as the server names them: null for the reader's own seat, else a person
// or an AI player ({name, look, ...}).
let people = [];
// The reader's seat (null: a spectator). Seats keep their numbers (play order); only where
// they are drawn turns with the reader: your seat at the bottom (a spectator's: seat 0).
let reader = 0;

export function setup(game) {
  return SETUP[game] || SETUP.schafkopf;
}

/** Seats the table's players from the view: its `seats` and your seat (`human`). */
export function seatPeople(seats, human = 0) {
  people = seats || [];
  reader = human;
}

/** Your seat (null when you watch without one). */
export function readerSeat() {
  return reader;
}

/** Whether `seat` is yours. */
export function isYou(seat) {
  return reader !== null && seat === reader;
}

function bottomSeat() {
  return reader === null ? 0 : reader;
}

/** Where `seat` is drawn counted from the bottom in play order (0: the bottom). */
export function placeOf(game, seat) {
  const players = setup(game).players;
  return (seat - bottomSeat() + players) % players;
}

/** Where `seat` is drawn: "bottom", "left", "top" or "right". */
export function positionOf(game, seat) {
  return setup(game).positions[placeOf(game, seat)];
}

/** The person at `seat` ({name, look, ...}), or null for yours. */
export function seatPerson(seat) {
  return people[seat] || null;
}

/** Where `seat` sits, in words ("Left", "Across", "Right"); "" for the bottom. */
export function seatDirection(game, seat) {
  const word = DIRECTIONS[positionOf(game, seat)];
  return word ? t(word) : "";
}

/** "You", or the player's name (its direction until the view has named it). */
export function seatName(game, seat) {
  if (isYou(seat)) return t("You");
  const person = seatPerson(seat);
  return person ? person.name : seatDirection(game, seat) || String(seat);
}

/** The team of a Jass seat as drawn: 0 = the bottom seat's (you and your partner), 1 = the
 * opponents. */
export function jassTeam(seat) {
  return (seat - bottomSeat() + 4) % 2;
}

/** A team's entry of a per-team list of the view (the team of seats 0 and 2 first), for
 * the team as drawn (0: yours). */
export function teamValue(values, team) {
  return values[(team + bottomSeat()) % 2];
}

/** A team of the view (0: seats 0 and 2) as drawn (0: yours); null stays null. */
export function drawnTeam(team) {
  return team === null || team === undefined ? team : (team + bottomSeat()) % 2;
}

/** "You & Vreni", "Ueli & Beat": your team, then the opponents, your left first. */
export function jassTeamName(team) {
  const first = (bottomSeat() + (team === 0 ? 0 : 3)) % 4;
  const other = (first + 2) % 4;
  if (team === 0 && reader !== null) return t("You & {player}", { player: seatName("jass", other) });
  return t("{player} & {other}", { player: seatName("jass", first), other: seatName("jass", other) });
}

/** "You and your partner win the match!" (a spectator: the bottom seat's team by name). */
export function jassWeWin() {
  if (reader !== null) return t("You and your partner win the match!");
  return t("{player} and {other} win the match", { player: seatName("jass", 0), other: seatName("jass", 2) });
}

/** "Ueli and Beat win the match": the opponents, your left first. */
export function jassOpponentsWin() {
  const left = (bottomSeat() + 3) % 4;
  return t("{player} and {other} win the match", { player: seatName("jass", left), other: seatName("jass", (left + 2) % 4) });
}

// ------------------------------------------------------------------ card points

const POINTS = { A: 11, T: 10, K: 4, O: 3, U: 2 };

/** Card points of `cards` by the common count (Schafkopf, Skat). */
export function cardPoints(cards) {
  return cards.reduce((sum, code) => sum + (POINTS[code[1]] || 0), 0);
}

// ------------------------------------------------------------------ contracts

const SCHAFKOPF_CONTRACTS = {
  ramsch: N_("Ramsch"),
  rufer: {
    a: N_("Rufer with the Acorn Ace"),
    l: N_("Rufer with the Leaf Ace"),
    b: N_("Rufer with the Bell Ace"),
  },
  solo: {
    a: N_("Acorns Solo"),
    l: N_("Leaves Solo"),
    h: N_("Hearts Solo"),
    b: N_("Bells Solo"),
  },
  solo_tout: {
    a: N_("Acorns Solo Tout"),
    l: N_("Leaves Solo Tout"),
    h: N_("Hearts Solo Tout"),
    b: N_("Bells Solo Tout"),
  },
  wenz: N_("Wenz"),
  wenz_tout: N_("Wenz Tout"),
  sie: N_("Sie"),
};

const SCHAFKOPF_BASE = { rufer: 1, wenz: 5, solo: 5, wenz_tout: 10, solo_tout: 10, sie: 20 };

const ACE_NAMES = { a: N_("Acorn Ace"), l: N_("Leaf Ace"), b: N_("Bell Ace") };

export function schafkopfContract(kind, suit) {
  const entry = SCHAFKOPF_CONTRACTS[kind];
  if (!entry) return kind;
  if (typeof entry === "string") return t(entry);
  return t(entry[suit] || kind);
}

function schafkopfTrumps(kind, suit) {
  if (kind === "wenz" || kind === "wenz_tout") return t("Trumps: the four Unters");
  if (kind === "rufer" || kind === "ramsch") return t("Trumps: Obers, Unters and Hearts");
  if ((kind === "solo" || kind === "solo_tout") && suit) {
    return t("Trumps: Obers, Unters and {suit}", { suit: suitName(suit) });
  }
  return "";
}

const JASS_CONTRACTS = {
  r: N_("Trumps: Roses"),
  b: N_("Trumps: Bells"),
  s: N_("Trumps: Shields"),
  a: N_("Trumps: Acorns"),
  obenabe: N_("Obenabe"),
  undenufe: N_("Undenufe"),
};

export const JASS_MULTIPLIERS = { a: 1, r: 1, s: 2, b: 2, obenabe: 3, undenufe: 4 };

export function jassContract(name) {
  return t(JASS_CONTRACTS[name] || name);
}

const SKAT_GAMES = {
  a: N_("Acorns"),
  l: N_("Leaves"),
  h: N_("Hearts"),
  b: N_("Bells"),
  grand: N_("Grand"),
  null: N_("Null"),
  null_ouvert: N_("Null Ouvert"),
  ramsch: N_("Ramsch"),
};

const SKAT_BASE = { a: 12, l: 11, h: 10, b: 9, grand: 24 };
const SKAT_NULL_VALUES = { null: [23, 35], null_ouvert: [46, 59] };

export function skatContract(name, hand) {
  const game = t(SKAT_GAMES[name] || name);
  return hand ? t("{game} Hand", { game }) : game;
}

function skatTrumps(name) {
  if (name === "grand" || name === "ramsch") return t("Trumps: the four Unters");
  if (name === "null" || name === "null_ouvert") return t("No trumps");
  if (SKAT_BASE[name]) return t("Trumps: the four Unters and {suit}", { suit: suitName(name) });
  return "";
}

/** The suit whose symbol goes with a contract, if any. */
export function contractSuit(game, observation) {
  if (game === "schafkopf") {
    if (observation.contract === "rufer") return "h";
    return observation.suit || null;
  }
  const name = observation.contract;
  return name && name.length === 1 ? name : null;
}

// ------------------------------------------------------------------ calls

/** A non-play action in words, as said at the table ("Pass", "Hold", "Hearts Solo"). */
export function callText(game, entry, observation) {
  if ("pass" in entry) return tc(game, "Pass");
  if ("kontra" in entry) return game === "schafkopf" ? t("Kontra (Stoß)") : t("Kontra");
  if ("re" in entry) return game === "schafkopf" ? t("Re (Retour)") : t("Re");
  if (game === "schafkopf" && "bid" in entry) return schafkopfContract(entry.bid, entry.suit);
  if (game === "jass" && "choose" in entry) {
    return entry.choose === "push" ? t("Push") : jassContract(entry.choose);
  }
  if (game === "skat") {
    if ("bid" in entry) return String(entry.bid);
    if ("hold" in entry) return t("Hold");
    if ("pickup" in entry) return t("Takes the skat");
    if ("hand" in entry) return t("Plays Hand");
    if ("discard" in entry) return t("Puts two cards away");
    if ("declare" in entry) {
      return skatContract(entry.declare, observation && observation.hand_game);
    }
  }
  return "";
}

/** One of your options in words, as the table offers it ("Heart Ace", "Bid 18", "Pass"). */
export function actionText(game, action, observation) {
  const swiss = setup(game).swiss;
  if ("play" in action) return cardName(action.play, swiss);
  if (game === "jass" && action.choose === "push") return t("Push to your partner");
  if (game === "skat") {
    if ("bid" in action) return t("Bid {value}", { value: action.bid });
    if ("hold" in action) return t("Hold {value}", { value: observation.bid });
    if ("pickup" in action) return t("Pick up the skat");
    if ("hand" in action) return t("Play Hand");
    if ("discard" in action) {
      return t("Put away {cards}", { cards: action.discard.map((code) => cardName(code, swiss)).join(", ") });
    }
  }
  return callText(game, action, observation);
}

// ------------------------------------------------------------------ the contract box

/** Who pushed the Jass choice to whom, as the human at `seat` sees it. */
function pushedLine(pusher, seat, name) {
  if (pusher === seat) return t("You pushed the choice to your partner");
  if (pusher === (seat + 2) % 4) return t("Your partner pushed the choice to you");
  return t("{player} pushed the choice to {partner}", { player: name(pusher), partner: name((pusher + 2) % 4) });
}

/** Lines describing the contract so far: {suit, title, lines[]}. */
export function contractInfo(view) {
  const game = view.game;
  const o = view.observation;
  const name = (seat) => seatName(game, seat);
  const lines = [];
  let title = "";
  let suit = null;
  let badge = "";

  if (game === "schafkopf") {
    if (view.result && view.result.void) {
      title = t("Everybody passed");
    } else if (o.phase === "bidding") {
      title = t("Bidding");
      if (o.contract) {
        lines.push(
          t("Highest bid: {contract} by {player}", {
            contract: schafkopfContract(o.contract, o.suit),
            player: name(o.declarer),
          }),
        );
      } else {
        lines.push(t("No bid yet"));
      }
    } else if (o.contract === "ramsch") {
      title = t("Ramsch");
      lines.push(t("Everybody plays alone: the most card points lose"));
      lines.push(schafkopfTrumps("ramsch"));
    } else if (o.contract) {
      suit = o.contract === "rufer" ? o.suit : contractSuit(game, o);
      title = schafkopfContract(o.contract, o.suit);
      lines.push(t("Declarer: {player}", { player: name(o.declarer) }));
      if (o.contract === "rufer") {
        if (o.partner !== null && o.partner !== undefined) {
          if (isYou(o.partner) && !o.partner_known) {
            lines.push(t("You hold the called ace: you play with {player}", { player: name(o.declarer) }));
          } else {
            lines.push(t("Partner: {player}", { player: name(o.partner) }));
          }
        } else {
          lines.push(t("Partner: not yet known"));
        }
      }
      const trumps = schafkopfTrumps(o.contract, o.suit);
      if (trumps) lines.push(trumps);
    }
  } else if (game === "jass") {
    if (o.contract) {
      suit = contractSuit(game, o);
      title = jassContract(o.contract);
      badge = `×${JASS_MULTIPLIERS[o.contract] || 1}`;
      const chosen = o.pushed
        ? t("Chosen by {player} (pushed)", { player: name(o.chooser) })
        : t("Chosen by {player}", { player: name(o.chooser) });
      lines.push(chosen);
      if (o.weis_team !== null && o.weis_team !== undefined) {
        const points = (o.shown_weis || []).flat().reduce((sum, c) => sum + c.points, 0);
        lines.push(t("Weis: {team} score {points}", { team: jassTeamName(drawnTeam(o.weis_team)), points }));
      }
      if (o.stoeck !== null && o.stoeck !== undefined) {
        lines.push(t("Stöck: {player}", { player: name(o.stoeck) }));
      }
    } else {
      title = t("Choosing the game");
      if (o.pushed) lines.push(pushedLine(o.leader, o.seat, name));
    }
  } else if (game === "skat") {
    if (view.result && view.result.thrown_in) {
      title = t("Everybody passed");
    } else if (o.contract === "ramsch") {
      title = t("Ramsch");
      lines.push(t("Everybody plays alone: the most card points lose"));
      lines.push(skatTrumps("ramsch"));
      lines.push(t("The skat goes to the last trick"));
    } else if (o.contract) {
      suit = contractSuit(game, o);
      title = skatContract(o.contract, o.hand_game);
      if (o.contract === "null_ouvert") badge = t("Open");
      lines.push(t("Declarer: {player}", { player: name(o.declarer) }));
      lines.push(t("Bid: {value}", { value: o.bid }));
      const trumps = skatTrumps(o.contract);
      if (trumps) lines.push(trumps);
    } else if (o.declarer !== null && o.declarer !== undefined) {
      title = t("{player} won the bidding at {value}", { player: name(o.declarer), value: o.bid });
      if (o.hand_game === true) lines.push(t("Hand game: the skat stays face down"));
      else if (o.hand_game === false) lines.push(t("The skat was picked up"));
    } else {
      title = t("Bidding");
      lines.push(o.bid ? t("Highest bid: {value}", { value: o.bid }) : t("No bid yet"));
    }
  }
  const doubled = doublingOf(o);
  if (doubled) {
    lines.push(doubled.level === 2 ? t("Kontra and Re: the deal counts four times") : t("Kontra: the deal counts twice"));
    badge = [badge, doubled.level === 2 ? t("Re") : t("Kontra")].filter(Boolean).join(" · ");
  }
  return { suit, title, lines, badge };
}

/** How far the deal is doubled, from its public history: null, or {level: 1 (Kontra) or
 *  2 (Re), seat: who said Kontra}. */
export function doublingOf(o) {
  let doubled = null;
  for (const entry of o.history || []) {
    if ("kontra" in entry) doubled = { level: 1, seat: entry.seat };
    else if ("re" in entry && doubled) doubled = { ...doubled, level: 2 };
  }
  return doubled;
}

// ------------------------------------------------------------------ decisions

/**
 * The decisions offered now, grouped: {title, note, groups: [{label, buttons: [{action,
 * label, suit, extra, aria}]}], kind}. Only actions in legal_actions are offered.
 */
export function decisions(view) {
  const game = view.game;
  const o = view.observation;
  const legal = o.legal_actions || [];
  if (!view.your_turn || !legal.length || o.phase === "play") return null;
  const name = (seat) => seatName(game, seat);

  if (game === "schafkopf") {
    const single = [];
    const rufer = [];
    const solo = [];
    const soloTout = [];
    for (const action of legal) {
      if ("pass" in action) single.unshift({ action, label: tc("schafkopf", "Pass"), kind: "pass" });
      else if (action.bid === "rufer") {
        rufer.push({
          action,
          label: t(ACE_NAMES[action.suit] || action.suit),
          suit: action.suit,
          aria: schafkopfContract("rufer", action.suit),
        });
      } else if (action.bid === "solo") {
        solo.push({ action, label: suitName(action.suit), suit: action.suit, aria: schafkopfContract("solo", action.suit) });
      } else if (action.bid === "solo_tout") {
        soloTout.push({
          action,
          label: suitName(action.suit),
          suit: action.suit,
          aria: schafkopfContract("solo_tout", action.suit),
        });
      } else {
        single.push({ action, label: schafkopfContract(action.bid), extra: `${SCHAFKOPF_BASE[action.bid] || ""}` });
      }
    }
    const groups = [{ label: "", buttons: single }];
    if (rufer.length) groups.push({ label: t("Rufer: call an ace"), buttons: rufer });
    if (solo.length) groups.push({ label: t("Solo: choose trumps"), buttons: solo });
    if (soloTout.length) groups.push({ label: t("Solo Tout: choose trumps"), buttons: soloTout });
    const note = o.contract
      ? t("Highest bid: {contract} by {player}", {
          contract: schafkopfContract(o.contract, o.suit),
          player: name(o.declarer),
        })
      : t("Nobody has bid yet");
    const why = unofferedLines(o, legal, schafkopfContract);
    return { kind: "bid", title: t("Your call"), note, groups, why };
  }

  if (game === "jass") {
    const trumps = [];
    const noTrumps = [];
    const other = [];
    for (const action of legal) {
      const choice = action.choose;
      const extra = `×${JASS_MULTIPLIERS[choice] || 1}`;
      if (choice === "push") other.push({ action, label: t("Push to your partner"), kind: "pass" });
      else if (choice.length === 1) {
        trumps.push({ action, label: suitName(choice), suit: choice, extra, aria: jassContract(choice) });
      } else noTrumps.push({ action, label: jassContract(choice), extra, kind: choice });
    }
    const groups = [];
    if (trumps.length) groups.push({ label: t("Trumps"), buttons: trumps });
    if (noTrumps.length) groups.push({ label: t("No trumps"), buttons: noTrumps });
    if (other.length) groups.push({ label: "", buttons: other });
    const note = o.pushed
      ? t("Your partner pushed the choice to you")
      : t("You lead the first trick whatever you choose");
    return { kind: "choose", title: t("Choose the game"), note, groups };
  }

  // Skat
  if (o.phase === "bidding") {
    const pass = legal.find((a) => "pass" in a);
    const hold = legal.find((a) => "hold" in a);
    const bids = legal.filter((a) => "bid" in a);
    if (hold) {
      const asker = [...o.history].reverse().find((entry) => "bid" in entry);
      return {
        kind: "hold",
        title: t("Hold {value}?", { value: o.bid }),
        note: asker ? t("{player} bids {value}", { player: name(asker.seat), value: o.bid }) : "",
        groups: [
          {
            label: "",
            buttons: [
              { action: hold, label: t("Hold {value}", { value: o.bid }), kind: "primary" },
              ...(pass ? [{ action: pass, label: t("Pass"), kind: "pass" }] : []),
            ],
          },
        ],
      };
    }
    const buttons = [];
    if (bids.length) {
      buttons.push({ action: bids[0], label: t("Bid {value}", { value: bids[0].bid }), kind: "primary" });
    }
    if (pass) buttons.push({ action: pass, label: t("Pass"), kind: "pass" });
    const lone = bids.length === 1 && bids[0].bid === 18 && o.bid === 0;
    return {
      kind: "bid",
      title: lone ? t("Play at 18?") : t("Your bid"),
      note: lone
        ? t("Both other players passed")
        : o.bid
          ? t("Held so far: {value}", { value: o.bid })
          : t("Nobody has bid yet"),
      groups: [{ label: "", buttons }],
      jumps: bids.slice(1),
    };
  }
  if (o.phase === "pickup") {
    return {
      kind: "pickup",
      title: t("You play at {value}", { value: o.bid }),
      note: t("Pick up the skat, or play Hand without looking at it"),
      groups: [
        {
          label: "",
          buttons: legal.map((action) =>
            "pickup" in action
              ? { action, label: t("Pick up the skat"), kind: "primary" }
              : { action, label: t("Play Hand") },
          ),
        },
      ],
    };
  }
  if (o.phase === "discard") {
    return { kind: "discard", title: t("Put two cards away"), note: t("Select two cards in your hand"), groups: [] };
  }
  if (o.phase === "declare") {
    const hand = o.hand_game === true;
    const suits = [];
    const grand = [];
    const nulls = [];
    for (const action of legal) {
      const name = action.declare;
      if (SKAT_BASE[name] && name !== "grand") {
        suits.push({ action, label: suitName(name), suit: name, extra: String(SKAT_BASE[name]), aria: skatContract(name, hand) });
      } else if (name === "grand") {
        grand.push({ action, label: skatContract(name, hand), extra: "24" });
      } else {
        const value = (SKAT_NULL_VALUES[name] || [])[hand ? 1 : 0];
        nulls.push({ action, label: skatContract(name, hand), extra: value ? String(value) : "" });
      }
    }
    const groups = [];
    if (suits.length) groups.push({ label: t("Suit game: trumps"), buttons: suits });
    if (grand.length || nulls.length) groups.push({ label: t("Grand or Null"), buttons: [...grand, ...nulls] });
    return {
      kind: "declare",
      title: hand ? t("Announce your Hand game") : t("Announce your game"),
      note: t("Your bid: {value}", { value: o.bid }),
      groups,
    };
  }
  return null;
}

// ------------------------------------------------------------------ results

function yesNo(flag) {
  return flag ? t("Yes") : t("No");
}

/**
 * The result panel's content: {title, tone ("won"|"lost"|"even"), subtitle, rows:
 * [[label, value]], teams (Jass table), scores: per seat}.
 */
export function resultInfo(view) {
  const game = view.game;
  const r = view.result;
  const o = view.observation;
  const name = (seat) => seatName(game, seat);
  if (!r) return null;

  if (game === "schafkopf") {
    if (r.void) {
      return {
        title: t("Everybody passed: the deal is void"),
        tone: "even",
        subtitle: t("Nobody scores; the next dealer deals anew"),
        rows: [],
      };
    }
    if (r.contract === "ramsch") return ramschResult(view, r.ramsch, view.scores.deals[view.scores.deals.length - 1]);
    const side = new Set([r.declarer, ...(r.partner !== null && r.partner !== undefined ? [r.partner] : [])]);
    const mine = side.has(readerSeat());
    const youWon = mine === r.won;
    const watching = readerSeat() === null;
    const contract = schafkopfContract(r.contract, r.suit);
    const who = name(r.declarer);
    const tricks = o.tricks || [];
    const defenders = tricks
      .filter((trick) => !side.has(trick.winner))
      .reduce((sum, trick) => sum + cardPoints(trick.cards), 0);
    const rows = [[t("Contract"), contract]];
    rows.push([t("Declarer"), who]);
    if (r.contract === "rufer") {
      rows.push([t("Partner"), r.partner === null || r.partner === undefined ? "—" : name(r.partner)]);
    }
    if (r.contract !== "sie") {
      rows.push([t("Card points"), t("Declarer side {points} : {others} defenders", { points: r.declarer_points, others: defenders })]);
    }
    const tout = r.contract === "wenz_tout" || r.contract === "solo_tout" || r.contract === "sie";
    if (!tout) {
      rows.push([t("Schneider"), yesNo(r.schneider)]);
      rows.push([t("Schwarz"), yesNo(r.schwarz)]);
    }
    rows.push([t("Runners (Laufende)"), r.runners ? String(r.runners) : t("None")]);
    // The value, step by step (RULES 1.5), shown when it adds up to the server's value.
    const base = SCHAFKOPF_BASE[r.contract] || 0;
    const bonus = tout ? 0 : r.schwarz ? 2 : r.schneider ? 1 : 0;
    const each = r.contract === "sie" ? 4 : tout ? 2 : 1;
    const parts = [t("{value} base", { value: base })];
    if (bonus) parts.push(r.schwarz ? t("{value} Schwarz", { value: bonus }) : t("{value} Schneider", { value: bonus }));
    if (r.runners) parts.push(t("{value} runners", { value: r.runners * each }));
    const factor = 2 ** (r.doubled || 0);
    const undoubled = base + bonus + r.runners * each;
    const adds = undoubled * factor === r.value;
    if (factor > 1) {
      rows.push([doubledLabel(r.doubled), `×${factor}`]);
      const sum = parts.length > 1 ? `(${parts.join(" + ")})` : String(undoubled);
      rows.push([t("Value"), adds ? `${sum} × ${factor} = ${number(r.value)}` : number(r.value)]);
    } else {
      rows.push([t("Value"), adds && parts.length > 1 ? `${parts.join(" + ")} = ${number(r.value)}` : number(r.value)]);
    }
    const outcome = r.won ? t("{player} won the {contract}", { player: who, contract }) : t("{player} lost the {contract}", { player: who, contract });
    return {
      title: watching ? outcome : youWon ? t("You win this deal") : t("You lose this deal"),
      tone: watching ? "even" : youWon ? "won" : "lost",
      subtitle: watching ? "" : outcome,
      rows,
      scores: view.scores.deals[view.scores.deals.length - 1],
    };
  }

  if (game === "jass") {
    // Your team first (a spectator's: the bottom seat's).
    const pair = (values) => [teamValue(values, 0), teamValue(values, 1)];
    const [us, them] = pair(r.team_scores);
    const match = drawnTeam(r.match);
    const winner = drawnTeam(r.winner);
    const watching = readerSeat() === null;
    const teams = [
      [t("Card points"), ...pair(r.card_points)],
      [t("Weis"), ...pair(r.weis)],
      [t("Stöck"), ...pair(r.stoeck)],
      [t("Match bonus"), match === 0 ? 100 : 0, match === 1 ? 100 : 0],
      [t("Multiplier"), `×${r.multiplier}`, `×${r.multiplier}`],
      [t("Credited"), us, them],
    ];
    const totals = pair(o.team_totals || view.scores.totals);
    const rows = [
      [t("Game"), `${jassContract(r.contract)} ×${r.multiplier}`],
      [t("Chosen by"), r.pushed ? t("{player} (pushed)", { player: name(r.chooser) }) : name(r.chooser)],
    ];
    if (match !== null && match !== undefined) {
      rows.push([t("Match"), t("{team} took all nine tricks", { team: jassTeamName(match) })]);
    }
    let title;
    let tone;
    let subtitle = t("Match score: {us} to {them}", { us: totals[0], them: totals[1] });
    if (winner !== null && winner !== undefined) {
      const loser = totals[1 - winner];
      title = winner === 0 ? jassWeWin() : jassOpponentsWin();
      tone = watching ? "even" : winner === 0 ? "won" : "lost";
      const half = matchTarget(view) / 2;
      if (loser < half) subtitle += ` · ${t("Schneider: the losing team has under {half}", { half: number(half) })}`;
      if ((o.tricks || []).length < 9) subtitle += ` · ${t("The match was decided before the deal was played out")}`;
    } else {
      if (watching) title = t("The deal is over");
      else title = us > them ? t("Your team takes the deal") : us < them ? t("The opponents take the deal") : t("An even deal");
      tone = watching ? "even" : us > them ? "won" : us < them ? "lost" : "even";
    }
    return { title, tone, subtitle, rows, teams, teamNames: [jassTeamName(0), jassTeamName(1)] };
  }

  // Skat
  if (r.thrown_in) {
    return {
      title: t("Everybody passed: the deal is thrown in"),
      tone: "even",
      subtitle: t("Nobody scores"),
      rows: r.bock_deal ? [[t("Bock"), t("A Bock deal: it counts as one of the round's three")]] : [],
    };
  }
  if (r.contract === "ramsch") {
    const info = ramschResult(view, r.ramsch, view.scores.deals[view.scores.deals.length - 1]);
    if (r.bock_deal) info.rows.push([t("Bock"), t("A Bock deal: its scores count twice")]);
    if (r.earns_bock) info.rows.push([t("Bock"), t("This deal earns a Bock round")]);
    return info;
  }
  const mine = isYou(r.declarer);
  const youWon = mine ? r.won : !r.won;
  const watching = readerSeat() === null;
  const contract = skatContract(r.contract, r.hand);
  const who = name(r.declarer);
  const isNull = r.contract === "null" || r.contract === "null_ouvert";
  const rows = [
    [t("Game"), contract],
    [t("Declarer"), who],
    [t("Bid"), number(r.bid)],
  ];
  if (!isNull) {
    const count = r.matadors;
    rows.push([t("Matadors"), r.matadors_with ? t("with {count}", { count }) : t("without {count}", { count })]);
    rows.push([t("Card points"), t("Declarer {points} : {others} defenders", { points: r.declarer_points, others: 120 - r.declarer_points })]);
    rows.push([t("Schneider"), yesNo(r.schneider)]);
    rows.push([t("Schwarz"), yesNo(r.schwarz)]);
    const base = SKAT_BASE[r.contract];
    const multiplier = base ? r.game_value / base : 0;
    rows.push([
      t("Game value"),
      base && Number.isInteger(multiplier) ? `${base} × ${multiplier} = ${number(r.game_value)}` : number(r.game_value),
    ]);
  } else {
    const declarerTricks = (o.tricks || []).filter((trick) => trick.winner === r.declarer).length;
    rows.push([t("Tricks taken by the declarer"), String(declarerTricks)]);
    rows.push([t("Game value"), number(r.game_value)]);
  }
  if (r.overbid) rows.push([t("Overbid"), t("The game is worth less than the bid: lost")]);
  if (r.doubled) rows.push([doubledLabel(r.doubled), `×${2 ** r.doubled}`]);
  if (r.bock_deal) rows.push([t("Bock"), t("A Bock deal: its scores count twice")]);
  if (r.earns_bock) rows.push([t("Bock"), t("This deal earns a Bock round")]);
  rows.push([t("Score"), signed(view.scores.deals[view.scores.deals.length - 1][r.declarer])]);
  const outcome = r.won ? t("{player} won the {contract}", { player: who, contract }) : t("{player} lost the {contract}", { player: who, contract });
  return {
    title: mine ? (r.won ? t("You win this deal") : t("You lose this deal")) : outcome,
    tone: watching ? "even" : youWon ? "won" : "lost",
    subtitle: mine ? outcome : watching ? "" : r.won ? t("The defenders lost") : t("You and your fellow defender win"),
    rows,
    scores: view.scores.deals[view.scores.deals.length - 1],
  };
}

// ------------------------------------------------------------------ Weis

/** A finished deal in one line for the score sheet: the game, and who played it. */
export function dealLine(game, r) {
  const who = (seat) => seatName(game, seat);  // "You" for your seat
  const doubled = r.doubled ? ` · ${r.doubled === 2 ? t("Re") : t("Kontra")}` : "";
  if (r.contract === "ramsch") return `${ramschLine(r.ramsch, who)}${r.bock_deal ? ` · ${t("Bock")}` : ""}`;
  if (game === "schafkopf") {
    return r.void ? t("Everybody passed") : `${schafkopfContract(r.contract, r.suit)} · ${who(r.declarer)}${doubled}`;
  }
  if (game === "jass") {
    const chooser = r.pushed ? t("{player} (pushed)", { player: who(r.chooser) }) : who(r.chooser);
    return `${jassContract(r.contract)} ×${r.multiplier} · ${chooser}`;
  }
  const bock = r.bock_deal ? ` · ${t("Bock")}` : "";
  return r.thrown_in ? `${t("Everybody passed")}${bock}` : `${skatContract(r.contract, r.hand)} · ${who(r.declarer)}${doubled}${bock}`;
}

function ramschLine(ramsch, who) {
  if (ramsch.durchmarsch !== null && ramsch.durchmarsch !== undefined) {
    return t("Ramsch · Durchmarsch by {player}", { player: who(ramsch.durchmarsch) });
  }
  const losers = ramsch.losers || [ramsch.loser];
  return t("Ramsch · {players} lose", { players: list(losers.map(who)) });
}

function doubledLabel(level) {
  return level === 2 ? t("Kontra and Re") : t("Kontra");
}

/** A Ramsch's result (house rules): each seat's card points and tricks, who loses, the
 *  Jungfrauen and a Durchmarsch. Schafkopf names one loser, Skat every tied one. */
function ramschResult(view, ramsch, scores) {
  const name = (seat) => seatName(view.game, seat);
  const losers = ramsch.losers || (ramsch.loser === null || ramsch.loser === undefined ? [] : [ramsch.loser]);
  const marched = ramsch.durchmarsch !== null && ramsch.durchmarsch !== undefined;
  const rows = ramsch.points.map((points, seat) => [
    name(seat),
    t("{points} card points in {tricks} tricks", { points, tricks: ramsch.tricks[seat] }),
  ]);
  if (ramsch.jungfrauen && !marched) {
    rows.push([t("Jungfrau"), t("{count} without a trick: the loss doubles for each", { count: ramsch.jungfrauen })]);
  }
  const reader = readerSeat();
  const watching = reader === null;
  let title;
  let tone;
  if (marched) {
    title = isYou(ramsch.durchmarsch) ? t("Durchmarsch: you take every trick") : t("Durchmarsch: {player} takes every trick", { player: name(ramsch.durchmarsch) });
    tone = watching ? "even" : isYou(ramsch.durchmarsch) ? "won" : "lost";
  } else {
    const lost = losers.includes(reader);
    title = lost ? t("You lose the Ramsch") : t("{players} lose the Ramsch", { players: list(losers.map(name)) });
    tone = watching ? "even" : lost ? "lost" : "won";
  }
  return { title, tone, subtitle: t("Ramsch: the most card points lose"), rows, scores };
}

export function weisText(announcement) {
  if (!announcement) return "";
  if (announcement.kind === "sequence") {
    return t("{count} in a row ({points})", { count: announcement.length, points: announcement.points });
  }
  return t("Four of a kind ({points})", { points: announcement.points });
}

export function phaseTurnText(view) {
  const o = view.observation;
  if (view.game === "skat") {
    if (o.phase === "discard") return t("Your turn: put two cards away");
    if (o.phase === "declare") return t("Your turn: announce your game");
    if (o.phase === "pickup") return t("Your turn: pick up the skat or play Hand");
    if (o.phase === "bidding") return t("Your turn: bid or pass");
  }
  if (view.game === "schafkopf" && o.phase === "bidding") return t("Your turn: bid or pass");
  if (view.game === "jass" && o.phase === "choosing") return t("Your turn: choose the game");
  return t("Your turn: play a card");
}
