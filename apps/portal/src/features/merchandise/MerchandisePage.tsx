import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MerchandiseSectionsDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useDiscardGuard } from '../../lib/unsaved-changes';
import { usePresence } from '../../lib/use-presence';
import { LayoutScreen } from '../../ui/LayoutScreen';
import { sectionLabel } from './layout-drag';
import { SectionCreator } from './SectionCreator';
import { SectionList } from './SectionList';
import { useLayoutMoves } from './use-layout-moves';
import { useMerchandiseEvents } from './use-merchandise-events';

const useStyles = makeStyles({
  empty: { padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
});

const TITLE = 'Merchandise';
const NEW = 'New section';

/** /store/merchandise: the chosen store's sections and shelves. */
export function MerchandisePage() {
  const { storeId } = useSession().selection;
  if (storeId) return <Merchandise key={storeId} storeId={storeId} />;
  return (
    <LayoutScreen
      title={TITLE}
      storeId={null}
      presence={[]}
      itemName={() => undefined}
      newLabel={NEW}
      onNew={() => undefined}
    >
      {null}
    </LayoutScreen>
  );
}

function Merchandise({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useQuery(MerchandiseSectionsDocument, { variables: { storeId } });
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const moves = useLayoutMoves(storeId);
  useMerchandiseEvents(storeId);
  const others = usePresence(storeId, 'merchandise', openId);

  const sections = useMemo(() => data?.sections ?? [], [data]);
  // Opening another section replaces the open form: unsaved changes are asked about first.
  const unlessKept = useDiscardGuard();
  const toggle = useCallback(
    (id: string) => unlessKept(() => setOpenId((current) => (current === id ? null : id))),
    [unlessKept],
  );
  const nameOf = (id: string) => {
    const section = sections.find((s) => s.id === id);
    return section ? sectionLabel(section) : undefined;
  };

  let content;
  if (error)
    content = (
      <MessageBar intent="error">
        <MessageBarBody>Sections could not be loaded.</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void refetch()}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else if (loading && !data) content = <Spinner label="Loading sections…" />;
  else if (sections.length === 0) content = <Text className={styles.empty}>No sections yet</Text>;
  else content = <SectionList sections={sections} openId={openId} onToggle={toggle} moves={moves} />;

  return (
    <LayoutScreen
      title={TITLE}
      storeId={storeId}
      presence={others}
      itemName={nameOf}
      newLabel={NEW}
      onNew={() => setCreating(true)}
    >
      {content}
      <SectionCreator
        storeId={storeId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={setOpenId}
      />
    </LayoutScreen>
  );
}
