import type { ShoppedOrderRow } from '../queries/orders.js';
import { html, page } from './html.js';

/** Window title of the order receipt (spec 3 point 9). */
export const SHOPPED_ORDER_SUMMARY_TITLE = 'Shopped Order Summary';

const money = (value: number) => value.toFixed(2);

/** The shopped order summary: the order, its items as picked, and what substituted them. */
export function shoppedOrderSummary(order: ShoppedOrderRow): string {
  const customer = [order.customerFirstName, order.customerLastName].filter(Boolean).join(' ');
  const rows = order.items.map(
    (item) =>
      html`<tr>
        <td>${item.name}</td>
        <td>${item.substituteName}</td>
        <td>${item.quantity}</td>
        <td>${money(item.unitPrice)}</td>
      </tr>`,
  );
  return page(
    SHOPPED_ORDER_SUMMARY_TITLE,
    html`<h1>${SHOPPED_ORDER_SUMMARY_TITLE}</h1>
      <p>${order.storeName} · Order ${order.guiOrderId} (${order.orderSourceKey}) · ${customer}</p>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>Substituted with</th>
            <th>Quantity</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>
      <p>Total ${money(order.orderTotal)}</p>`,
  );
}
