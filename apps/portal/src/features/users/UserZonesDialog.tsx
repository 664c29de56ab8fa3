import { useState } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SetUserZoneDocument, UserZoneChoicesDocument, type UserRowFragment } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { storeZone } from './userCache';

const useStyles = makeStyles({
  zones: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The zone-user assignment of the store users screen: a box per zone of the store. A box shows what
 * the server stored: it changes only once the call returns (spec 1 section 4).
 */
export function UserZonesDialog({
  storeId,
  user,
  disabled,
}: {
  storeId: string;
  user: UserRowFragment;
  disabled: boolean;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const zones = useQuery(UserZoneChoicesDocument, open ? { variables: { storeId } } : skipToken);
  const [setZoneUser] = useMutation(SetUserZoneDocument, {
    update: (cache, { data }) => {
      const zone = data?.setZoneUser.zone;
      if (zone) storeZone(cache, storeId, zone);
    },
  });

  const toggle = async (zoneId: string, member: boolean) => {
    setPending(zoneId);
    setError(undefined);
    try {
      const { data } = await setZoneUser({ variables: { zoneId, userId: user.id, member } });
      if (!data?.setZoneUser.zone) throw new RefusedError(data?.setZoneUser.errors ?? []);
    } catch (failure) {
      setError(errorMessage(failure as Error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button disabled={disabled}>Zones</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Zones of {user.userName}</DialogTitle>
          <DialogContent className={styles.zones}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {zones.error ? (
              <Text>The zones could not be loaded.</Text>
            ) : zones.loading && !zones.data ? (
              <Spinner size="tiny" label="Loading zones…" />
            ) : zones.data?.zones.length ? (
              zones.data.zones.map((zone) => (
                <Checkbox
                  key={zone.zoneId}
                  label={zone.name}
                  checked={zone.users.some((member) => member.userId === user.id)}
                  disabled={pending !== null}
                  onChange={(_event, data) => void toggle(zone.zoneId, data.checked === true)}
                />
              ))
            ) : (
              <Text>This store has no zones.</Text>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">Done</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
