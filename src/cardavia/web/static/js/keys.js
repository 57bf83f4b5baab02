// Shortcut keys at the table: 1–9 and 0 for the hand's cards in order from the left (0 the
// tenth; - and = the eleventh and twelfth, when twelve are held in the Skat discard), H for
// the hint, L for the last trick. A card key does what a tap does: plays the card, raises it
// with tap to select, or chooses it in the Skat discard. Keys typed into a field or with a
// modifier are left alone.

import { askForHint } from "./advice-panel.js";
import { ctx, root } from "./context.js";
import { toggleLastTrick } from "./trick.js";

const CARD_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "="];

function typing(target) {
  return Boolean(target && target.closest && target.closest("input, select, textarea, [contenteditable]"));
}

export function onShortcutKey(event) {
  if (event.ctrlKey || event.altKey || event.metaKey || typing(event.target)) return;
  // Not while the rules tab hides the table, nor while the new-table question is open.
  if (!ctx.view || !ctx.ui.confirm.hidden || root.offsetParent === null) return;
  const key = event.key.toLowerCase();
  const index = CARD_KEYS.indexOf(key);
  if (index >= 0) {
    const slot = ctx.ui.hand.children[index];
    const card = slot ? slot.querySelector("button.card") : null;
    if (card && !card.disabled) {
      event.preventDefault();
      card.click();
    }
  } else if (key === "h" && !ctx.ui.adviceButton.disabled) {
    event.preventDefault();
    askForHint();
  } else if (key === "l" && !ctx.ui.lastTrick.disabled) {
    event.preventDefault();
    toggleLastTrick();
  }
}
