import { Outlet } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../lib/apollo';

/** Gives the pages under it the portal's Apollo client. */
export function ApolloLayout() {
  return (
    <ApolloProvider client={apolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
