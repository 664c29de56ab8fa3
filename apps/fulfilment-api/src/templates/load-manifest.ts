import type { LoadManifestRow } from '../queries/orders.js';
import { html, page } from './html.js';

/** The load manifest: the load's stops in order, with whom and where each order goes. */
export function loadManifestHtml(load: LoadManifestRow): string {
  const title = `Load ${load.loadId}`;
  const stops = load.stops.map(
    (stop) =>
      html`<tr>
        <td>${stop.stopSequence}</td>
        <td>${stop.guiOrderId}</td>
        <td>${[stop.customerFirstName, stop.customerLastName].filter(Boolean).join(' ')}</td>
        <td>${stop.addressLine1}, ${stop.cityTown} ${stop.zipCode}</td>
        <td>${stop.items}</td>
      </tr>`,
  );
  return page(
    title,
    html`<h1>${title}</h1>
      <p>
        ${load.storeName} · departs ${load.departsAt.toISOString().slice(0, 10)} · driver
        ${load.driverName ?? '—'}
      </p>
      <table>
        <thead>
          <tr>
            <th>Stop</th>
            <th>Order</th>
            <th>Customer</th>
            <th>Address</th>
            <th>Items</th>
          </tr>
        </thead>
        <tbody>
          ${stops}
        </tbody>
      </table>`,
  );
}
