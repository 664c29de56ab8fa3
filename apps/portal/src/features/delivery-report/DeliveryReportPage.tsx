import { useState } from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { forChosenStore } from '../../ui/for-chosen';
import { Page } from '../../ui/Page';
import { JsonViewer } from './JsonViewer';
import { PrintableReport } from './PrintableReport';

type View = 'viewer' | 'report';

/**
 * /store/deliveryreport: the delivery report viewer and the printable delivery report of the chosen
 * store. (/store/delivery stays spec 2's delivery provider screen.)
 */
function DeliveryReportScreen({ storeId }: { storeId: string }) {
  const [view, setView] = useState<View>('viewer');
  return (
    <Page title="Delivery Report">
      <TabList selectedValue={view} onTabSelect={(_event, data) => setView(data.value as View)}>
        <Tab value="viewer">Viewer</Tab>
        <Tab value="report">Printable Report</Tab>
      </TabList>
      <div role="tabpanel" aria-label={view === 'viewer' ? 'Viewer' : 'Printable Report'}>
        {view === 'viewer' ? <JsonViewer storeId={storeId} /> : <PrintableReport storeId={storeId} />}
      </div>
    </Page>
  );
}

export const DeliveryReportPage = forChosenStore(DeliveryReportScreen);
