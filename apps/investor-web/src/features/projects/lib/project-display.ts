/** A percentage string ('18.00', '18.50') without needless zeros: '18', '18.5'. */
export function percentLabel(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
