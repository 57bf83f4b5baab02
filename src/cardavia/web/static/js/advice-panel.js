// The hint at the table: the Hint button, asking the server, the panel with the options
// (worded by advice.js) and the suggested card or button marked.

import { actionKey, adviceCard } from "./advice.js";
import { api, ApiError } from "./api.js";
import { t } from "./i18n.js";
import { controller, ctx, yourTurnShown } from "./context.js";
import { fill, h } from "./dom.js";

/** Whether a hint may be asked for: your turn, in the newest view, no move on its way. */
function hintAllowed(view) {
  return Boolean(yourTurnShown(view) && !view.deal_over && !ctx.pending && view.version === ctx.latest);
}

export function renderAdviceButton(view) {
  const button = ctx.ui.adviceButton;
  const thinking = Boolean(ctx.asking && view && ctx.asking.version === view.version);
  // While thinking the button stays focusable (a click is ignored): focus is not lost.
  button.disabled = !thinking && !hintAllowed(view);
  button.setAttribute("aria-disabled", String(thinking));
  button.classList.toggle("thinking", thinking);
}

export async function askForHint() {
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
    if (error instanceof ApiError && error.status === 409) controller.resync(false);
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

export function clearAdvice() {
  ctx.advice = null;
  ctx.adviceVersion = null;
  if (ctx.ui.advice) fill(ctx.ui.advice);
  markSuggestion();
}

export function dismissAdvice() {
  clearAdvice();
  if (!ctx.ui.adviceButton.disabled) ctx.ui.adviceButton.focus();
}

/** The suggested card(s) in the hand, or the suggested button, marked. */
export function markSuggestion() {
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
