// The score column: the running score sheet (Schafkopf, Skat) or the Jass match to its
// target.

import { dealLine, drawnTeam, jassOpponentsWin, jassTeamName, jassWeWin, seatDirection, teamValue } from "./games.js";
import { moment, number, signed, t, total } from "./i18n.js";
import { ctx, game, name, SETUP } from "./context.js";
import { fill, h } from "./dom.js";
import { matchTarget, money, rulesLine } from "./house-rules.js";

export function renderScores(view) {
  const pad = ctx.ui.side.querySelector(".pad");
  const live = game === "jass" ? view.observation.team_totals || view.scores.totals : view.scores.totals;
  const names = (view.seats || []).map((seat) => (seat ? seat.name : null));
  const sig = JSON.stringify([view.scores, live, view.match_over, names, view.human]);
  if (ctx.sigs.scores === sig) return;
  ctx.sigs.scores = sig;
  if (game === "jass") fill(pad, matchScore(view, live));
  else if (view.scores.list) fill(pad, seegerFabianList(view));
  else fill(pad, scoreSheet(view));
  showNewestDeal(pad);
}

/** A sheet longer than its box shows its newest deal; older ones are scrolled up to. */
function showNewestDeal(pad) {
  for (const scroller of pad.querySelectorAll(".sheet-scroll")) scroller.scrollTop = scroller.scrollHeight;
}

/** "Table started 30 November 2026, 08:52" in the page's language, and the table's house
 * rules when it has any. */
function startedLine(view) {
  const started = h("p", { class: "started", id: "table-started", text: t("Table started {moment}", { moment: moment(view.started_at) }) });
  const rules = rulesLine(game, view.house_rules || {});
  if (!rules) return started;
  return h("div", {}, started, h("p", { class: "started house-rules-line", id: "table-house-rules", text: t("House rules: {rules}", { rules }) }));
}

/** How a score is written on the sheet: in units, or as money at the table's tariff. */
function scoreWriting(view) {
  const cents = (view.house_rules && view.house_rules.tariff_cents) || 0;
  if (!cents) return { delta: signed, sum: total };
  const write = (value) => money(Math.abs(value) * cents);
  return {
    delta: (value) => (value > 0 ? `+${write(value)}` : value < 0 ? `\u2212${write(value)}` : write(0)),
    sum: (value) => (value < 0 ? `\u2212${write(value)}` : write(value)),
  };
}

function scoreSheet(view) {
  const players = SETUP.players;
  const writing = scoreWriting(view);
  const deals = view.scores.deals || [];
  const section = h("section", { id: game === "schafkopf" ? "score-sheet" : "skat-sheet", class: "score-sheet", "aria-labelledby": "score-sheet-title" });
  section.append(h("h2", { id: "score-sheet-title", text: t("Score sheet") }));
  section.append(startedLine(view));
  const bock = bockLine(view);
  if (bock) section.append(bock);
  const head = h("tr", {}, h("th", { scope: "col", text: "#" }), ...Array.from({ length: players }, (_, seat) => {
    const where = seatDirection(game, seat);  // the plate shows it too
    return h("th", { scope: "col", text: name(seat), title: where ? `${name(seat)} · ${where}` : name(seat) });
  }));
  const running = new Array(players).fill(0);
  const rows = deals.flatMap((scores, index) => {
    scores.forEach((score, seat) => {
      running[seat] += score;
    });
    return [
      gameRow(view, index, players + 1),
      h("tr", {},
        dealNumber(view, index),
        ...scores.map((score, seat) => h("td", { class: score > 0 ? "plus" : score < 0 ? "minus" : "zero" },
          h("span", { class: "delta", text: writing.delta(score) }),
          h("span", { class: "running", text: writing.sum(running[seat]) })))),
    ];
  });
  const totals = view.scores.totals || running;
  const foot = h("tr", { class: "total" }, h("th", { scope: "row", text: t("Total") }), ...totals.map((value) => h("td", { text: writing.sum(value) })));
  const table = h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows), h("tfoot", {}, foot));
  if (!rows.length) section.append(h("p", { class: "empty", text: t("No deal finished yet") }));
  section.append(h("div", { class: "sheet-scroll" }, table));
  return section;
}

/** The Seeger-Fabian list (Skat house rule): each player's game points deal by deal, then
 *  50 for each game won and against each lost, 40 for each game another player lost. */
function seegerFabianList(view) {
  const players = SETUP.players;
  const list = view.scores.list;
  const section = h("section", { id: "skat-sheet", class: "score-sheet seeger-fabian", "aria-labelledby": "score-sheet-title" });
  section.append(h("h2", { id: "score-sheet-title", text: t("Seeger-Fabian list") }));
  section.append(startedLine(view));
  const bock = bockLine(view);
  if (bock) section.append(bock);
  const head = h("tr", {}, h("th", { scope: "col", text: "#" }), ...Array.from({ length: players }, (_, seat) => h("th", { scope: "col", text: name(seat) })));
  const running = new Array(players).fill(0);
  const rows = list.entries.flatMap((entries, index) => {
    entries.forEach((points, seat) => {
      running[seat] += points;
    });
    return [
      gameRow(view, index, players + 1),
      h("tr", {}, dealNumber(view, index), ...entries.map((points, seat) => h("td", { class: points > 0 ? "plus" : points < 0 ? "minus" : "zero" },
        h("span", { class: "delta", text: points ? signed(points) : "" }),
        h("span", { class: "running", text: total(running[seat]) })))),
    ];
  });
  const line = (label, values, each) => h("tr", { class: "list-line" }, h("th", { scope: "row", text: label }),
    ...values.map((count) => h("td", { text: count ? `${count} × ${each}` : "" })));
  const foot = [
    h("tr", { class: "list-line" }, h("th", { scope: "row", text: t("Game points") }), ...list.game_points.map((value) => h("td", { text: total(value) }))),
    line(t("Won (+50)"), list.won, 50),
    line(t("Lost (\u221250)"), list.lost, 50),
    line(t("Lost by others (+40)"), list.others_lost, 40),
    h("tr", { class: "total" }, h("th", { scope: "row", text: t("Total") }), ...list.totals.map((value) => h("td", { text: total(value) }))),
  ];
  const table = h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows), h("tfoot", {}, ...foot));
  if (!rows.length) section.append(h("p", { class: "empty", text: t("No deal finished yet") }));
  section.append(h("div", { class: "sheet-scroll" }, table));
  return section;
}

/** Where the Bock rounds stand (Skat house rule): this deal's doubling and the deals to come. */
function bockLine(view) {
  const bock = view.scores.bock;
  if (!bock) return null;
  const parts = [];
  if (bock.deal) parts.push(t("This deal is a Bock deal: its score counts twice"));
  if (bock.owed) parts.push(t("Bock deals to come: {count}", { count: bock.owed }));
  return parts.length ? h("p", { class: "started bock-line", id: "bock-line", text: parts.join(" · ") }) : null;
}

/** A finished deal's number on the sheet, a link to its review (a guided deal is a lesson,
 * not kept to be looked back at). */
function dealNumber(view, index) {
  const number = String(index + 1);
  if (view.guide) return h("th", { scope: "row", text: number });
  const href = `/tables/${encodeURIComponent(view.id)}/deals/${number}`;
  return h("th", { scope: "row" }, h("a", { class: "deal-review", href, "aria-label": t("Review deal {number}", { number: index + 1 }), text: number }));
}

/** The line above a deal's scores on the sheet: its game and who played it. */
function gameRow(view, index, columns) {
  const result = (view.scores.results || [])[index];
  return h("tr", { class: "deal-game" }, h("td", { colspan: String(columns), text: result ? dealLine(game, result) : "" }));
}

function matchScore(view, live) {
  const section = h("section", { id: "match-score", class: "match-score", "aria-labelledby": "match-score-title" });
  const target = matchTarget(view);
  section.append(h("h2", { id: "match-score-title", text: t("Match to {target}", { target: number(target) }) }));
  section.append(startedLine(view));
  for (const team of [0, 1]) {
    const value = teamValue(live, team) || 0;
    const share = Math.min(100, (value / target) * 100);
    section.append(
      h("div", { class: "team-score", "data-team": team },
        h("div", { class: "team-line" }, h("span", { class: "team-name", text: jassTeamName(team) }), h("span", { class: "team-total", text: `${number(value)} / ${number(target)}` })),
        h("div", { class: "track", role: "progressbar", "aria-label": jassTeamName(team), "aria-valuemin": "0", "aria-valuemax": String(target), "aria-valuenow": String(value) },
          h("div", { class: "fill", style: `width: ${share.toFixed(1)}%` }),
          h("i", { class: "schneider-mark", title: t("{half}: below this a losing team is Schneider", { half: number(target / 2) }) }))),
    );
  }
  const deals = view.scores.deals || [];
  if (deals.length) {
    const running = [0, 0];
    const rows = deals.flatMap((teams, index) => {
      const scores = [teamValue(teams, 0), teamValue(teams, 1)];  // yours first
      running[0] += scores[0];
      running[1] += scores[1];
      return [
        gameRow(view, index, 3),
        h("tr", {}, dealNumber(view, index),
          h("td", {}, h("span", { class: "delta", text: `+${scores[0]}` }), h("span", { class: "running", text: String(running[0]) })),
          h("td", {}, h("span", { class: "delta", text: `+${scores[1]}` }), h("span", { class: "running", text: String(running[1]) }))),
      ];
    });
    section.append(h("div", { class: "sheet-scroll" },
      h("table", { class: "deal-list" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Deal") }), teamHead(view, 0, t("Us")), teamHead(view, 1, t("Them")))),
        h("tbody", {}, ...rows))));
  } else {
    section.append(h("p", { class: "empty", text: t("No deal finished yet") }));
  }
  if (view.match_over) {
    const decided = drawnTeam(view.observation.winner);
    const winner = decided === 0 || decided === 1 ? decided : teamValue(live, 0) >= teamValue(live, 1) ? 0 : 1;
    section.append(h("p", { class: `match-over ${winner === 0 ? "plus" : "minus"}`, text: winner === 0 ? jassWeWin() : jassOpponentsWin() }));
  }
  return section;
}

/** A team's column: "Us" and "Them" at your own table; at a shared one, who plays in it. */
function teamHead(view, team, short) {
  const names = jassTeamName(team);
  return h("th", { scope: "col", title: names, text: view.shared ? names : short });
}
