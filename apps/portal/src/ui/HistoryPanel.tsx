import { useState } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import { useHistoryPage, type HistoryLive } from '../lib/use-history';
import { HistoryResults } from './HistoryResults';

/** The row whose history a panel shows, and the notices that tell of its new entries. */
export interface HistorySubject {
  /** As the history names it: Section, Shelf, StagingSection, Zone, User... */
  entityType: string;
  entityId: string;
  live: HistoryLive;
  /** Called when the person undoes one of the row's changes here, so that its editor follows. */
  onUndone?: () => void;
}

const PAGE_SIZE = 10;

/** The open panel's page: read only once opened, and kept current while open. */
function OpenHistory({ subject, label }: { subject: HistorySubject; label: string }) {
  const [page, setPage] = useState(1);
  const result = useHistoryPage({
    filter: { entityType: subject.entityType, entityId: subject.entityId },
    page,
    pageSize: PAGE_SIZE,
    live: subject.live,
  });
  return (
    <HistoryResults
      label={label}
      result={result}
      emptyText="No changes of this row are recorded."
      showEntity={false}
      onPage={setPage}
      onUndone={subject.onUndone}
    />
  );
}

/** "History" under an editor: who changed this row, when and how, newest first; collapsed until asked for. */
export function HistoryPanel({ subject, name }: { subject: HistorySubject; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion collapsible onToggle={(_event, data) => setOpen(data.openItems.includes('history'))}>
      <AccordionItem value="history">
        <AccordionHeader>History</AccordionHeader>
        <AccordionPanel>
          {open && <OpenHistory subject={subject} label={`History of ${name}`} />}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
