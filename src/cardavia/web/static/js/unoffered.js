// Why a Schafkopf contract with a suit is not among your choices (RULES §1.2): a Solo (and a
// Solo Tout) needs a plain card of its suit, a Rufer a plain card of the called ace's suit
// without that ace. Said for each contract the bidding still allows but the server does not
// offer, next to the choices.

import { N_, list, t } from "./i18n.js";

const RANK = ["rufer", "wenz", "solo", "wenz_tout", "solo_tout", "sie"];
const SUITED = { rufer: ["a", "l", "b"], solo: ["a", "l", "h", "b"], solo_tout: ["a", "l", "h", "b"] };
const SUIT_ORDER = ["a", "l", "h", "b"];
const SUIT_WORDS = { a: N_("Acorns"), l: N_("Leaves"), h: N_("Hearts"), b: N_("Bells") };

/** Lines saying which suited contracts are not offered to you now, and why. */
export function unofferedLines(observation, legal, contractName) {
  const floor = observation.contract ? RANK.indexOf(observation.contract) : -1;
  const offered = new Set(legal.filter((action) => action.bid).map((action) => `${action.bid}:${action.suit}`));
  const held = new Set(observation.hand || []);
  const noPlainCard = new Map(SUIT_ORDER.map((suit) => [suit, []]));
  const aceHeld = [];
  for (const [kind, suits] of Object.entries(SUITED)) {
    if (RANK.indexOf(kind) <= floor) continue;
    for (const suit of suits.filter((candidate) => !offered.has(`${kind}:${candidate}`))) {
      if (kind === "rufer" && held.has(`${suit}A`)) aceHeld.push(contractName(kind, suit));
      else noPlainCard.get(suit).push(contractName(kind, suit));
    }
  }
  const lines = [];
  for (const [suit, contracts] of noPlainCard) {
    if (!contracts.length) continue;
    lines.push(t("Not offered — {contracts}: you hold no {suit} card other than an Ober or Unter", {
      contracts: list(contracts),
      suit: t(SUIT_WORDS[suit]),
    }));
  }
  for (const contract of aceHeld) lines.push(t("Not offered — {contract}: you hold that ace yourself", { contract }));
  return lines;
}
