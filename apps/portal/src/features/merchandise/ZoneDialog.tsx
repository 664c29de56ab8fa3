import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  MerchandiseStoreZonesDocument,
  SetMerchandiseSectionZoneDocument,
  type MerchandiseSectionFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface ZoneDialogProps {
  section: MerchandiseSectionFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * The zone assignment modal: one checkbox per zone of the store, ticked when the section is in it;
 * each tick links or unlinks at once.
 */
export function ZoneDialog({ section, open, onClose }: ZoneDialogProps) {
  const styles = useStyles();
  const [alert, setAlert] = useState<Alert | null>(null);
  const { data, loading, error, refetch } = useQuery(MerchandiseStoreZonesDocument, {
    variables: { storeId: section.storeId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [setZone, { loading: saving }] = useMutation(SetMerchandiseSectionZoneDocument);
  const linked = new Set(section.zones.map((zone) => zone.zoneId));
  const storeZones = data?.zones ?? [];

  const toggle = async (zoneId: string, link: boolean) => {
    try {
      const { data: answer } = await setZone({
        variables: { sectionId: section.id, zoneId, linked: link },
      });
      if (!answer?.setSectionZone.section)
        throw new RefusedError(answer?.setSectionZone.errors.slice(0, 1) ?? []);
    } catch (failure) {
      setAlert({ title: 'Update Error', message: errorMessage(failure as Error) });
    }
  };

  let content;
  if (error && !data)
    content = (
      <MessageBar intent="error">
        <MessageBarBody>Zones could not be loaded.</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void refetch()}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else if (loading && !data) content = <Spinner label="Loading zones…" />;
  else if (storeZones.length === 0) content = <Text>This store has no zones yet.</Text>;
  else
    content = (
      <div className={styles.list} role="group" aria-label={`Zones of ${section.name}`}>
        {storeZones.map((zone) => (
          <Checkbox
            key={zone.zoneId}
            label={zone.name}
            checked={linked.has(zone.zoneId)}
            disabled={saving}
            onChange={(_event, change) => void toggle(zone.zoneId, change.checked === true)}
          />
        ))}
      </div>
    );

  return (
    <Dialog open={open} onOpenChange={(_event, change) => !change.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Zones of {section.name}</DialogTitle>
          <DialogContent>{content}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
        <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      </DialogSurface>
    </Dialog>
  );
}
