import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
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
  Text,
  tokens,
} from '@fluentui/react-components';
import { SetMerchandiseSectionZoneDocument, type MerchandiseSectionFragment } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';

export interface StoreZone {
  zoneId: string;
  zoneName: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface ZoneDialogProps {
  section: MerchandiseSectionFragment;
  storeZones: readonly StoreZone[];
  open: boolean;
  onClose: () => void;
}

/** The zone assignment modal: one checkbox per store zone; each tick links or unlinks at once. */
export function ZoneDialog({ section, storeZones, open, onClose }: ZoneDialogProps) {
  const styles = useStyles();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [setZone, { loading }] = useMutation(SetMerchandiseSectionZoneDocument);
  const linked = new Set(section.zones.map((zone) => zone.zoneId));

  const toggle = async (zoneId: string, link: boolean) => {
    try {
      const { data } = await setZone({ variables: { sectionId: section.id, zoneId, linked: link } });
      if (!data?.setSectionZone.section)
        throw new RefusedError(data?.setSectionZone.errors.slice(0, 1) ?? []);
    } catch (error) {
      setAlert({ title: 'Update Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Zones of {section.name}</DialogTitle>
          <DialogContent>
            {storeZones.length === 0 ? (
              <Text>This store has no zones yet.</Text>
            ) : (
              <div className={styles.list} role="group" aria-label={`Zones of ${section.name}`}>
                {storeZones.map((zone) => (
                  <Checkbox
                    key={zone.zoneId}
                    label={zone.zoneName}
                    checked={linked.has(zone.zoneId)}
                    disabled={loading}
                    onChange={(_event, data) => void toggle(zone.zoneId, data.checked === true)}
                  />
                ))}
              </div>
            )}
          </DialogContent>
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
