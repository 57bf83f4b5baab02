// The settings bar: the language picker, the look sliders (contrast, grain, colour
// temperature) and the switches (large cards, sound, tap to select). Slider values live in
// CSS custom properties on <html>, switches in its data-* attributes ("on"/"off"); both are
// kept in localStorage and in a cookie, so every page and every visit starts as chosen.

const LOOK_KEYS = ["contrast", "grain", "temperature"];
const STORAGE_KEY = "cardavia.look";
const COOKIE = "cardavia_look";
const YEAR = 365 * 24 * 3600;
const PERCENT = new Intl.NumberFormat(document.documentElement.lang || "en", { style: "percent" });

function readLook() {
  const fromHtml = LOOK_KEYS.map((key) =>
    Number(getComputedStyle(document.documentElement).getPropertyValue(`--${key}`)) || 50,
  );
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) || "null");
    if (stored && LOOK_KEYS.every((key) => Number.isFinite(stored[key]))) {
      return LOOK_KEYS.map((key) => clamp(stored[key]));
    }
  } catch {
    // A damaged entry: fall back to what the server rendered.
  }
  return fromHtml;
}

function clamp(value) {
  return Math.max(0, Math.min(100, Math.round(Number(value))));
}

function applyLook(values) {
  LOOK_KEYS.forEach((key, index) => {
    document.documentElement.style.setProperty(`--${key}`, String(values[index]));
    const slider = document.querySelector(`input[data-look="${key}"]`);
    if (slider) {
      slider.value = String(values[index]);
      const output = slider.parentElement.querySelector("output");
      if (output) output.textContent = PERCENT.format(values[index] / 100);
    }
  });
}

function saveLook(values) {
  const record = Object.fromEntries(LOOK_KEYS.map((key, index) => [key, values[index]]));
  localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  document.cookie = `${COOKIE}=${values.join(",")}; path=/; max-age=${YEAR}; samesite=lax`;
}

const TOGGLE_KEYS = ["large-cards", "sound", "tap-select"];
const TOGGLE_STORAGE_KEY = "cardavia.toggles";
const TOGGLE_COOKIE = "cardavia_toggles";
const coarsePointer = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;

/** Each switch: true or false when the player chose, null while not chosen. */
function readToggles() {
  const html = document.documentElement.dataset;
  const fromHtml = (key) => ({ on: true, off: false })[html[datasetName(key)]] ?? null;
  let stored = null;
  try {
    stored = JSON.parse(localStorage.getItem(TOGGLE_STORAGE_KEY) || "null");
  } catch {
    // A damaged entry: fall back to what the server rendered.
  }
  return Object.fromEntries(TOGGLE_KEYS.map((key) => {
    const value = stored && typeof stored[key] === "boolean" ? stored[key] : fromHtml(key);
    return [key, value];
  }));
}

function datasetName(key) {
  return key.replace(/-(\w)/g, (whole, letter) => letter.toUpperCase());
}

/** What a switch not chosen yet means: tap to select on touch screens, the rest off. */
function effective(key, value) {
  if (value !== null) return value;
  return key === "tap-select" && coarsePointer;
}

function applyToggles(toggles) {
  for (const key of TOGGLE_KEYS) {
    const on = effective(key, toggles[key]);
    document.documentElement.dataset[datasetName(key)] = on ? "on" : "off";
    const box = document.querySelector(`input[data-toggle="${key}"]`);
    if (box) box.checked = on;
  }
}

function saveToggles(toggles) {
  const chosen = Object.fromEntries(TOGGLE_KEYS.filter((key) => toggles[key] !== null).map((key) => [key, toggles[key]]));
  try {
    localStorage.setItem(TOGGLE_STORAGE_KEY, JSON.stringify(chosen));
  } catch {
    // Storage may be off: the cookie still carries the choice.
  }
  const letters = TOGGLE_KEYS.map((key) => (toggles[key] === null ? "-" : toggles[key] ? "1" : "0")).join("");
  document.cookie = `${TOGGLE_COOKIE}=${letters}; path=/; max-age=${YEAR}; samesite=lax`;
}

function startToggles() {
  const toggles = readToggles();
  applyToggles(toggles);
  saveToggles(toggles);
  for (const box of document.querySelectorAll("input[data-toggle]")) {
    box.addEventListener("change", () => {
      toggles[box.dataset.toggle] = box.checked;
      applyToggles(toggles);
      saveToggles(toggles);
    });
  }
}

function start() {
  const values = readLook();
  applyLook(values);
  saveLook(values);
  startToggles();
  for (const slider of document.querySelectorAll("input[data-look]")) {
    slider.addEventListener("input", () => {
      const index = LOOK_KEYS.indexOf(slider.dataset.look);
      values[index] = clamp(slider.value);
      applyLook(values);
      saveLook(values);
    });
  }
  // The language and pack pickers take effect as soon as one is chosen.
  for (const picker of document.querySelectorAll("select[data-autosubmit]")) {
    picker.addEventListener("change", () => picker.form.submit());
  }
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start);
} else {
  start();
}
