// The bar above the table: deal number, status and tools; asking before a new table
// gives up a deal in progress.

import { isYou, phaseTurnText } from "./games.js";
import { number, t } from "./i18n.js";
import { guided } from "./guide.js";
import { lastRules, matchTarget, readFieldset, rulesFieldset } from "./house-rules.js";
import { controller, ctx, game, name, root, yourTurnShown } from "./context.js";
import { fill, h } from "./dom.js";
import { setStatus } from "./messages.js";
import { drawLastTrick, setLastTrick } from "./trick.js";

export function renderBar(view) {
  const o = view.observation;
  const target = matchTarget(view);
  const dealText = game === "jass" ? t("Deal {number} · match to {target}", { number: view.deal_number, target: number(target) }) : t("Deal {number}", { number: view.deal_number });
  ctx.ui.bar.querySelector(".tb-deal").textContent = dealText;
  let status;
  if (view.match_over) status = t("The match is over");
  else if (view.deal_over) status = t("The deal is over");
  else if (ctx.gathering) status = ctx.trickWords;
  else if (view.shared && !view.shared.started) status = view.shared.host ? t("Start the deal when everybody is here") : t("Waiting for the host to start the deal");
  else if (view.your_turn) status = phaseTurnText(view);
  else if (o.to_move !== null && o.to_move !== undefined) status = t("Waiting for {player}", { player: name(o.to_move) });
  else status = "";
  if (!ctx.offline) setStatus(status);
  root.classList.toggle("your-turn", yourTurnShown(view));
  if (document.activeElement !== ctx.ui.speed) ctx.ui.speed.value = view.speed || "normal";
  if (document.activeElement !== ctx.ui.level && ctx.ui.confirm.hidden) {
    ctx.ui.level.value = view.level || "normal";
  }
  ctx.ui.undo.hidden = !canUndo(view);
  // At a shared table: no undo (the others have seen the card), the pace is the host's,
  // and the table is left rather than replaced.
  const shared = Boolean(view.shared);
  ctx.ui.speed.closest("label").hidden = shared && !view.shared.host;
  ctx.ui.level.closest("label").hidden = shared;
  ctx.ui.newTable.hidden = shared;
  ctx.ui.leave.hidden = !shared || view.human === null;
  const tricks = o.tricks || [];
  ctx.ui.lastTrick.disabled = tricks.length === 0;
  if (!tricks.length && ctx.lastTrickOpen) setLastTrick(false);
  if (ctx.lastTrickOpen) drawLastTrick();
}

/** Your card can be taken back while it is the deal's last move (the server decides). */
function canUndo(view) {
  const history = view.observation.history;
  const last = history[history.length - 1];
  return !view.shared && !view.deal_over && Boolean(last) && isYou(last.seat) && "play" in last;
}

function dealInProgress() {
  const view = ctx.view;
  if (!view) return false;
  if (game === "jass" && !view.match_over) {
    const totals = view.observation.team_totals || [0, 0];
    if (totals[0] || totals[1] || view.deal_number > 1) return true;
  }
  return !view.deal_over && view.observation.history.length > 0;
}

/** A new table, its house rules chosen first (preset with this table's); a deal in
 *  progress is given up only once confirmed. A guided table starts without asking. */
export function askNewTable() {
  const inProgress = dealInProgress();
  if (guided) {
    if (!inProgress) {
      controller.newTable();
      return;
    }
  }
  const box = ctx.ui.confirm;
  const rules = guided ? null : rulesFieldset(game, (ctx.view && ctx.view.house_rules) || lastRules(game), "new-table");
  const yes = h("button", { type: "button", id: "confirm-new", class: "primary", text: inProgress ? t("Start a new table") : t("Start the new table") });
  const no = h("button", { type: "button", class: "secondary", text: inProgress ? t("Keep playing") : t("Cancel") });
  yes.addEventListener("click", () => {
    const chosen = rules ? readFieldset(rules) : undefined;
    closeConfirm();
    controller.newTable(chosen);
  });
  no.addEventListener("click", () => {
    ctx.ui.level.value = (ctx.view && ctx.view.level) || "normal";
    closeConfirm();
  });
  fill(box,
    h(
      "div",
      { class: "confirm-card" },
      h("h2", { id: "confirm-title", text: inProgress ? t("Leave this deal?") : t("New table") }),
      inProgress ? h("p", { text: game === "jass" ? t("The match in progress will be given up.") : t("The deal in progress will be given up.") }) : null,
      rules,
      h("div", { class: "confirm-actions" }, yes, no),
    ),
  );
  box.hidden = false;
  (rules ? rules.querySelector("input, select") : yes).focus();
}

/** Leaving a shared table for good, once confirmed: an AI player takes the seat. */
export function askLeave() {
  const box = ctx.ui.confirm;
  const yes = h("button", { type: "button", id: "confirm-leave", class: "primary", text: t("Leave the table") });
  const no = h("button", { type: "button", class: "secondary", text: t("Stay") });
  yes.addEventListener("click", () => {
    closeConfirm();
    controller.leave();
  });
  no.addEventListener("click", () => closeConfirm());
  fill(box,
    h(
      "div",
      { class: "confirm-card" },
      h("h2", { id: "confirm-title", text: t("Leave this table for good?") }),
      h("p", { text: t("An AI player takes your seat; you cannot sit down here again, but you may watch.") }),
      h("div", { class: "confirm-actions" }, yes, no),
    ),
  );
  box.hidden = false;
  yes.focus();
}

export function closeConfirm() {
  ctx.ui.confirm.hidden = true;
  (ctx.ui.newTable.hidden ? ctx.ui.leave : ctx.ui.newTable).focus();
}
