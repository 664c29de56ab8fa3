import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  selectClient,
  selectStore,
  unselectClient,
  unselectStore,
  type ChooserTransition,
} from '@fulfil/domain';
import { ChooserClientsDocument, ChooserStoresDocument } from '../gql/graphql';
import { setSelection, useSession } from '../lib/session';
import { ChooserDialog } from './ChooserDialog';

function useApply(): (transition: ChooserTransition) => void {
  const navigate = useNavigate();
  return ({ selection, navigateTo }) => {
    setSelection(selection);
    if (navigateTo) navigate(navigateTo);
  };
}

/** The client chooser: systemAdmin only (spec 1, roles). */
export function ClientChooser() {
  const { selection } = useSession();
  const apply = useApply();
  const { data, loading } = useQuery(ChooserClientsDocument);
  return (
    <ChooserDialog
      label="Client"
      plural="clients"
      selectedId={selection.clientId}
      options={data?.clients ?? []}
      loading={loading}
      onSelect={(id) => apply(selectClient(id))}
      onClear={() => apply(unselectClient())}
    />
  );
}

/** The store chooser: the chosen client's stores, or the stores the user may act in. */
export function StoreChooser() {
  const { selection, user } = useSession();
  const apply = useApply();
  const { data, loading } = useQuery(ChooserStoresDocument, { variables: { clientId: selection.clientId } });
  return (
    <ChooserDialog
      label="Store"
      plural="stores"
      selectedId={selection.storeId}
      options={data?.stores ?? []}
      loading={loading}
      onSelect={(id) => apply(selectStore(selection, id))}
      onClear={() => apply(unselectStore(selection, user?.role ?? ''))}
    />
  );
}
