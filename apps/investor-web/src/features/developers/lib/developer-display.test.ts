import { describe, expect, it } from 'vitest';
import { formatRating, isRated, telHref, websiteHref } from './developer-display';

describe('developer display rules', () => {
  it('counts a rating only above 0', () => {
    expect(isRated('0.00')).toBe(false);
    expect(isRated('0.01')).toBe(true);
  });

  it('shows the rating with one decimal, rounded half-up', () => {
    expect(formatRating('4.60', 'en')).toBe('4.6');
    expect(formatRating('4.35', 'en')).toBe('4.4');
    expect(formatRating('5.00', 'en')).toBe('5.0');
    expect(formatRating('4.25', 'de')).toBe('4,3');
  });

  it('opens only http(s) websites, adding https to a bare host', () => {
    expect(websiteHref('https://adomhomes.example.com')).toBe('https://adomhomes.example.com/');
    expect(websiteHref('www.adomhomes.example.com')).toBe('https://www.adomhomes.example.com/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+233 30 254 1187')).toBe('tel:+233302541187');
  });
});
