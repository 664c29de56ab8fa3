import type { ComponentType } from 'react';
import type { Selection } from '@fulfil/domain';
import { useSession } from '../lib/session';

type ChosenScreen<Key extends keyof Selection> = ComponentType<Record<Key, string>>;

/**
 * A page of the chosen client or store, given its id and shown afresh when the choice changes. The
 * route guard opens such a page only once the choice is made, so without one it renders nothing.
 */
function forChosen<Key extends keyof Selection>(key: Key, Screen: ChosenScreen<Key>) {
  return function ChosenPage() {
    const id = useSession().selection[key];
    if (!id) return null;
    const props = { [key]: id } as Record<Key, string>;
    return <Screen key={id} {...props} />;
  };
}

export const forChosenClient = (Screen: ChosenScreen<'clientId'>) => forChosen('clientId', Screen);
export const forChosenStore = (Screen: ChosenScreen<'storeId'>) => forChosen('storeId', Screen);
