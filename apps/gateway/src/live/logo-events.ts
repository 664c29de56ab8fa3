import type { RestLogo, RestLogoPrefix } from '@fulfil/fulfilment-client';
import { clientScope, type ChangeEvent } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { publishChange } from './publish.js';

/** LogoChanged carries the stored image (a cropped logo is small), or null once it is cleared. */
export type LogoChangedEvent = ChangeEvent<{ kind: RestLogoPrefix; logo: RestLogo | null }>;

/** Publishes a logo change on its client's scope after the REST call succeeded. */
export function publishLogoChange(
  context: GatewayContext,
  clientId: number,
  payload: LogoChangedEvent['payload'],
): Promise<void> {
  return publishChange(context, 'LogoChanged', clientScope(clientId), payload);
}
