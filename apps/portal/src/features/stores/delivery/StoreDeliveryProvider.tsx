import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { deliverySaveFailure, deliverySettingsChanged } from '@fulfil/domain';
import {
  SaveStoreDeliveryProviderDocument,
  SetStoreDeliveryEnabledDocument,
  StoreDeliveryDocument,
  StoreDeliveryEventsDocument,
  type StoreDeliveryFieldsFragment,
} from '../../../gql/graphql';
import { errorMessage, RefusedError } from '../../../lib/errors';
import { byOther } from '../../../lib/session';
import { useStoreEvents } from '../../../lib/use-store-events';
import { useVersionedEdit } from '../../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../../ui/AlertDialog';
import { ConcurrentEdit } from '../../../ui/ConcurrentEdit';
import { useAnnounce } from '../../../ui/LiveAnnouncer';
import { DeliveryForm } from './DeliveryForm';
import { NO_PROVIDER, valuesOf, type SavedProvider } from './delivery-values';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
});

/** A refused save, keeping the API's errors for the spec's alert. */
class DeliveryRefused extends RefusedError {
  constructor(readonly errors: readonly { message: string }[]) {
    super(errors);
  }
}

const alertOf = (error: unknown): Alert =>
  error instanceof DeliveryRefused
    ? deliverySaveFailure(error.errors.map((e) => ({ errorMessage: e.message })))
    : { title: 'Error', message: errorMessage(error as Error) };

/** Puts the store's delivery as stored into the cache, where every view of it reads. */
function rememberDelivery(cache: ApolloCache, storeDelivery: StoreDeliveryFieldsFragment) {
  cache.writeQuery({
    query: StoreDeliveryDocument,
    variables: { storeId: storeDelivery.storeId },
    data: { storeDelivery },
  });
}

/** The settings form of a store whose delivery is loaded, with its enabled switch. */
function DeliveryEditor({ delivery }: { delivery: StoreDeliveryFieldsFragment }) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [save] = useMutation(SaveStoreDeliveryProviderDocument);
  const [setEnabled, { loading: switching }] = useMutation(SetStoreDeliveryEnabledDocument);
  const saved = delivery.provider ?? NO_PROVIDER;

  const edit = useVersionedEdit<SavedProvider, ReturnType<typeof valuesOf>>({
    row: saved,
    valuesOf,
    remember: (provider) => rememberDelivery(apollo.cache, { ...delivery, provider }),
    store: async (version, input) => {
      const { data } = await save({
        variables: {
          storeId: delivery.storeId,
          id: saved.id || null,
          version: saved.id ? version : null,
          input,
        },
      });
      const stored = data?.saveStoreDeliveryProvider.storeDelivery;
      if (!stored?.provider) throw new DeliveryRefused(data?.saveStoreDeliveryProvider.errors ?? []);
      rememberDelivery(apollo.cache, stored);
      return stored.provider;
    },
    onError: (error) => setAlert(alertOf(error)),
  });

  const toggle = async (enabled: boolean) => {
    try {
      // The switch moves at once; Apollo drops the optimistic layer if the call fails.
      const { data } = await setEnabled({
        variables: { storeId: delivery.storeId, enabled },
        optimisticResponse: {
          setStoreDeliveryEnabled: {
            __typename: 'StoreDeliveryPayload',
            storeDelivery: { ...delivery, enabled },
            errors: [],
          },
        },
        update: (cache, { data: answer }) => {
          const stored = answer?.setStoreDeliveryEnabled.storeDelivery;
          if (stored) rememberDelivery(cache, stored);
        },
      });
      if (!data?.setStoreDeliveryEnabled.storeDelivery)
        throw new DeliveryRefused(data?.setStoreDeliveryEnabled.errors ?? []);
    } catch (error) {
      setAlert(alertOf(error));
    }
  };

  return (
    <div className={styles.root}>
      <Switch
        label="Delivery provider enabled"
        checked={delivery.enabled}
        disabled={!delivery.provider || switching}
        onChange={(_event, data) => void toggle(data.checked)}
      />
      <DeliveryForm
        {...edit.form}
        changed={deliverySettingsChanged(valuesOf(saved), edit.form.values)}
        onCancel={edit.restore}
        notice={
          <ConcurrentEdit edit={edit} changedBy={saved.updatedBy} subject="delivery provider settings" />
        }
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </div>
  );
}

/** Applies other admins' delivery changes to the cache and says them to screen-reader users. */
function useDeliveryEvents(storeId: string) {
  const announce = useAnnounce();
  useStoreEvents(StoreDeliveryEventsDocument, storeId, (event, cache) => {
    if (event.__typename !== 'StoreDeliveryProviderChanged') return;
    rememberDelivery(cache, event.storeDelivery);
    if (byOther(event.actor)) announce(`${event.actor.displayName} changed the delivery provider.`);
  });
}

/** A store's delivery provider settings and enabled flag, kept current while others change them. */
export function StoreDeliveryProvider({ storeId }: { storeId: string }) {
  const { data, loading, error, refetch } = useQuery(StoreDeliveryDocument, { variables: { storeId } });
  useDeliveryEvents(storeId);
  if (loading && !data) return <Spinner label="Loading the delivery provider…" />;
  if (!data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {error ? errorMessage(error) : 'The delivery provider could not be loaded.'}{' '}
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  return <DeliveryEditor key={storeId} delivery={data.storeDelivery} />;
}
