// Building the table once: the bar with its tools, the seats, the middle (trick, last
// trick, skat, decisions), the hand and hint, the result and the score column.

import { cardBack, installSymbols } from "./cards.js";
import { t, tc } from "./i18n.js";
import { askForHint, dismissAdvice } from "./advice-panel.js";
import { controller, ctx, root, SETUP } from "./context.js";
import { fill, h } from "./dom.js";
import { layoutHand, onHandFocus, onHandKey, onHandPointer, showHint } from "./hand.js";
import { onShortcutKey } from "./keys.js";
import { hideMessage } from "./messages.js";
import { buildSeat } from "./seats.js";
import { askLeave, askNewTable, closeConfirm } from "./toolbar.js";
import { buildCompany } from "./company.js";
import { sayDouble } from "./double.js";
import { toggleLastTrick } from "./trick.js";

/** A drop-down of `options` ({value: label}), set to "normal". */
function picker(id, label, options) {
  const select = h("select", { id, "aria-label": label },
    ...Object.entries(options).map(([value, text]) => h("option", { value, text })));
  select.value = "normal";
  return select;
}

export function build() {
  root.dataset.players = String(SETUP.players);
  root.classList.add(SETUP.swiss ? "pack-swiss" : "pack-german");

  const speed = picker("ai-speed", t("AI speed"), { slow: t("Slow"), normal: t("Normal"), fast: t("Fast") });
  speed.addEventListener("change", () => controller.changeSpeed(speed.value));
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

  const undo = h("button", { type: "button", id: "undo", class: "tool", hidden: true, text: t("Undo") });
  undo.addEventListener("click", () => controller.undo());

  const newTable = h("button", { type: "button", id: "new-table", class: "tool", text: t("New table") });
  newTable.addEventListener("click", () => askNewTable());
  const leave = h("button", { type: "button", id: "leave-table", class: "tool", hidden: true, text: t("Leave the table") });
  leave.addEventListener("click", () => askLeave());

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
      // Each select inside its label: the two keep together when the tools wrap.
      h("label", { class: "tb-speed tb-level" }, h("span", { text: t("AI level") }), level),
      h("label", { class: "tb-speed tb-pace" }, h("span", { text: t("AI speed") }), speed),
      undo,
      lastTrick,
      newTable,
      leave,
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
  const double = h("button", { type: "button", id: "double-button", class: "tool double-ask", hidden: true });
  double.addEventListener("click", () => sayDouble());
  const handZone = h("div", { class: "hand-zone" }, double, hand);
  const adviceZone = h("div", { class: "advice-zone" }, adviceButton, advice);

  const result = h("div", { id: "result", class: "result", hidden: true, role: "region", "aria-labelledby": "result-title" });
  const confirm = h("div", { id: "confirm-new-table", class: "confirm", hidden: true, role: "alertdialog", "aria-labelledby": "confirm-title" });
  const message = h(
    "div",
    { id: "message", class: "message", hidden: true, role: "alert" },
    h("p", { class: "message-text" }),
    h("button", { type: "button", class: "message-close", "aria-label": t("Dismiss"), text: "×" }),
  );
  message.querySelector("button").addEventListener("click", () => hideMessage());

  // Why a card cannot be played: beside your plate, over no card (hand.css).
  const felt = h("div", { class: "felt" }, info, ...seats.slice(1), centreBox, seats[0], hint, handZone, result, confirm, message);
  const fairness = h("div", { class: "fairness", id: "fairness" });
  const side = h("aside", { class: "side", "aria-label": t("Scores") }, h("div", { class: "pad" }), fairness);
  // The hint beside the felt (under it on narrow screens), so that its answer never
  // lengthens the table below the window.
  const column = h("div", { class: "tb-column" }, adviceZone, side);
  const body = h("div", { class: "tb-body" }, felt, column);
  const announcer = h("div", { class: "sr-only", id: "announcer", "aria-live": "polite", "aria-atomic": "true" });
  const loading = h("div", { class: "loading-note", text: t("Shuffling…") });

  const company = buildCompany();
  fill(root, bar, company, body, announcer, loading);
  installSymbols(root);

  Object.assign(ctx.ui, { double, bar, speed, level, undo, lastTrick, newTable, leave, fairness, seats, trick, lastView, skatPile, panel, info, centreBox, hand, hint, result, confirm, message, felt, side, announcer, loading, adviceButton, advice });

  hand.addEventListener("keydown", onHandKey);
  hand.addEventListener("focusin", onHandFocus);
  hand.addEventListener("focusout", () => showHint(null));
  hand.addEventListener("pointerover", onHandPointer);
  hand.addEventListener("pointermove", onHandPointer);
  hand.addEventListener("pointerleave", () => showHint(null));
  if (typeof ResizeObserver === "function") new ResizeObserver(() => layoutHand()).observe(hand);
  else window.addEventListener("resize", () => layoutHand());
  document.addEventListener("keydown", onShortcutKey);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !ctx.ui.confirm.hidden) closeConfirm();
    else if (event.key === "Escape" && ctx.adviceVersion !== null) dismissAdvice();
  });
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && ctx.id) controller.resync(false);
  });
}
