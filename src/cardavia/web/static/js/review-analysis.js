// The analysis panel of a deal's review: "Analyse my play" (or, for a deal the reader did
// not play, the play of a seat they choose) asks the server to weigh every decision of
// the seat; its progress shows while the AI workers weigh them one by one; then each
// decision is marked on its step (good, inaccuracy, mistake, blunder), the step's
// decision is shown with every option's figures, and the deal's accuracy and the marks'
// thresholds are stated.

import { call } from "./api.js";
import { actionText, seatName } from "./games.js";
import { N_, number, percent, t } from "./i18n.js";
import { fill, h } from "./dom.js";
import { stepObservation } from "./review-board.js";

const POLL_MS = 1000;
const MARK_NAMES = { good: N_("Good"), inaccuracy: N_("Inaccuracy"), mistake: N_("Mistake"), blunder: N_("Blunder") };
const MARK_ORDER = ["good", "inaccuracy", "mistake", "blunder"];
const UNIT_ORDER = ["card_points", "win_chance", "score"];
const UNIT_RULES = {
  card_points: N_("Card play: card points lost"),
  win_chance: N_("Card play in a game won by tricks (Null, Tout): chance to win lost"),
  score: N_("Bids, calls and other decisions: score lost"),
};
const UNIT_MEASURES = {
  card_points: N_("The card points your side ends the deal with"),
  win_chance: N_("Your side's chance to win the game"),
  score: N_("The score, yours less the other side's, on average"),
};

function tenths(value) {
  return number(Math.round(value * 10) / 10);
}

/** A figure in a decision's unit: card points, a chance to win, or score. */
function amount(unit, value) {
  if (value === null || value === undefined) return "—";
  if (unit === "win_chance") return percent(value);
  if (unit === "card_points") return t("{value} card points", { value: tenths(value) });
  return t("{value} score points", { value: tenths(value) });
}

/** An option's estimate as the table of options shows it (the unit is in its caption). */
function figure(unit, value) {
  if (value === null || value === undefined) return "—";
  return unit === "win_chance" ? percent(value) : tenths(value);
}

export function setupAnalysis(review, panel, hooks) {
  const button = panel.querySelector("#analyse-button");
  const picker = panel.querySelector("#analysis-seat");
  const status = panel.querySelector("#analysis-status");
  const progress = panel.querySelector("#analysis-progress");
  const summary = panel.querySelector("#analysis-summary");
  const detail = panel.querySelector("#analysis-decision");
  const game = review.game;

  let seat = review.seat === null ? 0 : review.seat;
  let byStep = new Map();
  let step = 0;
  let asked = 0; // counts the requests: an answer for another seat is dropped
  let timer = 0;

  const address = () => `/api/deals/${encodeURIComponent(review.id)}/analysis?seat=${seat}`;

  function markName(mark) {
    return t(MARK_NAMES[mark] || mark);
  }

  async function ask(method) {
    clearTimeout(timer);
    const run = ++asked;
    let got;
    try {
      got = await call(method, address());
    } catch (error) {
      if (run !== asked) return;
      // Before anything was asked, a missing analysis is no news.
      if (method === "POST") say(error.message);
      return;
    }
    if (run !== asked) return;
    take(got);
    if (got.state === "running") timer = setTimeout(() => ask("GET"), POLL_MS);
  }

  function say(text) {
    status.textContent = text;
  }

  function take(got) {
    const running = got.state === "running";
    const done = got.state === "done";
    button.hidden = done;
    button.setAttribute("aria-disabled", String(running));
    progress.hidden = !running;
    if (running) {
      progress.max = Math.max(1, got.total);
      progress.value = got.done;
      say(t("Weighing the decisions… {done} of {total}", { done: got.done, total: got.total }));
    } else {
      say("");
    }
    const decisions = done && got.analysis ? got.analysis.decisions : got.decisions || [];
    byStep = new Map(decisions.map((decision) => [decision.index + 1, decision]));
    hooks.marked(byStep);
    fill(summary, ...(done && got.analysis ? summaryOf(got.analysis) : []));
    showStep(step);
  }

  // ---------------------------------------------------------------- the summary

  function summaryOf(analysis) {
    const accuracy = analysis.accuracy === null
      ? t("No decision to weigh: every move was forced")
      : t("Accuracy: {percent}", { percent: percent(analysis.accuracy / 100) });
    const counts = h("ul", { class: "mark-counts" },
      ...MARK_ORDER.map((mark) => h("li", { "data-mark": mark }, h("span", { class: "mark-name", text: markName(mark) }), " ", h("strong", { text: number(analysis.counts[mark] || 0) }))));
    return [h("p", { class: "analysis-accuracy", id: "analysis-accuracy", text: accuracy }), counts, thresholdsTable(analysis.thresholds)];
  }

  function thresholdsTable(thresholds) {
    const units = UNIT_ORDER.filter((unit) => thresholds[unit]);
    const caption = t("How a decision is marked, by what it cost");
    return scrolling(caption, h("table", { class: "thresholds" },
      h("caption", { text: caption }),
      h("thead", {}, h("tr", {}, h("td", {}), ...MARK_ORDER.map((mark) => h("th", { scope: "col", "data-mark": mark, text: markName(mark) })))),
      h("tbody", {}, ...units.map((unit) => {
        const limits = thresholds[unit];
        return h("tr", {},
          h("th", { scope: "row", text: t(UNIT_RULES[unit]) }),
          h("td", { text: `≤ ${amount(unit, limits.good)}` }),
          h("td", { text: `≤ ${amount(unit, limits.inaccuracy)}` }),
          h("td", { text: `≤ ${amount(unit, limits.mistake)}` }),
          h("td", { text: `> ${amount(unit, limits.mistake)}` }));
      }))));
  }

  // ---------------------------------------------------------------- a step's decision

  function showStep(index) {
    step = index;
    const decision = byStep.get(index);
    if (!decision) {
      const hint = byStep.size ? h("p", { class: "analysis-hint", text: t("Step to a marked decision to see how its options were weighed.") }) : null;
      fill(detail, hint);
      return;
    }
    fill(detail, decisionView(decision, index));
  }

  function decisionView(decision, index) {
    const seen = stepObservation(review, review.steps[index - 1]);
    const name = (action) => actionText(game, action, seen);
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const withOpenHands = decision.options.some((option) => option.double_dummy !== null);
    const facts = [
      [t("Chosen"), name(decision.chosen)],
      [t("Best"), name(decision.best)],
      [t("Cost, from what could be seen"), amount(decision.unit, decision.cost)],
    ];
    if (decision.double_dummy_cost !== null && decision.double_dummy_cost !== undefined) {
      facts.push([t("Cost with every hand open"), amount(decision.unit, decision.double_dummy_cost)]);
    }
    const rows = decision.options.map((option) => {
      const chosen = same(option.action, decision.chosen);
      const best = same(option.action, decision.best);
      let label = name(option.action);
      if (chosen) label = t("{option} (chosen)", { option: label });
      else if (best) label = t("{option} (best)", { option: label });
      return h("tr", { class: [chosen ? "chosen" : "", best ? "best" : ""].join(" ").trim() },
        h("th", { scope: "row", text: label }),
        h("td", { text: figure(decision.unit, option.estimate) }),
        withOpenHands ? h("td", { text: figure(decision.unit, option.double_dummy) }) : null);
    });
    return h("section", { class: "decision-view", "data-mark": decision.mark, "aria-labelledby": "decision-title" },
      h("h3", { id: "decision-title" },
        h("span", { text: t("The decision at this step") }), " ",
        h("span", { class: "mark-badge", "data-mark": decision.mark, text: markName(decision.mark) })),
      h("dl", { class: "decision-facts" }, ...facts.flatMap(([term, value]) => [h("dt", { text: term }), h("dd", { text: value })])),
      scrolling(t(UNIT_MEASURES[decision.unit] || ""), h("table", { class: "decision-options" },
        h("caption", { text: t(UNIT_MEASURES[decision.unit] || "") }),
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", text: t("Option") }),
          h("th", { scope: "col", text: t("From what could be seen") }),
          withOpenHands ? h("th", { scope: "col", text: t("With every hand open") }) : null)),
        h("tbody", {}, ...rows))));
  }

  /** A table that may be wider than a phone, in a box that scrolls sideways and that the
   *  keyboard can reach (and scroll) too. */
  function scrolling(label, table) {
    return h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": label }, table);
  }

  // ---------------------------------------------------------------- start

  if (review.seat === null) {
    const label = panel.querySelector("#analysis-seat-label");
    fill(picker, ...review.steps[0].hands.map((_, index) => h("option", { value: index, text: seatName(game, index) })));
    label.hidden = false;
    const named = () => {
      button.textContent = t("Analyse the play of {player}", { player: seatName(game, seat) });
    };
    named();
    picker.addEventListener("change", () => {
      seat = Number(picker.value);
      named();
      take({ state: "none", done: 0, total: 0, decisions: [], analysis: null });
      ask("GET");
    });
  }
  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    say(t("Asking for the analysis…"));
    ask("POST");
  });
  ask("GET");

  /** The mark of the decision taken at step `index`, in words; "" where none is analysed. */
  function markAt(index) {
    const decision = byStep.get(index);
    return decision ? markName(decision.mark) : "";
  }

  return { showStep, markName, markAt };
}
