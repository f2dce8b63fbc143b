/** The browser storage key for the reader's currency. */
export const PREFERRED_CURRENCY_KEY = 'preferred-currency';

/** Fired in this tab when the choice changes; other tabs hear the storage event. */
const CHANGE_EVENT = 'preferred-currency-change';

/** Where the choice lives when the browser blocks storage: until the page reloads. */
let unstoredChoice: string | null = null;

export function getPreferredCurrency(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_CURRENCY_KEY);
  } catch {
    return unstoredChoice;
  }
}

export function setPreferredCurrency(code: string): void {
  try {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, code);
  } catch {
    unstoredChoice = code;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToPreferredCurrency(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFERRED_CURRENCY_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
