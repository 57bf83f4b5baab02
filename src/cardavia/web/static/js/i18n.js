// The table's words: every English string the script shows is looked up in the page's
// #ui-strings JSON ({english: translated}); placeholders are written {name}.

let strings = null;

const LANGUAGE = document.documentElement.lang || "en";
const NUMBER = new Intl.NumberFormat(LANGUAGE);
const MOMENT = new Intl.DateTimeFormat(LANGUAGE, { dateStyle: "long", timeStyle: "short" });
const PERCENT = new Intl.NumberFormat(LANGUAGE, { style: "percent", maximumFractionDigits: 0 });
const TENTHS = new Intl.NumberFormat(LANGUAGE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A number written as the page's language writes it (3,000 · 3.000 · 3 000). */
export function number(value) {
  return NUMBER.format(value);
}

/** A moment (ISO 8601 text) as the page's language writes dates and times. */
export function moment(iso) {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? "" : MOMENT.format(when);
}

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

/** The translation of `text` (the English text when there is none), placeholders filled
 * (numbers written in the page's language). */
export function t(text, values = {}) {
  return fill(lookup(text) || text, values);
}

/** A word translated in a context (gettext's): a game's own word, or the AI level's
 *  "Normal"; else `t(text)`. */
export function tc(context, text, values = {}) {
  return fill(lookup(`${context}\u0004${text}`) || lookup(text) || text, values);
}

/** The form of a message with plural forms that `count` takes in the page's language
 * (English's when there is no translation), placeholders filled; `count` fills {count}. */
export function tn(singular, plural, count, values = {}) {
  if (strings === null) load();
  const forms = strings[`${singular}\u0000${plural}`];
  const table = typeof strings["\u0000plural"] === "string" ? strings["\u0000plural"] : "";
  const at = count < table.length ? count : 100 + (count % 100);
  const chosen = forms && typeof forms === "object" ? forms[table[at]] : null;
  return fill(chosen || (count === 1 ? singular : plural), { count, ...values });
}

function lookup(key) {
  if (strings === null) load();
  return typeof strings[key] === "string" && strings[key] ? strings[key] : null;
}

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? shown(values[name]) : whole,
  );
}

function shown(value) {
  return typeof value === "number" ? number(value) : String(value);
}

/** A signed score: "+12", "−36", "0". */
export function signed(value) {
  if (value > 0) return `+${number(value)}`;
  if (value < 0) return `\u2212${number(Math.abs(value))}`;
  return number(0);
}

/** A share (0 to 1) as the page's language writes a percentage ("73%", "73 %"). */
export function percent(share) {
  return PERCENT.format(share);
}

/** A signed number to one decimal: "+12.5", "−3.0". */
export function signedTenths(value) {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${TENTHS.format(rounded)}`;
  if (rounded < 0) return `\u2212${TENTHS.format(-rounded)}`;
  return TENTHS.format(0);
}

/** A running total, with a true minus sign. */
export function total(value) {
  return value < 0 ? `\u2212${number(Math.abs(value))}` : number(value);
}
