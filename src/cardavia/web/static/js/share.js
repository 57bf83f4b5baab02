// The "Share this deal" button of a deal's review: it asks the server for the deal's
// read-only link (made once, the same ever after) and shows it, copied to the clipboard
// where the browser allows. A page that offers it sends the share strings with its own
// (cardavia.web.ui_strings.SHARE_STRINGS).

import { call } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Puts the share button into `container`, for the kept deal `dealId` (one the reader
 *  played or whose record file they opened: the server shares no other). */
export function installShare(container, dealId) {
  const link = h("input", { type: "text", class: "share-url", readonly: true });
  const copy = h("button", { type: "button", class: "share-copy" }, t("Copy the link"));
  const status = h("span", { class: "share-status", role: "status" });
  const panel = h(
    "div",
    { class: "share-panel", hidden: true },
    h("label", { class: "share-line" }, h("span", { class: "share-note" }, t("Anybody with this link can look at this deal, read-only:")), link),
    copy,
    status,
  );
  const button = h("button", { type: "button", class: "share-button", "aria-expanded": "false" }, t("Share this deal"));

  button.addEventListener("click", async () => {
    status.textContent = "";
    try {
      const shared = await call("POST", `/api/deals/${encodeURIComponent(dealId)}/share`, {});
      link.value = new URL(shared.url, window.location.href).href;
    } catch (error) {
      status.textContent = error.message;
      panel.hidden = false;
      return;
    }
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    await copyLink(link, status);
  });
  copy.addEventListener("click", () => copyLink(link, status));
  container.append(h("div", { class: "share" }, button, panel));
}

async function copyLink(link, status) {
  try {
    await navigator.clipboard.writeText(link.value);
    status.textContent = t("Copied");
  } catch {
    // Only pages served over HTTPS (or from this computer) may write to the clipboard.
    link.focus();
    link.select();
    status.textContent = t("Your browser did not copy it: the link is selected, copy it from there");
  }
}
