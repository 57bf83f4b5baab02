// Your hand: the fanned cards, why a card cannot be played, the keyboard within the hand,
// playing a card (at once, or with "Tap to select, tap again to play" on: a first tap
// raises the card, a second plays it) and choosing the two cards to put away in Skat.

import { cardName, handFace } from "./cards.js";
import { t } from "./i18n.js";
import { markSuggestion } from "./advice-panel.js";
import { controller, ctx, game, SETUP, yourTurnShown } from "./context.js";
import { renderDecisions } from "./decisions.js";
import { animate, fill, h } from "./dom.js";
import { setLastTrick } from "./trick.js";

function handMode(view) {
  const o = view.observation;
  if (view.your_turn && o.phase === "discard") return "discard";
  return "play";
}

export function renderHand(view, dealt) {
  const o = view.observation;
  const mode = handMode(view);
  const skatCards = game === "skat" && o.phase === "discard" && o.skat ? o.skat : [];
  if (ctx.raised && !view.hand.some((entry) => entry.card === ctx.raised && entry.playable)) ctx.raised = null;
  const sig = JSON.stringify([view.id, view.deal_number, view.hand, mode, ctx.selected, skatCards, ctx.pending, ctx.gathering, ctx.raised, tapToSelect()]);
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
  hand.classList.toggle("playable", yourTurnShown(view) && o.phase === "play");
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
    restoringFocus = true;
    if (again) again.focus({ preventScroll: true });
    restoringFocus = false;
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
  const selected = mode === "discard" ? ctx.selected.includes(code) : ctx.raised === code;
  const enabled = !ctx.pending && (mode === "discard" ? true : Boolean(entry.playable) && !ctx.gathering);
  const reason = mode === "discard" ? "" : entry.playable ? "" : entry.reason || "";
  const button = h("button", {
    type: "button",
    class: "card",
    "data-card": code,
    "aria-label": reason ? `${label}: ${reason}` : label,
    title: reason || null,
    disabled: !enabled,
    "aria-pressed": mode === "discard" || (tapToSelect() && enabled) ? String(selected) : null,
  }, handFace(code, SETUP.swiss));
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
    else if (tapToSelect() && ctx.raised !== code) raise(code);
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

export function onHandKey(event) {
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

export function showHint(slot) {
  let text = "";
  if (slot && slot.dataset.reason) text = `${cardName(slot.dataset.code, SETUP.swiss)}: ${slot.dataset.reason}`;
  else if (ctx.raised) text = t("{card}: tap again to play", { card: cardName(ctx.raised, SETUP.swiss) });
  const hint = ctx.ui.hint;
  if (hint.textContent !== text) hint.textContent = text; // said once, not at every pointer move
  hint.classList.toggle("shown", Boolean(text));
}

// Why a card cannot be played speaks of the table before a move, so it goes with the move
// and comes back only when the player points or moves the focus anew: the hand redrawn
// under a pointer resting where it was, or the focus put back on a redrawn card, is not
// the player asking (the browser tells both as if they were).
let restoringFocus = false;
let lastPointer = null;
let restingPointer = null;

export function hideHintForMove() {
  restingPointer = lastPointer;
  showHint(null);
}

export function onHandPointer(event) {
  const at = `${event.clientX},${event.clientY}`;
  lastPointer = at;
  if (restingPointer === at) return;
  restingPointer = null;
  showHint(event.target.closest(".slot"));
}

export function onHandFocus(event) {
  if (!restoringFocus) showHint(event.target.closest(".slot"));
}

// The narrowest strip of a card a finger can tap (CSS px): below it the hand takes two rows.
const MIN_TAP = 44;

export function layoutHand() {
  const hand = ctx.ui.hand;
  const slots = [...hand.children];
  const n = slots.length;
  if (!n) return;
  const width = hand.clientWidth;
  const cardWidth = slots[0].offsetWidth || 80;
  // Leave room for the fan's tilt at both ends (less tilt on narrow screens).
  const narrow = width < 520;
  const step = n > 1 ? Math.min(cardWidth * 0.8, (width - cardWidth * (narrow ? 1.45 : 1.35)) / (n - 1)) : cardWidth;
  if (step < MIN_TAP) {
    layoutRows(hand, slots, width, cardWidth);
    return;
  }
  hand.dataset.rows = "1";
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

/** "Tap to select, tap again to play", as the settings bar sets it. */
export function tapToSelect() {
  return document.documentElement.dataset.tapSelect === "on";
}

/** The first tap: the card rises and says its name; the next tap on it plays it. */
function raise(code) {
  ctx.raised = code;
  if (ctx.view) renderHand(ctx.view, false);
  const again = ctx.ui.hand.querySelector(`.card[data-card="${code}"]`);
  if (again) again.focus({ preventScroll: true });
  showHint(null);
}

/** Two straight rows (a phone's Skat hand of twelve): every card keeps a wide strip. */
function layoutRows(hand, slots, width, cardWidth) {
  const perRow = Math.ceil(slots.length / 2);
  const step = Math.min(cardWidth + 4, (width - cardWidth) / Math.max(1, perRow - 1));
  hand.dataset.rows = "2";
  hand.style.setProperty("--columns", `repeat(${perRow - 1}, ${Math.floor(step)}px) ${cardWidth}px`);
  for (const slot of slots) {
    slot.style.setProperty("--rot", "0deg");
    slot.style.setProperty("--arc", "0px");
  }
}

function playCard(code, button) {
  if (ctx.pending) return;
  ctx.raised = null;
  showHint(null);
  ctx.playedFrom.set(code, button.getBoundingClientRect());
  if (ctx.lastTrickOpen) setLastTrick(false);
  const slot = button.closest(".slot");
  if (slot) slot.classList.add("leaving");
  controller.act({ play: code });
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
