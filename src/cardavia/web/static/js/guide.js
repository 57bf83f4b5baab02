// The guided first deal (/play/<game>?guide=1): a box between the bar and the table, so it
// never covers the hand or the trick, saying what the server's guide says of the table now
// (cardavia.web.guide). Explanations wait for "Next"/"Got it" (remembered per table); the
// step that asks for a move follows the table by itself. At each of your decisions the hint
// opens by itself, and the guide's suggested card or button is marked.

import { cardName, suitName } from "./cards.js";
import { actionText } from "./games.js";
import { t } from "./i18n.js";
import { askForHint } from "./advice-panel.js";
import { ctx, game, root, SETUP } from "./context.js";
import { fill, h } from "./dom.js";

export const guided = Boolean(root && root.dataset.guide);

const readKey = (id) => `cardavia.guide.${id}`;

function readSteps(id) {
  try {
    return new Set(JSON.parse(localStorage.getItem(readKey(id)) || "[]"));
  } catch {
    return new Set();
  }
}

function markRead(id, key) {
  const read = readSteps(id);
  read.add(key);
  try {
    localStorage.setItem(readKey(id), JSON.stringify([...read]));
  } catch {
    // Storage may be off: the explanation is then shown again after a reload.
  }
}

function box() {
  if (!ctx.ui.guide) {
    ctx.ui.guide = h("section", { id: "guide", class: "guide", "aria-labelledby": "guide-title", "aria-live": "polite" });
    ctx.ui.bar.after(ctx.ui.guide);
  }
  return ctx.ui.guide;
}

/** A step's text in the page's language, its card and suit codes named as the pack names them. */
function stepText(step) {
  const values = {};
  for (const [name, code] of Object.entries(step.values || {})) {
    values[name] = name === "card" ? cardName(code, SETUP.swiss) : suitName(code);
  }
  return t(step.text, values);
}

export function renderGuide(view) {
  if (!guided || !view.guide) return;
  root.classList.add("guided");
  const read = readSteps(view.id);
  const steps = view.guide.steps;
  const unread = steps.filter((step) => step.kind === "explain" && !read.has(step.key));
  const step = unread[0] || steps[steps.length - 1];
  const sig = JSON.stringify([view.version, step.key, step.text]);
  if (ctx.sigs.guide !== sig) {
    ctx.sigs.guide = sig;
    drawStep(view, step, unread.length);
  }
  // What the guide suggests at which version, for the browser tests that follow it.
  box().dataset.version = String(view.version);
  box().dataset.suggested = view.your_turn && view.guide.suggested ? JSON.stringify(view.guide.suggested) : "";
  markGuidePick(view);
  openHint();
}

/** The hint for the decision on screen, asked for once the last one asked has come back. */
function openHint() {
  const view = ctx.view;
  if (!view || !view.your_turn || view.deal_over || ctx.adviceVersion === view.version) return;
  // A finished trick still being gathered holds your turn back: ask once it is gathered.
  if (ctx.asking || ctx.pending || ctx.gathering || view.version !== ctx.latest) {
    if (view.version === ctx.latest) setTimeout(openHint, 250);
    return;
  }
  askForHint();
}

function drawStep(view, step, unread) {
  const content = [
    h("h2", { id: "guide-title", class: "guide-title", text: t("Guided deal") }),
    h("p", { class: "guide-text", "data-kind": step.kind, text: stepText(step) }),
  ];
  const suggested = view.guide.suggested;
  if (step.kind === "move" && suggested) {
    content.push(h("p", { class: "guide-suggested", text: t("Suggested: {option}", { option: actionText(game, suggested, view.observation) }) }));
  }
  if (step.kind === "explain") {
    const next = h("button", { type: "button", class: "guide-next", text: unread > 1 ? t("Next") : t("Got it") });
    next.addEventListener("click", () => {
      markRead(view.id, step.key);
      ctx.sigs.guide = null;
      renderGuide(ctx.view);
      const again = box().querySelector(".guide-next");
      if (again) again.focus({ preventScroll: true });
    });
    content.push(h("div", { class: "guide-actions" }, next));
  }
  if (step.kind === "done") {
    const normal = `/play/${game}?pack=${encodeURIComponent(root.dataset.pack)}`;
    content.push(h("div", { class: "guide-actions" }, h("a", { class: "guide-normal button", href: normal, text: t("Play a normal table") })));
  }
  fill(box(), ...content);
}

/** The same action, whatever the order of its fields. */
function sameAction(one, other) {
  const key = (action) => JSON.stringify(Object.entries(action).sort());
  return key(one) === key(other);
}

/** The card(s) or button the guide suggests, marked apart from the hint's mark. */
function markGuidePick(view) {
  const action = view.your_turn ? view.guide.suggested : null;
  const cards = action ? (action.play ? [action.play] : action.discard || []) : [];
  for (const slot of ctx.ui.hand.children) slot.classList.toggle("guide-pick", cards.includes(slot.dataset.code));
  for (const button of ctx.ui.panel.querySelectorAll(".decision")) {
    button.classList.toggle("guide-pick", Boolean(action) && sameAction(action, JSON.parse(button.dataset.action)));
  }
}
