// The middle of the table: the trick as it is played and gathered, the last trick on
// demand, and the skat lying face down during the Skat bidding.

import { cardElement, cardName } from "./cards.js";
import { number, t, tp } from "./i18n.js";
import { ctx, game, name, SETUP } from "./context.js";
import { isYou, positionOf } from "./games.js";
import { animate, centre, fill, h, pause } from "./dom.js";
import { announce, setStatus } from "./messages.js";
import { playSound } from "./sound.js";

const HOLD_MS = { slow: 1500, normal: 1050, fast: 650 };

// ------------------------------------------------------------------ the skat in the middle

export function renderSkatPile(view) {
  const o = view.observation;
  const show = game === "skat" && !view.deal_over && (o.phase === "bidding" || o.phase === "pickup");
  ctx.ui.skatPile.hidden = !show;
}

// ------------------------------------------------------------------ the trick

function trickEntries(cards, leader) {
  return cards.map((card, index) => ({ seat: (leader + index) % SETUP.players, card }));
}

function trickCard(entry) {
  const position = positionOf(game, entry.seat);
  const holder = h("div", { class: "trick-slot", "data-pos": position, "data-seat": entry.seat });
  const card = cardElement(entry.card, SETUP.swiss, "in-trick");
  card.setAttribute("aria-label", t("{player}: {card}", { player: name(entry.seat), card: cardName(entry.card, SETUP.swiss) }));
  holder.append(card);
  return holder;
}

function drawTrick(entries) {
  fill(ctx.ui.trick, ...entries.map(trickCard));
  ctx.trickShown = entries.slice();
}

function samePrefix(shown, entries) {
  if (shown.length > entries.length) return false;
  return shown.every((entry, index) => entry.card === entries[index].card && entry.seat === entries[index].seat);
}

async function showEntries(entries, animated) {
  if (!samePrefix(ctx.trickShown, entries)) drawTrick([]);
  const missing = entries.slice(ctx.trickShown.length);
  for (const entry of missing) {
    const holder = trickCard(entry);
    ctx.ui.trick.append(holder);
    ctx.trickShown.push(entry);
    if (animated) {
      playSound("play");
      await arrive(holder, entry);
    }
  }
}

async function arrive(holder, entry) {
  const card = holder.firstChild;
  const from = ctx.playedFrom.get(entry.card);
  ctx.playedFrom.delete(entry.card);
  const to = holder.getBoundingClientRect();
  let dx;
  let dy;
  let startScale = 0.85;
  const yours = isYou(entry.seat);
  if (from && yours) {
    dx = centre(from).x - centre(to).x;
    dy = centre(from).y - centre(to).y;
    startScale = from.width / (to.width || 1);
  } else {
    const seatBox = ctx.ui.seats[entry.seat].getBoundingClientRect();
    dx = centre(seatBox).x - centre(to).x;
    dy = centre(seatBox).y - centre(to).y;
  }
  await animate(card, [
    { transform: `translate(${dx}px, ${dy}px) scale(${startScale}) rotate(${yours ? 0 : -12}deg)`, opacity: yours ? 1 : 0.2 },
    { transform: "none", opacity: 1 },
  ], { duration: 320, easing: "cubic-bezier(.2,.7,.25,1)" });
}

async function collect(winner) {
  const slots = [...ctx.ui.trick.children];
  const trickBox = ctx.ui.trick.getBoundingClientRect();
  const seatBox = ctx.ui.seats[winner].getBoundingClientRect();
  const target = { x: centre(seatBox).x - centre(trickBox).x, y: centre(seatBox).y - centre(trickBox).y };
  const seat = ctx.ui.seats[winner];
  seat.classList.add("takes-trick");
  playSound("gather");
  setTimeout(() => seat.classList.remove("takes-trick"), 1100);
  await Promise.all(slots.map((slot) => {
    const box = slot.getBoundingClientRect();
    const own = { x: centre(box).x - centre(trickBox).x, y: centre(box).y - centre(trickBox).y };
    return animate(slot.firstChild, [
      { transform: "none", opacity: 1 },
      { transform: `translate(${-own.x}px, ${-own.y}px) scale(0.9)`, opacity: 1, offset: 0.35 },
      { transform: `translate(${target.x - own.x}px, ${target.y - own.y}px) scale(0.45)`, opacity: 0 },
    ], { duration: 560, easing: "ease-in", fill: "forwards" });
  }));
  drawTrick([]);
}

export async function renderTrick(view, previous, animated) {
  const o = view.observation;
  const current = trickEntries(o.trick || [], o.leader);
  if (!previous) {
    drawTrick(current);
    return;
  }
  const before = (previous.observation.tricks || []).length;
  const done = (o.tricks || []).slice(before);
  const hold = HOLD_MS[view.speed] || HOLD_MS.normal;
  for (const [index, trick] of done.entries()) {
    await showEntries(trickEntries(trick.cards, trick.leader), animated);
    const words = takenWords(trick.winner, (view.trick_points || [])[before + index]);
    announce(words);
    if (ctx.gathering) {
      ctx.trickWords = words;
      if (!ctx.offline) setStatus(words);
    }
    if (animated) {
      await pause(hold);
      await collect(trick.winner);
    } else drawTrick([]);
  }
  await showEntries(current, animated);
}

/** "Sepp takes the trick, 21 points"; without points in a Null game. */
function takenWords(winner, points) {
  if (points === null || points === undefined) {
    return isYou(winner) ? t("You win the trick") : t("{player} wins the trick", { player: name(winner) });
  }
  if (isYou(winner)) return tp("You take the trick, {count} point", "You take the trick, {count} points", points, { count: number(points) });
  return tp("{player} takes the trick, {count} point", "{player} takes the trick, {count} points", points, { count: number(points), player: name(winner) });
}

// ------------------------------------------------------------------ the last trick

export function setLastTrick(open) {
  ctx.lastTrickOpen = open;
  ctx.ui.lastTrick.setAttribute("aria-pressed", String(open));
  ctx.ui.lastView.hidden = !open;
  ctx.ui.trick.classList.toggle("under-last", open);
  if (open) drawLastTrick();
}

export function toggleLastTrick() {
  const tricks = ctx.view ? ctx.view.observation.tricks || [] : [];
  if (!tricks.length) return;
  setLastTrick(!ctx.lastTrickOpen);
}

export function drawLastTrick() {
  const tricks = ctx.view ? ctx.view.observation.tricks || [] : [];
  const last = tricks[tricks.length - 1];
  if (!last) return;
  const box = ctx.ui.lastView;
  const entries = trickEntries(last.cards, last.leader);
  const winner = name(last.winner);
  fill(box,
    h("span", { class: "last-caption", text: t("Last trick: taken by {player}", { player: winner }) }),
    ...entries.map((entry) => {
      const holder = trickCard(entry);
      holder.firstChild.removeAttribute("data-card");
      holder.classList.toggle("winner", entry.seat === last.winner);
      return holder;
    }),
  );
}
