// The card table's controller, the module game.html loads: resumes or starts a table through
// the JSON API, follows it with server-sent events, queues the views and has each part of the
// table draw them (layout.js builds the table; toolbar, contract, seats, hand, trick,
// decisions, advice-panel, result and sheet draw their part; context.js holds what they share).
// Everything shown comes from the server's view; nothing is kept in the browser but the
// table's id (localStorage "cardavia.table.<game>.<pack>", "….guide" for a guided deal).
// Opened by an invitation link (data-invitation), it shows that shared table instead, drawn
// from the reader's seat, with the company panel (company.js).

import { api, ApiError } from "./api.js";
import { cardName } from "./cards.js";
import { callText, isYou, readerSeat, seatPeople } from "./games.js";
import { renderCompany, showReaction } from "./company.js";
import { renderFairness } from "./fairness.js";
import { t } from "./i18n.js";
import { clearAdvice, renderAdviceButton } from "./advice-panel.js";
import { controller, ctx, game, name, root, SETUP, storageKey } from "./context.js";
import { renderContract } from "./contract.js";
import { renderDecisions } from "./decisions.js";
import { renderDouble } from "./double.js";
import { guided, renderGuide } from "./guide.js";
import { lastRules, rememberRules } from "./house-rules.js";
import { motionOff } from "./dom.js";
import { hideHintForMove, renderHand } from "./hand.js";
import { build } from "./layout.js";
import { announce, hideMessage, setStatus, showMessage } from "./messages.js";
import { renderResult } from "./result.js";
import { nameSeats, placeSeats, renderSeats } from "./seats.js";
import { renderScores } from "./sheet.js";
import { renderBar } from "./toolbar.js";
import { renderSkatPile, renderTrick } from "./trick.js";
import { playSound } from "./sound.js";

const invitation = root ? root.dataset.invitation : undefined;

async function boot() {
  if (!root) return;
  root.dataset.state = "loading";
  build();
  if (invitation) {
    await openInvitation();
    return;
  }
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

/** The shared table of the invitation link, as this browser's person sees it. */
async function openInvitation() {
  for (let tries = 1; ; tries += 1) {
    try {
      const [view, player] = await Promise.all([api.invitation(invitation), api.me()]);
      ctx.player = player;
      hideMessage();
      adopt(view);
      return;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      showMessage(error.message);
      if (status === 404 || (status >= 400 && status < 500) || tries >= 5) {
        root.dataset.state = "ready";
        ctx.ui.loading.textContent = t("The table could not be set up. Reload the page to try again.");
        return;
      }
      ctx.ui.loading.textContent = t("Connection lost: reconnecting…");
      await new Promise((resolve) => setTimeout(resolve, Math.min(8000, 1500 * tries)));
    }
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

/** A new table, played by `rules` (the house rules of this browser's last table when not
 *  given). */
async function startTable(rules) {
  try {
    const chosen = rules || lastRules(game);
    const view = await api.start(game, root.dataset.pack || undefined, ctx.ui.level.value, guided, chosen);
    if (!guided) rememberRules(game, chosen);
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
  if (!invitation) safeStorage("set", view.id);
  seatAround(view);
  receive(view);
  follow(view.id);
}

/** Who sits where, from the view: the seats drawn afresh around the reader when the
 * reader's seat changes (a visitor who sits down, a person who leaves). */
function seatAround(view) {
  const moved = readerSeat() !== view.human || !ctx.placed;
  seatPeople(view.seats, view.human);
  if (moved && (ctx.placed || view.human !== 0)) placeSeats();
  ctx.placed = true;
  nameSeats();
}

function follow(id) {
  if (ctx.source) ctx.source.close();
  const source = api.events(id);
  ctx.source = source;
  ctx.heard = false;
  source.addEventListener("table", (event) => {
    if (ctx.source !== source) return;
    ctx.offline = false;
    const first = !ctx.heard;
    ctx.heard = true; // the stream has begun: it carries every reaction from now on
    try {
      receive(JSON.parse(event.data));
    } catch {
      // A damaged event: the next one (or a reload) brings the table again.
    }
    if (first && ctx.view) renderCompany(ctx.view);
  });
  source.addEventListener("reaction", (event) => {
    if (ctx.source !== source) return;
    try {
      showReaction(JSON.parse(event.data), () => {
        if (ctx.view) renderSeats(ctx.view, null, []);
      });
    } catch {
      // A damaged event: a reaction is only a moment's bubble.
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
    if (error instanceof ApiError && error.status === 404 && !invitation) {
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
  if (view.version === ctx.latest && view.shared) {
    // A shared table changes without a move: somebody sits down, comes back or is ready.
    const text = JSON.stringify(view);
    if (text === ctx.latestText) return;
    ctx.latestText = text;
    ctx.queue.push(view);
    pump();
    return;
  }
  if (view.version === ctx.latest) {
    if (ctx.view && ctx.view.version === view.version) {
      ctx.view.speed = view.speed;
      ctx.ui.speed.value = view.speed;
    }
    return;
  }
  ctx.latest = view.version;
  ctx.latestText = JSON.stringify(view);
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

function undo() {
  return send((id, version) => api.undo(id, version));
}

function dealNext() {
  if (ctx.view && ctx.view.shared) ctx.readyFor = ctx.view.deal_number;
  return send((id, version) => api.next(id, version));
}

/** The host starts the shared table; a visitor takes a free seat; a person leaves for
 * good. Each answer is the table as the reader now sees it. */
function begin() {
  return send((id) => api.begin(id));
}

function takeSeat(seat) {
  // The watcher's stream ends before the seat is taken: it never speaks for the seat.
  if (ctx.source) ctx.source.close();
  ctx.source = null;
  return send(() => api.takeSeat(invitation, seat)).finally(() => {
    if (!ctx.source && ctx.id) follow(ctx.id); // refused: watch on
  });
}

function leave() {
  return send((id) => api.leave(id));
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
    if (view.human !== readerSeat()) {
      // Sat down or left: this reader's stream speaks for the new seat (or for none).
      setPending(false);
      adopt(view);
      return;
    }
    if (view.version > (ctx.view ? ctx.view.version : -1)) {
      // Stay busy until the answer is drawn: the view on screen is older than the move.
      ctx.pendingUntil = view.version;
      receive(view);
      return;
    }
    setPending(false);
    receive(view);
  } catch (error) {
    setPending(false);
    if (ctx.view && ctx.view.shared) ctx.readyFor = null;
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
  if (error instanceof ApiError && error.status === 404 && !invitation) {
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

async function newTable(rules) {
  // Let go of the old table first: none of its late events may be drawn meanwhile.
  if (ctx.source) ctx.source.close();
  ctx.source = null;
  ctx.id = null;
  ctx.queue = [];
  root.dataset.state = "loading";
  ctx.ui.loading.hidden = false;
  ctx.ui.result.hidden = true;
  const view = await startTable(rules);
  if (view) {
    announce(t("A new table is dealt"));
    adopt(view);
  }
}

async function render(view, animated) {
  const previous = ctx.view;
  const newTableView = !previous || previous.id !== view.id;
  const newDeal = newTableView || previous.deal_number !== view.deal_number;
  ctx.view = view;
  const o = view.observation;
  const fresh = newDeal ? [] : o.history.slice(previous.observation.history.length);
  // A trick finished since the last view is gathered first: your turn shows after it.
  ctx.gathering = animated && !newDeal && (o.tricks || []).length > (previous.observation.tricks || []).length;
  ctx.trickWords = "";
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
    if (!newTableView && animated) playSound("deal");
  }
  if (o.phase !== "discard") ctx.selected = [];
  if (ctx.adviceVersion !== null && ctx.adviceVersion !== view.version) clearAdvice();
  for (const entry of fresh) announceEntry(entry, o);
  const takenBack = newDeal ? null : previous.observation.history[o.history.length];
  if (takenBack && "play" in takenBack && o.history.length < previous.observation.history.length) {
    announce(t("You take back the {card}", { card: cardName(takenBack.play, SETUP.swiss) }));
  }
  if (!view.your_turn) ctx.raised = null;
  // Why a card could not be played speaks of the table before this move: it goes with it.
  if (previous && previous.version !== view.version) hideHintForMove();

  if (view.shared) seatAround(view);
  renderCompany(view);
  renderFairness(view);
  renderBar(view);
  renderSeats(view, previous && !newDeal ? previous : null, fresh);
  renderContract(view);
  renderHand(view, newDeal && animated);
  renderDecisions(view);
  renderDouble(view);
  renderAdviceButton(view);
  renderGuide(view);
  renderScores(view);
  renderSkatPile(view);
  if (!view.deal_over) renderResult(view);
  root.dataset.state = "ready";
  ctx.ui.loading.hidden = true;
  if (newTableView) bringIntoView();

  await renderTrick(view, newDeal ? null : previous, animated && !newDeal);
  if (ctx.view !== view) return; // a new table was taken meanwhile
  if (ctx.gathering) {
    ctx.gathering = false;
    renderBar(view);
    renderSeats(view, null, []);
    renderHand(view, false);
    renderDecisions(view);
    renderAdviceButton(view);
  }
  renderResult(view);
}

/** Once, on arrival: scroll so that the whole table shows, unless the player scrolled. */
function bringIntoView() {
  if (ctx.scrolled) return;
  ctx.scrolled = true;
  if (window.scrollY > 0 || root.offsetParent === null) return;
  const box = root.getBoundingClientRect();
  // The table's top to the window's top: a decision panel or a hint drawn later then
  // still fits below it.
  if (box.bottom + 8 > window.innerHeight) window.scrollTo({ top: box.top - 8, behavior: motionOff() ? "auto" : "smooth" });
}

function announceEntry(entry, o) {
  const seat = entry.seat;
  if ("play" in entry) {
    const card = cardName(entry.play, SETUP.swiss);
    announce(isYou(seat) ? t("You play the {card}", { card }) : t("{player} plays the {card}", { player: name(seat), card }));
    return;
  }
  const call = callText(game, entry, o);
  if (call) announce(t("{player}: {call}", { player: name(seat), call }));
}

// The parts ask for these moves through `controller` (context.js): no part imports this module.
Object.assign(controller, { act, undo, dealNext, newTable, resync, changeSpeed, begin, takeSeat, leave });

boot().catch((error) => {
  console.error(error); // eslint-disable-line no-console
  if (root) root.dataset.state = "ready";
});
