import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../lib/session';

/** A page of the chosen client's settings: without a chosen client it returns to the dashboard to pick one. */
export function forChosenClient(Screen: ComponentType<{ clientId: string }>) {
  return function ChosenClientPage() {
    const { clientId } = useSession().selection;
    if (!clientId) return <Navigate to="/admin/dashboard" replace />;
    return <Screen clientId={clientId} />;
  };
}
