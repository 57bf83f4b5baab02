// The decision panel in the middle: bids, calls and contracts as buttons, the Skat discard.

import { cardName, suitIcon } from "./cards.js";
import { decisions } from "./games.js";
import { t } from "./i18n.js";
import { markSuggestion } from "./advice-panel.js";
import { controller, ctx, SETUP } from "./context.js";
import { animate, fill, h } from "./dom.js";

/** Whether focus may be moved to a new control: nothing else is focused, or only a card. */
export function focusIsFree() {
  const active = document.activeElement;
  return !active || active === document.body || ctx.ui.hand.contains(active);
}

/** The button's name begins with what it shows (a speech user says what they see), its
 *  meaning in words after it: "Roses ×2 (Trumps: Roses)". */
function decisionName(spec) {
  if (!spec.aria) return null;
  const shown = spec.extra ? `${spec.label} ${spec.extra}` : spec.label;
  return shown === spec.aria ? null : `${shown} (${spec.aria})`;
}

function decisionButton(spec) {
  const button = h("button", {
    type: "button",
    class: "decision",
    "data-action": JSON.stringify(spec.action),
    "data-kind": spec.kind || (spec.suit ? "suit" : "plain"),
    "aria-label": decisionName(spec),
    disabled: ctx.pending || null,
  },
  spec.suit ? suitIcon(spec.suit, "decision-suit") : null,
  h("span", { class: "decision-label", text: spec.label }),
  spec.extra ? " " : null,
  spec.extra ? h("span", { class: "decision-extra", text: spec.extra }) : null);
  button.addEventListener("click", () => controller.act(JSON.parse(button.dataset.action)));
  return button;
}

export function renderDecisions(view) {
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
  if (spec.why && spec.why.length) {
    content.push(h("ul", { class: "decisions-why" }, ...spec.why.map((line) => h("li", { text: line }))));
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
