/** The width the tests' window starts at: a desktop, where the navigation bar shows in full. */
export const DESKTOP_WIDTH = 1024;

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Sets the test window's width. happy-dom applies the stylesheets' media queries, so what
 * Mantine hides below or above a breakpoint (the burger, the sticky Invest button) is hidden
 * from role queries as it is from people at that width.
 */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width });
  // happy-dom keeps computed styles until the document changes: a change makes it read the
  // media queries again at the new width.
  document.documentElement.setAttribute('data-test-viewport', String(width));
  window.dispatchEvent(new Event('resize'));
}

/** A phone's width (375 px), below every breakpoint the sites use. */
export function showAsPhone(): void {
  setViewportWidth(375);
}
