/** Drawing Labyrinth cards in SVG: corridors, treasure medallions, whole cards. */
import { cardFace, spotsAt, treasureStyle, type Face, type GameData, type Point } from "./logic";

export { svg as svgEl } from "../../dom";
import { svg as svgEl } from "../../dom";


const faces = new Map<string, Face>();
function faceOf(groups: readonly string[]): Face {
  const key = groups.join("|");
  let face = faces.get(key);
  if (!face) faces.set(key, (face = cardFace(groups)));
  return face;
}

/** The outline of a treasure shape of radius r about 0,0. */
function shapePath(shape: number, r: number): string {
  const poly = (n: number, turn: number, radius = r) =>
    Array.from({ length: n }, (_, i) => {
      const a = turn + (i * 2 * Math.PI) / n;
      return `${(radius * Math.cos(a)).toFixed(2)},${(radius * Math.sin(a)).toFixed(2)}`;
    }).join(" ");
  switch (shape) {
    case 0: // circle
      return `M${-r},0 a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 1: // diamond
      return `M${poly(4, -Math.PI / 2, r * 1.15)}Z`;
    case 2: // hexagon
      return `M${poly(6, 0, r * 1.05)}Z`;
    case 3: // shield (a rounded square)
      return `M${-r * 0.9},${-r * 0.9} H${r * 0.9} V${r * 0.2} Q${r * 0.9},${r} 0,${r * 1.1} Q${-r * 0.9},${r} ${-r * 0.9},${r * 0.2}Z`;
    default: // eight-pointed star
      return `M${Array.from({ length: 16 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 8;
        const radius = i % 2 ? r * 0.78 : r * 1.12;
        return `${(radius * Math.cos(a)).toFixed(2)},${(radius * Math.sin(a)).toFixed(2)}`;
      }).join(" ")}Z`;
  }
}

/** A treasure medallion: a shape in the treasure's hue with its letter. */
export function treasureIcon(letter: string, at: Point, r: number, title: string): SVGGElement {
  const { shape, hue } = treasureStyle(letter);
  const g = svgEl("g", {
    class: "cards-treasure",
    transform: `translate(${at[0]},${at[1]})`,
    "data-treasure": letter,
  });
  g.style.setProperty("--hue", String(hue));
  g.append(
    svgEl("title", {}),
    svgEl("path", { d: shapePath(shape, r), class: "cards-treasure-shape" }),
    svgEl("text", { class: "cards-treasure-letter", "font-size": r * 1.15, y: r * 0.4 }),
  );
  g.querySelector("title")!.textContent = title;
  g.querySelector("text")!.textContent = letter;
  return g;
}

export interface CardLook {
  card: number;
  rotation: number;
  data: GameData;
  /** The treasure's name in the shown language, for titles. */
  name: (letter: string) => string;
  /** Draw the card number in a corner. */
  number?: boolean;
}

/** One card (100 x 100 units, top left at 0,0). */
export function drawCard(look: CardLook): SVGGElement {
  const info = look.data.cards[String(look.card)];
  const g = svgEl("g", { class: "cards-card" });
  g.append(svgEl("rect", { class: "cards-card-bg", x: 0, y: 0, width: 100, height: 100, rx: 9 }));
  if (!info) return g;
  const face = faceOf(info.groups);
  const inner = svgEl("g", { transform: `translate(50,50) rotate(${look.rotation * 90})` });
  for (const d of face.paths) {
    inner.append(svgEl("path", { d, class: "cards-corridor-edge" }));
  }
  for (const d of face.paths) {
    inner.append(svgEl("path", { d, class: "cards-corridor" }));
  }
  g.append(inner);
  const spots = spotsAt(face, look.rotation);
  const [first, second] = info.treasures;
  g.append(
    treasureIcon(first, [50 + spots.a[0], 50 + spots.a[1]], 12, look.name(first)),
    treasureIcon(second, [50 + spots.b[0], 50 + spots.b[1]], 12, look.name(second)),
  );
  if (look.number !== false) {
    const num = svgEl("text", { class: "cards-card-number", x: 93, y: 95 });
    num.textContent = String(look.card);
    g.append(num);
  }
  g.append(svgEl("rect", { class: "cards-card-frame", x: 0.5, y: 0.5, width: 99, height: 99, rx: 9 }));
  return g;
}

/** A stand-alone SVG of one card (the hand, the collected piles). */
export function cardSvg(look: CardLook, size: number): SVGSVGElement {
  const svg = svgEl("svg", { viewBox: "-2 -2 104 104", width: size, height: size, "aria-hidden": "true" });
  svg.append(drawCard(look));
  return svg;
}
