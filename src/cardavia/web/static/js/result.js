// The result of a deal: the panel over the table with its breakdown and what comes next.

import { resultInfo } from "./games.js";
import { list, t } from "./i18n.js";
import { controller, ctx, name } from "./context.js";
import { focusIsFree } from "./decisions.js";
import { animate, fill, h } from "./dom.js";
import { stillToDealOn } from "./company.js";
import { resultFairness } from "./fairness.js";
import { announce } from "./messages.js";
import { resultBreakdown, resultHead } from "./result-card.js";
import { playSound } from "./sound.js";

export function renderResult(view) {
  const box = ctx.ui.result;
  if (!view.deal_over || !view.result) {
    if (!box.hidden) box.hidden = true;
    ctx.sigs.result = null;
    return;
  }
  const waiting = view.shared ? stillToDealOn(view) : [];
  const sig = `${view.id}:${view.version}:${ctx.resultPeek}:${waiting.join(",")}:${view.human}`;
  if (ctx.sigs.result === sig) return;
  const first = !ctx.sigs.result || !ctx.sigs.result.startsWith(`${view.id}:${view.version}:`);
  ctx.sigs.result = sig;
  if (first) playSound("result");
  const info = resultInfo(view);
  const actions = h("div", { class: "result-actions" });
  if (view.can_deal_next && view.shared) {
    actions.append(...sharedNextDeal(view, waiting));
  } else if (view.can_deal_next) {
    const next = h("button", { type: "button", id: "next-deal", class: "primary", text: t("Next deal") });
    next.addEventListener("click", () => controller.dealNext());
    actions.append(next);
  } else if (view.match_over && !view.shared) {
    const again = h("button", { type: "button", id: "new-match", class: "primary", text: t("Play a new match") });
    again.addEventListener("click", () => controller.newTable());
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
  if (view.deal_id) {
    actions.append(h("a", { class: "button secondary result-review", href: `/deals/${encodeURIComponent(view.deal_id)}`, text: t("Review this deal") }));
  }

  const card = h("div", { class: "result-card", "data-tone": info.tone });
  card.append(resultHead(info, "result-title"));
  if (!ctx.resultPeek) card.append(...resultBreakdown(info, name));
  card.append(actions);
  const fairness = resultFairness(view);
  if (fairness) card.append(fairness);
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

/** At a shared table the next deal comes once everybody there has pressed "Next deal":
 * the button (pressed: waiting), and who is still to press it. */
function sharedNextDeal(view, waiting) {
  const parts = [];
  if (view.human !== null) {
    const ready = ctx.readyFor === view.deal_number;
    const next = h("button", { type: "button", id: "next-deal", class: "primary", disabled: ready, text: ready ? t("Ready for the next deal") : t("Next deal") });
    next.addEventListener("click", () => controller.dealNext());
    parts.push(next);
  }
  if (waiting.length) parts.push(h("p", { class: "still-to-deal", role: "status", text: t("Still to press Next deal: {people}", { people: list(waiting) }) }));
  return parts;
}
