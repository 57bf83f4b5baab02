// Telling the player: the error message box, the status line in the bar and the
// announcements read out by screen readers.

import { ctx } from "./context.js";
import { animate } from "./dom.js";

export function showMessage(text) {
  const box = ctx.ui.message;
  box.querySelector(".message-text").textContent = text;
  box.hidden = false;
  animate(box, [{ transform: "translateY(-8px)", opacity: 0 }, { transform: "none", opacity: 1 }], { duration: 200, easing: "ease-out" });
}

export function hideMessage() {
  ctx.ui.message.hidden = true;
}

let announceTimer = 0;

const announcements = [];

export function announce(text) {
  if (!text) return;
  announcements.push(text);
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    const box = ctx.ui.announcer;
    box.textContent = "";
    const said = announcements.splice(0).join(". ");
    requestAnimationFrame(() => {
      box.textContent = said;
    });
  }, 120);
}

export function setStatus(text) {
  ctx.ui.bar.querySelector(".tb-status").textContent = text;
}
