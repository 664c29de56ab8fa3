import { isHttpUrl } from '../attributes/formats.js';

/** One entry of the WebHookUrl store attribute's JSON list. */
export interface WebHook {
  name: string;
  url: string;
}

export const WEB_HOOK_ATTRIBUTE = 'WebHookUrl';

export const WEB_HOOK_MESSAGES = {
  nameAndUrlRequired: 'Please enter a Name and Url.',
  invalidUrl: 'Please enter valid Url.',
} as const;

/** Insert mode for a new attribute, update mode for an existing one (spec 2 section 4). */
export type WebHookModalMode = 'i' | 'u';

const WEB_ADDRESS = /^(https?:\/\/|www\.)[^\s.]+(\.[^\s.]+)+\S*$/i;

/** The list of web hooks a stored value holds; anything not a list of entries reads as empty. */
export function parseWebHooks(value: string): WebHook[] {
  try {
    const entries: unknown = JSON.parse(value);
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) => {
      const { name, url } = (entry ?? {}) as Partial<Record<string, unknown>>;
      return typeof url === 'string' ? [{ name: typeof name === 'string' ? name : '', url }] : [];
    });
  } catch {
    return [];
  }
}

export const webHooksValue = (hooks: readonly WebHook[]) => JSON.stringify(hooks);

/**
 * Adds an entry (spec 2 "Web hook add"): name and URL required, the URL an http(s) or www address,
 * and no duplicate of the same name and URL. Returns the new list or the refusal.
 */
export function addWebHook(
  hooks: readonly WebHook[],
  entry: WebHook,
): { hooks: WebHook[] } | { refusal: string } {
  const name = entry.name.trim();
  const url = entry.url.trim();
  if (!name || !url) return { refusal: WEB_HOOK_MESSAGES.nameAndUrlRequired };
  if (!WEB_ADDRESS.test(url) && !isHttpUrl(url)) return { refusal: WEB_HOOK_MESSAGES.invalidUrl };
  if (hooks.some((hook) => hook.name === name && (hook.url === url || hook.url === `https://${url}`)))
    return { refusal: WEB_HOOK_MESSAGES.nameAndUrlRequired };
  // The stored value is checked as a url list, which takes absolute addresses only.
  const address = /^www\./i.test(url) ? `https://${url}` : url;
  return { hooks: [...hooks, { name, url: address }] };
}

/** Removes the entry at `index`; the selection is cleared when it was the removed entry. */
export function removeWebHook(
  hooks: readonly WebHook[],
  index: number,
  selected: number | null,
): { hooks: WebHook[]; selected: number | null } {
  const remaining = hooks.filter((_, at) => at !== index);
  if (selected === null || selected === index) return { hooks: remaining, selected: null };
  return { hooks: remaining, selected: selected > index ? selected - 1 : selected };
}
