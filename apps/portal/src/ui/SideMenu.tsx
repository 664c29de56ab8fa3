import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  makeStyles,
  mergeClasses,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  Link,
  Text,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { PORTAL_VERSION, visibleMenu, type MenuGroup, type MenuItem } from '@fulfil/domain';
import { PLACEHOLDER_SCREENS } from '../lib/placeholders';
import { useScreenPrefetch } from '../lib/screen-prefetch';
import { useSession } from '../lib/session';

const GROUP_TITLES: Record<MenuGroup, string> = { admin: 'Administration', client: 'Client', store: 'Store' };

const useStyles = makeStyles({
  nav: {
    minWidth: '220px',
    backgroundColor: tokens.colorNeutralBackground4,
    paddingBlock: tokens.spacingVerticalS,
  },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  // A line parts the footer from the entries above it; a menu with none needs no line.
  separated: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  newTab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  version: { color: tokens.colorNeutralForeground3 },
});

/** Below the menu: the current page in a new tab (with this tab's session), and the portal version. */
function MenuFooter({ href, separated }: { href: string; separated: boolean }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.footer, separated && styles.separated)}>
      <Link className={styles.newTab} href={href} target="_blank" rel="noopener">
        <OpenRegular aria-hidden />
        Open in a new tab
      </Link>
      <Text size={200} className={styles.version}>
        Version {PORTAL_VERSION}
      </Text>
    </div>
  );
}

/** Items of a group in menu order, with each submenu's items gathered where its first item stands. */
function entries(items: readonly MenuItem[]): (MenuItem | { submenu: string; items: MenuItem[] })[] {
  const result: (MenuItem | { submenu: string; items: MenuItem[] })[] = [];
  for (const item of items) {
    if (!item.submenu) {
      result.push(item);
      continue;
    }
    const existing = result.find((e) => !('path' in e) && e.submenu === item.submenu);
    if (existing && !('path' in existing)) existing.items.push(item);
    else result.push({ submenu: item.submenu, items: [item] });
  }
  return result;
}

// A screen not built yet is left out of the menu, so no one is sent to a page that does nothing.
const UNBUILT = new Set(PLACEHOLDER_SCREENS.map((screen) => screen.path));

/** The side menu: what visibleMenu allows for the user and the current client and store choice. */
export function SideMenu() {
  const styles = useStyles();
  const { user, selection } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const prefetchScreen = useScreenPrefetch();
  if (!user) return null;

  const items = visibleMenu(user, selection).filter((item) => !UNBUILT.has(item.path));
  // A screen is fetched as the pointer or focus reaches its entry.
  const opens = (path: string) => ({
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      void navigate(path);
    },
    onPointerEnter: () => prefetchScreen(path),
    onFocus: () => prefetchScreen(path),
  });
  const openCategory = items.find((item) => item.path === pathname)?.submenu;

  return (
    <Nav
      className={styles.nav}
      selectedValue={pathname}
      selectedCategoryValue={openCategory}
      defaultOpenCategories={openCategory ? [openCategory] : []}
    >
      {(['admin', 'client', 'store'] as const).map((group) => {
        const groupItems = items.filter((item) => item.group === group);
        if (groupItems.length === 0) return null;
        return [
          <NavSectionHeader key={group}>{GROUP_TITLES[group]}</NavSectionHeader>,
          ...entries(groupItems).map((entry) =>
            'path' in entry ? (
              <NavItem
                key={entry.path}
                value={entry.path}
                href={entry.path}
                aria-current={entry.path === pathname ? 'page' : undefined}
                {...opens(entry.path)}
              >
                {entry.label}
              </NavItem>
            ) : (
              <NavCategory key={`${group}-${entry.submenu}`} value={entry.submenu}>
                <NavCategoryItem>{entry.submenu}</NavCategoryItem>
                <NavSubItemGroup>
                  {entry.items.map((item) => (
                    <NavSubItem
                      key={item.path}
                      value={item.path}
                      href={item.path}
                      aria-current={item.path === pathname ? 'page' : undefined}
                      {...opens(item.path)}
                    >
                      {item.label}
                    </NavSubItem>
                  ))}
                </NavSubItemGroup>
              </NavCategory>
            ),
          ),
        ];
      })}
      <MenuFooter href={pathname + search} separated={items.length > 0} />
    </Nav>
  );
}
