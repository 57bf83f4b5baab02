// The table's JSON API (see /docs): start, read, act, take your card back, deal on, ask for
// a hint, set the AI pace, follow; at a shared table: who you are, the invitation's seats,
// the host's start, leaving and reactions.

import { t } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, detail, body) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

function detailOf(status, body) {
  if (body && typeof body.detail === "string") return body.detail;
  if (body && Array.isArray(body.detail)) {
    return body.detail.map((item) => item && item.msg).filter(Boolean).join("; ");
  }
  return t("The server answered with an error ({status})", { status });
}

/** One JSON request to the server: its answer, or an ApiError saying what went wrong. */
export async function call(method, url, body) {
  return send(method, url, body === undefined ? undefined : JSON.stringify(body));
}

/** A request whose body is JSON text as it was written (a record file), answered as `call`. */
export async function send(method, url, text) {
  let answer;
  try {
    answer = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: text === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
      body: text,
    });
  } catch {
    throw new ApiError(0, t("The server cannot be reached: check your connection"), null);
  }
  let data = null;
  try {
    data = await answer.json();
  } catch {
    data = null;
  }
  if (!answer.ok) throw new ApiError(answer.status, detailOf(answer.status, data), data);
  return data;
}

const base = "/api/tables";
const path = (id) => `${base}/${encodeURIComponent(id)}`;

export const api = {
  start: (game, pack, level, guide, houseRules) => call("POST", base, { game, ...(pack ? { pack } : {}), ...(level ? { level } : {}), ...(guide ? { guide } : { house_rules: houseRules || {} }) }),
  read: (id) => call("GET", path(id)),
  act: (id, version, action) => call("POST", `${path(id)}/actions`, { version, action }),
  next: (id, version) => call("POST", `${path(id)}/next`, { version }),
  undo: (id, version) => call("POST", `${path(id)}/undo`, { version }),
  hint: (id, version) => call("POST", `${path(id)}/hint`, { version }),
  speed: (id, speed) => call("PUT", `${path(id)}/speed`, { speed }),
  events: (id) => new EventSource(`${path(id)}/events`),
  // Tables shared by several people
  me: () => call("GET", "/api/me"),
  nameMe: (name, look) => call("PUT", "/api/me", { name, look }),
  startShared: (game, pack, level, shared, houseRules) => call("POST", base, { game, pack, level, shared, house_rules: houseRules || {} }),
  openTables: () => call("GET", "/api/open-tables"),
  invitation: (token) => call("GET", `/api/invitations/${encodeURIComponent(token)}`),
  takeSeat: (token, seat) => call("POST", `/api/invitations/${encodeURIComponent(token)}/seat`, { seat }),
  begin: (id) => call("POST", `${path(id)}/begin`, {}),
  leave: (id) => call("POST", `${path(id)}/leave`, {}),
  react: (id, phrase) => call("POST", `${path(id)}/reactions`, { phrase }),
};
