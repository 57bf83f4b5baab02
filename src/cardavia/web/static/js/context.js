// What every part of the table shares: the game and its setup, the table's state in the
// browser (`ctx`, with the drawn elements in `ctx.ui`) and the controller's moves.

import { seatName, setup } from "./games.js";

export const root = document.getElementById("table");
export const game = root ? root.dataset.game : "schafkopf";

export const SETUP = setup(game);
// One table per game and pack: choosing another pack starts (or resumes) its own table. A
// guided deal is kept apart from the normal table.
export const storageKey = `cardavia.table.${game}.${root.dataset.pack}${root.dataset.guide ? ".guide" : ""}`;

export const ctx = {
  id: null,
  view: null, // the view drawn now
  latest: -1, // the newest version received
  queue: [],
  running: false,
  source: null,
  pending: false,
  pendingUntil: null, // busy until the view of this version is drawn
  selected: [], // Skat: the cards chosen to put away
  raised: null, // tap to select: the card tapped once, played by a second tap
  lastTrickOpen: false,
  resultPeek: false,
  playedFrom: new Map(), // card code -> its rectangle in the hand when played
  trickShown: [], // [{seat, card}] on the table now
  transient: {}, // seat -> {text, until}: a bubble that stays a moment (Stöck, partner)
  gathering: false, // a finished trick still lies in the middle: your turn waits for it
  trickWords: "", // who took the trick being gathered, and its points
  asking: null, // {id, version}: a hint asked for and not yet answered
  advice: null, // {id, version, hint}: the hint shown
  adviceVersion: null, // the version the hint panel speaks of (thinking, hint or refusal)
  sigs: {},
  ui: {},
  // At a table shared by several people:
  player: null, // {name, look}: who you are (null name: not chosen yet)
  seatWanted: null, // the free seat a visitor asked for before choosing a name
  nameForm: null, // the name form shown to that visitor (kept while they type)
  readyFor: null, // the deal after which you pressed "Next deal"
  placed: false, // the seats are drawn around the reader's seat
  latestText: "", // the newest view received, as sent (a shared table changes without a move)
  heard: false, // this page's event stream has sent the table: it is open
};

/** Your turn as the table shows it: not while a finished trick still lies in the middle. */
export function yourTurnShown(view) {
  return Boolean(view && view.your_turn) && !ctx.gathering;
}

export function name(seat) {
  return seatName(game, seat);
}

/** The controller's moves, given by table.js at start: the parts ask for a move
 * through it without importing the controller. */
export const controller = {};
