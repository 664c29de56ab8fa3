/**
 * Order types of the orders themselves: the auto-assignment rank values PICKUP, DELIVERY and SPOKE
 * (spec 3 point 9), numbered as the lead time rules number Pickup and Delivery (section 4).
 */
export const FULFILMENT_ORDER_TYPES = [
  { id: 1, name: 'Pickup' },
  { id: 2, name: 'Delivery' },
  { id: 3, name: 'Spoke' },
] as const;
