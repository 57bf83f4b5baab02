// A hint in words: the search player's options for your decision, best first, each with
// its estimate in the hint's measure (POST /api/tables/{id}/hint), and the suggested one.

import { actionText } from "./games.js";
import { N_, percent, signedTenths, t } from "./i18n.js";

const MEASURES = {
  card_points: N_("Card points your side takes by the end of the deal"),
  win_chance: N_("Your side's chance to win the game"),
  score: N_("The deal's score for you, less the other side's average"),
};

/** An estimate as the measure reads: "≈ 64 card points", "73%", "+12.5 points". */
export function estimateText(measure, value) {
  if (value === null || value === undefined) return t("no estimate");
  if (measure === "card_points") return t("≈ {points} card points", { points: Math.round(value) });
  if (measure === "win_chance") return percent(value);
  return t("{score} points", { score: signedTenths(value) });
}

/** A key for an action whatever the order of its fields. */
export function actionKey(action) {
  return JSON.stringify(Object.keys(action).sort().map((key) => [key, action[key]]));
}

/**
 * The hint panel's content: {title, caption, options: [{text, value, suggested}], notes}.
 */
export function adviceInfo(view, hint) {
  const o = view.observation;
  const suggested = hint.options[hint.suggested];
  const options = hint.options.map((option, index) => ({
    text: actionText(view.game, option.action, o),
    value: estimateText(hint.measure, option.value),
    suggested: index === hint.suggested,
  }));
  const notes = [];
  if (hint.options.length < (o.legal_actions || []).length) notes.push(t("Only the options worth weighing are listed"));
  if (hint.deals) notes.push(t("Sampled deals: {count}", { count: hint.deals }));
  else if (hint.options.length === 1) notes.push(t("Nothing to weigh: there is only this option"));
  return {
    title: t("Suggested: {option}", { option: actionText(view.game, suggested.action, o) }),
    caption: hint.deals ? t(MEASURES[hint.measure] || hint.measure) : "",
    options,
    notes,
  };
}
