// Kontra and Re (house rules): the button beside your hand while the rules let you double,
// your card still to play after it.

import { callText } from "./games.js";
import { t } from "./i18n.js";
import { controller, ctx, game } from "./context.js";

/** The Kontra or Re you may say now, if any. */
function doubleOffered(view) {
  if (!view.your_turn || view.deal_over) return null;
  return (view.observation.legal_actions || []).find((action) => "kontra" in action || "re" in action) || null;
}

export function renderDouble(view) {
  const button = ctx.ui.double;
  const action = doubleOffered(view);
  button.hidden = !action;
  if (!action) return;
  const said = callText(game, action, view.observation);
  button.textContent = said;
  button.dataset.action = JSON.stringify(action);
  button.title = "kontra" in action ? t("Double the deal before your first card") : t("Double the deal again");
  button.disabled = ctx.pending;
}

export function sayDouble() {
  const button = ctx.ui.double;
  if (button.hidden || button.disabled) return;
  controller.act(JSON.parse(button.dataset.action));
}
