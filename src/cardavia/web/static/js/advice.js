// A hint in words: the search player's options for your decision, best first, as a player
// would say them (POST /api/tables/{id}/hint) — in card play your side's card points and
// chances, for any other decision your score and chances — and why the first is suggested.

import { cardName } from "./cards.js";
import { h } from "./dom.js";
import { actionText, setup } from "./games.js";
import { number, percent, signed, t, tp } from "./i18n.js";

/** A key for an action whatever the order of its fields. */
export function actionKey(action) {
  return JSON.stringify(Object.keys(action).sort().map((key) => [key, action[key]]));
}

// How a side is named and what winning and Schneider are: Jass has teams, no target to
// reach (a team that takes more than half the points does well) and the Match for Schneider.
const SIDES = {
  plain: {
    points: ["your side {points} point on average", "your side {points} points on average"],
    score: "you score {score}, the other side {others} on average",
    scoreShown: signed,
    win: "wins {percent}",
    schneider: "Schneider {percent}",
    against: "Schneider against you {percent}",
  },
  jass: {
    points: ["your team {points} point on average", "your team {points} points on average"],
    score: "your team {score}, the other team {others} on average",
    scoreShown: number,
    win: "more than half the points {percent}",
    schneider: "Match {percent}",
    against: "Match against you {percent}",
  },
};

function known(value) {
  return value !== null && value !== undefined;
}

/** What an option came to over the sampled deals, in the hint's unit: "your side 68 points
 *  on average · wins 81 % · Schneider 20 %"; "" when nothing was weighed. */
function outcomeText(game, unit, option) {
  if (!known(option.win)) return "";
  const words = SIDES[game === "jass" ? "jass" : "plain"];
  const parts = [];
  if (unit === "card_points" && known(option.points)) {
    const points = Math.round(option.points);
    parts.push(tp(...words.points, points, { points }));
  }
  if (unit === "score" && known(option.score)) {
    const [score, others] = [Math.round(option.score), Math.round(option.others_score)];
    parts.push(t(words.score, { score: words.scoreShown(score), others: words.scoreShown(others) }));
  }
  parts.push(t(words.win, { percent: percent(option.win) }));
  if (option.schneider > 0) parts.push(t(words.schneider, { percent: percent(option.schneider) }));
  if (option.schneider_against > 0) parts.push(t(words.against, { percent: percent(option.schneider_against) }));
  return parts.join(" · ");
}

// Each reason's words (some Jass says its own way), from its code and details.
const REASONS = {
  only_option: () => t("your only choice"),
  all_alike: (r) => tp("every choice comes to the same over {count} sampled deal", "every choice comes to the same over {count} sampled deals", r.count, { count: r.count }),
  schneider_likelier: (r, jass) => (jass ? t("makes a Match likelier") : t("makes Schneider likelier")),
  avoids_schneider: (r, jass) => (jass ? t("keeps the danger of a Match against your team lowest") : t("keeps the danger of Schneider against your side lowest")),
  sure_trick: (r) => tp("sure to take the trick in {count} of {of} sampled deal, whatever the others play", "sure to take the trick in {count} of {of} sampled deals, whatever the others play", r.of, { count: r.count, of: r.of }),
  keeps_card: (r, jass, swiss) => t("{card} stays in your hand", { card: cardName(r.card, swiss) }),
  most_points: (r, jass) => (jass ? t("brings your team the most card points") : t("brings your side the most card points")),
  wins_most: (r, jass) => (jass ? t("takes more than half the points more often than any other choice") : t("wins more often than any other choice")),
  others_cost: () => t("every other choice scores below zero on average"),
  best_score: (r, jass) => (jass ? t("the best score for your team on average") : t("the best score on average")),
  best_against_others: (r, jass) => (jass ? t("the best score against the other team's on average") : t("the best score against the other side's on average")),
  best_average: (r) => tp("comes out best over {count} sampled deal", "comes out best over {count} sampled deals", r.count, { count: r.count }),
};

/** Why the suggestion, in the reader's language: "Why: keeps …"; "" when none is known. */
function reasonText(game, reason) {
  const say = reason && REASONS[reason.code];
  return say ? t("Why: {reason}", { reason: say(reason, game === "jass", setup(game).swiss) }) : "";
}

/**
 * The hint panel's content: {title, caption, options: [{text, outcome, suggested, reason}],
 * notes}.
 */
function adviceInfo(view, hint) {
  const o = view.observation;
  const suggested = hint.options[hint.suggested];
  const options = hint.options.map((option, index) => ({
    text: actionText(view.game, option.action, o),
    outcome: outcomeText(view.game, hint.unit, option) || (hint.options.length > 1 ? t("no estimate") : ""),
    suggested: index === hint.suggested,
    reason: index === hint.suggested ? reasonText(view.game, hint.reason) : "",
  }));
  const notes = [];
  if (hint.options.length < (o.legal_actions || []).length) notes.push(t("Only the options worth weighing are listed"));
  return {
    title: t("Suggested: {option}", { option: actionText(view.game, suggested.action, o) }),
    caption: hint.deals ? tp("Over {count} sampled deal", "Over {count} sampled deals, the likelier ones counting more", hint.deals, { count: hint.deals }) : "",
    options,
    notes,
  };
}

/** The hint panel for `hint` at `view`: the suggestion first and marked, the reason under
 *  it, each option with what it came to; `dismiss` is called by its close button. */
export function adviceCard(view, hint, dismiss) {
  const info = adviceInfo(view, hint);
  const close = h("button", { type: "button", class: "advice-close", "aria-label": t("Dismiss"), text: "×" });
  close.addEventListener("click", dismiss);
  const options = info.options.map((option) =>
    h("li", { class: option.suggested ? "suggested" : null },
      h("span", { class: "advice-option", text: option.text }),
      option.outcome ? h("span", { class: "advice-outcome", text: option.outcome }) : null,
      option.reason ? h("span", { class: "advice-reason", text: option.reason }) : null));
  return h("section", { class: "advice-card", "aria-labelledby": "advice-title" },
    h("div", { class: "advice-head" }, h("h3", { id: "advice-title", class: "advice-title", text: info.title }), close),
    info.caption ? h("p", { class: "advice-caption", text: info.caption }) : null,
    h("ol", { class: "advice-options" }, ...options),
    ...info.notes.map((note) => h("p", { class: "advice-note", text: note })));
}
