// The review of a finished deal: the table at each step, from the cards as dealt to the
// last card, every hand open. Forward and back by the buttons, the arrow keys (Home and
// End to the start and the end), the slider or the list of steps, all kept in step; each
// step is said to screen readers. The analysis panel (review-analysis.js) marks the
// reader's decisions on the steps they were taken at.

import { callText, isYou, seatName, seatPeople } from "./games.js";
import { cardName } from "./cards.js";
import { moment, t, tp } from "./i18n.js";
import { fill, h } from "./dom.js";
import { drawBoard, stepObservation } from "./review-board.js";
import { setupAnalysis } from "./review-analysis.js";
import { installShare } from "./share.js";

const review = readJson("review-data");
const last = review.steps.length - 1;
const slider = document.getElementById("step-slider");
const list = document.getElementById("step-list");
const said = document.getElementById("review-said");
const buttons = {
  first: document.getElementById("step-first"),
  back: document.getElementById("step-back"),
  forward: document.getElementById("step-forward"),
  last: document.getElementById("step-last"),
};

let current = 0;
let analysis = null;

function readJson(id) {
  return JSON.parse(document.getElementById(id).textContent);
}

// ------------------------------------------------------------------ words

/** What happened at step `index`, in the table's own words. */
function stepText(index) {
  const step = review.steps[index];
  const game = review.game;
  if (step.seat === null) {
    return isYou(review.dealer)
      ? t("The cards as dealt: you deal")
      : t("The cards as dealt: {player} deals", { player: seatName(game, review.dealer) });
  }
  const player = seatName(game, step.seat);
  const action = step.action;
  let text;
  if ("play" in action) {
    const card = cardName(action.play, review.pack.swiss);
    text = isYou(step.seat) ? t("You play the {card}", { card }) : t("{player} plays the {card}", { player, card });
  } else if ("discard" in action) {
    const cards = action.discard.map((code) => cardName(code, review.pack.swiss)).join(", ");
    text = isYou(step.seat) ? t("You put away {cards}", { cards }) : t("{player} puts away {cards}", { player, cards });
  } else {
    text = t("{player}: {call}", { player, call: callText(game, { seat: step.seat, ...action }, stepObservation(review, step)) });
  }
  const taker = trickTaken(index);
  return taker ? `${text}. ${taker}` : text;
}

/** Who took the trick step `index` completed, with its card points where they count. */
function trickTaken(index) {
  const step = review.steps[index];
  const winner = step.trick.winner;
  if (winner === null || winner === undefined) return "";
  const before = review.steps[index - 1];
  const player = seatName(review.game, winner);
  if (step.points && before.points) {
    const count = step.points[winner] - before.points[winner];
    return isYou(winner)
      ? tp("You take the trick, {count} point", "You take the trick, {count} points", count, { count })
      : tp("{player} takes the trick, {count} point", "{player} takes the trick, {count} points", count, { player, count });
  }
  return isYou(winner) ? t("You win the trick") : t("{player} wins the trick", { player });
}

/** The number of the trick whose first card step `index` plays; 0 for any other step. */
function trickStarted(index) {
  const step = review.steps[index];
  if (!step.action || !("play" in step.action) || step.trick.cards.length !== 1) return 0;
  return step.taken.reduce((sum, count) => sum + count, 0) + 1;
}

function stepNumber(index) {
  return t("Step {number} of {count}", { number: index, count: last });
}

// ------------------------------------------------------------------ the list of steps

function drawList() {
  const items = review.steps.map((_, index) => {
    const trickNumber = trickStarted(index);
    const go = h("button", { type: "button", class: "step-link", "data-step": index, text: stepText(index) });
    go.addEventListener("click", () => show(index));
    return h("li", { class: trickNumber ? "trick-start" : "", "data-step": index },
      trickNumber ? h("span", { class: "trick-number", text: t("Trick {number}", { number: trickNumber }) }) : null,
      go,
      h("span", { class: "step-mark", hidden: true }));
  });
  fill(list, ...items);
}

/** Marks the steps of the analysed decisions: {step index: decision JSON}. */
function markSteps(byStep) {
  for (const item of list.children) {
    const decision = byStep.get(Number(item.dataset.step));
    const mark = item.querySelector(".step-mark");
    if (decision) {
      item.dataset.mark = decision.mark;
      mark.textContent = analysis.markName(decision.mark);
      mark.hidden = false;
    } else {
      delete item.dataset.mark;
      mark.hidden = true;
    }
  }
}

// ------------------------------------------------------------------ moving

function show(index, { fromSlider = false } = {}) {
  const wanted = Math.max(0, Math.min(last, index));
  current = wanted;
  drawBoard(review, wanted);
  if (!fromSlider) slider.value = String(wanted);
  const text = stepText(wanted);
  slider.setAttribute("aria-valuetext", `${stepNumber(wanted)}: ${text}`);
  const mark = analysis ? analysis.markAt(wanted) : "";
  said.textContent = `${stepNumber(wanted)}. ${text}${mark ? ` (${mark})` : ""}`;
  for (const item of list.children) {
    const link = item.querySelector(".step-link");
    if (Number(item.dataset.step) === wanted) {
      link.setAttribute("aria-current", "step");
      item.classList.add("current");
      keepInView(item);
    } else {
      link.removeAttribute("aria-current");
      item.classList.remove("current");
    }
  }
  buttons.first.setAttribute("aria-disabled", String(wanted === 0));
  buttons.back.setAttribute("aria-disabled", String(wanted === 0));
  buttons.forward.setAttribute("aria-disabled", String(wanted === last));
  buttons.last.setAttribute("aria-disabled", String(wanted === last));
  if (analysis) analysis.showStep(wanted);
}

/** The list scrolls (not the page) to keep the current step in sight. */
function keepInView(item) {
  const box = list.getBoundingClientRect();
  const row = item.getBoundingClientRect();
  if (row.top < box.top) list.scrollTop -= box.top - row.top;
  else if (row.bottom > box.bottom) list.scrollTop += row.bottom - box.bottom;
}

const KEYS = { ArrowLeft: () => current - 1, ArrowRight: () => current + 1, Home: () => 0, End: () => last };

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!(event.key in KEYS)) return;
  // The slider and the form fields move by these keys themselves.
  if (event.target instanceof Element && event.target.closest("input, select, textarea")) return;
  event.preventDefault();
  show(KEYS[event.key]());
}

// ------------------------------------------------------------------ start

function start() {
  seatPeople(review.seats, review.seat);
  const finished = document.getElementById("review-finished");
  if (finished) finished.textContent = moment(review.finished_at);
  drawList();
  buttons.first.addEventListener("click", () => show(0));
  buttons.back.addEventListener("click", () => show(current - 1));
  buttons.forward.addEventListener("click", () => show(current + 1));
  buttons.last.addEventListener("click", () => show(last));
  slider.addEventListener("input", () => show(slider.valueAsNumber, { fromSlider: true }));
  document.addEventListener("keydown", onKey);
  const panel = document.getElementById("review-analysis");
  if (panel) analysis = setupAnalysis(review, panel, { marked: markSteps, stepText });
  if (review.mine && review.id) installShare(document.getElementById("review-tools"), review.id);
  show(0);
  document.getElementById("review").dataset.state = "ready";
}

start();
