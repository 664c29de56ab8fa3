import { deliveryProviderType } from '@fulfil/domain';

/** The portal setting holding a provider's default endpoint, e.g. VITE_DELIVERY_ENDPOINT_DOORDASH_V2. */
export const endpointSettingName = (providerName: string) =>
  `VITE_DELIVERY_ENDPOINT_${providerName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

/**
 * A provider's default endpoint address from the portal settings (spec 2: "not reproduced", so
 * each deployment sets its own), empty when unset. It is only ever a placeholder, never a value.
 */
export function endpointPlaceholder(
  providerId: number,
  settings: Readonly<Record<string, unknown>> = import.meta.env,
): string {
  const type = deliveryProviderType(providerId);
  if (!type?.hasEndpointPlaceholder) return '';
  const address = settings[endpointSettingName(type.name)];
  return typeof address === 'string' ? address.trim() : '';
}
