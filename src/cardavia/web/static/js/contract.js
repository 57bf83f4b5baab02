// The contract box at the table's corner: what is being played, by whom.

import { suitIcon } from "./cards.js";
import { contractInfo } from "./games.js";
import { ctx } from "./context.js";
import { animate, fill, h } from "./dom.js";

export function renderContract(view) {
  const info = contractInfo(view);
  const sig = JSON.stringify(info);
  if (ctx.sigs.contract === sig) return;
  const changedTitle = !ctx.sigs.contractTitle || ctx.sigs.contractTitle !== info.title;
  ctx.sigs.contract = sig;
  ctx.sigs.contractTitle = info.title;
  const box = ctx.ui.info;
  fill(box,
    h(
      "div",
      { class: "contract-head" },
      info.suit ? suitIcon(info.suit, "contract-suit") : null,
      h("span", { class: "contract-title", text: info.title }),
      info.badge ? h("span", { class: "contract-badge", text: info.badge }) : null,
    ),
    ...info.lines.map((line) => h("p", { class: "contract-line", text: line })),
  );
  box.dataset.known = view.observation.contract && view.observation.phase !== "bidding" ? "yes" : "no";
  if (changedTitle && box.dataset.known === "yes") {
    animate(box, [{ transform: "scale(0.96)", boxShadow: "0 0 0 3px rgba(224,164,88,.9)" }, { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(224,164,88,0)" }], { duration: 700, easing: "ease-out" });
  }
}
