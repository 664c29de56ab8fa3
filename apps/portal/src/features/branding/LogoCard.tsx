import { useRef, useState, type ChangeEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LOGO_SIZES, type LogoKind } from '@fulfil/domain';
import { ClearClientLogoDocument, ClientLogoDocument, SaveClientLogoDocument } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CropDialog } from './CropDialog';
import { storeLogo } from './logo-cache';

const useStyles = makeStyles({
  card: { width: '340px' },
  frame: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '270px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  none: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  file: { display: 'none' },
});

interface LogoCardProps {
  clientId: string;
  kind: LogoKind;
  title: string;
}

/** One branding image: shown as stored, replaced through the crop dialog, or cleared. */
export function LogoCard({ clientId, kind, title }: LogoCardProps) {
  const styles = useStyles();
  const { cache } = useApolloClient();
  const size = LOGO_SIZES[kind];
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<HTMLImageElement | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const variables = { clientId, kind };
  const { data, loading, error, refetch } = useQuery(ClientLogoDocument, { variables });
  const [save, { loading: saving }] = useMutation(SaveClientLogoDocument);
  const [clear, { loading: clearing }] = useMutation(ClearClientLogoDocument);
  const logo = data?.clientLogo;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      setChosen(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setAlert({ title: 'Image Error', message: 'The chosen file is not an image this browser can show.' });
    };
    image.src = url;
  };

  const saveCrop = async (imageData: string) => {
    try {
      const { data: answer } = await save({ variables: { ...variables, imageData } });
      const stored = answer?.saveClientLogo.logo;
      if (!stored) throw new RefusedError(answer?.saveClientLogo.errors ?? []);
      storeLogo(cache, clientId, kind, stored);
      setChosen(null);
    } catch (failure) {
      setAlert({ title: 'Save Error', message: errorMessage(failure as Error) });
    }
  };

  const clearLogo = async () => {
    try {
      const { data: answer } = await clear({ variables });
      if (!answer?.clearClientLogo.cleared) throw new RefusedError(answer?.clearClientLogo.errors ?? []);
      storeLogo(cache, clientId, kind, null);
    } catch (failure) {
      setAlert({ title: 'Clear Error', message: errorMessage(failure as Error) });
    } finally {
      setConfirmingClear(false);
    }
  };

  let picture;
  if (loading && !data) {
    picture = (
      <Skeleton aria-label={`Loading the ${title.toLowerCase()}`}>
        <SkeletonItem style={{ width: size.width, height: size.height }} />
      </Skeleton>
    );
  } else if (error) {
    picture = (
      <MessageBar intent="error">
        <MessageBarBody>
          The logo could not be loaded. <Button onClick={() => void refetch()}>Retry</Button>
        </MessageBarBody>
      </MessageBar>
    );
  } else if (logo) {
    picture = (
      <img
        src={`data:image/png;base64,${logo.imageData}`}
        alt={title}
        width={size.width}
        height={size.height}
      />
    );
  } else {
    picture = <Text className={styles.none}>No {title.toLowerCase()} yet</Text>;
  }

  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <CardHeader
        header={<Subtitle2 as="h2">{title}</Subtitle2>}
        description={
          <Text size={200}>
            {size.width}x{size.height} PNG{logo?.updatedBy ? `, saved by ${logo.updatedBy}` : ''}
          </Text>
        }
      />
      <div className={styles.frame}>{picture}</div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => fileInput.current?.click()}>
          Choose image
        </Button>
        {/* The stored logo is gone for good once cleared, so Clear asks first. */}
        <Button disabled={!logo || clearing} onClick={() => setConfirmingClear(true)}>
          Clear
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingClear}
        title="Are you sure?"
        message={`The ${title.toLowerCase()} will be deleted. This action cannot be undone.`}
        confirmLabel="Clear"
        busy={clearing}
        onConfirm={() => void clearLogo()}
        onCancel={() => setConfirmingClear(false)}
      />
      <input
        ref={fileInput}
        className={styles.file}
        type="file"
        accept="image/*"
        aria-label={`Image file for the ${title.toLowerCase()}`}
        onChange={choose}
      />
      {chosen && (
        <CropDialog
          image={chosen}
          size={size}
          title={`Crop the ${title.toLowerCase()}`}
          saving={saving}
          onSave={(imageData) => void saveCrop(imageData)}
          onCancel={() => setChosen(null)}
        />
      )}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </Card>
  );
}
