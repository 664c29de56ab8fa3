import { useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Label, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { UPLOAD_FILE_TYPES, UPLOAD_MESSAGES, UPLOAD_PHASE_NAMES } from '@fulfil/domain';
import { UploadSelectedStoreDocument, UploadStoresDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { Page } from '../../ui/Page';
import { SelectField } from '../../ui/SelectField';
import { downloadStoreSetup } from './download-store-setup';
import { runUpload, type UploadOutcome, type UploadStore } from './run-upload';
import { Outcome } from './UploadOutcome';
import type { FileTypeKey } from './upload-kinds';
import { UploadRequestError } from './upload-requests';
import { minutesAndSeconds, useElapsed } from './use-elapsed';
import { useUploadProgress, type UploadProgress } from './use-upload-progress';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const FILE_TYPE_CHOICES = Object.entries(UPLOAD_FILE_TYPES).map(([id, label]) => ({ id, label }));

/**
 * What the picker offers: only what the browser reads. The spec allows .xls too, but an Excel 97-2003
 * workbook cannot be read here; one dropped or typed in anyway is refused saying so.
 */
const ACCEPTS: Record<FileTypeKey, string> = {
  store_setup_file: '.xlsx',
  catmap_file: '.csv,.xlsx',
  bulkLoad_users_file: '.csv,.xlsx',
};

/** The store chooser's list is loaded for these roles only (spec 2 section 2). */
const CHOOSING_ROLES = new Set(['systemAdmin', 'clientAdmin']);

/** 'later': a file saved for later, which the server goes on storing after its answer. */
type Phase = 'idle' | 'running' | 'later' | 'done';

function statusText(fileType: FileTypeKey, phase: Phase, progress: UploadProgress | null): string {
  if ((phase === 'running' || phase === 'later') && progress)
    return `${UPLOAD_PHASE_NAMES[progress.phase]}: ${progress.percent} %`;
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
  const { progress, start } = useUploadProgress();
  const busy = phase === 'running';
  // A file saved for later shows its progress until the server tells its end.
  const following = phase === 'later' && progress?.phase !== 'DONE' && progress?.phase !== 'FAILED';
  const seconds = useElapsed(startedAt, busy || following);
  const store = stores.find((row) => row.id === storeId) ?? null;

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
    setPhase('running');
    const clientId = store?.clientId ?? session.selection.clientId ?? session.user?.clientId ?? null;
    // Only a store setup changes the layout the store's admins are looking at: they follow it.
    const { job, step } = start(fileType === 'store_setup_file' && store ? store.id : null);
    const ended = await runUpload({ fileType, file, store, clientId, job }, step);
    setOutcome(ended);
    setPhase(ended.kind === 'later' ? 'later' : 'done');
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
          <Button appearance="primary" onClick={() => void upload()} disabled={phase !== 'idle'}>
            Upload file
          </Button>
          <Button onClick={reset} disabled={busy}>
            Upload another
          </Button>
        </div>
        <div role="status" aria-live="polite">
          <Text>{statusText(fileType, phase, progress)}</Text>{' '}
          <Text aria-label="Elapsed time">{minutesAndSeconds(seconds)}</Text>
        </div>
        {(busy || following) && progress && (
          <ProgressBar value={progress.percent / 100} aria-label={`Upload ${progress.percent} %`} />
        )}
      </div>
      {outcome && <Outcome outcome={outcome} progress={progress} />}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </Page>
  );
}
