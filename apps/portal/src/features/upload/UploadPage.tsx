import { useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { UPLOAD_FILE_TYPES, UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import { UploadSelectedStoreDocument, UploadStoresDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { Page } from '../../ui/Page';
import { SelectField } from '../../ui/SelectField';
import { downloadStoreSetup } from './download-store-setup';
import { runUpload, type Statistics, type UploadOutcome, type UploadStore } from './run-upload';
import { PRODUCT, type FileTypeKey } from './upload-kinds';
import { UploadRequestError } from './upload-requests';
import { minutesAndSeconds, useElapsed } from './use-elapsed';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  rowData: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

const FILE_TYPE_CHOICES = Object.entries(UPLOAD_FILE_TYPES).map(([id, label]) => ({ id, label }));

const ACCEPTS: Record<FileTypeKey, string> = {
  store_setup_file: '.xlsx',
  catmap_file: '.csv,.xlsx,.xls',
  bulkLoad_users_file: '.csv,.xlsx,.xls',
};

/** The store chooser's list is loaded for these roles only (spec 2 section 2). */
const CHOOSING_ROLES = new Set(['systemAdmin', 'clientAdmin']);

type Phase = 'idle' | 'parsing' | 'sending' | 'done';

function statusText(fileType: FileTypeKey, phase: Phase): string {
  if (phase === 'parsing') return 'Reading your file...';
  if (phase === 'sending') return 'Sending your file...';
  if (phase === 'done') return 'Done.';
  return fileType === 'store_setup_file'
    ? UPLOAD_MESSAGES.chooseStoreSetupFile
    : UPLOAD_MESSAGES.chooseCatMapFile;
}

/** The stores to choose from: the client's for admins, the selected one for everyone else. */
function useUploadStores(): UploadStore[] {
  const { user, selection } = useSession();
  const chooses = CHOOSING_ROLES.has(user?.role ?? '');
  const list = useQuery(UploadStoresDocument, {
    variables: { clientId: selection.clientId },
    skip: !chooses,
  });
  const selected = useQuery(UploadSelectedStoreDocument, {
    variables: { id: selection.storeId ?? '' },
    skip: chooses || !selection.storeId,
  });
  return (chooses ? list.data?.stores : selected.data?.store ? [selected.data.store] : []) ?? [];
}

export function UploadPage() {
  const styles = useStyles();
  const session = useSession();
  const stores = useUploadStores();
  const [fileType, setFileType] = useState<FileTypeKey>('store_setup_file');
  const [storeId, setStoreId] = useState(session.selection.storeId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const seconds = useElapsed(startedAt, phase === 'parsing' || phase === 'sending');
  const store = stores.find((row) => row.id === storeId) ?? null;
  const busy = phase === 'parsing' || phase === 'sending';

  const reset = () => {
    setFile(null);
    setPhase('idle');
    setOutcome(null);
    setStartedAt(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const upload = async () => {
    if (fileType !== 'bulkLoad_users_file' && !store)
      return setAlert({
        title: UPLOAD_MESSAGES.noStoreSelected.title,
        message: UPLOAD_MESSAGES.noStoreSelected.text,
      });
    if (!file)
      return setAlert({
        title: UPLOAD_MESSAGES.noFileSelected.title,
        message: UPLOAD_MESSAGES.noFileSelected.text,
      });
    setOutcome(null);
    setStartedAt(Date.now());
    setPhase('parsing');
    const clientId = store?.clientId ?? session.selection.clientId ?? session.user?.clientId ?? null;
    const ended = await runUpload(fileType, file, store, clientId, () => setPhase('sending'));
    setOutcome(ended);
    setPhase('done');
  };

  const download = async () => {
    if (!store)
      return setAlert({
        title: UPLOAD_MESSAGES.noStoreSelected.title,
        message: UPLOAD_MESSAGES.noStoreSelected.text,
      });
    setDownloading(true);
    try {
      await downloadStoreSetup(store);
    } catch (error) {
      setAlert({
        title: 'Download Error',
        message: error instanceof UploadRequestError ? error.message : UPLOAD_MESSAGES.unknownError,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page title="Upload">
      <div className={styles.form}>
        <SelectField
          label="File type"
          value={fileType}
          choices={FILE_TYPE_CHOICES}
          disabled={busy}
          onChange={(value) => {
            setFileType(value as FileTypeKey);
            reset();
          }}
        />
        <SelectField
          label="Store"
          value={storeId}
          placeholder="Choose a store"
          choices={stores.map((row) => ({ id: row.id, label: row.name }))}
          disabled={busy}
          onChange={setStoreId}
        />
        {fileType === 'store_setup_file' && (
          <div className={styles.actions}>
            <Button onClick={() => void download()} disabled={downloading || !store}>
              {downloading ? 'Preparing the download...' : 'Download store setup'}
            </Button>
          </div>
        )}
        <div className={styles.field}>
          <Label htmlFor={fileInputId}>File</Label>
          <input
            id={fileInputId}
            ref={fileInput}
            type="file"
            accept={ACCEPTS[fileType]}
            aria-describedby={`${fileInputId}-hint`}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              setPhase('idle');
            }}
          />
          <Text id={`${fileInputId}-hint`} size={200}>
            Accepted: {ACCEPTS[fileType]}
          </Text>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void upload()} disabled={busy || phase === 'done'}>
            Upload file
          </Button>
          <Button onClick={reset} disabled={busy}>
            Upload another
          </Button>
        </div>
        <div role="status" aria-live="polite">
          <Text>{statusText(fileType, phase)}</Text>{' '}
          <Text aria-label="Elapsed time">{minutesAndSeconds(seconds)}</Text>
        </div>
      </div>
      {outcome && <Outcome outcome={outcome} />}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </Page>
  );
}

function Outcome({ outcome }: { outcome: UploadOutcome }) {
  switch (outcome.kind) {
    case 'parseErrors':
      return (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{UPLOAD_MESSAGES.parsingErrors(PRODUCT)}</MessageBarBody>
          </MessageBar>
          <RowErrors errors={outcome.errors} rows={outcome.rows} />
        </>
      );
    case 'failed':
      return (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
          {outcome.errors.length > 0 && <RowErrors errors={outcome.errors} rows={[]} />}
          {outcome.userErrors.length > 0 && (
            <ul aria-label="Users not uploaded">
              {outcome.userErrors.map((error) => (
                <li key={`${error.rowIndex}-${error.reasonCode}`}>
                  Row {error.rowIndex}, {error.username}: {error.reasonCode}
                  {error.errorMessage ? ` (${error.errorMessage})` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'later':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>
            The file is large: it will be handled later and the result sent to you by e-mail.
          </MessageBarBody>
        </MessageBar>
      );
    case 'stored':
      return <StatisticsTable statistics={outcome.statistics} />;
  }
}

function RowErrors({ errors, rows }: { errors: RowError[]; rows: readonly Record<string, string>[] }) {
  const styles = useStyles();
  return (
    <Table aria-label="Errors in the file" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Row</TableHeaderCell>
          <TableHeaderCell>Reason</TableHeaderCell>
          <TableHeaderCell>Row data</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {errors.map((error, index) => {
          const row = rows[error.rowIndex - 2];
          return (
            <TableRow key={index}>
              <TableCell>{error.rowIndex}</TableCell>
              <TableCell>
                {error.reasonCode}
                {error.message ? ` (${error.message})` : ''}
              </TableCell>
              <TableCell className={styles.rowData}>{row ? Object.values(row).join(', ') : ''}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function statisticsLines(statistics: Statistics): [string, string | number][] {
  switch (statistics.fileType) {
    case 'store_setup_file':
      return [
        ['Rows', statistics.rowCount],
        ['Sections created', statistics.sectionsCreated],
        ['Sections updated', statistics.sectionsUpdated],
        ['Sections deleted', statistics.sectionsDeleted],
        ['Shelves created', statistics.shelvesCreated],
        ['Shelves updated', statistics.shelvesUpdated],
        ['Shelves deleted', statistics.shelvesDeleted],
        ['Zones merged', statistics.zonesWereMerged ? 'Yes' : 'No'],
      ];
    case 'catmap_file':
      return [['Result', statistics.message]];
    case 'bulkLoad_users_file':
      return [
        ['Rows', statistics.rowCount],
        ['Users created', statistics.createdUsers],
        ['Users updated', statistics.updatedUsers],
      ];
  }
}

function StatisticsTable({ statistics }: { statistics: Statistics }) {
  return (
    <>
      <MessageBar intent="success" role="status">
        <MessageBarBody>The file was uploaded.</MessageBarBody>
      </MessageBar>
      <Table aria-label="Upload statistics" size="small">
        <TableBody>
          {statisticsLines(statistics).map(([label, value]) => (
            <TableRow key={label}>
              <TableHeaderCell scope="row">{label}</TableHeaderCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
