import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyFlag } from './CurrencyFlag';
import { Flag } from './Flag';

/** Vite inlines a small SVG as a data URL (it keeps flag-icons' id) and links a larger one by file. */
const isFlagOf = (country: string) => new RegExp(`flag-icons-${country}'|/4x3/${country}\\.svg$`);

describe('Flag', () => {
  it("shows the country's flag-icons image, decorative beside the written name", () => {
    const { container } = render(<Flag country="gh" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(isFlagOf('gh'));
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('aria-hidden', 'true');
    expect(image).toHaveAttribute('width', '20');
  });

  it('draws each country from its own image', () => {
    const { container } = render(
      <>
        <Flag country="gb" />
        <Flag country="eu" />
        <Flag country="sa" />
      </>,
    );
    const sources = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(sources[0]).toMatch(isFlagOf('gb'));
    expect(sources[1]).toMatch(isFlagOf('eu'));
    expect(sources[2]).toMatch(isFlagOf('sa'));
  });
});

describe('CurrencyFlag', () => {
  it("shows the flag of the currency's country, and the currency sign for one without", () => {
    const { container } = render(
      <>
        <CurrencyFlag code="GHS" />
        <CurrencyFlag code="XAU" />
      </>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(isFlagOf('gh'));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
