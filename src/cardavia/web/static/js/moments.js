// The moments a page shows (<time data-moment>), written by the server in UTC, shown in
// the reader's own time zone as the page's language writes dates and times.

const LANGUAGE = document.documentElement.lang || "en";
const MOMENT = new Intl.DateTimeFormat(LANGUAGE, { dateStyle: "medium", timeStyle: "short" });

for (const time of document.querySelectorAll("time[data-moment]")) {
  const when = new Date(time.getAttribute("datetime"));
  if (!Number.isNaN(when.getTime())) time.textContent = MOMENT.format(when);
}
