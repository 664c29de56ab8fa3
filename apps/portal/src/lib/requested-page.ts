import { useLocation } from 'react-router-dom';
import { MENU, type ChooserTransition } from '@fulfil/domain';

/** Router state of a chooser the route guard opened instead of the page a link asked for. */
export interface RequestedPageState {
  requested: string;
}

/**
 * For a chooser standing in for the page a link asked for: why it opened, and the choice sent on
 * to that page rather than the chooser's usual destination.
 */
export function useRequestedPage(needs: 'client' | 'store') {
  const state = useLocation().state as Partial<RequestedPageState> | null;
  const requested = MENU.find((entry) => entry.path === state?.requested);
  return {
    reason: requested ? `${requested.label} belongs to a ${needs}: choose one to open it.` : undefined,
    onward: (choice: ChooserTransition): ChooserTransition =>
      requested ? { ...choice, navigateTo: requested.path } : choice,
  };
}
