/** For the boards' tests: a stand-in for the shell's players panel, one part per seat
 *  (what `BoardHost.seatSlot` returns on the match page). */
export function fakePanel(): { panel: HTMLElement; seatSlot: (seat: number) => HTMLElement } {
  const panel = document.createElement("ul");
  document.body.append(panel);
  const seatSlot = (seat: number): HTMLElement => {
    let slot = panel.querySelector<HTMLElement>(`[data-slot="${seat}"]`);
    if (!slot) {
      slot = document.createElement("li");
      slot.dataset.slot = String(seat);
      panel.append(slot);
    }
    return slot;
  };
  return { panel, seatSlot };
}
