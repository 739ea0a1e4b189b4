/**
 * Tab alerts: while it is this browser's turn the tab's title starts with "▶ Your turn"
 * and the favicon carries a dot, so a player in another tab sees it; both go back when
 * the turn passes or the page is left. The end of the game and a rematch offer waiting
 * for an answer are said the same way ("● Game over", "● Rematch?"), without the chime.
 */

const DOT_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
      '<rect width="32" height="32" rx="6" fill="#b5522e"/>' +
      '<circle cx="23" cy="9" r="8" fill="#1f9d55" stroke="#fff" stroke-width="2.5"/></svg>',
  );

export class TurnAlert {
  private plainIcon: string | null = null;
  private on = false;
  private turnOn = false;
  private seen = false;

  /** `onTurn` is called when the turn comes to this browser (not for the first state a
   *  page shows: a page opened on your turn does not chime). */
  constructor(
    private readonly doc: Document = document,
    private readonly onTurn: () => void = () => undefined,
  ) {}

  private icon(): HTMLLinkElement | null {
    return this.doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  }

  /** Show or clear the alert; `title` is the page's own title, `prefix` the alert words.
   *  `turn`: the alert is the player's turn (it chimes as it comes, and reads "▶"), else
   *  news about the match ("●"). */
  set(mine: boolean, title: string, prefix: string, turn = true): void {
    const link = this.icon();
    if (mine && turn && !this.turnOn && this.seen) this.onTurn();
    this.seen = true;
    this.turnOn = mine && turn;
    if (mine) {
      this.doc.title = `${turn ? "▶" : "●"} ${prefix} · ${title}`;
      if (link && !this.on) {
        this.plainIcon = link.getAttribute("href");
        link.setAttribute("href", DOT_ICON);
      }
      link?.setAttribute("data-turn", "true");
    } else {
      if (this.on) this.doc.title = title;
      if (link && this.on && this.plainIcon !== null) link.setAttribute("href", this.plainIcon);
      link?.removeAttribute("data-turn");
    }
    this.on = mine;
  }

  clear(title: string): void {
    this.set(false, title, "");
    this.seen = false;
  }
}
