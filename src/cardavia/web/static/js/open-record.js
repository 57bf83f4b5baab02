// The "Open a deal record" page: a record file chosen or dropped here is read in the browser
// and sent as it was written to the server, which checks every action (as `cardavia replay`
// does) and keeps the finished deal for the reader; the browser then goes to its review.
// A file the server refuses is refused in its words, and nothing is kept.

import { send } from "./api.js";
import { t } from "./i18n.js";

const page = document.getElementById("open-record");
const drop = document.getElementById("record-drop");
const fileInput = document.getElementById("record-file");
const message = document.getElementById("record-message");
const LARGEST = Number(page.dataset.largestBytes);
const LARGEST_MB = Number(page.dataset.largestMb);

/** Counts the files opened: an answer about an earlier one is not shown over a later one. */
let opening = 0;

function say(text, refused) {
  message.textContent = text;
  message.hidden = !text;
  message.dataset.refused = refused ? "true" : "false";
}

async function open(file) {
  const run = ++opening;
  if (file.size > LARGEST) {
    say(t("A record file of at most {limit} MB can be opened: this one is larger", { limit: LARGEST_MB }), true);
    return;
  }
  say(t("Opening the record…"), false);
  let text;
  try {
    text = await file.text();
  } catch {
    say(t("This file could not be read: open it again"), true);
    return;
  }
  try {
    const opened = await send("POST", "/api/deals", text);
    if (run === opening) window.location.assign(opened.url);
  } catch (error) {
    if (run === opening) say(error.message, true);
  }
}

fileInput.addEventListener("change", () => {
  const file = fileInput.files && fileInput.files[0];
  if (file) open(file);
});

// A file dragged onto the form is opened as if chosen; the page around it ignores drops, so
// that a file that misses the form is not opened by the browser in place of the page.
for (const kind of ["dragover", "drop"]) {
  document.addEventListener(kind, (event) => event.preventDefault());
}
drop.addEventListener("dragenter", () => drop.classList.add("dragging"));
drop.addEventListener("dragleave", (event) => {
  if (!drop.contains(event.relatedTarget)) drop.classList.remove("dragging");
});
drop.addEventListener("drop", (event) => {
  drop.classList.remove("dragging");
  const file = event.dataTransfer && event.dataTransfer.files[0];
  if (file) open(file);
});
drop.addEventListener("submit", (event) => event.preventDefault());
