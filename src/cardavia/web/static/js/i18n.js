// The table's words: every English string the script shows is looked up in the page's
// #ui-strings JSON ({english: translated}); placeholders are written {name}.

let strings = null;

function load() {
  const source = document.getElementById("ui-strings");
  try {
    strings = JSON.parse((source && source.textContent) || "{}") || {};
  } catch {
    strings = {};
  }
}

/** Marks a string for the catalogue without translating it (it is translated where shown). */
export function N_(text) {
  return text;
}

/** The translation of `text` (the English text when there is none), placeholders filled. */
export function t(text, values = {}) {
  if (strings === null) load();
  const template = typeof strings[text] === "string" && strings[text] ? strings[text] : text;
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** A signed score: "+12", "−36", "0". */
export function signed(value) {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

// Reasons and errors come from the server in English; the known ones are translated here.
const EXACT_REASONS = [
  N_("It is not your turn"),
  N_("It is not time to play yet"),
  N_("The deal is over"),
  N_("You may not undertrump: play a higher trump than the one in the trick"),
  N_("The called ace must be played the first time its suit is led"),
  N_("You may not throw away the called ace before its suit has been led"),
  N_(
    "You may lead the called suit only with the ace, unless you hold the ace and three more cards of that suit (running away)",
  ),
  N_("Sie needs all four Obers and all four Unters"),
  N_("The deal is still being played"),
  N_("The match is over: start a new table to play again"),
  N_("There is no such table"),
];

const SUIT_WORDS = {
  acorns: N_("acorns"),
  leaves: N_("leaves"),
  hearts: N_("hearts"),
  bells: N_("bells"),
  roses: N_("roses"),
  shields: N_("shields"),
  trumps: N_("trumps"),
};

/** A reason or error detail from the server, in the page's language where known. */
export function translateReason(reason) {
  if (!reason) return "";
  if (EXACT_REASONS.includes(reason)) return t(reason);
  const follow = /^You must follow suit: you hold (\w+)$/.exec(reason);
  if (follow && SUIT_WORDS[follow[1]]) {
    return t("You must follow suit: you hold {suit}", { suit: t(SUIT_WORDS[follow[1]]) });
  }
  if (/^The table has moved on/.test(reason)) return t("The table has moved on: it was reloaded");
  return t(reason);
}
