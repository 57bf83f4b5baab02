// Cards on the table: the pack's own pictures (SVG drawn by the server for each pattern,
// `#pack-data` says where and names every card in the page's language), and a compact
// face of index and suit sign, drawn here, for the small open-hand and Weis cards. The
// suit symbols below also mark suits on decisions and contracts.

import { N_, t } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

// Each symbol is drawn on a 64 × 64 grid.
const SYMBOLS = `
<symbol id="suit-h" viewBox="0 0 64 64">
  <path d="M32 58C26 50 5 38 5 21 5 12 12 5 21 5c5.5 0 9 3 11 7 2-4 5.5-7 11-7 9 0 16 7 16 16 0 17-21 29-27 37z" fill="#d32f2f" stroke="#7a1010" stroke-width="2.4" stroke-linejoin="round"/>
  <path d="M14 17c2-5 8-7 12-5" fill="none" stroke="#ff9e9e" stroke-width="3.2" stroke-linecap="round"/>
</symbol>
<symbol id="suit-l" viewBox="0 0 64 64">
  <path d="M32 3c8 11 24 19 22 35-1 9-9 14-18 10 0 5 1 8 4 12H24c3-4 4-7 4-12-9 4-17-1-18-10C8 22 24 14 32 3z" fill="#3f9a3a" stroke="#1f5a1c" stroke-width="2.4" stroke-linejoin="round"/>
  <path d="M32 11v38M32 23l-9-6M32 23l9-6M32 33l-12-6M32 33l12-6M32 42l-9-4M32 42l9-4" fill="none" stroke="#1f5a1c" stroke-width="2" stroke-linecap="round"/>
  <path d="M20 24c1-4 4-8 7-11" fill="none" stroke="#9fd88f" stroke-width="2.4" stroke-linecap="round"/>
</symbol>
<symbol id="suit-a" viewBox="0 0 64 64">
  <path d="M30 4v9" stroke="#4a2a10" stroke-width="4" stroke-linecap="round"/>
  <path d="M32 9c4-8 15-10 24-6-3 9-13 12-24 6z" fill="#4f9b3f" stroke="#245a1c" stroke-width="2" stroke-linejoin="round"/>
  <path d="M35 8c5-2 10-3 15-3" fill="none" stroke="#245a1c" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M17 30c0 17 6 27 14 31 8-4 15-14 15-31z" fill="#a8642a" stroke="#5a3210" stroke-width="2.4" stroke-linejoin="round"/>
  <path d="M24 36c0 8 2 13 5 17" fill="none" stroke="#d9a066" stroke-width="3" stroke-linecap="round"/>
  <path d="M11 31c0-13 9-21 20-21s21 8 21 21c-6 4-35 4-41 0z" fill="#4e2f14" stroke="#2e1a08" stroke-width="2.4" stroke-linejoin="round"/>
  <path d="M17 22l7 8M23 15l11 15M32 13l10 15M41 16l6 9M16 28l10-13M25 31l12-17M35 31l10-13" stroke="#8a5a2e" stroke-width="1.8" stroke-linecap="round"/>
</symbol>
<symbol id="suit-b" viewBox="0 0 64 64">
  <path d="M26 15c0-8 12-8 12 0" fill="none" stroke="#8a6200" stroke-width="4"/>
  <circle cx="32" cy="37" r="22" fill="#f6c914" stroke="#8a6200" stroke-width="2.4"/>
  <path d="M10.4 32c9-4.5 34.2-4.5 43.2 0v7.5c-9-4.5-34.2-4.5-43.2 0z" fill="#d32f2f" stroke="#7a1f16" stroke-width="1.4"/>
  <circle cx="32" cy="48.5" r="3.6" fill="#3b2a00"/>
  <path d="M32 49v9.5" stroke="#3b2a00" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M18 25c3-5 8-8 13-8" fill="none" stroke="#fff6c9" stroke-width="3.4" stroke-linecap="round"/>
</symbol>
<symbol id="suit-r" viewBox="0 0 64 64">
  <path d="M32 32L46 12.6M32 32l22.8 7.4M32 32v24M32 32L9.2 39.4M32 32L17.9 12.6" stroke="#2e7d32" stroke-width="7" stroke-linecap="round"/>
  <g fill="#d8343a" stroke="#7d1218" stroke-width="2">
    <circle cx="32" cy="19" r="11"/><circle cx="44.4" cy="28" r="11"/><circle cx="39.6" cy="42.5" r="11"/>
    <circle cx="24.4" cy="42.5" r="11"/><circle cx="19.6" cy="28" r="11"/>
  </g>
  <circle cx="32" cy="31" r="10" fill="#ef5a60"/>
  <circle cx="32" cy="31" r="5.5" fill="#f4c542" stroke="#9a7210" stroke-width="1.6"/>
</symbol>
<symbol id="suit-s" viewBox="0 0 64 64">
  <path d="M7 5h50v25c0 17-11 26-25 32C18 56 7 47 7 30z" fill="#f2c230"/>
  <path d="M7 5h50v22H7z" fill="#c62828"/>
  <path d="M32 27v35" stroke="#222" stroke-width="3"/>
  <path d="M7 5h50v25c0 17-11 26-25 32C18 56 7 47 7 30z" fill="none" stroke="#222" stroke-width="3.4" stroke-linejoin="round"/>
</symbol>
<symbol id="court-figure" viewBox="0 0 64 80">
  <path d="M6 80c0-22 11-30 26-30s26 8 26 30z" fill="currentColor" stroke="#2b2118" stroke-width="2"/>
  <path d="M20 80c2-12 6-22 12-26 6 4 10 14 12 26" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="2"/>
  <path d="M25 50l7 13 7-13" fill="#f6f1e7" stroke="#2b2118" stroke-width="1.6" stroke-linejoin="round"/>
  <circle cx="32" cy="35" r="12" fill="#f2cfa5" stroke="#2b2118" stroke-width="2"/>
  <path d="M19 30c0-12 26-12 26 0-4-3-22-3-26 0z" fill="#5a3a1a" stroke="#2b2118" stroke-width="1.4"/>
  <circle cx="27.5" cy="36" r="1.5" fill="#2b2118"/><circle cx="36.5" cy="36" r="1.5" fill="#2b2118"/>
  <path d="M27 42q5-3 10 0" fill="none" stroke="#5a3a1a" stroke-width="2.2" stroke-linecap="round"/>
</symbol>
<symbol id="court-crown" viewBox="0 0 64 32">
  <path d="M6 29L9 6l12 12L32 2l11 16L55 6l3 23z" fill="#e9b52c" stroke="#8a5a0c" stroke-width="2.2" stroke-linejoin="round"/>
  <circle cx="32" cy="21" r="3" fill="#c0392b"/>
</symbol>
<symbol id="court-banner" viewBox="0 0 64 80">
  <path d="M14 4v74" stroke="#5a3a1a" stroke-width="3.4" stroke-linecap="round"/>
  <circle cx="14" cy="4" r="3.2" fill="#e9b52c" stroke="#8a5a0c" stroke-width="1.4"/>
  <path d="M16 9h40l-8 16 8 16H16z" fill="currentColor" stroke="#2b2118" stroke-width="2" stroke-linejoin="round"/>
</symbol>
`;

/** Puts the symbol sprite into the page once (inside `host`). */
export function installSymbols(host) {
  if (document.getElementById("suit-h")) return;
  const sprite = document.createElementNS(SVG_NS, "svg");
  sprite.setAttribute("aria-hidden", "true");
  sprite.setAttribute("focusable", "false");
  sprite.classList.add("symbol-sprite");
  sprite.innerHTML = `<defs>${SYMBOLS}</defs>`;
  host.prepend(sprite);
}

/** An inline SVG showing a drawn symbol (`suit-a`, `court-crown`, ...). */
export function symbol(id, className = "suit-icon") {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", className);
  const use = document.createElementNS(SVG_NS, "use");
  use.setAttribute("href", `#${id}`);
  svg.append(use);
  return svg;
}

export function suitIcon(suit, className = "suit-icon") {
  return symbol(`suit-${suit}`, className);
}

// ------------------------------------------------------------------ names

const SUIT_NAMES = {
  a: N_("Acorns"),
  l: N_("Leaves"),
  h: N_("Hearts"),
  b: N_("Bells"),
  r: N_("Roses"),
  s: N_("Shields"),
};

const CARD_NAMES = {
  a: N_("{rank} of Acorns"),
  l: N_("{rank} of Leaves"),
  h: N_("{rank} of Hearts"),
  b: N_("{rank} of Bells"),
  r: N_("{rank} of Roses"),
  s: N_("{rank} of Shields"),
};

const RANK_WORDS = {
  A: N_("Ace"),
  T: N_("Ten"),
  K: N_("King"),
  O: N_("Ober"),
  U: N_("Unter"),
  9: N_("Nine"),
  8: N_("Eight"),
  7: N_("Seven"),
  6: N_("Six"),
};

const SWISS_RANK_WORDS = { ...RANK_WORDS, T: N_("Banner"), U: N_("Under") };

const RANK_LABELS = { A: "A", T: "10", K: "K", O: "O", U: "U", 9: "9", 8: "8", 7: "7", 6: "6" };

const SUIT_COLOURS = {
  a: "#6b3e17",
  l: "#2f7d2b",
  h: "#b3261e",
  b: "#d9a300",
  r: "#b3261e",
  s: "#2c2c2c",
};

let pack;

/** The table's pack from the page: {id, art, names, swiss}; null when there is none. */
function tablePack() {
  if (pack === undefined) {
    const source = document.getElementById("pack-data");
    try {
      pack = source ? JSON.parse(source.textContent) : null;
    } catch {
      pack = null;
    }
  }
  return pack;
}

export function suitName(suit) {
  return t(SUIT_NAMES[suit] || suit);
}

export function rankWord(rank, swiss) {
  return t((swiss ? SWISS_RANK_WORDS : RANK_WORDS)[rank] || rank);
}

/** The card's name in the page's language ("Acorn Ober"), as its pack names it. */
export function cardName(code, swiss) {
  const named = tablePack() && tablePack().names[code];
  if (named) return named;
  const [suit, rank] = code;
  return t(CARD_NAMES[suit] || "{rank}", { rank: rankWord(rank, swiss) });
}

// ------------------------------------------------------------------ drawing

// Pip positions on a 3 × 7 grid (column, row); the lower half is drawn upside down.
const PIPS = {
  6: [[1, 1], [3, 1], [1, 4], [3, 4], [1, 7], [3, 7]],
  7: [[1, 1], [3, 1], [2, 2], [1, 4], [3, 4], [1, 7], [3, 7]],
  8: [[1, 1], [3, 1], [2, 2], [1, 4], [3, 4], [2, 6], [1, 7], [3, 7]],
  9: [[1, 1], [1, 3], [1, 5], [1, 7], [3, 1], [3, 3], [3, 5], [3, 7], [2, 4]],
  T: [[1, 1], [1, 3], [1, 5], [1, 7], [3, 1], [3, 3], [3, 5], [3, 7], [2, 2], [2, 6]],
};

function index(suit, rank, corner) {
  const box = document.createElement("span");
  box.className = `idx idx-${corner}`;
  const label = document.createElement("b");
  label.textContent = RANK_LABELS[rank] || rank;
  box.append(label, suitIcon(suit, "idx-suit"));
  return box;
}

function pipArt(suit, rank) {
  const art = document.createElement("span");
  art.className = "art pips";
  for (const [column, row] of PIPS[rank]) {
    const pip = suitIcon(suit, row > 4 ? "pip flip" : "pip");
    pip.style.gridColumn = String(column);
    pip.style.gridRow = String(row);
    art.append(pip);
  }
  return art;
}

function aceArt(suit) {
  const art = document.createElement("span");
  art.className = "art ace";
  const ring = document.createElement("span");
  ring.className = "ace-ring";
  ring.append(suitIcon(suit, "ace-suit"));
  art.append(ring);
  return art;
}

function courtArt(suit, rank, swiss) {
  const art = document.createElement("span");
  art.className = `art court court-${rank}`;
  art.style.color = SUIT_COLOURS[suit] || "#444";
  const frame = document.createElement("span");
  frame.className = "court-frame";
  if (rank === "T") {
    frame.append(symbol("court-banner", "court-banner"), suitIcon(suit, "court-suit court-suit-low"));
  } else {
    if (rank === "K") frame.append(symbol("court-crown", "court-crown"));
    if (rank === "O" || rank === "K") frame.append(suitIcon(suit, "court-suit court-suit-high"));
    frame.append(symbol("court-figure", "court-figure"));
    if (rank === "U") frame.append(suitIcon(suit, "court-suit court-suit-low"));
  }
  const word = document.createElement("span");
  word.className = "court-word";
  word.textContent = rankWord(rank, swiss);
  art.append(frame, word);
  return art;
}

/** The face of `code` as an element (inside a `.card` button or a trick card): the
 * pack's picture of the card. */
export function cardFace(code, swiss) {
  const source = tablePack();
  if (!source) return indexFace(code, swiss);
  const face = document.createElement("span");
  face.className = "face art-face";
  face.dataset.suit = code[0];
  face.dataset.rank = code[1];
  const picture = document.createElement("img");
  picture.src = `${source.art}${code}.svg`;
  picture.alt = "";
  picture.draggable = false;
  face.append(picture);
  return face;
}

/** The face of a card in your hand: the pack's picture with, over its printed corner, an
 * index of the page's own (shown on phones only, responsive.css), large enough to read
 * where the cards overlap. */
export function handFace(code, swiss) {
  const face = cardFace(code, swiss);
  if (!face.classList.contains("art-face")) return face;
  const [suit, rank] = code;
  const corner = document.createElement("span");
  corner.className = "corner";
  corner.setAttribute("aria-hidden", "true");
  const label = document.createElement("b");
  label.className = "corner-rank";
  // Drawn by the stylesheet (content: attr()), not as text: the card's accessible name
  // already says what it is, and text inside the button would have to be part of it.
  label.dataset.label = RANK_LABELS[rank] || rank;
  if (label.dataset.label.length > 1) label.classList.add("corner-rank-wide");
  corner.append(label, suitIcon(suit, "corner-suit"));
  face.append(corner);
  return face;
}

/** A face drawn with the index and suit sign only, for cards too small for a picture. */
function indexFace(code, swiss) {
  const [suit, rank] = code;
  const face = document.createElement("span");
  face.className = "face";
  face.dataset.suit = suit;
  face.dataset.rank = rank;
  let art;
  if (rank === "A") art = aceArt(suit);
  else if (rank === "K" || rank === "O" || rank === "U" || (rank === "T" && swiss)) {
    art = courtArt(suit, rank, swiss);
  } else art = pipArt(suit, rank);
  face.append(index(suit, rank, "tl"), art, index(suit, rank, "br"));
  return face;
}

/** A card face up, not interactive (trick, Weis, open hand). */
export function cardElement(code, swiss, className = "") {
  const card = document.createElement("div");
  card.className = `pcard ${className}`.trim();
  card.dataset.card = code;
  card.setAttribute("role", "img");
  card.setAttribute("aria-label", cardName(code, swiss));
  const small = /\b(mini|micro)\b/.test(className);
  card.append(small ? indexFace(code, swiss) : cardFace(code, swiss));
  return card;
}

/** A card face down, showing the pack's back. */
export function cardBack(className = "") {
  const back = document.createElement("span");
  back.className = `pcard back ${className}`.trim();
  back.setAttribute("aria-hidden", "true");
  const source = tablePack();
  if (source) {
    back.classList.add("art-back");
    back.style.backgroundImage = `url("${source.art}back.svg")`;
  }
  return back;
}
