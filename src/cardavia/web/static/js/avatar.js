// The AI players' avatars: a small drawn bust per person, from the look the server gives
// each (hair, hat, beard, glasses, skin and coat), on a 32-unit grid so that it stays
// crisp from 22 to 40 pixels.

const SVG_NS = "http://www.w3.org/2000/svg";

const SKIN = { light: "#f4d2b5", rosy: "#eebf9f", tan: "#c98f62" };
const HAIR = { black: "#2a2320", brown: "#6b4426", blond: "#e0b95a", red: "#b4532a", grey: "#b9b4ab" };
const COAT = { green: "#3f6f45", blue: "#35598f", red: "#9c3328", brown: "#7a5232", grey: "#5d6166" };
const INK = "#2b1d12";

function shape(tag, attributes) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** Hair behind the head (long hair, braids, a bun) and over it (the parting, a fringe). */
function hair(look) {
  const colour = HAIR[look.hair_colour] || HAIR.brown;
  const behind = [];
  const over = [];
  if (look.hair === "long") behind.push(shape("path", { d: "M8.5 14c0-6 3.2-8.5 7.5-8.5s7.5 2.5 7.5 8.5v9h-15z", fill: colour }));
  if (look.hair === "braids") {
    behind.push(shape("path", { d: "M8.6 15.5q-1.2 5 .4 9.5h2.2q-1-4.8.3-9.5zM23.4 15.5q1.2 5-.4 9.5h-2.2q1-4.8-.3-9.5z", fill: colour }));
  }
  if (look.hair === "bun") behind.push(shape("circle", { cx: 16, cy: 5.2, r: 3, fill: colour }));
  if (look.hair === "bald") {
    over.push(shape("path", { d: "M9.2 15.5q-.4-3.5 1.3-5l.8 4.5zM22.8 15.5q.4-3.5-1.3-5l-.8 4.5z", fill: colour }));
  } else {
    over.push(shape("path", { d: "M9 14.5q-.6-7.5 7-8t7 8q-2.5-3.8-7-4.2-4.4.4-7 4.2z", fill: colour }));
  }
  return { behind, over };
}

function beard(look) {
  const colour = HAIR[look.hair_colour] || HAIR.brown;
  if (look.beard === "moustache") return [shape("path", { d: "M13 18.6q3-1.6 6 0q-1 1.2-3 .5q-2 .7-3-.5z", fill: colour })];
  if (look.beard === "full") return [shape("path", { d: "M9.6 15.5q.2 7.4 6.4 7.5 6.2-.1 6.4-7.5-1 3-2.6 3.3-.8-1.3-3.8-1.3t-3.8 1.3q-1.6-.3-2.6-3.3z", fill: colour })];
  return [];
}

function hat(look) {
  if (look.hat === "feathered") {
    // The Bavarian hat: green felt, a cord, and a tuft of chamois hair behind.
    return [
      shape("path", { d: "M20.5 7q2.5-4.5 4.8-3.8-1.4 1.6-3.2 4.4z", fill: "#d9cfb8" }),
      shape("path", { d: "M10.6 9.4q.3-5.2 5.4-5.4 5.1.2 5.4 5.4z", fill: "#2f4a2f" }),
      shape("rect", { x: 10.6, y: 8, width: 10.8, height: 1.4, fill: "#c9a44a" }),
      shape("ellipse", { cx: 16, cy: 9.6, rx: 8.6, ry: 1.6, fill: "#243a24" }),
    ];
  }
  if (look.hat === "kappi") {
    // The Swiss herdsman's cap: black, round, an edelweiss on its side.
    return [
      shape("path", { d: "M9.6 10.4q.4-5.8 6.4-5.9 6 .1 6.4 5.9z", fill: "#1f1f22" }),
      shape("circle", { cx: 12.6, cy: 8.3, r: 1.2, fill: "#f4f1e6" }),
      shape("circle", { cx: 12.6, cy: 8.3, r: 0.45, fill: "#e3b437" }),
    ];
  }
  if (look.hat === "cap") {
    return [
      shape("path", { d: "M9.4 10.6q.2-5.4 6.8-5.6 5.6.2 6.4 4.4 1.6.4 1.6 1.2z", fill: "#6c6a63" }),
      shape("path", { d: "M9.4 10.6h14.8", stroke: "#4a4843", "stroke-width": 0.8 }),
    ];
  }
  return [];
}

function glasses() {
  return [
    shape("circle", { cx: 13.2, cy: 14.4, r: 1.9, fill: "none", stroke: INK, "stroke-width": 0.7 }),
    shape("circle", { cx: 18.8, cy: 14.4, r: 1.9, fill: "none", stroke: INK, "stroke-width": 0.7 }),
    shape("path", { d: "M15.1 14.2h1.8", stroke: INK, "stroke-width": 0.7 }),
  ];
}

/** The person's bust as an inline SVG (decorative: the seat's label names them). */
export function avatarSvg(look) {
  const svg = shape("svg", { viewBox: "0 0 32 32", class: "avatar-art", "aria-hidden": "true", focusable: "false" });
  const skin = SKIN[look.skin] || SKIN.light;
  const coat = COAT[look.coat] || COAT.grey;
  const { behind, over } = hair(look);
  svg.append(
    ...behind,
    shape("path", { d: "M4 32q.5-8.5 12-8.5T28 32z", fill: coat }),
    shape("path", { d: "M13 20h6v4.6q-3 2.2-6 0z", fill: skin }),
    shape("path", { d: "M13.2 23.7l2.8 3 2.8-3", fill: "none", stroke: "#f3ead8", "stroke-width": 1 }),
    shape("ellipse", { cx: 16, cy: 14.6, rx: 6.6, ry: 7.4, fill: skin }),
    shape("circle", { cx: 13.4, cy: 14.4, r: 0.85, fill: INK }),
    shape("circle", { cx: 18.6, cy: 14.4, r: 0.85, fill: INK }),
    shape("path", { d: "M14.2 19.2q1.8 1.2 3.6 0", fill: "none", stroke: "#8a4a36", "stroke-width": 0.8, "stroke-linecap": "round" }),
    ...over,
    ...beard(look),
    ...(look.glasses ? glasses() : []),
    ...hat(look),
  );
  return svg;
}
