import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  makeStyles,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { visibleMenu, type MenuGroup, type MenuItem } from '@fulfil/domain';
import { useSession } from '../lib/session';

const GROUP_TITLES: Record<MenuGroup, string> = { admin: 'Administration', client: 'Client', store: 'Store' };

const useStyles = makeStyles({
  nav: {
    minWidth: '220px',
    backgroundColor: tokens.colorNeutralBackground4,
    paddingBlock: tokens.spacingVerticalS,
  },
});

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

/** The side menu: what visibleMenu allows for the user and the current client and store choice. */
export function SideMenu() {
  const styles = useStyles();
  const { user, selection } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user) return null;

  const items = visibleMenu(user, selection);
  const go = (event: MouseEvent, path: string) => {
    event.preventDefault();
    navigate(path);
  };
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
                onClick={(event) => go(event, entry.path)}
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
                      onClick={(event) => go(event, item.path)}
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
    </Nav>
  );
}
