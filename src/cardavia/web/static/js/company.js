// A table shared by several people, above the felt: the host's invitation link (Copy,
// Share), who has joined and "Start the deal"; "Waiting for the host" for the others; the
// free seats a visitor may take (a name first); the phrases a seated person may send, each
// shown as a bubble by its sender's seat for a few seconds. Leaving asks first.

import { api } from "./api.js";
import { isYou, seatDirection } from "./games.js";
import { list, N_, t } from "./i18n.js";
import { controller, ctx, game, name } from "./context.js";
import { fill, h } from "./dom.js";
import { announce, showMessage } from "./messages.js";
import { playerForm } from "./player.js";

// The phrases by code, as the server knows them (each reader reads them in their language).
const REACTIONS = {
  well_played: N_("Well played!"),
  sorry_partner: N_("Sorry, partner"),
  thanks: N_("Thanks!"),
  one_more: N_("One more?"),
  good_luck: N_("Good luck!"),
  oops: N_("Oops!"),
};
const BUBBLE_MS = 4000;

export function buildCompany() {
  const box = h("section", { id: "company", class: "company", hidden: true, "aria-label": t("Playing together") });
  ctx.ui.company = box;
  return box;
}

export function invitationLink(view) {
  return `${window.location.origin}/join/${view.shared.invitation}`;
}

/** The panel for the view: drawn again only when what it shows has changed. */
export function renderCompany(view) {
  const box = ctx.ui.company;
  const shared = view.shared;
  if (!shared) {
    box.hidden = true;
    return;
  }
  const seated = view.human !== null;
  const taking = !seated && shared.free_seats.length > 0 && !view.match_over;
  // The phrases once this page's stream has begun (a phrase sent before would not come back).
  const reacting = seated && shared.started && ctx.heard;
  const sig = JSON.stringify([view.human, view.seats, shared, taking, reacting, Boolean(ctx.player && ctx.player.name), ctx.seatWanted]);
  if (ctx.sigs.company === sig) return;
  ctx.sigs.company = sig;
  const parts = [];
  if (shared.host && !shared.started) parts.push(inviteBlock(view));
  else if (!shared.started) parts.push(h("p", { class: "company-wait", role: "status", text: t("Waiting for the host to start the deal") }));
  if (taking) parts.push(seatsBlock(view));
  if (reacting) parts.push(reactionsBar());
  // The name form keeps what is typed in it while the table changes around it.
  fill(box, ...parts);
  box.hidden = !parts.length;
}

function inviteBlock(view) {
  const link = invitationLink(view);
  const field = h("input", { id: "invitation-link", class: "invitation-link", type: "text", readonly: true, value: link, "aria-label": t("Invitation link") });
  field.addEventListener("focus", () => field.select());
  const copy = h("button", { type: "button", id: "copy-invitation", class: "secondary", text: t("Copy") });
  copy.addEventListener("click", () => copyLink(field));
  const share = typeof navigator.share === "function" ? h("button", { type: "button", id: "share-invitation", class: "secondary", text: t("Share") }) : null;
  if (share) share.addEventListener("click", () => navigator.share({ title: document.title, url: link }).catch(() => undefined));
  const start = h("button", { type: "button", id: "begin-table", class: "primary", text: t("Start the deal") });
  start.addEventListener("click", () => controller.begin());
  const people = view.seats.map((seat, index) => (isYou(index) ? t("You") : seat && seat.person ? seat.name : null)).filter(Boolean);
  const free = view.shared.free_seats.length;
  return h("div", { class: "company-invite" },
    h("h3", { text: t("Invite people to this table") }),
    h("p", { class: "company-note", text: t("Send this link to the people you want to play with:") }),
    h("div", { class: "invitation-row" }, field, copy, share),
    h("p", { class: "company-joined", id: "company-joined", text: t("At the table: {people}", { people: list(people) }) }),
    free ? h("p", { class: "company-note", text: t("AI players take the seats still free when you start.") }) : null,
    start);
}

async function copyLink(field) {
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    field.select();
    document.execCommand("copy");
  }
  announce(t("The link is copied"));
  const note = ctx.ui.company.querySelector("#copy-invitation");
  if (note) note.textContent = t("Copied");
}

/** A visitor's choice of the free seats, asking for a name first when they have none. */
function seatsBlock(view) {
  const named = Boolean(ctx.player && ctx.player.name);
  const rows = view.shared.free_seats.map((seat) => {
    const take = h("button", { type: "button", class: "primary take-seat", "data-seat": seat, text: t("Take this seat") });
    take.addEventListener("click", () => wantSeat(seat));
    return h("li", { class: "free-seat" }, h("span", { class: "free-seat-where", text: seatWords(view, seat) }), take);
  });
  const block = h("div", { class: "company-seats" }, h("h3", { text: t("Take a free seat") }));
  if (!named && ctx.seatWanted !== null && ctx.seatWanted !== undefined) {
    block.append(h("p", { class: "company-note", text: t("Choose a name first: the others see it at your seat.") }));
    block.append(ctx.nameForm || (ctx.nameForm = playerForm(ctx.player, (player) => {
      ctx.player = player;
      ctx.nameForm = null;
      wantSeat(ctx.seatWanted);
    })));
  }
  block.append(h("ul", { class: "free-seats" }, ...rows));
  return block;
}

/** "Left, partner of Anna": where a free seat is, as the visitor sees the table. */
function seatWords(view, seat) {
  const where = seatDirection(game, seat);
  if (game !== "jass") return where;
  const partner = (seat + 2) % 4;
  return t("{where}, partner of {player}", { where, player: name(partner) });
}

async function wantSeat(seat) {
  ctx.seatWanted = seat;
  if (!ctx.player || !ctx.player.name) {
    renderCompany(ctx.view);
    const input = ctx.ui.company.querySelector(".player-name");
    if (input) input.focus();
    return;
  }
  ctx.seatWanted = null;
  await controller.takeSeat(seat);
}

function reactionsBar() {
  return h("div", { class: "reactions", role: "group", "aria-label": t("Say to the table") },
    ...Object.entries(REACTIONS).map(([phrase, text]) => {
      const button = h("button", { type: "button", class: "reaction", "data-phrase": phrase, text: t(text) });
      button.addEventListener("click", () => sendReaction(phrase, button));
      return button;
    }));
}

async function sendReaction(phrase, button) {
  if (!ctx.id) return;
  button.disabled = true;
  try {
    await api.react(ctx.id, phrase);
  } catch (error) {
    showMessage(error.message);
  } finally {
    setTimeout(() => {
      button.disabled = false;
    }, 1200);
  }
}

/** A reaction from the table's stream: a bubble by the sender's seat, read out too. */
export function showReaction(reaction, redraw) {
  ctx.transient[reaction.seat] = { text: reaction.text, until: Date.now() + BUBBLE_MS, fresh: true };
  announce(t("{player}: {call}", { player: name(reaction.seat), call: reaction.text }));
  redraw();
  setTimeout(redraw, BUBBLE_MS + 100);
}

/** Who has not yet asked for the next deal, by name (you are not among them once you have). */
export function stillToDealOn(view) {
  const waiting = [];
  view.seats.forEach((seat, index) => {
    if (isYou(index)) {
      if (ctx.readyFor !== view.deal_number) waiting.push(t("You"));
    } else if (seat && seat.person && seat.here && seat.ready_for !== view.deal_number) {
      waiting.push(seat.name);
    }
  });
  return waiting;
}

/** Whether the reader may leave: a person holding a seat at a shared table. */
export function canLeave(view) {
  return Boolean(view && view.shared && view.human !== null);
}
