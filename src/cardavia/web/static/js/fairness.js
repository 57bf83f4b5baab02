// How the deal was dealt: the server's SHA-256 commitment from the deal's start (shortened,
// the whole on hover and when copied), and once the deal is over its revealed seed with a
// link to check the deal; or, at your own table dealt from a chosen seed, that the server
// did not draw it.

import { t } from "./i18n.js";
import { ctx } from "./context.js";
import { fill, h } from "./dom.js";
import { announce } from "./messages.js";

/** "3f9a1c2e…b7d0": enough to compare by eye. */
function shortened(hex) {
  return hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-4)}` : hex;
}

/** Text that reads short and copies whole (a button: the whole text on the clipboard). */
function digest(label, hex, kind) {
  const copy = h("button", { type: "button", class: `digest ${kind}`, title: hex, "aria-label": `${label}: ${hex}`, "data-full": hex },
    h("code", { text: shortened(hex) }));
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(hex);
      announce(t("Copied"));
    } catch {
      // No clipboard here (an insecure page): the whole text is in the button's title.
    }
  });
  return h("span", { class: "fairness-line" }, h("span", { text: `${label} ` }), copy);
}

export function renderFairness(view) {
  const box = ctx.ui.fairness;
  const fairness = view.fairness || {};
  const sig = JSON.stringify([fairness, view.deal_number]);
  if (ctx.sigs.fairness === sig) return;
  ctx.sigs.fairness = sig;
  if (!fairness.drawn) {
    fill(box, h("p", { class: "fairness-note", text: t("Dealt from a chosen seed: not drawn by the server") }));
    return;
  }
  fill(box, h("p", { class: "fairness-note" },
    h("span", { text: t("Deal {number} drawn by the server.", { number: view.deal_number }) }), " ",
    digest(t("Commitment"), fairness.commitment, "commitment")));
}

/** The result panel's line: the revealed seed and the link that checks the deal. */
export function resultFairness(view) {
  const fairness = view.fairness || {};
  if (!fairness.drawn) return h("p", { class: "result-fairness", text: t("Dealt from a chosen seed: not drawn by the server") });
  if (!fairness.seed) return null;
  const check = h("a", {
    class: "check-deal",
    href: `/verify?table=${encodeURIComponent(view.id)}&deal=${view.deal_number}`,
    text: t("Check this deal"),
  });
  return h("p", { class: "result-fairness" }, digest(t("Seed"), fairness.seed, "seed"), " ", check);
}
