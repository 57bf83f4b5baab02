// The card table: resumes or starts a table through the JSON API, follows it with
// server-sent events and draws it — seats, trick, your hand, decisions, results, scores.
// Everything shown comes from the server's view; nothing is kept in the browser but the
// table's id (localStorage "cardavia.table.<game>.<pack>").

import { actionKey, adviceCard } from "./advice.js";
import { api, ApiError } from "./api.js";
import { cardBack, cardElement, cardFace, cardName, installSymbols, suitIcon } from "./cards.js";
import {
  callText,
  contractInfo,
  dealLine,
  decisions,
  jassTeam,
  jassTeamName,
  phaseTurnText,
  resultInfo,
  seatName,
  setup,
  weisText,
} from "./games.js";
import { moment, number, signed, t, tc, total } from "./i18n.js";

const root = document.getElementById("table");

// ------------------------------------------------------------------ small helpers

function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), value);
    } else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** Replaces the children of `element` (null and false are left out). */
function fill(element, ...children) {
  element.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
}

const reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");

function motionOff() {
  return (reducedMotion && reducedMotion.matches) || document.hidden;
}

function animate(element, frames, options) {
  if (!element || motionOff() || typeof element.animate !== "function") return Promise.resolve();
  try {
    return element.animate(frames, options).finished.catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

function pause(ms) {
  if (motionOff() || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

// Where a card comes from / goes to, per seat position (as a direction on the screen).
const DIRECTIONS = {
  bottom: [0, 1],
  top: [0, -1],
  left: [-1, 0],
  right: [1, 0],
};

const HOLD_MS = { slow: 1500, normal: 1050, fast: 650 };

// ------------------------------------------------------------------ the controller

const game = root ? root.dataset.game : "schafkopf";
const SETUP = setup(game);
// One table per game and pack: choosing another pack starts (or resumes) its own table.
const storageKey = `cardavia.table.${game}.${root.dataset.pack}`;

const ctx = {
  id: null,
  view: null, // the view drawn now
  latest: -1, // the newest version received
  queue: [],
  running: false,
  source: null,
  pending: false,
  pendingUntil: null, // busy until the view of this version is drawn
  selected: [], // Skat: the cards chosen to put away
  lastTrickOpen: false,
  resultPeek: false,
  playedFrom: new Map(), // card code -> its rectangle in the hand when played
  trickShown: [], // [{seat, card}] on the table now
  transient: {}, // seat -> {text, until}: a bubble that stays a moment (Stöck, partner)
  asking: null, // {id, version}: a hint asked for and not yet answered
  advice: null, // {id, version, hint}: the hint shown
  adviceVersion: null, // the version the hint panel speaks of (thinking, hint or refusal)
  sigs: {},
  ui: {},
};

function name(seat) {
  return seatName(game, seat);
}

// ------------------------------------------------------------------ building the table

/** A drop-down of `options` ({value: label}), set to "normal". */
function picker(id, label, options) {
  const select = h("select", { id, "aria-label": label },
    ...Object.entries(options).map(([value, text]) => h("option", { value, text })));
  select.value = "normal";
  return select;
}

function build() {
  root.dataset.players = String(SETUP.players);
  root.classList.add(SETUP.swiss ? "pack-swiss" : "pack-german");

  const speed = picker("ai-speed", t("AI speed"), { slow: t("Slow"), normal: t("Normal"), fast: t("Fast") });
  speed.addEventListener("change", () => changeSpeed(speed.value));
  // The AI players' strength is chosen for a table: another level deals a new table.
  const level = picker("ai-level", t("AI level"), { easy: t("Easy"), normal: tc("ai-level", "Normal"), strong: t("Strong") });
  level.addEventListener("change", () => askNewTable());

  const lastTrick = h("button", {
    type: "button",
    id: "last-trick",
    class: "tool",
    "aria-pressed": "false",
    disabled: true,
    text: t("Last trick"),
  });
  lastTrick.addEventListener("click", () => toggleLastTrick());

  const newTable = h("button", { type: "button", id: "new-table", class: "tool", text: t("New table") });
  newTable.addEventListener("click", () => askNewTable());

  const bar = h(
    "div",
    { class: "tb-bar" },
    h(
      "div",
      { class: "tb-where" },
      h("span", { class: "tb-deal" }),
      h("span", { class: "tb-status", id: "table-status", role: "status" }),
    ),
    h(
      "div",
      { class: "tb-tools" },
      h("label", { class: "tb-speed", for: "ai-level" }, h("span", { text: t("AI level") })),
      level,
      h("label", { class: "tb-speed", for: "ai-speed" }, h("span", { text: t("AI speed") })),
      speed,
      lastTrick,
      newTable,
    ),
  );

  const seats = [];
  for (let seat = 0; seat < SETUP.players; seat += 1) seats.push(buildSeat(seat));

  const trick = h("div", { id: "trick", class: "trick", role: "region", "aria-label": t("Trick") });
  const lastView = h("div", { class: "last-trick-view", hidden: true, "aria-label": t("Last trick"), role: "region" });
  const skatPile = h("div", { class: "skat-pile", hidden: true, "aria-label": t("The skat"), role: "img" },
    cardBack("mini"), cardBack("mini"), h("span", { class: "skat-label", text: t("Skat") }));
  const panel = h("div", { class: "decisions", hidden: true, role: "group", "aria-labelledby": "decisions-title" });
  const info = h("div", { class: "contract", "aria-live": "off" });
  const centreBox = h("div", { class: "centre" }, trick, lastView, skatPile, panel);

  const hand = h("div", { id: "hand", class: "hand", role: "group", "aria-label": t("Your hand") });
  const hint = h("p", { id: "hint", class: "hint", "aria-live": "polite" });
  const adviceButton = h("button", { type: "button", id: "hint-button", class: "tool advice-ask", "aria-controls": "advice", disabled: true, text: t("Hint") });
  adviceButton.addEventListener("click", () => askForHint());
  // Always in the page (empty when no hint is shown), so that screen readers say each hint.
  const advice = h("div", { id: "advice", class: "advice", "aria-live": "polite" });
  const handZone = h("div", { class: "hand-zone" }, hand, hint, h("div", { class: "advice-zone" }, adviceButton, advice));

  const result = h("div", { id: "result", class: "result", hidden: true, role: "region", "aria-labelledby": "result-title" });
  const confirm = h("div", { id: "confirm-new-table", class: "confirm", hidden: true, role: "alertdialog", "aria-labelledby": "confirm-title" });
  const message = h(
    "div",
    { id: "message", class: "message", hidden: true, role: "alert" },
    h("p", { class: "message-text" }),
    h("button", { type: "button", class: "message-close", "aria-label": t("Dismiss"), text: "×" }),
  );
  message.querySelector("button").addEventListener("click", () => hideMessage());

  const felt = h("div", { class: "felt" }, info, ...seats.slice(1), centreBox, seats[0], handZone, result, confirm, message);
  const side = h("aside", { class: "side", "aria-label": t("Scores") }, h("div", { class: "pad" }));
  const body = h("div", { class: "tb-body" }, felt, side);
  const announcer = h("div", { class: "sr-only", id: "announcer", "aria-live": "polite", "aria-atomic": "true" });
  const loading = h("div", { class: "loading-note", text: t("Shuffling…") });

  fill(root, bar, body, announcer, loading);
  installSymbols(root);

  Object.assign(ctx.ui, { bar, speed, level, lastTrick, newTable, seats, trick, lastView, skatPile, panel, info, centreBox, hand, hint, result, confirm, message, felt, side, announcer, loading, adviceButton, advice });

  hand.addEventListener("keydown", onHandKey);
  hand.addEventListener("focusin", (event) => showHint(event.target.closest(".slot")));
  hand.addEventListener("focusout", () => showHint(null));
  hand.addEventListener("pointerover", (event) => showHint(event.target.closest(".slot")));
  hand.addEventListener("pointerleave", () => showHint(null));
  if (typeof ResizeObserver === "function") new ResizeObserver(() => layoutHand()).observe(hand);
  else window.addEventListener("resize", () => layoutHand());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !ctx.ui.confirm.hidden) closeConfirm();
    else if (event.key === "Escape" && ctx.adviceVersion !== null) dismissAdvice();
  });
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && ctx.id) resync(false);
  });
}

// The avatar points to where the seat sits: words' initials collide in some languages
// (Italian "Destra" and "Di fronte").
const POINTERS = { left: "←", top: "↑", right: "→" };

function buildSeat(seat) {
  const position = SETUP.positions[seat];
  const initial = POINTERS[position] || "•";
  const plate = h(
    "div",
    { class: "plate" },
    h("span", { class: "avatar", "aria-hidden": "true", text: seat === 0 ? "★" : initial }),
    h(
      "span",
      { class: "plate-text" },
      h("span", { class: "seat-name", text: name(seat) }),
      h("span", { class: "seat-sub" }),
    ),
  );
  const element = h(
    "section",
    { class: `seat seat-${position}`, "data-seat": seat, "data-pos": position, role: "group", "aria-label": name(seat) },
    plate,
    h("div", { class: "chips" }),
    seat === 0 ? null : h("div", { class: "backs", "aria-hidden": "true" }),
    h("div", { class: "bubble", hidden: true }),
    h("div", { class: "weis-show", hidden: true }),
  );
  if (game === "jass") element.dataset.team = String(jassTeam(seat));
  return element;
}

// ------------------------------------------------------------------ messages

function showMessage(text) {
  const box = ctx.ui.message;
  box.querySelector(".message-text").textContent = text;
  box.hidden = false;
  animate(box, [{ transform: "translateY(-8px)", opacity: 0 }, { transform: "none", opacity: 1 }], { duration: 200, easing: "ease-out" });
}

function hideMessage() {
  ctx.ui.message.hidden = true;
}

let announceTimer = 0;
const announcements = [];

function announce(text) {
  if (!text) return;
  announcements.push(text);
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    const box = ctx.ui.announcer;
    box.textContent = "";
    const said = announcements.splice(0).join(". ");
    requestAnimationFrame(() => {
      box.textContent = said;
    });
  }, 120);
}

function setStatus(text) {
  ctx.ui.bar.querySelector(".tb-status").textContent = text;
}

// ------------------------------------------------------------------ talking to the server

async function boot() {
  if (!root) return;
  root.dataset.state = "loading";
  build();
  let view = null;
  const stored = safeStorage("get");
  // Resume the stored table. Only a table the server does not know (404), or one it
  // cannot read back after a few tries, is replaced; a lost connection is waited out.
  for (let tries = 1; stored && !view; tries += 1) {
    try {
      view = await api.read(stored);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404 || (status >= 500 && tries >= 3)) break;
      showMessage(error.message);
      ctx.ui.loading.textContent = t("Connection lost: reconnecting…");
      await new Promise((resolve) => setTimeout(resolve, Math.min(8000, 1500 * tries)));
    }
  }
  if (!view) view = await startTable();
  if (view) {
    hideMessage();
    adopt(view);
  }
}

function safeStorage(what, value) {
  try {
    if (what === "get") return localStorage.getItem(storageKey);
    if (what === "set") localStorage.setItem(storageKey, value);
  } catch {
    // Storage may be off (private mode): the table still plays, it just is not resumed.
  }
  return null;
}

async function startTable() {
  try {
    const view = await api.start(game, root.dataset.pack || undefined, ctx.ui.level.value);
    safeStorage("set", view.id);
    return view;
  } catch (error) {
    showMessage(error.message);
    root.dataset.state = "ready";
    ctx.ui.loading.textContent = t("The table could not be set up. Reload the page to try again.");
    return null;
  }
}

function adopt(view) {
  if (ctx.source) ctx.source.close();
  ctx.id = view.id;
  ctx.view = null;
  ctx.latest = -1;
  ctx.queue = [];
  ctx.sigs = {};
  ctx.trickShown = [];
  ctx.selected = [];
  ctx.lastTrickOpen = false;
  ctx.pending = false;
  ctx.pendingUntil = null;
  ctx.asking = null;
  clearAdvice();
  root.classList.remove("busy");
  safeStorage("set", view.id);
  receive(view);
  follow(view.id);
}

function follow(id) {
  if (ctx.source) ctx.source.close();
  const source = api.events(id);
  ctx.source = source;
  source.addEventListener("table", (event) => {
    if (ctx.source !== source) return;
    ctx.offline = false;
    try {
      receive(JSON.parse(event.data));
    } catch {
      // A damaged event: the next one (or a reload) brings the table again.
    }
  });
  source.addEventListener("error", () => {
    if (ctx.source !== source) return;
    ctx.offline = true;
    setStatus(t("Connection lost: reconnecting…"));
    if (source.readyState === EventSource.CLOSED) {
      setTimeout(() => {
        if (ctx.source === source) resync(true);
      }, 2500);
    }
  });
}

async function resync(reconnect) {
  const id = ctx.id;
  if (!id) return;
  try {
    const view = await api.read(id);
    if (ctx.id !== id) return;
    receive(view);
    if (reconnect) follow(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const view = await startTable();
      if (view) adopt(view);
    } else if (reconnect) {
      setTimeout(() => {
        if (ctx.id === id) resync(true);
      }, 4000);
    }
  }
}

function receive(view) {
  if (!view || view.id !== ctx.id) return;
  if (view.version < ctx.latest) return;
  if (view.version === ctx.latest) {
    if (ctx.view && ctx.view.version === view.version) {
      ctx.view.speed = view.speed;
      ctx.ui.speed.value = view.speed;
    }
    return;
  }
  ctx.latest = view.version;
  ctx.queue.push(view);
  pump();
}

async function pump() {
  if (ctx.running) return;
  ctx.running = true;
  try {
    while (ctx.queue.length) {
      const view = ctx.queue.shift();
      const hurry = ctx.queue.length > 2;
      try {
        await render(view, !hurry);
      } catch (error) {
        console.error(error); // eslint-disable-line no-console
      }
    }
  } finally {
    ctx.running = false;
  }
}

function act(action) {
  return send((id, version) => api.act(id, version, action));
}

function dealNext() {
  return send((id, version) => api.next(id, version));
}

/** One move or "next deal": busy until the answer is drawn; errors handled. */
async function send(request) {
  if (ctx.pending || !ctx.id) return;
  clearAdvice();
  setPending(true);
  const id = ctx.id;
  try {
    const view = await request(id, ctx.latest);
    hideMessage();
    if (view.version > (ctx.view ? ctx.view.version : -1)) {
      // Stay busy until the answer is drawn: the view on screen is older than the move.
      ctx.pendingUntil = view.version;
      receive(view);
      return;
    }
    setPending(false);
  } catch (error) {
    setPending(false);
    await failed(error, id);
  }
}

function setPending(pending) {
  ctx.pending = pending;
  if (!pending) ctx.pendingUntil = null;
  root.classList.toggle("busy", pending);
  if (ctx.view) {
    renderHand(ctx.view, false);
    renderDecisions(ctx.view);
    renderAdviceButton(ctx.view);
  }
}

async function failed(error, id) {
  ctx.playedFrom.clear();
  if (error instanceof ApiError && error.status === 409) {
    // The table moved on meanwhile: take the current view and carry on, silently.
    await resync(false);
    return;
  }
  if (error instanceof ApiError && error.status === 404) {
    const view = await startTable();
    if (view) adopt(view);
    return;
  }
  showMessage(error.message);
  if (ctx.id === id) await resync(false);
}

async function changeSpeed(speed) {
  if (!ctx.id) return;
  try {
    const view = await api.speed(ctx.id, speed);
    if (ctx.view) ctx.view.speed = view.speed;
    ctx.ui.speed.value = view.speed;
    announce(t("AI speed: {speed}", { speed: ctx.ui.speed.selectedOptions[0].textContent }));
  } catch (error) {
    showMessage(error.message);
    if (ctx.view) ctx.ui.speed.value = ctx.view.speed;
  }
}

// ------------------------------------------------------------------ new table

function dealInProgress() {
  const view = ctx.view;
  if (!view) return false;
  if (game === "jass" && !view.match_over) {
    const totals = view.observation.team_totals || [0, 0];
    if (totals[0] || totals[1] || view.deal_number > 1) return true;
  }
  return !view.deal_over && view.observation.history.length > 0;
}

function askNewTable() {
  if (!dealInProgress()) {
    newTable();
    return;
  }
  const box = ctx.ui.confirm;
  const yes = h("button", { type: "button", id: "confirm-new", class: "primary", text: t("Start a new table") });
  const no = h("button", { type: "button", class: "secondary", text: t("Keep playing") });
  yes.addEventListener("click", () => {
    closeConfirm();
    newTable();
  });
  no.addEventListener("click", () => {
    ctx.ui.level.value = (ctx.view && ctx.view.level) || "normal";
    closeConfirm();
  });
  fill(box,
    h(
      "div",
      { class: "confirm-card" },
      h("h2", { id: "confirm-title", text: t("Leave this deal?") }),
      h("p", { text: game === "jass" ? t("The match in progress will be given up.") : t("The deal in progress will be given up.") }),
      h("div", { class: "confirm-actions" }, yes, no),
    ),
  );
  box.hidden = false;
  yes.focus();
}

function closeConfirm() {
  ctx.ui.confirm.hidden = true;
  ctx.ui.newTable.focus();
}

async function newTable() {
  // Let go of the old table first: none of its late events may be drawn meanwhile.
  if (ctx.source) ctx.source.close();
  ctx.source = null;
  ctx.id = null;
  ctx.queue = [];
  root.dataset.state = "loading";
  ctx.ui.loading.hidden = false;
  ctx.ui.result.hidden = true;
  const view = await startTable();
  if (view) {
    announce(t("A new table is dealt"));
    adopt(view);
  }
}

// ------------------------------------------------------------------ rendering a view

async function render(view, animated) {
  const previous = ctx.view;
  const newTableView = !previous || previous.id !== view.id;
  const newDeal = newTableView || previous.deal_number !== view.deal_number;
  ctx.view = view;
  const o = view.observation;
  const fresh = newDeal ? [] : o.history.slice(previous.observation.history.length);
  if (ctx.pendingUntil !== null && ctx.pendingUntil !== undefined && view.version >= ctx.pendingUntil) {
    ctx.pending = false;
    ctx.pendingUntil = null;
    root.classList.remove("busy");
  }

  if (newDeal) {
    ctx.selected = [];
    ctx.lastTrickOpen = false;
    ctx.resultPeek = false;
    ctx.sigs = {};
    ctx.transient = {};
    if (!newTableView) announce(t("Deal {number}: {player} deals", { number: view.deal_number, player: name(o.dealer) }));
  }
  if (o.phase !== "discard") ctx.selected = [];
  if (ctx.adviceVersion !== null && ctx.adviceVersion !== view.version) clearAdvice();
  for (const entry of fresh) announceEntry(entry, o);

  renderBar(view);
  renderSeats(view, previous && !newDeal ? previous : null, fresh);
  renderContract(view);
  renderHand(view, newDeal && animated);
  renderDecisions(view);
  renderAdviceButton(view);
  renderScores(view);
  renderSkatPile(view);
  if (!view.deal_over) renderResult(view);
  root.dataset.state = "ready";
  ctx.ui.loading.hidden = true;
  if (newTableView) bringIntoView();

  await renderTrick(view, newDeal ? null : previous, animated && !newDeal);
  if (ctx.view !== view) return; // a new table was taken meanwhile
  renderResult(view);
}

/** Once, on arrival: scroll so that the whole table shows, unless the player scrolled. */
function bringIntoView() {
  if (ctx.scrolled) return;
  ctx.scrolled = true;
  if (window.scrollY > 0 || root.offsetParent === null) return;
  const box = root.getBoundingClientRect();
  const overflow = box.bottom + 8 - window.innerHeight;
  if (overflow > 0) window.scrollTo({ top: Math.min(box.top - 8, overflow), behavior: motionOff() ? "auto" : "smooth" });
}

function announceEntry(entry, o) {
  const seat = entry.seat;
  if ("play" in entry) {
    const card = cardName(entry.play, SETUP.swiss);
    announce(seat === 0 ? t("You play the {card}", { card }) : t("{player} plays the {card}", { player: name(seat), card }));
    return;
  }
  const call = callText(game, entry, o);
  if (call) announce(t("{player}: {call}", { player: name(seat), call }));
}

// ------------------------------------------------------------------ the bar

function renderBar(view) {
  const o = view.observation;
  const dealText = game === "jass" ? t("Deal {number} · match to 3000", { number: view.deal_number }) : t("Deal {number}", { number: view.deal_number });
  ctx.ui.bar.querySelector(".tb-deal").textContent = dealText;
  let status;
  if (view.match_over) status = t("The match is over");
  else if (view.deal_over) status = t("The deal is over");
  else if (view.your_turn) status = phaseTurnText(view);
  else if (o.to_move !== null && o.to_move !== undefined) status = t("Waiting for {player}", { player: name(o.to_move) });
  else status = "";
  if (!ctx.offline) setStatus(status);
  root.classList.toggle("your-turn", Boolean(view.your_turn));
  if (document.activeElement !== ctx.ui.speed) ctx.ui.speed.value = view.speed || "normal";
  if (document.activeElement !== ctx.ui.level && ctx.ui.confirm.hidden) {
    ctx.ui.level.value = view.level || "normal";
  }
  const tricks = o.tricks || [];
  ctx.ui.lastTrick.disabled = tricks.length === 0;
  if (!tricks.length && ctx.lastTrickOpen) setLastTrick(false);
  if (ctx.lastTrickOpen) drawLastTrick();
}

// ------------------------------------------------------------------ seats

function cardsLeft(view, seat) {
  const o = view.observation;
  if (seat === 0) return view.hand.length;
  let count = SETUP.handSize;
  for (const entry of o.history) {
    if (entry.seat !== seat) continue;
    if ("play" in entry) count -= 1;
    else if ("pickup" in entry) count += 2;
    else if ("discard" in entry) count -= 2;
  }
  return Math.max(0, count);
}

function callsVisible(o) {
  return !o.history.some((entry) => "play" in entry);
}

function renderSeats(view, previous, fresh) {
  const o = view.observation;
  const inPlay = o.phase === "play" || o.phase === "over";
  const wonTricks = new Array(SETUP.players).fill(0);
  for (const trick of o.tricks || []) wonTricks[trick.winner] += 1;
  const lastCall = new Array(SETUP.players).fill(null);
  for (const entry of o.history) if (!("play" in entry)) lastCall[entry.seat] = entry;
  const freshCalls = new Set(fresh.filter((entry) => !("play" in entry)).map((entry) => entry.seat));
  const now = Date.now();
  const freshTransient = new Set();
  const flash = (seat, text) => {
    ctx.transient[seat] = { text, until: now + 2600 };
    freshTransient.add(seat);
    setTimeout(() => {
      if (ctx.view) renderSeats(ctx.view, null, []);
    }, 2700);
  };
  if (previous && game === "schafkopf" && o.partner_known && !previous.observation.partner_known && o.partner !== null && o.partner !== undefined) {
    flash(o.partner, o.declarer === 0 ? t("Your partner") : t("Partner of {player}", { player: name(o.declarer) }));
    if (o.partner !== 0) announce(t("{player} holds the called ace", { player: name(o.partner) }));
  }
  if (previous && game === "jass" && o.stoeck !== null && o.stoeck !== undefined && previous.observation.stoeck !== o.stoeck) {
    flash(o.stoeck, t("Stöck! (20)"));
    announce(t("{player}: Stöck", { player: name(o.stoeck) }));
  }

  for (let seat = 0; seat < SETUP.players; seat += 1) {
    const element = ctx.ui.seats[seat];
    const turn = !view.deal_over && o.to_move === seat;
    const thinking = turn && seat !== 0 && view.ai_to_move;
    element.classList.toggle("turn", turn);
    element.classList.toggle("thinking", thinking);

    const count = cardsLeft(view, seat);
    const chips = [];
    if (o.dealer === seat) chips.push(["dealer", t("Dealer"), "D"]);
    let role = "";
    if (game === "schafkopf" && inPlay && o.contract) {
      if (o.declarer === seat) role = "declarer";
      else if (o.partner === seat && (o.partner_known || seat === 0)) role = "partner";
    }
    if (game === "skat" && o.declarer === seat) role = "declarer";
    if (role === "declarer") chips.push(["declarer", t("Declarer"), t("Declarer")]);
    if (role === "partner") chips.push(["partner", t("Partner of the declarer"), t("Partner")]);
    if (game === "jass") {
      chips.push(jassTeam(seat) === 0 ? ["team-0", t("Your team"), t("Us")] : ["team-1", t("Opponents"), t("Them")]);
      if (o.stoeck === seat) chips.push(["stoeck", t("Stöck"), t("Stöck")]);
      if (o.weis_team !== null && o.weis_team !== undefined && jassTeam(seat) === o.weis_team) {
        const points = (o.shown_weis[seat] || []).reduce((sum, c) => sum + c.points, 0);
        if (points) chips.push(["weis", t("Weis"), t("Weis {points}", { points })]);
      }
    }
    const chipsBox = element.querySelector(".chips");
    const chipSig = JSON.stringify(chips);
    if (chipsBox.dataset.sig !== chipSig) {
      chipsBox.dataset.sig = chipSig;
      fill(chipsBox, ...chips.map(([kind, title, text]) => h("span", { class: `chip chip-${kind}`, title, text })));
    }

    const sub = element.querySelector(".seat-sub");
    if (thinking) {
      fill(sub, h("span", { class: "dots", "aria-hidden": "true" }, h("i"), h("i"), h("i")), h("span", { class: "sr-only", text: t("thinking") }));
    } else if (turn && seat === 0) {
      sub.textContent = t("Your turn");
    } else if (inPlay && (o.tricks || []).length) {
      sub.textContent = wonTricks[seat] === 1 ? t("1 trick") : t("{count} tricks", { count: wonTricks[seat] });
    } else {
      sub.textContent = "";
    }

    if (seat !== 0) renderBacks(element, view, seat, count);

    // Speech bubble: the seat's last call while the bidding is on the table; Weis as
    // each player announces it at the first trick; Stöck the moment it is claimed.
    let bubble = "";
    let pop = false;
    if (callsVisible(o) && lastCall[seat]) {
      bubble = callText(game, lastCall[seat], o);
      pop = freshCalls.has(seat);
    }
    if (game === "jass") {
      if ((o.tricks || []).length === 0 && o.announcements && o.announcements[seat]) {
        bubble = t("Weis: {weis}", { weis: weisText(o.announcements[seat]) });
        pop = !previous || !previous.observation.announcements[seat];
      }
    }
    const transient = ctx.transient[seat];
    if (transient && transient.until > now) {
      bubble = transient.text;
      pop = freshTransient.has(seat);
    } else if (transient) {
      delete ctx.transient[seat];
    }
    setBubble(element, bubble, pop);
    renderWeis(element, view, seat);

    const parts = [name(seat)];
    if (game === "jass") parts.push(jassTeam(seat) === 0 ? t("your team") : t("opponents"));
    parts.push(count === 1 ? t("1 card") : t("{count} cards", { count }));
    if (o.dealer === seat) parts.push(t("dealer"));
    if (role === "declarer") parts.push(t("declarer"));
    if (turn) parts.push(seat === 0 ? t("your turn") : t("to move"));
    element.setAttribute("aria-label", parts.join(", "));
  }
}

function setBubble(seatElement, text, pop) {
  const bubble = seatElement.querySelector(".bubble");
  if (!text) {
    bubble.hidden = true;
    bubble.textContent = "";
    return;
  }
  const changed = bubble.textContent !== text || bubble.hidden;
  bubble.textContent = text;
  bubble.hidden = false;
  if (changed && pop) {
    animate(bubble, [
      { transform: "scale(0.6)", opacity: 0 },
      { transform: "scale(1.08)", opacity: 1, offset: 0.7 },
      { transform: "scale(1)", opacity: 1 },
    ], { duration: 280, easing: "ease-out" });
  }
}

function renderBacks(seatElement, view, seat, count) {
  const o = view.observation;
  const box = seatElement.querySelector(".backs");
  const open = game === "skat" && o.ouvert && o.declarer === seat ? o.ouvert : null;
  const sig = open ? `open:${open.join(",")}` : `backs:${count}`;
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  box.classList.toggle("open-hand", Boolean(open));
  box.style.setProperty("--n", String(open ? open.length : count));
  if (open) {
    box.setAttribute("aria-hidden", "false");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", t("{player}'s open hand", { player: name(seat) }));
    fill(box, ...open.map((code) => cardElement(code, SETUP.swiss, "mini")));
  } else {
    box.setAttribute("aria-hidden", "true");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    const backs = [];
    for (let i = 0; i < count; i += 1) {
      const back = cardBack("mini");
      back.style.setProperty("--i", String(i));
      backs.push(back);
    }
    fill(box, ...backs, count ? h("span", { class: "count", text: String(count) }) : null);
  }
}

function renderWeis(seatElement, view, seat) {
  const box = seatElement.querySelector(".weis-show");
  const o = view.observation;
  const combos = game === "jass" && o.weis_team !== null && o.weis_team !== undefined && (o.tricks || []).length <= 2 && o.phase === "play" ? o.shown_weis[seat] || [] : [];
  const sig = JSON.stringify(combos);
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  if (!combos.length) {
    box.hidden = true;
    fill(box);
    return;
  }
  box.hidden = false;
  fill(box,
    h("span", { class: "weis-title", text: t("Weis shown") }),
    ...combos.map((combo) =>
      h("div", { class: "weis-combo", title: weisText(combo) },
        h("span", { class: "weis-points", text: String(combo.points) }),
        h("span", { class: "weis-cards" }, ...combo.cards.map((code) => cardElement(code, true, "micro")))),
    ),
  );
  animate(box, [{ opacity: 0, transform: "translateY(6px)" }, { opacity: 1, transform: "none" }], { duration: 300, easing: "ease-out" });
}

// ------------------------------------------------------------------ the contract box

function renderContract(view) {
  const info = contractInfo(view);
  const sig = JSON.stringify(info);
  if (ctx.sigs.contract === sig) return;
  const changedTitle = !ctx.sigs.contractTitle || ctx.sigs.contractTitle !== info.title;
  ctx.sigs.contract = sig;
  ctx.sigs.contractTitle = info.title;
  const box = ctx.ui.info;
  fill(box,
    h(
      "div",
      { class: "contract-head" },
      info.suit ? suitIcon(info.suit, "contract-suit") : null,
      h("span", { class: "contract-title", text: info.title }),
      info.badge ? h("span", { class: "contract-badge", text: info.badge }) : null,
    ),
    ...info.lines.map((line) => h("p", { class: "contract-line", text: line })),
  );
  box.dataset.known = view.observation.contract && view.observation.phase !== "bidding" ? "yes" : "no";
  if (changedTitle && box.dataset.known === "yes") {
    animate(box, [{ transform: "scale(0.96)", boxShadow: "0 0 0 3px rgba(224,164,88,.9)" }, { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(224,164,88,0)" }], { duration: 700, easing: "ease-out" });
  }
}

// ------------------------------------------------------------------ your hand

function handMode(view) {
  const o = view.observation;
  if (view.your_turn && o.phase === "discard") return "discard";
  return "play";
}

function renderHand(view, dealt) {
  const o = view.observation;
  const mode = handMode(view);
  const skatCards = game === "skat" && o.phase === "discard" && o.skat ? o.skat : [];
  const sig = JSON.stringify([view.id, view.deal_number, view.hand, mode, ctx.selected, skatCards, ctx.pending]);
  if (ctx.sigs.hand === sig) return;
  ctx.sigs.hand = sig;

  const hand = ctx.ui.hand;
  const focused = document.activeElement && hand.contains(document.activeElement) ? document.activeElement.closest(".slot") : null;
  const focusedCode = focused ? focused.dataset.code : null;
  const focusedIndex = focused ? [...hand.children].indexOf(focused) : -1;
  const before = new Map();
  if (!dealt) for (const slot of hand.children) before.set(slot.dataset.code, slot.getBoundingClientRect());

  const slots = view.hand.map((entry, index) => buildSlot(view, entry, index, mode, skatCards));
  fill(hand, ...slots);
  hand.dataset.mode = mode;
  hand.classList.toggle("playable", view.your_turn && o.phase === "play");
  hand.setAttribute("aria-label", mode === "discard" ? t("Your hand: choose two cards to put away") : t("Your hand"));
  layoutHand();
  markSuggestion();

  // Keyboard: one stop in the tab order, arrows move within the hand.
  const targets = focusTargets();
  const keep = focusedCode ? slots.findIndex((slot) => slot.dataset.code === focusedCode) : -1;
  let current = keep >= 0 ? keep : slots.findIndex((slot) => !slot.querySelector(".card").disabled);
  if (current < 0) current = 0;
  targets.forEach((target, index) => {
    target.tabIndex = index === current ? 0 : -1;
  });
  if (focused) {
    const again = targets[keep >= 0 ? keep : Math.min(Math.max(focusedIndex, 0), targets.length - 1)];
    if (again) again.focus({ preventScroll: true });
  }

  if (dealt) {
    slots.forEach((slot, index) => {
      animate(slot, [
        { translate: "0 -220px", scale: "0.6", opacity: 0 },
        { translate: "0 0", scale: "1", opacity: 1 },
      ], { duration: 420, delay: 60 * index, easing: "cubic-bezier(.2,.8,.2,1)", fill: "backwards" });
    });
  } else {
    for (const slot of slots) {
      const old = before.get(slot.dataset.code);
      if (!old) continue;
      const now = slot.getBoundingClientRect();
      const dx = old.left - now.left;
      const dy = old.top - now.top;
      if (Math.abs(dx) > 1 || Math.abs(dy) > 1) {
        animate(slot, [{ translate: `${dx}px ${dy}px` }, { translate: "0 0" }], { duration: 320, easing: "ease-out" });
      }
    }
  }
}

function buildSlot(view, entry, index, mode, skatCards) {
  const code = entry.card;
  const label = cardName(code, SETUP.swiss);
  const selected = ctx.selected.includes(code);
  const enabled = !ctx.pending && (mode === "discard" ? true : Boolean(entry.playable));
  const reason = mode === "discard" ? "" : entry.playable ? "" : entry.reason || "";
  const button = h("button", {
    type: "button",
    class: "card",
    "data-card": code,
    "aria-label": reason ? `${label}: ${reason}` : label,
    title: reason || null,
    disabled: !enabled,
    "aria-pressed": mode === "discard" ? String(selected) : null,
  }, cardFace(code, SETUP.swiss));
  const slot = h("span", { class: "slot", "data-code": code });
  if (ctx.pending && ctx.playedFrom.has(code)) slot.classList.add("leaving");
  slot.style.setProperty("--i", String(index));
  if (selected) slot.classList.add("selected");
  if (skatCards.includes(code)) {
    slot.classList.add("from-skat");
    slot.append(h("span", { class: "skat-tag", "aria-hidden": "true", text: t("Skat") }));
  }
  if (!entry.playable && mode === "play") {
    slot.classList.add("unplayable");
    if (view.your_turn && view.observation.phase === "play") slot.classList.add("refused");
  }
  if (!enabled) {
    // A disabled button cannot take focus: its slot does, so the reason can be read.
    slot.setAttribute("role", "img");
    slot.setAttribute("aria-label", reason ? `${label}: ${reason}` : label);
    slot.title = reason || "";
    slot.dataset.reason = reason;
  }
  slot.prepend(button);
  button.addEventListener("click", () => {
    if (mode === "discard") toggleDiscard(code);
    else playCard(code, button);
  });
  return slot;
}

function focusTargets() {
  return [...ctx.ui.hand.children].map((slot) => {
    const button = slot.querySelector(".card");
    return button && !button.disabled ? button : slot;
  });
}

function onHandKey(event) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const targets = focusTargets();
  if (!targets.length) return;
  const at = targets.findIndex((target) => target === document.activeElement || target.contains(document.activeElement));
  let next = at < 0 ? 0 : at;
  if (event.key === "ArrowLeft") next = Math.max(0, next - 1);
  if (event.key === "ArrowRight") next = Math.min(targets.length - 1, next + 1);
  if (event.key === "Home") next = 0;
  if (event.key === "End") next = targets.length - 1;
  event.preventDefault();
  targets.forEach((target, index) => {
    target.tabIndex = index === next ? 0 : -1;
  });
  targets[next].focus();
}

function showHint(slot) {
  const hint = ctx.ui.hint;
  if (slot && slot.dataset.reason) {
    hint.textContent = `${cardName(slot.dataset.code, SETUP.swiss)}: ${slot.dataset.reason}`;
    hint.classList.add("shown");
  } else {
    hint.textContent = "";
    hint.classList.remove("shown");
  }
}

function layoutHand() {
  const hand = ctx.ui.hand;
  const slots = [...hand.children];
  const n = slots.length;
  if (!n) return;
  const width = hand.clientWidth;
  const cardWidth = slots[0].offsetWidth || 80;
  // Leave room for the fan's tilt at both ends (less tilt on narrow screens).
  const narrow = width < 520;
  const step = n > 1 ? Math.min(cardWidth * 0.8, (width - cardWidth * (narrow ? 1.45 : 1.35)) / (n - 1)) : cardWidth;
  hand.style.setProperty("--overlap", `${Math.min(0, step - cardWidth)}px`);
  const middle = (n - 1) / 2;
  const spread = Math.min(narrow ? 1.6 : 3.2, (narrow ? 12 : 26) / n);
  slots.forEach((slot, index) => {
    const offset = index - middle;
    slot.style.setProperty("--rot", `${(offset * spread).toFixed(2)}deg`);
    const curve = middle ? (offset / middle) ** 2 : 0;
    slot.style.setProperty("--arc", `${(curve * 10).toFixed(1)}px`);
  });
}

function playCard(code, button) {
  if (ctx.pending) return;
  ctx.playedFrom.set(code, button.getBoundingClientRect());
  if (ctx.lastTrickOpen) setLastTrick(false);
  const slot = button.closest(".slot");
  if (slot) slot.classList.add("leaving");
  act({ play: code });
}

function toggleDiscard(code) {
  const selected = ctx.selected.filter((card) => card !== code);
  if (selected.length === ctx.selected.length) {
    selected.push(code);
    while (selected.length > 2) selected.shift();
  }
  ctx.selected = selected;
  if (ctx.view) {
    renderHand(ctx.view, false);
    renderDecisions(ctx.view);
  }
  const hand = ctx.ui.hand;
  const again = hand.querySelector(`.card[data-card="${code}"]`);
  if (again) again.focus({ preventScroll: true });
}

// ------------------------------------------------------------------ decisions

/** Whether focus may be moved to a new control: nothing else is focused, or only a card. */
function focusIsFree() {
  const active = document.activeElement;
  return !active || active === document.body || ctx.ui.hand.contains(active);
}

function decisionButton(spec) {
  const button = h("button", {
    type: "button",
    class: "decision",
    "data-action": JSON.stringify(spec.action),
    "data-kind": spec.kind || (spec.suit ? "suit" : "plain"),
    "aria-label": spec.aria ? (spec.extra ? `${spec.aria} (${spec.extra})` : spec.aria) : null,
    disabled: ctx.pending || null,
  },
  spec.suit ? suitIcon(spec.suit, "decision-suit") : null,
  h("span", { class: "decision-label", text: spec.label }),
  spec.extra ? h("span", { class: "decision-extra", text: spec.extra }) : null);
  button.addEventListener("click", () => act(JSON.parse(button.dataset.action)));
  return button;
}

function renderDecisions(view) {
  const panel = ctx.ui.panel;
  const spec = view.deal_over ? null : decisions(view);
  const sig = JSON.stringify([view.version, spec && spec.kind, ctx.selected, ctx.pending]);
  if (ctx.sigs.decisions === sig) return;
  const wasShown = !panel.hidden;
  ctx.sigs.decisions = sig;
  if (!spec) {
    panel.hidden = true;
    fill(panel);
    ctx.ui.centreBox.classList.remove("deciding");
    return;
  }
  const hadFocus = panel.contains(document.activeElement);
  const content = [
    h("h2", { id: "decisions-title", class: "decisions-title", text: spec.title }),
    spec.note ? h("p", { class: "decisions-note", text: spec.note }) : null,
  ];
  for (const group of spec.groups) {
    content.push(
      h("div", { class: "decision-group", role: "group", "aria-label": group.label || spec.title },
        group.label ? h("span", { class: "group-label", text: group.label }) : null,
        h("div", { class: "group-buttons" }, ...group.buttons.map(decisionButton))),
    );
  }
  if (spec.jumps && spec.jumps.length) {
    const select = h("select", { class: "jump-select", "aria-label": t("A higher bid") }, ...spec.jumps.map((action) => h("option", { value: String(action.bid), text: String(action.bid) })));
    const button = decisionButton({ action: spec.jumps[0], label: t("Bid"), kind: "jump" });
    select.addEventListener("change", () => {
      const action = spec.jumps.find((candidate) => String(candidate.bid) === select.value);
      button.dataset.action = JSON.stringify(action);
    });
    content.push(h("div", { class: "decision-group jump", role: "group", "aria-label": t("Jump to a higher bid") },
      h("span", { class: "group-label", text: t("Or jump to") }),
      h("div", { class: "group-buttons" }, select, button)));
  }
  if (spec.kind === "discard") {
    const legal = view.observation.legal_actions || [];
    const chosen = ctx.selected;
    const action = chosen.length === 2 ? legal.find((candidate) => candidate.discard && candidate.discard.length === 2 && chosen.every((code) => candidate.discard.includes(code))) : null;
    const names = chosen.map((code) => cardName(code, SETUP.swiss));
    content.push(h("p", { class: "discard-choice", "aria-live": "polite", text: names.length ? t("Chosen: {cards}", { cards: names.join(", ") }) : t("No card chosen yet") }));
    const confirm = decisionButton({ action: action || { discard: chosen }, label: t("Put these two away"), kind: "primary" });
    confirm.id = "confirm-discard";
    confirm.disabled = !action || ctx.pending;
    content.push(h("div", { class: "group-buttons" }, confirm));
  }
  fill(panel, ...content);
  markSuggestion();
  panel.hidden = false;
  panel.dataset.kind = spec.kind;
  ctx.ui.centreBox.classList.add("deciding");
  if (!wasShown) {
    animate(panel, [{ opacity: 0, transform: "translateY(10px) scale(.97)" }, { opacity: 1, transform: "none" }], { duration: 240, easing: "ease-out" });
  }
  if (hadFocus || (!wasShown && focusIsFree() && spec.kind !== "discard")) {
    const first = panel.querySelector(".decision:not([disabled])");
    if (first) first.focus({ preventScroll: true });
  }
}

// ------------------------------------------------------------------ the hint

/** Whether a hint may be asked for: your turn, in the newest view, no move on its way. */
function hintAllowed(view) {
  return Boolean(view && view.your_turn && !view.deal_over && !ctx.pending && view.version === ctx.latest);
}

function renderAdviceButton(view) {
  const button = ctx.ui.adviceButton;
  const thinking = Boolean(ctx.asking && view && ctx.asking.version === view.version);
  // While thinking the button stays focusable (a click is ignored): focus is not lost.
  button.disabled = !thinking && !hintAllowed(view);
  button.setAttribute("aria-disabled", String(thinking));
  button.classList.toggle("thinking", thinking);
}

async function askForHint() {
  const view = ctx.view;
  if (ctx.asking || !hintAllowed(view)) return;
  const asked = { id: view.id, version: view.version };
  ctx.asking = asked;
  renderAdviceButton(view);
  showAdvice(asked.version, h("p", { class: "advice-card advice-wait", text: t("Thinking…") }));
  try {
    const hint = await api.hint(asked.id, asked.version);
    if (stillShown(asked)) {
      ctx.advice = { ...asked, hint };
      drawAdvice(ctx.view, hint);
    }
  } catch (error) {
    if (stillShown(asked)) showAdvice(asked.version, h("p", { class: "advice-card advice-error", text: error.message }));
    if (error instanceof ApiError && error.status === 409) resync(false);
  } finally {
    if (ctx.asking === asked) ctx.asking = null;
    if (ctx.view) renderAdviceButton(ctx.view);
  }
}

function stillShown(asked) {
  return ctx.id === asked.id && Boolean(ctx.view) && ctx.view.version === asked.version && !ctx.pending;
}

function showAdvice(version, ...children) {
  ctx.adviceVersion = version;
  fill(ctx.ui.advice, ...children);
  markSuggestion();
}

function drawAdvice(view, hint) {
  showAdvice(view.version, adviceCard(view, hint, () => dismissAdvice()));
}

function clearAdvice() {
  ctx.advice = null;
  ctx.adviceVersion = null;
  if (ctx.ui.advice) fill(ctx.ui.advice);
  markSuggestion();
}

function dismissAdvice() {
  clearAdvice();
  if (!ctx.ui.adviceButton.disabled) ctx.ui.adviceButton.focus();
}

/** The suggested card(s) in the hand, or the suggested button, marked. */
function markSuggestion() {
  if (!ctx.ui.hand) return;
  const hint = ctx.advice && ctx.advice.hint;
  const action = hint ? hint.options[hint.suggested].action : null;
  const cards = action ? (action.play ? [action.play] : action.discard || []) : [];
  for (const slot of ctx.ui.hand.children) slot.classList.toggle("suggested", cards.includes(slot.dataset.code));
  const key = action ? actionKey(action) : null;
  for (const button of ctx.ui.panel.querySelectorAll(".decision")) {
    button.classList.toggle("suggested", key !== null && actionKey(JSON.parse(button.dataset.action)) === key);
  }
}

// ------------------------------------------------------------------ the skat in the middle

function renderSkatPile(view) {
  const o = view.observation;
  const show = game === "skat" && !view.deal_over && (o.phase === "bidding" || o.phase === "pickup");
  ctx.ui.skatPile.hidden = !show;
}

// ------------------------------------------------------------------ the trick

function trickEntries(cards, leader) {
  return cards.map((card, index) => ({ seat: (leader + index) % SETUP.players, card }));
}

function trickCard(entry) {
  const position = SETUP.positions[entry.seat];
  const holder = h("div", { class: "trick-slot", "data-pos": position, "data-seat": entry.seat });
  const card = cardElement(entry.card, SETUP.swiss, "in-trick");
  card.setAttribute("aria-label", t("{player}: {card}", { player: name(entry.seat), card: cardName(entry.card, SETUP.swiss) }));
  holder.append(card);
  return holder;
}

function drawTrick(entries) {
  fill(ctx.ui.trick, ...entries.map(trickCard));
  ctx.trickShown = entries.slice();
}

function samePrefix(shown, entries) {
  if (shown.length > entries.length) return false;
  return shown.every((entry, index) => entry.card === entries[index].card && entry.seat === entries[index].seat);
}

async function showEntries(entries, animated) {
  if (!samePrefix(ctx.trickShown, entries)) drawTrick([]);
  const missing = entries.slice(ctx.trickShown.length);
  for (const entry of missing) {
    const holder = trickCard(entry);
    ctx.ui.trick.append(holder);
    ctx.trickShown.push(entry);
    if (animated) await arrive(holder, entry);
  }
}

async function arrive(holder, entry) {
  const card = holder.firstChild;
  const from = ctx.playedFrom.get(entry.card);
  ctx.playedFrom.delete(entry.card);
  const to = holder.getBoundingClientRect();
  let dx;
  let dy;
  let startScale = 0.85;
  if (from && entry.seat === 0) {
    dx = centre(from).x - centre(to).x;
    dy = centre(from).y - centre(to).y;
    startScale = from.width / (to.width || 1);
  } else {
    const seatBox = ctx.ui.seats[entry.seat].getBoundingClientRect();
    dx = centre(seatBox).x - centre(to).x;
    dy = centre(seatBox).y - centre(to).y;
  }
  await animate(card, [
    { transform: `translate(${dx}px, ${dy}px) scale(${startScale}) rotate(${entry.seat === 0 ? 0 : -12}deg)`, opacity: entry.seat === 0 ? 1 : 0.2 },
    { transform: "none", opacity: 1 },
  ], { duration: 320, easing: "cubic-bezier(.2,.7,.25,1)" });
}

async function collect(winner) {
  const slots = [...ctx.ui.trick.children];
  const trickBox = ctx.ui.trick.getBoundingClientRect();
  const seatBox = ctx.ui.seats[winner].getBoundingClientRect();
  const target = { x: centre(seatBox).x - centre(trickBox).x, y: centre(seatBox).y - centre(trickBox).y };
  const seat = ctx.ui.seats[winner];
  seat.classList.add("takes-trick");
  setTimeout(() => seat.classList.remove("takes-trick"), 1100);
  await Promise.all(slots.map((slot) => {
    const box = slot.getBoundingClientRect();
    const own = { x: centre(box).x - centre(trickBox).x, y: centre(box).y - centre(trickBox).y };
    return animate(slot.firstChild, [
      { transform: "none", opacity: 1 },
      { transform: `translate(${-own.x}px, ${-own.y}px) scale(0.9)`, opacity: 1, offset: 0.35 },
      { transform: `translate(${target.x - own.x}px, ${target.y - own.y}px) scale(0.45)`, opacity: 0 },
    ], { duration: 560, easing: "ease-in", fill: "forwards" });
  }));
  drawTrick([]);
}

async function renderTrick(view, previous, animated) {
  const o = view.observation;
  const current = trickEntries(o.trick || [], o.leader);
  if (!previous) {
    drawTrick(current);
    return;
  }
  const before = (previous.observation.tricks || []).length;
  const done = (o.tricks || []).slice(before);
  const hold = HOLD_MS[view.speed] || HOLD_MS.normal;
  for (const trick of done) {
    await showEntries(trickEntries(trick.cards, trick.leader), animated);
    const who = trick.winner === 0 ? t("You win the trick") : t("{player} wins the trick", { player: name(trick.winner) });
    announce(who);
    if (animated) {
      await pause(hold);
      await collect(trick.winner);
    } else drawTrick([]);
  }
  await showEntries(current, animated);
}

// ------------------------------------------------------------------ the last trick

function setLastTrick(open) {
  ctx.lastTrickOpen = open;
  ctx.ui.lastTrick.setAttribute("aria-pressed", String(open));
  ctx.ui.lastView.hidden = !open;
  ctx.ui.trick.classList.toggle("under-last", open);
  if (open) drawLastTrick();
}

function toggleLastTrick() {
  const tricks = ctx.view ? ctx.view.observation.tricks || [] : [];
  if (!tricks.length) return;
  setLastTrick(!ctx.lastTrickOpen);
}

function drawLastTrick() {
  const tricks = ctx.view ? ctx.view.observation.tricks || [] : [];
  const last = tricks[tricks.length - 1];
  if (!last) return;
  const box = ctx.ui.lastView;
  const entries = trickEntries(last.cards, last.leader);
  const winner = name(last.winner);
  fill(box,
    h("span", { class: "last-caption", text: t("Last trick: taken by {player}", { player: winner }) }),
    ...entries.map((entry) => {
      const holder = trickCard(entry);
      holder.firstChild.removeAttribute("data-card");
      holder.classList.toggle("winner", entry.seat === last.winner);
      return holder;
    }),
  );
}

// ------------------------------------------------------------------ the result

function renderResult(view) {
  const box = ctx.ui.result;
  if (!view.deal_over || !view.result) {
    if (!box.hidden) box.hidden = true;
    ctx.sigs.result = null;
    return;
  }
  const sig = `${view.id}:${view.version}:${ctx.resultPeek}`;
  if (ctx.sigs.result === sig) return;
  const first = !ctx.sigs.result || !ctx.sigs.result.startsWith(`${view.id}:${view.version}:`);
  ctx.sigs.result = sig;
  const info = resultInfo(view);
  const actions = h("div", { class: "result-actions" });
  if (view.can_deal_next) {
    const next = h("button", { type: "button", id: "next-deal", class: "primary", text: t("Next deal") });
    next.addEventListener("click", () => dealNext());
    actions.append(next);
  } else if (view.match_over) {
    const again = h("button", { type: "button", id: "new-match", class: "primary", text: t("Play a new match") });
    again.addEventListener("click", () => newTable());
    actions.append(again);
  }
  const peek = h("button", { type: "button", class: "secondary result-peek", "aria-expanded": String(!ctx.resultPeek), text: ctx.resultPeek ? t("Show the result") : t("Look at the table") });
  peek.addEventListener("click", () => {
    ctx.resultPeek = !ctx.resultPeek;
    renderResult(ctx.view);
    const again = ctx.ui.result.querySelector(".result-peek");
    if (again) again.focus();
  });
  actions.append(peek);

  const card = h("div", { class: "result-card", "data-tone": info.tone });
  card.append(
    h("div", { class: "result-head" },
      h("span", { class: "result-emblem", "aria-hidden": "true", text: info.tone === "won" ? "★" : info.tone === "lost" ? "✕" : "•" }),
      h("div", {}, h("h2", { id: "result-title", text: info.title }), info.subtitle ? h("p", { class: "result-sub", text: info.subtitle }) : null)),
  );
  if (!ctx.resultPeek) {
    if (info.rows.length) {
      card.append(h("table", { class: "breakdown" }, h("tbody", {}, ...info.rows.map(([label, value]) => h("tr", {}, h("th", { scope: "row", text: label }), h("td", { text: value }))))));
    }
    if (info.teams) {
      card.append(
        h("table", { class: "breakdown teams" },
          h("thead", {}, h("tr", {}, h("th", { text: "" }), h("th", { scope: "col", text: info.teamNames[0] }), h("th", { scope: "col", text: info.teamNames[1] }))),
          h("tbody", {}, ...info.teams.map(([label, us, them], index) => h("tr", { class: index === info.teams.length - 1 ? "total" : "" }, h("th", { scope: "row", text: label }), h("td", { text: String(us) }), h("td", { text: String(them) }))))),
      );
    }
    if (info.scores) {
      card.append(
        h("div", { class: "settlement" },
          h("h3", { text: t("Settlement") }),
          h("ul", {}, ...info.scores.map((score, seat) => h("li", { class: score > 0 ? "plus" : score < 0 ? "minus" : "zero" },
            h("span", { class: "who", text: name(seat) }),
            h("span", { class: "amount", text: signed(score) }))))),
      );
    }
  }
  card.append(actions);
  fill(box, card);
  box.classList.toggle("peek", ctx.resultPeek);
  box.hidden = false;
  if (first) {
    announce(`${info.title}. ${info.subtitle || ""}`);
    animate(card, [{ opacity: 0, transform: "translateY(24px) scale(.96)" }, { opacity: 1, transform: "none" }], { duration: 360, easing: "cubic-bezier(.2,.8,.2,1)" });
    const focusable = card.querySelector("#next-deal, #new-match");
    if (focusable && focusIsFree()) {
      focusable.focus({ preventScroll: true });
    }
  }
}

// ------------------------------------------------------------------ scores

function renderScores(view) {
  const pad = ctx.ui.side.querySelector(".pad");
  const live = game === "jass" ? view.observation.team_totals || view.scores.totals : view.scores.totals;
  const sig = JSON.stringify([view.scores, live, view.match_over]);
  if (ctx.sigs.scores === sig) return;
  ctx.sigs.scores = sig;
  if (game === "jass") fill(pad, matchScore(view, live));
  else fill(pad, scoreSheet(view));
}

/** "Table started 30 November 2026, 08:52" in the page's language. */
function startedLine(view) {
  return h("p", { class: "started", id: "table-started", text: t("Table started {moment}", { moment: moment(view.started_at) }) });
}

function scoreSheet(view) {
  const players = SETUP.players;
  const deals = view.scores.deals || [];
  const section = h("section", { id: game === "schafkopf" ? "score-sheet" : "skat-sheet", class: "score-sheet", "aria-labelledby": "score-sheet-title" });
  section.append(h("h3", { id: "score-sheet-title", text: t("Score sheet") }));
  section.append(startedLine(view));
  const head = h("tr", {}, h("th", { scope: "col", text: "#" }), ...Array.from({ length: players }, (_, seat) => {
    const label = name(seat);
    return h("th", { scope: "col", text: label, title: label });  // the name in full, where cut
  }));
  const running = new Array(players).fill(0);
  const rows = deals.flatMap((scores, index) => {
    scores.forEach((score, seat) => {
      running[seat] += score;
    });
    return [
      gameRow(view, index, players + 1),
      h("tr", {},
        h("th", { scope: "row", text: String(index + 1) }),
        ...scores.map((score, seat) => h("td", { class: score > 0 ? "plus" : score < 0 ? "minus" : "zero" },
          h("span", { class: "delta", text: signed(score) }),
          h("span", { class: "running", text: total(running[seat]) })))),
    ];
  });
  const totals = view.scores.totals || running;
  const foot = h("tr", { class: "total" }, h("th", { scope: "row", text: t("Total") }), ...totals.map((value) => h("td", { text: total(value) })));
  const table = h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows), h("tfoot", {}, foot));
  if (!rows.length) section.append(h("p", { class: "empty", text: t("No deal finished yet") }));
  section.append(h("div", { class: "sheet-scroll" }, table));
  return section;
}

/** The line above a deal's scores on the sheet: its game and who played it. */
function gameRow(view, index, columns) {
  const result = (view.scores.results || [])[index];
  return h("tr", { class: "deal-game" }, h("td", { colspan: String(columns), text: result ? dealLine(game, result) : "" }));
}

function matchScore(view, live) {
  const section = h("section", { id: "match-score", class: "match-score", "aria-labelledby": "match-score-title" });
  section.append(h("h3", { id: "match-score-title", text: t("Match to 3000") }));
  section.append(startedLine(view));
  for (const team of [0, 1]) {
    const value = live[team] || 0;
    const share = Math.min(100, (value / 3000) * 100);
    section.append(
      h("div", { class: "team-score", "data-team": team },
        h("div", { class: "team-line" }, h("span", { class: "team-name", text: jassTeamName(team) }), h("span", { class: "team-total", text: `${number(value)} / ${number(3000)}` })),
        h("div", { class: "track", role: "progressbar", "aria-label": jassTeamName(team), "aria-valuemin": "0", "aria-valuemax": "3000", "aria-valuenow": String(value) },
          h("div", { class: "fill", style: `width: ${share.toFixed(1)}%` }),
          h("i", { class: "schneider-mark", title: t("1500: below this a losing team is Schneider") }))),
    );
  }
  const deals = view.scores.deals || [];
  if (deals.length) {
    const running = [0, 0];
    const rows = deals.flatMap((scores, index) => {
      running[0] += scores[0];
      running[1] += scores[1];
      return [
        gameRow(view, index, 3),
        h("tr", {}, h("th", { scope: "row", text: String(index + 1) }),
          h("td", {}, h("span", { class: "delta", text: `+${scores[0]}` }), h("span", { class: "running", text: String(running[0]) })),
          h("td", {}, h("span", { class: "delta", text: `+${scores[1]}` }), h("span", { class: "running", text: String(running[1]) }))),
      ];
    });
    section.append(h("div", { class: "sheet-scroll" },
      h("table", { class: "deal-list" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Deal") }), h("th", { scope: "col", text: t("Us") }), h("th", { scope: "col", text: t("Them") }))),
        h("tbody", {}, ...rows))));
  } else {
    section.append(h("p", { class: "empty", text: t("No deal finished yet") }));
  }
  if (view.match_over) {
    const decided = view.observation.winner;
    const winner = decided === 0 || decided === 1 ? decided : live[0] >= live[1] ? 0 : 1;
    section.append(h("p", { class: `match-over ${winner === 0 ? "plus" : "minus"}`, text: winner === 0 ? t("You and your partner win the match!") : t("Left and Right win the match") }));
  }
  return section;
}

boot().catch((error) => {
  console.error(error); // eslint-disable-line no-console
  if (root) root.dataset.state = "ready";
});
