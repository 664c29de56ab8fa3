import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * A link whose code loads with the first operation through it, so pages that never use it do not
 * download it. A failed load is tried again by the next operation.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return from(loading).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}
