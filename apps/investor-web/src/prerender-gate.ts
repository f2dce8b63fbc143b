// No imports: the build's Vite config reads this file too (prerender-plugin.ts).

/** The browser storage keys that make a pre-rendered page not this reader's. */
export const PRERENDER_GATE_KEYS = {
  language: 'selectedLanguage',
  currency: 'preferred-currency',
  session: 'authToken',
} as const;

/** Set on <html> by the gate when the pre-rendered page must not show (main.tsx drops it). */
export const PRERENDER_HIDDEN_ATTRIBUTE = 'data-prerender-hidden';

/**
 * Run before the first paint of a pre-rendered page, which is what a visitor reading English
 * sees. A reader with a saved language other than English, a currency or a session would see
 * the wrong texts, amounts or bar for a moment: the page stays hidden until the app renders.
 */
export const PRERENDER_GATE_SCRIPT = `try {
  var language = localStorage.getItem('${PRERENDER_GATE_KEYS.language}');
  if (
    (language !== null && language !== 'en') ||
    localStorage.getItem('${PRERENDER_GATE_KEYS.currency}') !== null ||
    localStorage.getItem('${PRERENDER_GATE_KEYS.session}') !== null
  ) {
    document.documentElement.setAttribute('${PRERENDER_HIDDEN_ATTRIBUTE}', '');
  }
} catch (error) {
  document.documentElement.setAttribute('${PRERENDER_HIDDEN_ATTRIBUTE}', '');
}
`;
