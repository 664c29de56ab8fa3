import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { PresenceEntry } from '../lib/use-presence';
import { NewButton } from './NewButton';
import { Page } from './Page';
import { PresenceBar } from './PresenceBar';
import { UploadBanner } from './UploadBanner';

interface LayoutScreenProps {
  title: string;
  /** The chosen store; without one the screen asks for it. */
  storeId: string | null;
  /** The other admins on the screen, from usePresence. */
  presence: readonly PresenceEntry[];
  /** The name of an item someone has open. */
  itemName: (id: string) => string | undefined;
  /** The create button's text, e.g. "New food safety type". */
  newLabel: string;
  onNew: () => void;
  children: ReactNode;
}

/**
 * A store layout screen: its heading with who else is here and a create button, who is uploading a
 * store setup to the store, then its list.
 */
export function LayoutScreen(props: LayoutScreenProps) {
  return (
    <Page
      title={props.title}
      actions={
        <>
          <PresenceBar entries={props.presence} itemName={props.itemName} />
          <NewButton label={props.newLabel} disabled={!props.storeId} onClick={props.onNew} />
        </>
      }
    >
      <UploadBanner storeId={props.storeId} />
      {props.storeId ? (
        props.children
      ) : (
        <MessageBar>
          <MessageBarBody>Choose a store to see its {props.title.toLowerCase()}.</MessageBarBody>
        </MessageBar>
      )}
    </Page>
  );
}

interface DetailPanelOptions {
  /** The create form, while creating. */
  creator: { title: string; form: ReactNode } | null;
  /** The open item's editor, when the item is in the list. */
  editor: { title: string; form: ReactNode } | null;
  /** An item is open but no longer listed (deleted meanwhile). */
  missing: boolean;
  /** e.g. "food safety type". */
  noun: string;
}

/** The title and content of a list's detail panel (see ListWithDetail). */
export function detailPanel({ creator, editor, missing, noun }: DetailPanelOptions) {
  const shown = creator ?? editor;
  if (shown) return { detailTitle: shown.title, detail: shown.form };
  if (!missing) return {};
  return {
    detailTitle: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} removed`,
    detail: (
      <MessageBar intent="warning">
        <MessageBarBody>This {noun} was deleted.</MessageBarBody>
      </MessageBar>
    ),
  };
}
