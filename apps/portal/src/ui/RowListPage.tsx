import { useState, type ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useListSearch } from '../lib/use-list-search';
import { forChosenClient } from './for-chosen';
import { detailPanel } from './LayoutScreen';
import { ListWithDetail } from './ListWithDetail';
import { NewButton } from './NewButton';
import { Page } from './Page';
import type { PageNotice } from './row-failures';
import type { ClientRow, RowListState, RowTab, RowTabs } from './row-list';
import { RowCreator } from './RowCreator';
import { RowEditor } from './RowEditor';

interface RowListPageProps<Row extends ClientRow, Values> {
  /** From the hook `rowList` makes of the screen. */
  list: RowListState<Row, Values>;
  /** Above the list, e.g. a notice of the page's own. */
  children?: ReactNode;
}

const unsearched = () => [];

/** The tab at `index`, the first for an index it has not. */
const tabAt = <Row,>({ tabs }: RowTabs<Row>, index: number): RowTab<Row> => tabs[index] ?? tabs[0];

/** The tabs of a list split by them. */
function RowTabList<Row>(props: { tabs: RowTabs<Row>; selected: number; onSelect: (index: number) => void }) {
  return (
    <TabList
      aria-label={props.tabs.label}
      selectedValue={props.selected}
      onTabSelect={(_event, { value }) => props.onSelect(Number(value))}
    >
      {props.tabs.tabs.map(({ name }, index) => (
        <Tab key={name} value={index}>
          {name}
        </Tab>
      ))}
    </TabList>
  );
}

/** The outcome of the last change, until the person dismisses it. */
function PageNoticeBar({ notice, onDismiss }: { notice: PageNotice; onDismiss: () => void }) {
  return (
    <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{notice.text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<DismissRegular />}
            onClick={onDismiss}
          />
        }
      />
    </MessageBar>
  );
}

/**
 * A screen of one client's rows: the heading with its create button, the list (searchable where the
 * screen says so) and the detail panel with the open row's editor or the create form.
 */
export function RowListPage<Row extends ClientRow, Values>({
  list,
  children,
}: RowListPageProps<Row, Values>) {
  const { screen, panel, open } = list;
  const { tabs } = screen;
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [tabIndex, setTabIndex] = useState(0);
  const tab = tabs && tabAt(tabs, tabIndex);
  // The tab follows the open row: one just created for another tab, or just saved into another,
  // stays in view with its panel.
  const openTab = open && tabs ? tabs.tabs.findIndex((each) => each.holds(open)) : -1;
  if (openTab >= 0 && openTab !== tabIndex) setTabIndex(openTab);
  const rows = tab ? list.rows.filter(tab.holds) : list.rows;
  const { search, setSearch, searching, shown } = useListSearch(rows, screen.search?.texts ?? unsearched);
  const creator = <RowCreator list={list} notify={setNotice} />;
  const newLabel = `New ${screen.noun}`;

  return (
    <Page title={screen.title} actions={<NewButton label={newLabel} onClick={panel.startCreating} />}>
      {notice && <PageNoticeBar notice={notice} onDismiss={() => setNotice(null)} />}
      {children}
      {tabs && (
        <RowTabList
          tabs={tabs}
          selected={tabIndex}
          onSelect={(next) => {
            if (open && !tabAt(tabs, next).holds(open)) panel.close();
            setTabIndex(next);
          }}
        />
      )}
      <ListWithDetail
        label={screen.label ?? screen.title}
        items={shown}
        loading={list.loading}
        error={list.error}
        errorText={screen.errorText}
        onRetry={list.refetch}
        getId={(row) => row.id}
        columns={screen.columns}
        defaultSort={screen.defaultSort}
        search={search}
        onSearchChange={screen.search && setSearch}
        searchLabel={screen.search?.label}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={
          screen.tabs
            ? tabAt(screen.tabs, tabIndex).emptyText
            : searching && screen.search
              ? screen.search.noMatch
              : screen.emptyText
        }
        {...detailPanel({
          noun: screen.noun,
          creator: panel.creating && !screen.createsInDialog ? { title: newLabel, form: creator } : null,
          editor: open
            ? {
                title: screen.nameOf(open),
                form: <RowEditor key={open.id} list={list} row={open} notify={setNotice} />,
              }
            : null,
          missing: panel.openId !== null && !list.loading,
        })}
      />
      {screen.createsInDialog && creator}
    </Page>
  );
}

/** The page of a row list that shows the list alone, for the chosen client. */
export function rowListPage<Row extends ClientRow, Values>(
  useRows: (clientId: string) => RowListState<Row, Values>,
) {
  return forChosenClient(function RowListScreen({ clientId }: { clientId: string }) {
    return <RowListPage list={useRows(clientId)} />;
  });
}
