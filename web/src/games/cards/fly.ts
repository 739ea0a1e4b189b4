/** Another seat's card flies onto the table: from above the place, turning as it comes,
 *  over one step of the pace (games/motion.ts). */
import { playIn } from "../motion";

/** Half a card (cards are 100 units square). */
const HALF = 50;

export function flyIn(node: SVGGElement, x: number, y: number, ms: number): void {
  const at = (dx: number, dy: number, turn: number, scale: number) =>
    `translate(${x + dx + HALF}px, ${y + dy + HALF}px) rotate(${turn}deg) scale(${scale}) translate(${-HALF}px, ${-HALF}px)`;
  node.classList.add("cards-flying");
  const animation = playIn(
    node,
    [
      { transform: at(-40, -260, -35, 1.25), opacity: 0 },
      { opacity: 1, offset: 0.2 },
      { transform: at(0, 0, 0, 1), opacity: 1 },
    ],
    ms,
  );
  const done = () => node.classList.remove("cards-flying");
  if (!animation) done();
  else {
    animation.addEventListener("finish", done);
    animation.addEventListener("cancel", done);
  }
}
