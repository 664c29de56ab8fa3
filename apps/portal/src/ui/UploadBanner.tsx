import { makeStyles, MessageBar, MessageBarBody, ProgressBar, tokens } from '@fluentui/react-components';
import { uploadingBanner } from '@fulfil/domain';
import { useUploadsInProgress } from '../lib/uploads-in-progress';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '16rem' },
});

/** Who is uploading a store setup to the store and how far each is; the layout changes once it lands. */
export function UploadBanner({ storeId }: { storeId: string | null }) {
  const styles = useStyles();
  const uploads = useUploadsInProgress(storeId);
  // Always rendered, so a screen reader hears the first upload too, not only later changes.
  return (
    <div className={styles.list} role="status" aria-live="polite">
      {uploads.map((upload) => {
        const text = uploadingBanner(upload.displayName, upload.percent);
        return (
          <MessageBar key={upload.jobId} intent="info">
            <MessageBarBody className={styles.body}>
              {text}
              <ProgressBar value={upload.percent / 100} aria-label={text} />
            </MessageBarBody>
          </MessageBar>
        );
      })}
    </div>
  );
}
