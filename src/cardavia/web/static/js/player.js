// Who you are at the shared tables: a name (1 to 24 characters) and an avatar of the site's
// own drawing, saved with PUT /api/me; the server's refusal is shown beside the form, in the
// page's language. Used on the home page and on an invitation's table.

import { api } from "./api.js";
import { avatarSvg } from "./avatar.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

const NAME_LENGTH = 24;

// A few looks drawn as the AI players are, to choose from.
const LOOKS = [
  { hair: "short", hair_colour: "brown", hat: "feathered", beard: "none", glasses: false, skin: "rosy", coat: "green" },
  { hair: "braids", hair_colour: "red", hat: "none", beard: "none", glasses: false, skin: "light", coat: "blue" },
  { hair: "long", hair_colour: "black", hat: "none", beard: "none", glasses: true, skin: "tan", coat: "red" },
  { hair: "short", hair_colour: "blond", hat: "kappi", beard: "full", glasses: false, skin: "light", coat: "grey" },
  { hair: "bun", hair_colour: "grey", hat: "none", beard: "none", glasses: true, skin: "rosy", coat: "brown" },
  { hair: "bald", hair_colour: "brown", hat: "cap", beard: "moustache", glasses: false, skin: "tan", coat: "blue" },
];

let counter = 0;

/** Whether two looks are the same drawing. */
function sameLook(a, b) {
  return Boolean(a && b) && Object.keys(LOOKS[0]).every((key) => a[key] === b[key]);
}

/**
 * The form, filled with who you are now (`player`: {name, look}, both null before you
 * choose). `saved(player)` runs once the server has taken it.
 */
export function playerForm(player, saved) {
  counter += 1;
  const id = `player-${counter}`;
  const nameInput = h("input", {
    id: `${id}-name`,
    class: "player-name",
    name: "name",
    type: "text",
    maxlength: String(NAME_LENGTH),
    autocomplete: "nickname",
    required: true,
    value: (player && player.name) || "",
  });
  const chosen = Math.max(0, LOOKS.findIndex((look) => sameLook(look, player && player.look)));
  const looks = h("div", { class: "player-looks", role: "radiogroup", "aria-label": t("Your avatar") },
    ...LOOKS.map((look, index) => h("label", { class: "player-look" },
      h("input", { type: "radio", name: `${id}-look`, value: String(index), checked: index === chosen, "aria-label": t("Look {number}", { number: index + 1 }) }),
      avatarSvg(look))));
  const problem = h("p", { class: "player-problem", role: "alert", hidden: true });
  const button = h("button", { type: "submit", class: "primary", text: t("Save") });
  const form = h("form", { class: "player-form", "aria-labelledby": `${id}-title`, novalidate: true },
    h("h3", { id: `${id}-title`, text: t("Who you are at the tables") }),
    h("label", { class: "player-field", for: `${id}-name` }, h("span", { text: t("Your name") })),
    nameInput,
    looks,
    problem,
    button);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const index = Number(form.querySelector(`input[name="${id}-look"]:checked`)?.value || 0);
    button.disabled = true;
    try {
      const answer = await api.nameMe(nameInput.value, LOOKS[index]);
      problem.hidden = true;
      saved(answer);
    } catch (error) {
      problem.textContent = error.message;
      problem.hidden = false;
      nameInput.focus();
    } finally {
      button.disabled = false;
    }
  });
  return form;
}
