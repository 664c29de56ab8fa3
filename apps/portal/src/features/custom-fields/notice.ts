/** The outcome of the last change on the custom fields screen, in the catalogue's words. */
export interface Notice {
  intent: 'success' | 'error';
  text: string;
}
