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

/** Applies a chooser change: stores the selection and goes where the change leads. */
export function useApplyChoice(): (transition: ChooserTransition) => void {
  const navigate = useNavigate();
  return ({ selection, navigateTo }) => {
    setSelection(selection);
    if (navigateTo) void navigate(navigateTo);
  };
}

/** The client chooser: systemAdmin only (spec 1, roles). */
export function ClientChooser() {
  const { selection } = useSession();
  const apply = useApplyChoice();
  const { data, loading } = useQuery(ChooserClientsDocument);
  return (
    <ChooserDialog
      label="Client"
      plural="clients"
      selectedId={selection.clientId}
      options={data?.clients ?? []}
      loading={loading && !data}
      onSelect={(id) => apply(selectClient(id))}
      onClear={() => apply(unselectClient())}
    />
  );
}

/** The store chooser: the chosen client's stores, or the stores the user may act in. */
export function StoreChooser() {
  const { selection, user } = useSession();
  const apply = useApplyChoice();
  const { data, loading } = useQuery(ChooserStoresDocument, { variables: { clientId: selection.clientId } });
  return (
    <ChooserDialog
      label="Store"
      plural="stores"
      selectedId={selection.storeId}
      options={data?.stores ?? []}
      loading={loading && !data}
      onSelect={(id) => apply(selectStore(selection, id))}
      onClear={() => apply(unselectStore(selection, user?.role ?? ''))}
    />
  );
}
