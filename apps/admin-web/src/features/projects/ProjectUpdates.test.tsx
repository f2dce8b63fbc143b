import { PROJECT_UPDATE_MESSAGES, type TProjectUpdate } from '@coinvest/contract';
import { sentBodies } from '@coinvest/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openProjectSection } from '../../test/project-section';

const UPDATES = '/api/projects/4/updates';
const POST_UPDATE = '/api/secure-admin/projects/4/updates';

const update = (overrides: Partial<TProjectUpdate>): TProjectUpdate => ({
  id: 1,
  projectId: 4,
  title: 'Foundations poured',
  description: 'Both blocks are on their foundations.',
  progressPercentage: 20,
  updateType: 'milestone',
  imageUrl: null,
  milestoneId: null,
  author: 'developer',
  createdAt: '2026-11-20T10:00:00.000Z',
  evidence: [],
  verification: { status: 'reported', reviewedAt: null, inspectorName: null, note: null },
  ...overrides,
});

// happy-dom has no document.fonts, which the text's autosizing listens on for fonts loading.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

describe("a project's updates (admin)", () => {
  it("posts the platform's update: the contract's messages first, then a toast and the list read again", async () => {
    let updates = [update({})];
    const { fetchStub, user, section } = await openProjectSection('Updates', {
      [`GET ${UPDATES}`]: () => ({ status: 200, body: updates }),
      [`POST ${POST_UPDATE}`]: (body) => {
        const sent = body as { title: string; description: string };
        const posted = update({
          ...sent,
          id: 2,
          author: 'platform',
          progressPercentage: null,
          updateType: 'alert',
          verification: {
            status: 'not_claimed',
            reviewedAt: null,
            inspectorName: null,
            note: null,
          },
        });
        updates = [posted, ...updates];
        return { status: 201, body: posted };
      },
    });
    const list = await section.findByRole('list', { name: 'Posted updates' });
    expect(list).toHaveTextContent('Foundations poured');
    expect(list).toHaveTextContent('Posted by the developer');

    await user.click(section.getByRole('button', { name: 'Post update' }));
    expect(section.getByText(PROJECT_UPDATE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(section.getByText(PROJECT_UPDATE_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', POST_UPDATE)).toEqual([]);

    await user.type(
      section.getByRole('textbox', { name: /^Update title/ }),
      'Site visit on Saturday',
    );
    await user.type(
      section.getByRole('textbox', { name: /^Update text/ }),
      'Investors may visit the site this Saturday at ten.',
    );
    await user.click(section.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Alert' }));
    await user.type(
      section.getByRole('textbox', { name: /^Picture URL/ }),
      'https://images.example.com/visit.jpg',
    );
    await user.click(section.getByRole('button', { name: 'Post update' }));

    expect(await screen.findByText('Update posted')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', POST_UPDATE)).toEqual([
      {
        title: 'Site visit on Saturday',
        description: 'Investors may visit the site this Saturday at ten.',
        updateType: 'alert',
        imageUrl: 'https://images.example.com/visit.jpg',
      },
    ]);
    await waitFor(() => expect(list).toHaveTextContent('Site visit on Saturday'));
    expect(list).toHaveTextContent('Posted by the platform');
    expect(section.getByRole('textbox', { name: /^Update title/ })).toHaveValue('');
  });

  it("shows the server's refusal in the toast and keeps what was typed", async () => {
    const { user, section } = await openProjectSection('Updates', {
      [`GET ${UPDATES}`]: { status: 200, body: [] },
      [`POST ${POST_UPDATE}`]: { status: 404, body: { message: 'Project not found' } },
    });
    expect(await section.findByText('No updates have been posted yet.')).toBeVisible();

    await user.type(section.getByRole('textbox', { name: /^Update title/ }), 'Site visit');
    await user.type(section.getByRole('textbox', { name: /^Update text/ }), 'On Saturday.');
    await user.click(section.getByRole('button', { name: 'Post update' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: /^Update title/ })).toHaveValue('Site visit');
  });
});
