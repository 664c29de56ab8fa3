import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSession } from '../lib/session';
import { ClientChooser, StoreChooser } from './Choosers';
import { LiveAnnouncer } from './LiveAnnouncer';
import { MaintenanceBanner } from './MaintenanceBanner';
import { SideMenu } from './SideMenu';
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
});

/** The signed-in frame: top bar with choosers and user menu, side menu, and the current screen. */
export function Shell() {
  const styles = useStyles();
  const { user, selection } = useSession();
  const role = user?.role;

  return (
    <LiveAnnouncer>
      <div className={styles.root}>
        <MaintenanceBanner active={MAINTENANCE_ANNOUNCED} />
        <header className={styles.header}>
          <Text className={styles.product}>Fulfilment Admin</Text>
          <div className={styles.choosers}>
            {role === 'systemAdmin' && <ClientChooser />}
            {(role !== 'systemAdmin' || selection.clientId) && <StoreChooser />}
          </div>
          <UserMenu />
        </header>
        <div className={styles.body}>
          <nav className={styles.nav} aria-label="Main menu">
            <SideMenu />
          </nav>
          <main className={styles.main}>
            <Suspense fallback={<Spinner label="Loading…" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </LiveAnnouncer>
  );
}
