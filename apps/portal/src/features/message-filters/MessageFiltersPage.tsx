import { useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
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
import { ArrowSortDownRegular, ArrowSortUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  MESSAGE_FILTER_MESSAGES,
  MESSAGE_FILTER_PAGE_SIZE,
  MESSAGE_FILTER_SEARCH_DEBOUNCE_MS,
  messageFilterSkip,
} from '@fulfil/domain';
import {
  DeleteMessageFilterDocument,
  MessageFilterEventsDocument,
  MessageFiltersDocument,
  type MessageFilterFieldsFragment,
} from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { WriteOnly } from '../../lib/write-access';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { forChosenClient } from '../../ui/for-chosen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
import { NewMessageFilterDialog } from './NewMessageFilterDialog';

const useStyles = makeStyles({
  tools: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  actions: { width: '120px' },
});

type Direction = 'ASCENDING' | 'DESCENDING';

/**
 * /client/messagefilter: the client's filtered words, ten a page (spec 3), searched on Contains 700 ms
 * after typing stops, sorted on the word. Others' changes re-read the page shown: the server pages.
 */
function MessageFiltersScreen({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const contains = useDebouncedValue(search.trim(), MESSAGE_FILTER_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<Direction>('ASCENDING');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<MessageFilterFieldsFragment | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const variables = { clientId, contains: contains || null, sort, skip: messageFilterSkip(page) };
  const { data, previousData, loading, error, refetch } = useQuery(MessageFiltersDocument, { variables });
  const [remove, { loading: removing }] = useMutation(DeleteMessageFilterDocument);
  useSubscription(MessageFilterEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ data: { data: heard } }) => {
      const event = heard?.clientEvents;
      if (event?.__typename !== 'MessageFilterChanged' && event?.__typename !== 'MessageFilterDeleted')
        return;
      void refetch();
      if (byOther(event.actor))
        announce(
          event.__typename === 'MessageFilterChanged'
            ? `${event.actor.displayName} filtered "${event.messageFilter.word}".`
            : `${event.actor.displayName} deleted a message filter.`,
        );
    },
  });
  // The page stays on screen while the next one loads.
  const shown = (data ?? previousData)?.messageFilters;
  const total = shown?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / MESSAGE_FILTER_PAGE_SIZE));

  const confirmDelete = async () => {
    if (!deleting) return;
    const word = deleting.word;
    try {
      const { data: answer } = await remove({ variables: { id: deleting.id, clientId } });
      if (!answer?.deleteMessageFilter.deletedId) throw new Error('refused');
      setNotice({ intent: 'success', text: `"${word}" is no longer filtered.` });
      if (shown?.messageFilters.length === 1 && page > 1) setPage(page - 1);
      await refetch();
    } catch {
      setNotice({ intent: 'error', text: MESSAGE_FILTER_MESSAGES.deleteFailed });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Page
      title="Message filters"
      actions={<NewButton label="New message filter" onClick={() => setCreating(true)} />}
    >
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.tools}>
        <SearchBox
          aria-label="Search filtered words"
          placeholder="Contains…"
          value={search}
          onChange={(_event, next) => {
            setSearch(next.value);
            setPage(1);
          }}
        />
        <Text>{total === 1 ? '1 word' : `${total} words`}</Text>
      </div>
      {error && !shown ? (
        <MessageBar intent="error">
          <MessageBarBody>
            The message filters could not be loaded.{' '}
            <Button appearance="transparent" onClick={() => void refetch()}>
              Retry
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : !shown ? (
        <Spinner label="Loading message filters…" />
      ) : (
        <>
          <Table aria-label="Message filters" aria-busy={loading}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell aria-sort={sort === 'ASCENDING' ? 'ascending' : 'descending'}>
                  <Button
                    appearance="transparent"
                    icon={sort === 'ASCENDING' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular />}
                    iconPosition="after"
                    aria-label={`Word, sorted ${sort === 'ASCENDING' ? 'A to Z' : 'Z to A'}; sort the other way`}
                    onClick={() => {
                      setSort(sort === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING');
                      setPage(1);
                    }}
                  >
                    Word
                  </Button>
                </TableHeaderCell>
                <WriteOnly>
                  <TableHeaderCell className={styles.actions}>Actions</TableHeaderCell>
                </WriteOnly>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.messageFilters.map((filter) => (
                <TableRow key={filter.id}>
                  <TableCell>{filter.word}</TableCell>
                  <WriteOnly>
                    <TableCell className={styles.actions}>
                      <Button
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${filter.word}`}
                        onClick={() => setDeleting(filter)}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  </WriteOnly>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {shown.messageFilters.length === 0 && (
            <Text>{contains ? 'No filtered words contain that text.' : 'No filtered words yet.'}</Text>
          )}
          <Pager
            label="Message filters"
            page={page}
            canGoBack={page > 1}
            canGoForward={page < pages}
            onBack={() => setPage(page - 1)}
            onForward={() => setPage(page + 1)}
          />
        </>
      )}
      <NewMessageFilterDialog
        clientId={clientId}
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created === undefined) return;
          setNotice({ intent: 'success', text: `"${created}" is now filtered.` });
          void refetch();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message filter"
        message={`Stop filtering "${deleting?.word ?? ''}"?`}
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

export const MessageFiltersPage = forChosenClient(MessageFiltersScreen);
