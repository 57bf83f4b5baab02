// A deal's result as a card: its head (title, subtitle) and its breakdown (the result's
// rows, the Jass teams' table, the settlement per seat), as the table's result panel and
// the review of a deal both show it (`resultInfo` in games.js says what is in it).

import { signed, t } from "./i18n.js";
import { h } from "./dom.js";

/** The card's head: an emblem for the tone, the title (`titleId` its id) and subtitle. */
export function resultHead(info, titleId) {
  return h("div", { class: "result-head" },
    h("span", { class: "result-emblem", "aria-hidden": "true", text: info.tone === "won" ? "★" : info.tone === "lost" ? "✕" : "•" }),
    h("div", {}, h("h2", { id: titleId, text: info.title }), info.subtitle ? h("p", { class: "result-sub", text: info.subtitle }) : null));
}

/** The breakdown under the head; `name(seat)` names each seat of the settlement. */
export function resultBreakdown(info, name) {
  const parts = [];
  if (info.rows.length) {
    parts.push(h("table", { class: "breakdown" }, h("tbody", {}, ...info.rows.map(([label, value]) => h("tr", {}, h("th", { scope: "row", text: label }), h("td", { text: value }))))));
  }
  if (info.teams) {
    parts.push(
      h("table", { class: "breakdown teams" },
        h("thead", {}, h("tr", {}, h("td", {}), h("th", { scope: "col", text: info.teamNames[0] }), h("th", { scope: "col", text: info.teamNames[1] }))),
        h("tbody", {}, ...info.teams.map(([label, us, them], index) => h("tr", { class: index === info.teams.length - 1 ? "total" : "" }, h("th", { scope: "row", text: label }), h("td", { text: String(us) }), h("td", { text: String(them) }))))),
    );
  }
  if (info.scores) {
    parts.push(
      h("div", { class: "settlement" },
        h("h3", { text: t("Settlement") }),
        h("ul", {}, ...info.scores.map((score, seat) => h("li", { class: score > 0 ? "plus" : score < 0 ? "minus" : "zero" },
          h("span", { class: "who", text: name(seat) }),
          h("span", { class: "amount", text: signed(score) }))))),
    );
  }
  return parts;
}
