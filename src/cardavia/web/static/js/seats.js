// The seats around the table: name plates, chips, turn and tricks won, the other players'
// card backs (or a Skat Ouvert hand), speech bubbles and shown Weis.

import { cardBack, cardElement } from "./cards.js";
import { avatarSvg } from "./avatar.js";
import { callText, isYou, jassTeam, placeOf, positionOf, seatDirection, seatPerson, weisText } from "./games.js";
import { t } from "./i18n.js";
import { ctx, game, name, SETUP, yourTurnShown } from "./context.js";
import { animate, fill, h } from "./dom.js";
import { announce } from "./messages.js";

// The arrow on an AI player's avatar points to where the seat sits; its name and the
// direction in words are on the plate (the direction's words only where there is room).
const POINTERS = { left: "←", top: "↑", right: "→" };

export function buildSeat(seat) {
  const position = positionOf(game, seat);
  const bottom = position === "bottom";
  const avatar = isYou(seat)
    ? h("span", { class: "avatar", "aria-hidden": "true", text: "★" })
    : h("span", { class: "avatar", "aria-hidden": "true" }, h("span", { class: "pointer", text: POINTERS[position] || "•" }));
  const plate = h(
    "div",
    { class: "plate" },
    avatar,
    h(
      "span",
      { class: "plate-text" },
      h("span", { class: "seat-name" },
        h("span", { class: "who", text: name(seat) }),
        h("span", { class: "host-mark", hidden: true, text: t("(host)") }),
        bottom ? null : h("span", { class: "seat-where", text: seatDirection(game, seat) })),
      h("span", { class: "seat-sub" }),
      h("span", { class: "stand-in", hidden: true }),
    ),
  );
  const element = h(
    "section",
    { class: `seat seat-${position}`, "data-seat": seat, "data-pos": position, role: "group", "aria-label": seatLabel(seat) },
    plate,
    h("div", { class: "chips" }),
    bottom ? null : h("div", { class: "backs", "aria-hidden": "true" }),
    h("div", { class: "bubble", hidden: true }),
    h("div", { class: "weis-show", hidden: true }),
  );
  if (game === "jass") element.dataset.team = String(jassTeam(seat));
  return element;
}

/** The seats drawn afresh around the reader's: the others before the middle in play
 * order, the bottom seat after it (the order a screen reader reads them in). */
export function placeSeats() {
  for (const element of ctx.ui.seats) element.remove();
  const seats = Array.from({ length: SETUP.players }, (_, seat) => buildSeat(seat));
  const byPlace = [...seats].sort((a, b) => placeOf(game, Number(a.dataset.seat)) - placeOf(game, Number(b.dataset.seat)));
  ctx.ui.centreBox.before(...byPlace.slice(1));
  ctx.ui.centreBox.after(byPlace[0]);
  ctx.ui.seats = seats;
}

/** "Sepp, Left": whom a screen reader hears at the seat, with where the seat is. */
function seatLabel(seat) {
  const where = seatDirection(game, seat);
  return where ? `${name(seat)}, ${where}` : name(seat);
}

/** The players' names and drawn avatars on their plates, once the view names them; a
 * person's seat says when they host the table. */
export function nameSeats() {
  for (let seat = 0; seat < SETUP.players; seat += 1) {
    if (isYou(seat)) continue;
    const element = ctx.ui.seats[seat];
    const person = seatPerson(seat);
    element.querySelector(".who").textContent = name(seat);
    element.querySelector(".host-mark").hidden = !(person && person.host);
    element.classList.toggle("person", Boolean(person && person.person));
    element.setAttribute("aria-label", seatLabel(seat));
    const avatar = element.querySelector(".avatar");
    fill(avatar, person ? avatarSvg(person.look) : null, avatar.querySelector(".pointer"));
    avatar.classList.toggle("drawn", Boolean(person));
  }
}

function cardsLeft(view, seat) {
  const o = view.observation;
  if (isYou(seat)) return view.hand.length;
  let count = SETUP.handSize;
  for (const entry of o.history) {
    if (entry.seat !== seat) continue;
    if ("play" in entry) count -= 1;
    else if ("pickup" in entry) count += 2;
    else if ("discard" in entry) count -= 2;
  }
  return Math.max(0, count);
}

function callsVisible(o) {
  return !o.history.some((entry) => "play" in entry);
}

export function renderSeats(view, previous, fresh) {
  const o = view.observation;
  const inPlay = o.phase === "play" || o.phase === "over";
  const wonTricks = new Array(SETUP.players).fill(0);
  for (const trick of o.tricks || []) wonTricks[trick.winner] += 1;
  const lastCall = new Array(SETUP.players).fill(null);
  for (const entry of o.history) if (!("play" in entry)) lastCall[entry.seat] = entry;
  const freshCalls = new Set(fresh.filter((entry) => !("play" in entry)).map((entry) => entry.seat));
  const now = Date.now();
  const freshTransient = new Set();
  const flash = (seat, text) => {
    ctx.transient[seat] = { text, until: now + 2600 };
    freshTransient.add(seat);
    setTimeout(() => {
      if (ctx.view) renderSeats(ctx.view, null, []);
    }, 2700);
  };
  for (const entry of fresh) {
    if ("kontra" in entry || "re" in entry) flash(entry.seat, callText(game, entry, o));
  }
  if (previous && game === "schafkopf" && o.partner_known && !previous.observation.partner_known && o.partner !== null && o.partner !== undefined) {
    flash(o.partner, isYou(o.declarer) ? t("Your partner") : t("Partner of {player}", { player: name(o.declarer) }));
    if (!isYou(o.partner)) announce(t("{player} holds the called ace", { player: name(o.partner) }));
  }
  if (previous && game === "jass" && o.stoeck !== null && o.stoeck !== undefined && previous.observation.stoeck !== o.stoeck) {
    flash(o.stoeck, t("Stöck! (20)"));
    announce(t("{player}: Stöck", { player: name(o.stoeck) }));
  }

  for (let seat = 0; seat < SETUP.players; seat += 1) {
    const element = ctx.ui.seats[seat];
    const person = seatPerson(seat);
    const absent = Boolean(person && person.person && !person.here);
    const started = !view.shared || view.shared.started;
    const turn = started && !view.deal_over && o.to_move === seat && (!isYou(seat) || yourTurnShown(view));
    const thinking = turn && !isYou(seat) && (view.ai_to_move || Boolean(person && person.person));
    element.classList.toggle("turn", turn);
    element.classList.toggle("thinking", thinking);
    element.classList.toggle("absent", absent);
    const standIn = element.querySelector(".stand-in");
    standIn.hidden = !absent;
    standIn.textContent = absent ? t("AI playing for {player}", { player: person.name }) : "";

    const count = cardsLeft(view, seat);
    const chips = [];
    if (o.dealer === seat) chips.push(["dealer", t("Dealer"), "D"]);
    let role = "";
    if (game === "schafkopf" && inPlay && o.contract) {
      if (o.declarer === seat) role = "declarer";
      else if (o.partner === seat && (o.partner_known || isYou(seat))) role = "partner";
    }
    if (game === "skat" && o.declarer === seat) role = "declarer";
    if (role === "declarer") chips.push(["declarer", t("Declarer"), t("Declarer")]);
    if (role === "partner") chips.push(["partner", t("Partner of the declarer"), t("Partner")]);
    if (game === "jass") {
      chips.push(jassTeam(seat) === 0 ? ["team-0", t("Your team"), t("Us")] : ["team-1", t("Opponents"), t("Them")]);
      if (o.stoeck === seat) chips.push(["stoeck", t("Stöck"), t("Stöck")]);
      if (o.weis_team !== null && o.weis_team !== undefined && seat % 2 === o.weis_team) {
        const points = (o.shown_weis[seat] || []).reduce((sum, c) => sum + c.points, 0);
        if (points) chips.push(["weis", t("Weis"), t("Weis {points}", { points })]);
      }
    }
    const chipsBox = element.querySelector(".chips");
    const chipSig = JSON.stringify(chips);
    if (chipsBox.dataset.sig !== chipSig) {
      chipsBox.dataset.sig = chipSig;
      fill(chipsBox, ...chips.map(([kind, title, text]) => h("span", { class: `chip chip-${kind}`, title, text })));
    }

    const sub = element.querySelector(".seat-sub");
    if (thinking && person && person.person && person.here) {
      // A person to move: the others read that they think, and how long it takes them.
      fill(sub, h("span", { class: "thinks", text: t("{player} is thinking…", { player: person.name }) }));
    } else if (thinking) {
      fill(sub, h("span", { class: "dots", "aria-hidden": "true" }, h("i"), h("i"), h("i")), h("span", { class: "sr-only", text: t("thinking") }));
    } else if (turn && isYou(seat)) {
      sub.textContent = t("Your turn");
    } else if (inPlay && (o.tricks || []).length) {
      sub.textContent = wonTricks[seat] === 1 ? t("1 trick") : t("{count} tricks", { count: wonTricks[seat] });
    } else {
      sub.textContent = "";
    }

    if (placeOf(game, seat) !== 0) renderBacks(element, view, seat, count);

    // Speech bubble: the seat's last call while the bidding is on the table; Weis as
    // each player announces it at the first trick; Stöck the moment it is claimed.
    let bubble = "";
    let pop = false;
    if (callsVisible(o) && lastCall[seat]) {
      bubble = callText(game, lastCall[seat], o);
      pop = freshCalls.has(seat);
    }
    if (game === "jass") {
      if ((o.tricks || []).length === 0 && o.announcements && o.announcements[seat]) {
        bubble = t("Weis: {weis}", { weis: weisText(o.announcements[seat]) });
        pop = !previous || !previous.observation.announcements[seat];
      }
    }
    const transient = ctx.transient[seat];
    if (transient && transient.until > now) {
      bubble = transient.text;
      pop = freshTransient.has(seat) || Boolean(transient.fresh);
      transient.fresh = false;
    } else if (transient) {
      delete ctx.transient[seat];
    }
    setBubble(element, bubble, pop);
    renderWeis(element, view, seat);

    const parts = [seatLabel(seat)];
    if (game === "jass") parts.push(jassTeam(seat) === 0 ? t("your team") : t("opponents"));
    parts.push(count === 1 ? t("1 card") : t("{count} cards", { count }));
    if (o.dealer === seat) parts.push(t("dealer"));
    if (role === "declarer") parts.push(t("declarer"));
    if (absent) parts.push(t("AI playing for {player}", { player: person.name }));
    if (turn) parts.push(isYou(seat) ? t("your turn") : t("to move"));
    element.setAttribute("aria-label", parts.join(", "));
  }
}

function setBubble(seatElement, text, pop) {
  const bubble = seatElement.querySelector(".bubble");
  if (!text) {
    bubble.hidden = true;
    bubble.textContent = "";
    return;
  }
  const changed = bubble.textContent !== text || bubble.hidden;
  bubble.textContent = text;
  bubble.hidden = false;
  if (changed && pop) {
    animate(bubble, [
      { transform: "scale(0.6)", opacity: 0 },
      { transform: "scale(1.08)", opacity: 1, offset: 0.7 },
      { transform: "scale(1)", opacity: 1 },
    ], { duration: 280, easing: "ease-out" });
  }
}

function renderBacks(seatElement, view, seat, count) {
  const o = view.observation;
  const box = seatElement.querySelector(".backs");
  const open = game === "skat" && o.ouvert && o.declarer === seat ? o.ouvert : null;
  const sig = open ? `open:${open.join(",")}` : `backs:${count}`;
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  box.classList.toggle("open-hand", Boolean(open));
  box.style.setProperty("--n", String(open ? open.length : count));
  if (open) {
    box.setAttribute("aria-hidden", "false");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", t("{player}'s open hand", { player: name(seat) }));
    fill(box, ...open.map((code) => cardElement(code, SETUP.swiss, "mini")));
  } else {
    box.setAttribute("aria-hidden", "true");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    const backs = [];
    for (let i = 0; i < count; i += 1) {
      const back = cardBack("mini");
      back.style.setProperty("--i", String(i));
      backs.push(back);
    }
    fill(box, ...backs, count ? h("span", { class: "count", text: String(count) }) : null);
  }
}

function renderWeis(seatElement, view, seat) {
  const box = seatElement.querySelector(".weis-show");
  const o = view.observation;
  const combos = game === "jass" && o.weis_team !== null && o.weis_team !== undefined && (o.tricks || []).length <= 2 && o.phase === "play" ? o.shown_weis[seat] || [] : [];
  const sig = JSON.stringify(combos);
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  if (!combos.length) {
    box.hidden = true;
    fill(box);
    return;
  }
  box.hidden = false;
  fill(box,
    h("span", { class: "weis-title", text: t("Weis shown") }),
    ...combos.map((combo) =>
      h("div", { class: "weis-combo", title: weisText(combo) },
        h("span", { class: "weis-points", text: String(combo.points) }),
        h("span", { class: "weis-cards" }, ...combo.cards.map((code) => cardElement(code, true, "micro")))),
    ),
  );
  animate(box, [{ opacity: 0, transform: "translateY(6px)" }, { opacity: 1, transform: "none" }], { duration: 300, easing: "ease-out" });
}
