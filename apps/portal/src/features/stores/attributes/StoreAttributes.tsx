import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { WEB_HOOK_ATTRIBUTE } from '@fulfil/domain';
import {
  StoreAttributeEventsDocument,
  StoreAttributesDocument,
  type StoreAttributeFieldsFragment,
} from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { byOther } from '../../../lib/session';
import { useStoreEvents } from '../../../lib/use-store-events';
import { useAnnounce } from '../../../ui/LiveAnnouncer';
import { removeStoreAttribute, storeAttribute } from './attribute-cache';
import { AttributeCreator, AttributeEditor } from './AttributeDialogs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  value: { wordBreak: 'break-all' },
  none: { color: tokens.colorNeutralForeground3 },
});

/** What the list shows of a value: web hooks by name, other values as stored. */
const shownValue = (attribute: StoreAttributeFieldsFragment) =>
  attribute.name === WEB_HOOK_ATTRIBUTE
    ? attribute.webHooks.map((hook) => hook.name).join(', ')
    : attribute.value;

/** Applies other admins' attribute changes to the cache and says them to screen-reader users. */
function useAttributeEvents(storeId: string) {
  const announce = useAnnounce();
  useStoreEvents(StoreAttributeEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'StoreAttributeChanged') {
      storeAttribute(cache, event.storeAttribute);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the attribute ${event.storeAttribute.name}.`);
    } else if (event.__typename === 'StoreAttributeDeleted') {
      removeStoreAttribute(cache, storeId, event.storeAttributeId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a store attribute.`);
    }
  });
}

/** A store's attributes: listed by name, viewed and edited in a modal, added under an unused key. */
export function StoreAttributes({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useQuery(StoreAttributesDocument, { variables: { storeId } });
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // A save closes its dialog; this says it went through, where the list shows the result.
  const [savedName, setSavedName] = useState<string | null>(null);
  useAttributeEvents(storeId);
  const saved = (name: string) => {
    setAdding(false);
    setOpenId(null);
    setSavedName(name);
  };

  if (loading && !data) return <Spinner label="Loading the store attributes…" />;
  if (!data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {error ? errorMessage(error) : 'The store attributes could not be loaded.'}{' '}
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        </MessageBarBody>
      </MessageBar>
    );

  const attributes = data.storeAttributes;
  const used = new Set(attributes.map((attribute) => attribute.name));
  const unusedKeys = data.storeAttributeKeys.filter((key) => !used.has(key.name));
  const open = attributes.find((attribute) => attribute.id === openId);

  return (
    <section className={styles.root} aria-label="Store attributes">
      <div className={styles.header}>
        <Text weight="semibold">Store attributes</Text>
        <Button onClick={() => setAdding(true)} disabled={unusedKeys.length === 0}>
          Add attribute
        </Button>
      </div>
      {savedName && (
        <MessageBar intent="success">
          <MessageBarBody>The attribute {savedName} was saved.</MessageBarBody>
        </MessageBar>
      )}
      {attributes.length === 0 ? (
        <Text className={styles.none}>No store attributes yet.</Text>
      ) : (
        <Table aria-label="Store attributes" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Value</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {attributes.map((attribute) => (
              <TableRow key={attribute.id}>
                <TableCell>
                  <Button appearance="transparent" onClick={() => setOpenId(attribute.id)}>
                    {attribute.name}
                  </Button>
                </TableCell>
                <TableCell className={styles.value}>{shownValue(attribute)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {adding && (
        <AttributeCreator
          storeId={storeId}
          keys={unusedKeys}
          onClose={() => setAdding(false)}
          onSaved={saved}
        />
      )}
      {open && (
        <AttributeEditor key={open.id} attribute={open} onClose={() => setOpenId(null)} onSaved={saved} />
      )}
    </section>
  );
}
