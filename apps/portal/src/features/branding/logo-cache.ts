import type { ApolloCache } from '@apollo/client';
import type { LogoKind } from '@fulfil/domain';
import { ClientLogoDocument, type ClientLogoFieldsFragment } from '../../gql/graphql';

/** Puts a saved logo (or none, once cleared) where the logo's card reads it, without a refetch. */
export function storeLogo(
  cache: ApolloCache,
  clientId: string,
  kind: LogoKind,
  logo: ClientLogoFieldsFragment | null,
): void {
  cache.writeQuery({ query: ClientLogoDocument, variables: { clientId, kind }, data: { clientLogo: logo } });
}
