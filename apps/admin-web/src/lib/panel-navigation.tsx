import { createContext, useContext } from 'react';

export const PANEL_SECTIONS = [
  'projects',
  'developers',
  'interests',
  'kyc',
  'units',
  'payments',
  'paymentInstructions',
  'ledger',
  'rates',
  'inspectors',
  'failedJobs',
  'audit',
] as const;
export type PanelSection = (typeof PANEL_SECTIONS)[number];

/** The project the Units tab manages: the admin picks it with a card's Units button. */
export interface SelectedProject {
  id: number;
  title: string;
}

export interface PanelNavigation {
  selectedProject: SelectedProject | null;
  openSection: (section: PanelSection) => void;
  /** The Projects tab's Units button: selects the project and opens the Units tab. */
  openUnits: (project: SelectedProject) => void;
  /** A deleted project stops being the Units tab's project. */
  forgetProject: (projectId: number) => void;
}

export const PanelNavigationContext = createContext<PanelNavigation | null>(null);

export function usePanelNavigation(): PanelNavigation {
  const navigation = useContext(PanelNavigationContext);
  if (!navigation) throw new Error('usePanelNavigation is used outside the admin panel');
  return navigation;
}
