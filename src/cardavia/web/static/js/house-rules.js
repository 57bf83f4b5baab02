// A table's house rules (docs/house-rules.md): the choices of each game, the form that
// picks them (as the host starts a table, preset with the last table's), and the line
// that names them at the table.

import { h } from "./dom.js";
import { list, number, t } from "./i18n.js";

const EURO_CENTS = [5, 10, 20, 50, 100];
const TARGETS = [1000, 1500, 2000, 2500, 3000];

/** Per game, its house rules: a flag (a checkbox) or a choice (a drop-down). */
export const HOUSE_RULES = {
  schafkopf: [
    { name: "kontra", label: () => t("Kontra and Re (Stoß)") },
    { name: "ramsch", label: () => t("Ramsch when all pass") },
    {
      name: "tariff_cents",
      label: () => t("Scores shown as"),
      choices: [0, ...EURO_CENTS],
      choice: (cents) => (cents ? t("{money} a unit", { money: money(cents) }) : t("Units")),
    },
  ],
  skat: [
    { name: "kontra", label: () => t("Kontra and Re") },
    { name: "ramsch", label: () => t("Ramsch when all pass") },
    { name: "bock", label: () => t("Bock rounds") },
    { name: "seeger_fabian", label: () => t("Seeger-Fabian list") },
  ],
  jass: [
    {
      name: "target",
      label: () => t("Match to"),
      choices: TARGETS,
      choice: (target) => number(target),
      standard: 3000,
    },
  ],
};

/** The points a Jass match is played to at this table. */
export function matchTarget(view) {
  return (view.house_rules && view.house_rules.target) || 3000;
}

/** An amount of money in cents, in euros as the page's language writes them. */
export function money(cents) {
  return new Intl.NumberFormat(document.documentElement.lang || "en", { style: "currency", currency: "EUR" }).format(cents / 100);
}

function standard(rule) {
  return rule.choices ? (rule.standard ?? rule.choices[0]) : false;
}

const storageKey = (game) => `cardavia-house-rules-${game}`;

/** The house rules this browser last started a table of `game` with (none: the rulebook's). */
export function lastRules(game) {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(game)) || "{}");
    return knownRules(game, stored);
  } catch {
    return {};
  }
}

export function rememberRules(game, rules) {
  try {
    localStorage.setItem(storageKey(game), JSON.stringify(knownRules(game, rules)));
  } catch {
    // Storage may be off: the next table starts with the rulebook's rules.
  }
}

/** Only the rules the game has, with values it takes. */
function knownRules(game, rules) {
  const known = {};
  for (const rule of HOUSE_RULES[game] || []) {
    const value = rules[rule.name];
    if (rule.choices ? rule.choices.includes(value) : typeof value === "boolean") known[rule.name] = value;
  }
  return known;
}

/** The fieldset that picks `game`'s house rules, preset with `rules`. */
export function rulesFieldset(game, rules, idPrefix) {
  const fields = (HOUSE_RULES[game] || []).map((rule) => {
    const id = `${idPrefix}-${game}-${rule.name}`;
    const value = rules[rule.name] ?? standard(rule);
    if (rule.choices) {
      const select = h("select", { id, name: rule.name },
        ...rule.choices.map((choice) => h("option", { value: String(choice), text: rule.choice(choice) })));
      select.value = String(value);
      return h("label", { class: "rules-field", for: id }, h("span", { text: rule.label() }), select);
    }
    const box = h("input", { type: "checkbox", id, name: rule.name });
    box.checked = Boolean(value);
    return h("label", { class: "rules-check", for: id }, box, " ", rule.label());
  });
  return h("fieldset", { class: "house-rules", "data-game": game },
    h("legend", { text: t("House rules") }), ...fields);
}

/** The rules a fieldset made by `rulesFieldset` holds now. */
export function readFieldset(fieldset) {
  const game = fieldset.dataset.game;
  const rules = {};
  for (const rule of HOUSE_RULES[game] || []) {
    const field = fieldset.querySelector(`[name="${rule.name}"]`);
    if (!field) continue;
    rules[rule.name] = rule.choices ? Number(field.value) : field.checked;
  }
  return rules;
}

/** The rules that differ from the rulebook's, named: "Kontra and Re, Ramsch when all pass". */
export function rulesLine(game, rules) {
  const named = [];
  for (const rule of HOUSE_RULES[game] || []) {
    const value = rules[rule.name];
    if (value === undefined || value === standard(rule)) continue;
    named.push(rule.choices ? `${rule.label()} ${rule.choice(value)}` : rule.label());
  }
  return named.length ? list(named) : "";
}
