import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
  Toaster,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { SAVED_TOASTER_ID } from '../lib/saved-toast';
import { useSession } from '../lib/session';
import { useMatchesMedia } from '../lib/use-matches-media';
import { ClientChooser, StoreChooser } from './Choosers';
import { LiveAnnouncer } from './LiveAnnouncer';
import { MaintenanceBanner } from './MaintenanceBanner';
import { SideMenu } from './SideMenu';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { UserMenu } from './UserMenu';

const MAINTENANCE_ANNOUNCED = import.meta.env.VITE_SITE_MAINTENANCE === 'true';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '52px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500, flexGrow: 1 },
  choosers: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  nav: {
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  main: { flexGrow: 1, minWidth: 0, padding: tokens.spacingHorizontalXXL },
  menuButton: { color: tokens.colorNeutralForegroundOnBrand },
});

// Below this width the side menu gives its room to the screen and opens from a button instead.
const NARROW = '(max-width: 960px)';

/** The side menu in a drawer, for narrow windows; choosing a page closes it. */
function MenuDrawer() {
  const styles = useStyles();
  const { pathname } = useLocation();
  // Open on the page it was opened on: going to another page closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  return (
    <>
      <Button
        appearance="transparent"
        className={styles.menuButton}
        icon={<NavigationRegular />}
        aria-label="Main menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <OverlayDrawer open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label="Close menu"
                onClick={() => setOpen(false)}
              />
            }
          >
            Menu
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label="Main menu">
            <SideMenu />
          </nav>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}

/** The signed-in frame: top bar with choosers and user menu, side menu, and the current screen. */
export function Shell() {
  const styles = useStyles();
  const { user, selection } = useSession();
  const role = user?.role;
  const narrow = useMatchesMedia(NARROW);

  return (
    <LiveAnnouncer>
      <div className={styles.root}>
        <MaintenanceBanner active={MAINTENANCE_ANNOUNCED} />
        <header className={styles.header}>
          {narrow && <MenuDrawer />}
          <Text className={styles.product}>Fulfilment Admin</Text>
          <div className={styles.choosers}>
            {role === 'systemAdmin' ? (
              <ClientChooser />
            ) : (
              // Everyone else works in one client; the header names it as the choosers name theirs.
              user?.clientName && (
                <Text>
                  Client <Text weight="semibold">{user.clientName}</Text>
                </Text>
              )
            )}
            {(role !== 'systemAdmin' || selection.clientId) && <StoreChooser />}
          </div>
          <UserMenu />
        </header>
        <div className={styles.body}>
          {!narrow && (
            <nav className={styles.nav} aria-label="Main menu">
              <SideMenu />
            </nav>
          )}
          <main className={styles.main}>
            <Suspense fallback={<Spinner label="Loading…" />}>
              <UnsavedChangesGuard>
                <Outlet />
              </UnsavedChangesGuard>
            </Suspense>
          </main>
        </div>
      </div>
      <Toaster toasterId={SAVED_TOASTER_ID} position="bottom-end" />
    </LiveAnnouncer>
  );
}
