// The "Check a deal" page: a deal the server drew, fetched from its table or read from a
// record file the reader opens, and two checks of its seed. The first, that the seed's
// SHA-256 is the commitment shown before the deal, is computed here in the browser, so
// that nobody need trust the server for it; the second, that the seed deals exactly the
// recorded hands, is asked of the server (what `cardavia verify` answers offline).

import { call } from "./api.js";
import { fill, h } from "./dom.js";
import { t } from "./i18n.js";

const SEED = /^[0-9a-f]{64}$/;
const RECORD_FORMAT = "cardavia-deal/1";
const LARGEST_RECORD = 64 * 1024; // the server refuses a larger request
const GAMES = readJson("verify-games");

const page = document.getElementById("verify");
const form = document.getElementById("verify-form");
const seedInput = document.getElementById("seed-input");
const fileInput = document.getElementById("record-file");
const message = document.getElementById("verify-message");
const deal = document.getElementById("verify-deal");
const checks = {
  commitment: document.getElementById("check-commitment"),
  cards: document.getElementById("check-cards"),
};
const VERDICTS = {
  passed: "Passed",
  failed: "Failed",
  checking: "Checking…",
  pending: "Not checked",
  unknown: "Not checked",
};

/** The record being checked and the name it is (or would be) saved under. */
let opened = null;
/** Counts the checks started: an answer to an earlier one is not shown over a later one. */
let checking = 0;

function readJson(id) {
  try {
    return JSON.parse(document.getElementById(id).textContent) || {};
  } catch {
    return {};
  }
}

function say(text) {
  message.textContent = text;
  message.hidden = !text;
}

// ------------------------------------------------------------------ the record

async function openTableDeal(table, number) {
  const base = `/api/tables/${encodeURIComponent(table)}`;
  let record;
  try {
    record = await call("GET", `${base}/deals/${number}/record`);
  } catch (error) {
    say(refusal(error));
    return;
  }
  const fileName = `cardavia-deal-${table.replace(/[^\w-]/g, "")}-${number}.json`;
  open(record, fileName, await tablePack(base), true);
}

function refusal(error) {
  if (error.status === 409) {
    return t("This deal is still being played: its seed is revealed when it ends. Come back then.");
  }
  if (error.status === 404) return t("There is no such deal at this table.");
  return error.message;
}

/** The pack the table is dealt from, to draw its cards as the players saw them. */
async function tablePack(base) {
  try {
    return (await call("GET", base)).pack;
  } catch {
    return null;
  }
}

async function openFile() {
  const file = fileInput.files && fileInput.files[0];
  if (!file) return;
  if (file.size > LARGEST_RECORD) {
    refuse(t("This file is too large to be a deal record."));
    return;
  }
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch {
    refuse(t("This file is not JSON. Open the record you downloaded (cardavia-deal-….json)."));
    return;
  }
  seedInput.value = "";
  open(record, file.name, null, false);
}

function refuse(text) {
  opened = null;
  deal.hidden = true;
  say(text);
}

function isRecord(record) {
  return (
    record !== null &&
    typeof record === "object" &&
    record.format === RECORD_FORMAT &&
    Object.prototype.hasOwnProperty.call(GAMES, record.game) &&
    Number.isInteger(record.dealer) &&
    Array.isArray(record.hands) &&
    record.hands.every((hand) => Array.isArray(hand) && hand.every((card) => typeof card === "string"))
  );
}

function open(record, fileName, pack, downloadable) {
  if (!isRecord(record)) {
    refuse(t("This file is not a Cardavia deal record."));
    return;
  }
  if (typeof record.commitment !== "string") {
    refuse(t("This deal was not drawn by the server: it has no commitment to check."));
    return;
  }
  opened = { record, fileName };
  say("");
  showDeal(record, pack);
  offerDownload(downloadable ? record : null, fileName);
  if (typeof record.seed === "string" && !seedInput.value) seedInput.value = record.seed;
  form.hidden = false;
  deal.hidden = false;
  showCommands(fileName, seedInput.value.trim());
  for (const element of Object.values(checks)) mark(element, "pending");
  if (seedInput.value) check();
}

function offerDownload(record, fileName) {
  const link = document.getElementById("download");
  if (link.href) URL.revokeObjectURL(link.href);
  link.hidden = !record;
  if (!record) return;
  const text = `${JSON.stringify(record, null, 2)}\n`;
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = fileName;
}

/** The offline commands, with this record's file name and the seed filled in. */
function showCommands(fileName, seed) {
  for (const slot of page.querySelectorAll(".record-slot")) slot.textContent = fileName || "RECORD.json";
  for (const slot of page.querySelectorAll(".seed-slot")) slot.textContent = seed || "SEED";
}

// ------------------------------------------------------------------ the deal

function showDeal(record, packId) {
  const game = GAMES[record.game];
  const pack = game.packs[packId] || game.packs[game.default];
  document.getElementById("fact-game").textContent = game.name;
  document.getElementById("fact-commitment").textContent = record.commitment;
  document.getElementById("fact-seed").textContent = typeof record.seed === "string" ? record.seed : "—";
  const hands = record.hands.map((cards, seat) =>
    dealt(t("Seat {seat}", { seat }), cards, pack, seat === record.dealer),
  );
  if (Array.isArray(record.skat)) hands.push(dealt(t("The skat"), record.skat, pack, false));
  fill(document.getElementById("hands"), hands);
}

function dealt(label, cards, pack, dealer) {
  return h(
    "section",
    { class: "dealt" },
    h("h3", {}, label, dealer ? h("span", { class: "dealer-mark" }, t("Dealer")) : null),
    h("ul", { class: "dealt-cards" }, cards.map((code) => h("li", {}, picture(String(code), pack)))),
  );
}

/** The card in the table's pack; a code the pack does not know as written in the record. */
function picture(code, pack) {
  const name = pack.names[code];
  if (!name) return h("span", { class: "unknown-card" }, code);
  return h("img", { src: `${pack.art}${code}.svg`, alt: name, title: name, width: 60, height: 94 });
}

// ------------------------------------------------------------------ the checks

async function check() {
  if (!opened) {
    say(t("Open a deal record first."));
    return;
  }
  const seed = seedInput.value.trim();
  const run = ++checking;
  if (!SEED.test(seed)) {
    say(t("A seed is 64 lowercase hexadecimal digits (0-9, a-f)."));
    for (const element of Object.values(checks)) mark(element, "pending");
    return;
  }
  say("");
  showCommands(opened.fileName, seed);
  for (const element of Object.values(checks)) mark(element, "checking");
  const { record } = opened;
  const digest = await sha256(seed);
  if (run !== checking) return;
  checkCommitment(record.commitment, digest);
  const cards = await checkCards(record, seed, digest);
  if (run !== checking) return;
  mark(checks.cards, ...cards);
}

/** The SHA-256 of the seed's ASCII characters as 64 hexadecimal digits; null where the
 *  browser offers no SHA-256 (only pages served over HTTPS, or from this computer, may). */
async function sha256(text) {
  if (!window.crypto || !window.crypto.subtle) return null;
  const digest = await window.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function checkCommitment(commitment, digest) {
  if (!SEED.test(commitment)) {
    mark(checks.commitment, "failed", t("The record's commitment is not a SHA-256 digest (64 hexadecimal digits)."));
  } else if (digest === null) {
    mark(checks.commitment, "unknown", t("Your browser computes SHA-256 only on pages served over HTTPS: check it with the command below."));
  } else if (digest === commitment) {
    mark(checks.commitment, "passed");
  } else {
    mark(checks.commitment, "failed", t("The seed's SHA-256 is {digest}, but the commitment is {commitment}.", { digest, commitment }));
  }
}

/** The server's verdict on the cards alone: it is asked with the seed's own SHA-256 as the
 *  commitment (the commitment is the first check's), so that a wrong seed fails here for
 *  the hands it deals. */
async function checkCards(record, seed, digest) {
  const asked = digest === null ? record : { ...record, commitment: digest };
  try {
    const verdict = await call("POST", "/api/verify", { record: asked, seed });
    return verdict.ok ? ["passed"] : ["failed", t("What differs:"), verdict.problems];
  } catch (error) {
    return ["unknown", t("The server could not check it: {reason}", { reason: error.message })];
  }
}

function mark(element, state, detail = "", problems = []) {
  element.dataset.state = state;
  element.querySelector(".check-verdict").textContent = t(VERDICTS[state]);
  element.querySelector(".check-detail").textContent = detail;
  const list = element.querySelector(".check-problems");
  if (list) fill(list, problems.map((problem) => h("li", { lang: "en" }, problem)));
}

// ------------------------------------------------------------------ start

form.addEventListener("submit", (event) => {
  event.preventDefault();
  check();
});
if (fileInput) fileInput.addEventListener("change", openFile);
if (page.dataset.table) openTableDeal(page.dataset.table, page.dataset.deal);
