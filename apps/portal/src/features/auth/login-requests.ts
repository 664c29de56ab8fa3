import { ClientLoginSettingsDocument, LoginDocument, type LoginMutationVariables } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';

// The sign-in page's two requests, loaded apart from the page: it shows before Apollo has loaded.

export async function login(variables: LoginMutationVariables) {
  const { data } = await apolloClient().mutate({ mutation: LoginDocument, variables });
  return data?.login;
}

export async function clientLoginSettings(clientId: string) {
  const { data } = await apolloClient().query({
    query: ClientLoginSettingsDocument,
    variables: { clientId },
  });
  return data?.clientLoginSettings;
}
