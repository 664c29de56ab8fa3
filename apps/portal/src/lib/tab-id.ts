/**
 * This browser tab, for presence: closing another tab of the same admin does not take this one off
 * the list, and the gateway ends this tab's presence when its WebSocket closes (getRandomValues,
 * unlike randomUUID, works on plain-http addresses too).
 */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
