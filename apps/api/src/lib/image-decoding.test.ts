import { describe, expect, it } from 'vitest';
import { isWithinPixelBudget } from './image-decoding';

describe('the pixel budget of uploaded images', () => {
  it('takes up to 8,000 pixels on a side', () => {
    expect(isWithinPixelBudget(8_000, 4_000)).toBe(true);
    expect(isWithinPixelBudget(4_000, 8_000)).toBe(true);
    expect(isWithinPixelBudget(8_000, 5_000)).toBe(true); // exactly 40 megapixels
  });

  it('refuses a side just over 8,000 pixels, however thin the image', () => {
    expect(isWithinPixelBudget(8_001, 1)).toBe(false);
    expect(isWithinPixelBudget(1, 8_001)).toBe(false);
  });

  it('refuses more than 40 megapixels even with both sides under 8,000', () => {
    expect(isWithinPixelBudget(7_000, 6_000)).toBe(false); // 42 megapixels
    expect(isWithinPixelBudget(8_000, 5_001)).toBe(false);
  });
});
