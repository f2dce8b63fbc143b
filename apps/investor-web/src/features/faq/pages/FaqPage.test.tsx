import { stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';

function renderFaq() {
  stubFetch(currencyRatesRoute);
  renderApp('/faq');
}

const question = (name: string) => screen.getByRole('button', { name });
/** The panel a question's button controls, open or not. */
function answer(name: string): HTMLElement {
  const panel = document.getElementById(question(name).getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no answer for ${name}`);
  return panel;
}

describe('/faq', () => {
  it('lists the 10 questions, all closed at first', () => {
    renderFaq();
    const questions = [
      'What is CoInvest Accra?',
      'How does co-buying work?',
      'What is the minimum amount I can invest?',
      'Why invest in Accra?',
      'How long does a project take?',
      'How is my profit calculated?',
      'What are the risks?',
      'What legal documentation do I receive?',
      'How will I receive updates?',
      'Can I withdraw my investment early?',
    ];
    for (const name of questions) {
      expect(question(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(questions),
    );
  });

  it('opens one answer at a time', async () => {
    renderFaq();
    const user = userEvent.setup();

    await user.click(question('What is the minimum amount I can invest?'));
    expect(question('What is the minimum amount I can invest?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(answer('What is the minimum amount I can invest?')).toBeVisible());
    expect(answer('What is the minimum amount I can invest?')).toHaveTextContent(
      /from 25,000 cedis/,
    );

    await user.click(question('How long does a project take?'));
    expect(question('How long does a project take?')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(answer('How long does a project take?')).toBeVisible());
    expect(answer('How long does a project take?')).toHaveTextContent(
      /typically takes 18-36 months/,
    );
    expect(question('What is the minimum amount I can invest?')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(answer('What is the minimum amount I can invest?')).not.toBeVisible(),
    );
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('explains profit sharing on sale, not fixed returns', async () => {
    renderFaq();
    await userEvent.click(question('How is my profit calculated?'));
    await waitFor(() => expect(answer('How is my profit calculated?')).toBeVisible());
    expect(answer('How is my profit calculated?')).toHaveTextContent(
      /profit sharing on sale, not fixed returns/,
    );
  });

  it('says co-buying pays ownership of the unit times its profit, not a split among investors', async () => {
    renderFaq();
    await userEvent.click(question('How does co-buying work?'));
    await waitFor(() => expect(answer('How does co-buying work?')).toBeVisible());
    expect(answer('How does co-buying work?')).toHaveTextContent(
      "you receive your ownership of the unit's price times its profit; the part of the unit investors did not fund belongs to its developer.",
    );
    expect(answer('How does co-buying work?')).not.toHaveTextContent(/in proportion/);
  });

  it('offers e-mail support and phone support during business hours', () => {
    renderFaq();
    const card = screen.getByRole('region', { name: 'Still have questions?' });
    expect(within(card).getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@coinvest-accra.example',
    );
    expect(within(card).getByRole('link', { name: 'Phone Support' })).toHaveAttribute(
      'href',
      'tel:+233300000000',
    );
    expect(within(card).getByText(/Mon-Fri 9AM-6PM GMT/)).toBeVisible();
  });
});
