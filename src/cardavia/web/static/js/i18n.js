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
