/** The provider's checkout is its own site: the investor leaves ours and comes back to it. */
export function openCheckout(authorizationUrl: string): void {
  window.location.assign(authorizationUrl);
}
