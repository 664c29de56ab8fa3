import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import { bearer, GRAPHQL_PATH, SCHEMA_DOCUMENT_PATH, webSocketUrl } from '../../lib/endpoint';
import { Page } from '../../ui/Page';

const useStyles = makeStyles({
  // The explorer's editors need the height of the window below the portal's header.
  explorer: { height: 'calc(100vh - 190px)', minHeight: '480px' },
});

const FIRST_QUERY = `# Runs as you, with your access.
# Conventions, limits, errors: docs/integrators.md
query MyStores {
  me {
    userName
    role
  }
  stores {
    id
    name
    storeType
  }
}
`;

type SchemaState = { schema: GraphQLSchema } | { failure: string };

/** The schema as the gateway publishes it; introspection is off in production. */
async function loadSchema(): Promise<GraphQLSchema> {
  const authorization = bearer();
  const answer = await fetch(SCHEMA_DOCUMENT_PATH, { headers: authorization ? { authorization } : {} });
  if (!answer.ok) throw new Error(`the gateway answered ${answer.status}`);
  return buildSchema(await answer.text());
}

/**
 * The API explorer (GraphiQL): queries, mutations and subscriptions against the gateway as the
 * signed-in person, with the schema's documentation beside them. Its bundle loads with this page only.
 */
export function ExplorerPage() {
  const styles = useStyles();
  // Retry starts a new attempt; what an earlier one answers is not shown.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; state: SchemaState } | null>(null);
  useEffect(() => {
    loadSchema().then(
      (schema) => setLoaded({ attempt, state: { schema } }),
      (error: unknown) =>
        setLoaded({ attempt, state: { failure: error instanceof Error ? error.message : String(error) } }),
    );
  }, [attempt]);
  const state = loaded?.attempt === attempt ? loaded.state : null;

  // Each request and each connection carries the token current at that moment (it is renewed). The
  // socket opens with the first subscription and closes after the last (graphql-ws is lazy).
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: GRAPHQL_PATH,
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...(init?.headers as Record<string, string>), authorization: bearer() ?? '' },
          }),
        wsClient: createClient({
          url: webSocketUrl(),
          connectionParams: () => ({ authorization: bearer() }),
        }),
      }),
    [],
  );

  let content;
  if (!state) content = <Spinner label="Loading the schema…" />;
  else if ('failure' in state)
    content = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>The schema could not be loaded: {state.failure}.</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => setAttempt((count) => count + 1)}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else
    content = (
      <div className={styles.explorer}>
        <GraphiQL fetcher={fetcher} schema={state.schema} defaultQuery={FIRST_QUERY} forcedTheme="light" />
      </div>
    );
  return <Page title="API Explorer">{content}</Page>;
}
