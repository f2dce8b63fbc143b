import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';

const contactEmail = 'support@coinvest-accra.example';

const goodMessage = {
  Name: 'Akosua Boateng',
  Email: 'Akosua@Example.com',
  Subject: 'Minimum investment',
  Message: 'Can I co-invest from London with 25,000 cedis?',
};

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries({ ...goodMessage, ...values })) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('/contact', () => {
  it('shows the contact details, the same as the footer, and why to partner', () => {
    stubFetch(currencyRatesRoute);
    renderApp('/contact');
    const details = screen.getByRole('region', { name: 'Get in Touch' });

    expect(within(details).getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
    expect(within(details).getByRole('link', { name: '+233 30 000 0000' })).toHaveAttribute(
      'href',
      'tel:+233300000000',
    );
    expect(within(details).getByText('Mon-Fri 9AM-6PM GMT')).toBeVisible();
    expect(
      within(details).getByText('East Legon, Accra, Greater Accra Region, Ghana'),
    ).toBeVisible();
    const whyPartner = screen.getByRole('region', { name: 'Why Partner With Us' });
    expect(within(whyPartner).getAllByRole('listitem')).toHaveLength(5);
  });

  it.each([
    ['Name', 'A', 'Name must be at least 2 characters'],
    ['Email', 'akosua@', 'Please enter a valid email address'],
    ['Subject', 'Hi', 'Subject must be at least 5 characters'],
    ['Message', 'Call me', 'Message must be at least 10 characters'],
  ])(
    'rejects a short or invalid %s with its message and sends nothing',
    async (label, value, message) => {
      const fetchStub = stubFetch(currencyRatesRoute);
      renderApp('/contact');
      const user = await fillForm({ [label]: value });

      await user.click(sendButton());

      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(sentBodies(fetchStub, 'POST', '/api/contact')).toEqual([]);
    },
  );

  it('takes the phone as optional, and says when one is not a phone number', async () => {
    stubFetch(currencyRatesRoute);
    renderApp('/contact');
    const user = await fillForm({ 'Phone (optional)': 'call me maybe' });

    await user.click(sendButton());

    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  });

  it("sends the message, says 'Sending...' meanwhile, then thanks the visitor and clears the form", async () => {
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'POST /api/contact': { status: 201, body: { message: 'Message received' } },
    });
    // The server answers only when the test lets it, so the pending state can be seen.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const reply = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await answered;
      return reply(input, init);
    });
    renderApp('/contact');
    const user = await fillForm({ 'Phone (optional)': '+233 24 412 3456' });

    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Message Sent!')).toBeVisible();
    expect(
      within(toast).getByText(
        "Thank you for contacting us. We'll get back to you within 24 hours.",
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(sentBodies(fetchStub, 'POST', '/api/contact')).toEqual([
      {
        name: 'Akosua Boateng',
        email: 'akosua@example.com',
        phone: '+233 24 412 3456',
        subject: 'Minimum investment',
        message: 'Can I co-invest from London with 25,000 cedis?',
      },
    ]);
  });

  it('sends exactly the form fields, trimmed, and no phone when none was given', async () => {
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'POST /api/contact': { status: 201, body: { message: 'Message received' } },
    });
    renderApp('/contact');
    const user = await fillForm({ Name: '  Akosua Boateng  ' });

    await user.click(sendButton());

    await screen.findByText('Message Sent!');
    expect(sentBodies(fetchStub, 'POST', '/api/contact')).toEqual([
      {
        name: 'Akosua Boateng',
        email: 'akosua@example.com',
        subject: 'Minimum investment',
        message: 'Can I co-invest from London with 25,000 cedis?',
      },
    ]);
  });

  it('says it failed, with the support address, and keeps what was typed', async () => {
    stubFetch({
      ...currencyRatesRoute,
      'POST /api/contact': {
        status: 429,
        body: { message: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    renderApp('/contact');
    const user = await fillForm();

    await user.click(sendButton());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(within(toast).getByText('Failed to Send')).toBeVisible();
    expect(
      within(toast).getByText(`Please try again or contact us directly at ${contactEmail}`),
    ).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Akosua Boateng');
  });
});
