import { createContext, useContext } from 'react';

/**
 * Starts fetching the screen of an address before it is opened, so that it is there by the click.
 * The app provides it (it knows the screens); without it, nothing is fetched ahead.
 */
export const ScreenPrefetch = createContext<(path: string) => void>(() => undefined);

export const useScreenPrefetch = () => useContext(ScreenPrefetch);
