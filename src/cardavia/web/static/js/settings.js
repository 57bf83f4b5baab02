// The settings bar: the language picker and the look sliders (contrast, grain, colour
// temperature). Slider values live in CSS custom properties on <html>, in localStorage
// and in a cookie, so every page and every visit starts with the player's look.

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

function start() {
  const values = readLook();
  applyLook(values);
  saveLook(values);
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
