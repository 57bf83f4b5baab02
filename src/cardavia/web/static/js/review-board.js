// The review's table at one step of the deal: every seat with its hand open, the trick in
// the middle, the skat or the two cards put away, the contract box, and at the end the
// result as the table's result panel gives it. The words are the table's own (games.js).

import { cardName } from "./cards.js";
import { contractInfo, isYou, positionOf, resultInfo, seatName, setup, weisText } from "./games.js";
import { t, tp } from "./i18n.js";
import { fill, h } from "./dom.js";
import { resultBreakdown, resultHead } from "./result-card.js";

/** Draws step `index` of `review` into the page's board. */
export function drawBoard(review, index) {
  const step = review.steps[index];
  const last = index === review.steps.length - 1;
  fill(document.getElementById("review-contract"), contractBox(review, step, last));
  const felt = document.getElementById("review-felt");
  const players = setup(review.game).players;
  const seats = Array.from({ length: players }, (_, seat) => seatBox(review, step, seat));
  fill(felt, ...seats, middle(review, step));
  const result = document.getElementById("review-result");
  if (last) fill(result, ...resultCard(review));
  result.hidden = !last;
}

/** The observation of a step as the table's own functions read it, the reader's seat in it. */
export function stepObservation(review, step) {
  return { ...step.observation, seat: review.seat };
}

// ------------------------------------------------------------------ cards

function picture(review, code, label, className) {
  const name = label || cardName(code, review.pack.swiss);
  return h("img", {
    class: className,
    src: `${review.pack.art}${code}.svg`,
    alt: name,
    title: name,
    width: 60,
    height: 94,
    draggable: "false",
  });
}

// ------------------------------------------------------------------ seats

function seatBox(review, step, seat) {
  const game = review.game;
  const o = step.observation;
  const name = seatName(game, seat);
  const roles = [];
  if (seat === review.dealer) roles.push(t("Dealer"));
  if (o.contract && o.declarer === seat) roles.push(t("Declarer"));
  if (game === "schafkopf" && o.partner === seat) roles.push(t("Partner"));
  const facts = [step.taken[seat] === 1 ? t("1 trick") : t("{count} tricks", { count: step.taken[seat] })];
  if (step.points) facts.push(tp("{count} card point", "{count} card points", step.points[seat], { count: step.points[seat] }));
  const announced = o.announcements && o.announcements[seat];
  if (announced) facts.push(t("Weis: {weis}", { weis: weisText(announced) }));
  const moving = step.to_move === seat;
  const cards = step.hands[seat];
  return h("section", { class: `review-seat${moving ? " to-move" : ""}`, "data-pos": positionOf(game, seat), "data-seat": seat, "aria-label": name },
    h("h3", { class: "seat-name" }, h("span", { text: name }),
      ...roles.map((role) => h("span", { class: "seat-role", text: role })),
      moving ? h("span", { class: "seat-role turn", text: t("to move") }) : null),
    h("p", { class: "seat-facts", text: facts.join(" · ") }),
    cards.length
      ? h("ul", { class: "review-hand", "aria-label": isYou(seat) ? t("Your hand") : t("{player}'s open hand", { player: name }) },
        ...cards.map((code) => h("li", {}, picture(review, code, null, "review-card"))))
      : null,
  );
}

// ------------------------------------------------------------------ the middle

function middle(review, step) {
  const parts = [trick(review, step), trickCaption(review, step)];
  if (step.aside && step.aside.cards.length) {
    const label = step.aside.put_away ? t("Put away by the declarer") : t("The skat");
    parts.push(h("div", { class: "review-aside", role: "group", "aria-label": label },
      h("p", { class: "aside-label", text: label }),
      ...step.aside.cards.map((code) => picture(review, code, null, "review-card"))));
  }
  return h("div", { class: "review-middle" }, ...parts);
}

function trick(review, step) {
  const game = review.game;
  const players = setup(game).players;
  const { leader, cards, winner } = step.trick;
  const slots = cards.map((code, place) => {
    const seat = (leader + place) % players;
    const label = t("{player}: {card}", { player: seatName(game, seat), card: cardName(code, review.pack.swiss) });
    return h("div", { class: `trick-slot${seat === winner ? " winner" : ""}`, "data-pos": positionOf(game, seat) },
      picture(review, code, label, "review-card"));
  });
  return h("div", { class: "review-trick", role: "group", "aria-label": t("Trick") }, ...slots);
}

/** Who took the trick, once it is complete. */
function trickCaption(review, step) {
  const winner = step.trick.winner;
  let caption = "";
  if (winner !== null && winner !== undefined) {
    caption = isYou(winner) ? t("You win the trick") : t("{player} wins the trick", { player: seatName(review.game, winner) });
  }
  return h("p", { class: "trick-caption", text: caption });
}

// ------------------------------------------------------------------ contract and result

function contractBox(review, step, last) {
  const view = { game: review.game, observation: stepObservation(review, step), result: last ? review.result : null };
  const info = contractInfo(view);
  if (!info.title && !info.lines.length) return null;
  return h("div", { class: "contract" },
    h("p", { class: "contract-title" }, h("strong", { text: info.title }), info.badge ? h("span", { class: "contract-badge", text: info.badge }) : null),
    info.lines.length ? h("ul", { class: "contract-lines" }, ...info.lines.map((line) => h("li", { text: line }))) : null);
}

/** The result at the end of the deal, as the table's result panel words it. */
function resultCard(review) {
  const final = review.steps[review.steps.length - 1];
  const view = {
    game: review.game,
    result: review.result,
    observation: { ...stepObservation(review, final), tricks: review.tricks },
    scores: { deals: [review.scores], totals: final.observation.team_totals || [] },
  };
  const info = resultInfo(view);
  return [
    h("div", { class: "result-card", "data-tone": info.tone },
      resultHead(info, "review-result-title"),
      ...resultBreakdown(info, (seat) => seatName(review.game, seat))),
  ];
}
