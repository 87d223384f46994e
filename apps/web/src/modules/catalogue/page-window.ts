/** Pages shown on each side of the current one before a gap. */
const SIBLINGS = 1;

/** The page numbers to show: the first, the last, the current with its neighbours, null for a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set<number>([1, last]);
  for (let page = current - SIBLINGS; page <= current + SIBLINGS; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && page - previous === 2) window.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) window.push(null);
    window.push(page);
  }
  return window;
}
