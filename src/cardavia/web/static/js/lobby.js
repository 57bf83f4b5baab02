// The home page's "Play together": who you are, the form that starts a shared table (then
// its invitation page), and the open tables anybody may join, renewed every few seconds.

import { api, ApiError } from "./api.js";
import { h, fill } from "./dom.js";
import { t, tc, tp } from "./i18n.js";
import { lastRules, readFieldset, rememberRules, rulesFieldset } from "./house-rules.js";
import { playerForm } from "./player.js";

const RENEW_MS = 10000;
const LEVELS = { easy: () => t("Easy"), normal: () => tc("ai-level", "Normal"), strong: () => t("Strong") };

const section = document.getElementById("play-together");
const form = document.getElementById("shared-table-form");
let names = { games: {}, packs: {} };

async function boot() {
  if (!section || !form) return;
  try {
    names = JSON.parse(document.getElementById("lobby-names").textContent);
  } catch {
    // The list then shows the games' and packs' ids.
  }
  const game = form.elements.game;
  game.addEventListener("change", () => showGame(game.value));
  showGame(game.value);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    startTable();
  });
  renewOpenTables();
  setInterval(renewOpenTables, RENEW_MS);
  let player = { name: null, look: null };
  try {
    player = await api.me();
  } catch {
    // Not known yet: the form starts empty.
  }
  const slot = document.getElementById("player-slot");
  const saved = h("p", { class: "player-saved", role: "status" });
  fill(slot, playerForm(player, (answer) => {
    saved.textContent = t("Saved: you play as {name}", { name: answer.name });
  }), saved);
}

/** The packs and seats of the chosen game only. */
function showGame(game) {
  const pack = form.elements.pack;
  let first = null;
  for (const option of pack.options) {
    option.hidden = option.dataset.game !== game;
    option.disabled = option.hidden;
    if (!option.hidden && !first) first = option;
  }
  if (pack.selectedOptions[0] && pack.selectedOptions[0].hidden && first) pack.value = first.value;
  for (const seats of form.querySelectorAll(".shared-seats")) {
    const shown = seats.dataset.game === game;
    seats.hidden = !shown;
    seats.disabled = !shown;
  }
  fill(document.getElementById("shared-house-rules"), rulesFieldset(game, lastRules(game), "shared"));
}

async function startTable() {
  const problem = form.querySelector(".shared-problem");
  const button = form.querySelector("button[type=submit]");
  const game = form.elements.game.value;
  const seats = [...form.querySelectorAll(`.shared-seats[data-game="${game}"] input:checked`)].map((box) => Number(box.value));
  const turn = form.elements.turn.value;
  const rules = readFieldset(form.querySelector(".house-rules"));
  button.disabled = true;
  try {
    const view = await api.startShared(game, form.elements.pack.value, form.elements.level.value, {
      open_seats: seats,
      public: form.querySelector("input[name=public]:checked").value === "1",
      turn_seconds: turn ? Number(turn) : null,
    }, rules);
    rememberRules(game, rules);
    window.location.assign(`/join/${encodeURIComponent(view.shared.invitation)}`);
  } catch (error) {
    problem.textContent = error.message;
    problem.hidden = false;
    const name = section.querySelector(".player-name");
    if (error instanceof ApiError && error.status === 400 && name && !name.value.trim()) name.focus();
  } finally {
    button.disabled = false;
  }
}

async function renewOpenTables() {
  const list = document.getElementById("open-tables");
  const none = document.getElementById("no-open-tables");
  let tables;
  try {
    tables = await api.openTables();
  } catch {
    return; // the next renewal tries again
  }
  fill(list, ...tables.map(openTable));
  none.hidden = tables.length > 0;
}

function openTable(table) {
  const free = table.free_seats.length;
  const level = LEVELS[table.level] ? LEVELS[table.level]() : table.level;
  return h("li", { class: "open-table", "data-invitation": table.invitation },
    h("span", { class: "open-table-game", text: `${names.games[table.game] || table.game} · ${names.packs[table.pack] || table.pack}` }),
    h("span", { class: "open-table-line", text: t("AI level: {level}", { level }) }),
    h("span", { class: "open-table-line", text: t("Host: {name}", { name: table.host || "—" }) }),
    h("span", { class: "open-table-line", text: tp("{count} seat free", "{count} seats free", free, { count: free }) }),
    h("span", { class: "open-table-state", text: table.started ? t("Playing") : t("Waiting to start") }),
    h("a", { class: "button open-table-join", href: `/join/${encodeURIComponent(table.invitation)}`, text: t("Join") }));
}

boot().catch((error) => console.error(error)); // eslint-disable-line no-console
