import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { formatDate, formatRelativeTime } from './date';

const { t } = createI18n({});
const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it('says Just now under one minute', () => {
    expect(formatRelativeTime(ago(0), t, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), t, now)).toBe('Just now');
  });

  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(formatRelativeTime(ago(60_000), t, now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000), t, now)).toBe('59m ago');
    expect(formatRelativeTime(ago(60 * 60_000), t, now)).toBe('1h ago');
    expect(formatRelativeTime(ago(1439 * 60_000), t, now)).toBe('23h ago');
    expect(formatRelativeTime(ago(1440 * 60_000), t, now)).toBe('1d ago');
    expect(formatRelativeTime('2026-11-12T11:00:00Z', t, now)).toBe('10d ago');
  });

  it('treats a time in the future as just now', () => {
    expect(formatRelativeTime(ago(-5 * 60_000), t, now)).toBe('Just now');
  });

  it("says the same steps in another language's own words", () => {
    expect(formatRelativeTime(ago(0), t, now, 'fr')).toBe('maintenant');
    expect(formatRelativeTime(ago(5 * 60_000), t, now, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(3 * 60 * 60_000), t, now, 'fr')).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(1440 * 60_000), t, now, 'fr')).toBe('hier');
    expect(formatRelativeTime(ago(10 * 1440 * 60_000), t, now, 'fr')).toBe('il y a 10 jours');
    expect(formatRelativeTime(ago(2 * 1440 * 60_000), t, now, 'ar')).toBe('أول أمس');
  });
});

describe('formatDate', () => {
  it('formats in the given locale', () => {
    expect(
      formatDate('2026-11-22T12:00:00Z', 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
    ).toBe('Nov 22, 2026');
    expect(formatDate(now, 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '22 November 2026',
    );
  });
});
