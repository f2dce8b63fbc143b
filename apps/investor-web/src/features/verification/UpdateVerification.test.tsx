import { renderWithProviders } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeUpdate } from '../projects/testing';
import { UpdateVerification } from './UpdateVerification';

const photo = {
  picture: { id: 7, width: 640, height: 480, widths: [320, 640], caption: '' },
  takenAt: '2026-10-05T14:30:00.000Z',
  distanceMeters: 1450,
  isOlderThanPreviousUpdate: false,
  isFarFromSite: true,
  source: 'developer' as const,
};

describe('an update’s verification and evidence', () => {
  it('says who verified it and when, with the inspector’s name', () => {
    renderWithProviders(
      <UpdateVerification
        update={makeUpdate({
          verification: {
            status: 'verified',
            reviewedAt: '2026-11-20T10:00:00.000Z',
            inspectorName: 'Efua Mensah',
            note: null,
          },
        })}
      />,
      { i18n },
    );
    expect(screen.getByText(/Verified by an independent inspector on .*2026/)).toBeVisible();
    expect(screen.getByText('Inspector: Efua Mensah')).toBeVisible();
  });

  it('marks a reported claim as not yet verified, and a disputed one with its note', () => {
    const { unmount } = renderWithProviders(<UpdateVerification update={makeUpdate()} />, {
      i18n,
    });
    expect(screen.getByText('Reported by the developer, not yet verified')).toBeVisible();
    unmount();
    renderWithProviders(
      <UpdateVerification
        update={makeUpdate({
          verification: {
            status: 'disputed',
            reviewedAt: '2026-11-20T10:00:00.000Z',
            inspectorName: 'Efua Mensah',
            note: 'Only the foundation is done.',
          },
        })}
      />,
      { i18n },
    );
    expect(screen.getByText(/Disputed by an independent inspector/)).toBeVisible();
    expect(screen.getByText("Inspector's note: Only the foundation is done.")).toBeVisible();
  });

  it('shows each evidence photo with its capture time, distance and flags', () => {
    renderWithProviders(<UpdateVerification update={makeUpdate({ evidence: [photo] })} />, {
      i18n,
    });
    expect(screen.getByRole('img', { name: 'Evidence photo 1' })).toBeInTheDocument();
    expect(screen.getByText(/Taken on .*2026/)).toBeInTheDocument();
    expect(screen.getByText(/1\.5 km from the site/)).toBeInTheDocument();
    expect(screen.getByText('Far from the site')).toBeVisible();
    expect(screen.queryByText('Older than the previous update')).toBeNull();
  });
});
