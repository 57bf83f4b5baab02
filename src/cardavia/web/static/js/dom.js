// Small DOM and motion helpers for the table: build elements, replace children, animate
// (nothing moves when the player asks for reduced motion or the page is hidden).

export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), value);
    } else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** Replaces the children of `element` (null and false are left out). */
export function fill(element, ...children) {
  element.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
}

const reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");

export function motionOff() {
  return (reducedMotion && reducedMotion.matches) || document.hidden;
}

export function animate(element, frames, options) {
  if (!element || motionOff() || typeof element.animate !== "function") return Promise.resolve();
  try {
    return element.animate(frames, options).finished.catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

export function pause(ms) {
  if (motionOff() || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}
