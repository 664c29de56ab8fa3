/** Payloads of the application attribute calls (docs/rest-contract.md, "Application attributes"). */
import type { RestOutcome } from './types.js';

/** An application attribute of a client; valueType is the type its name is checked as. */
export interface RestAppAttribute {
  appAttributeId: number;
  clientId: number;
  name: string;
  value: string;
  valueType: number;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A name an application attribute may have, with its value type and description. */
export interface RestAppAttributeKey {
  name: string;
  valueType: number;
  description: string;
}

/** Body of POST client/appAttribute/Create. */
export interface RestCreateAppAttributeBody {
  clientId: number;
  name: string;
  value: string;
}

/** Body of PUT client/appattribute/Update. */
export interface RestUpdateAppAttributeBody extends RestCreateAppAttributeBody {
  appAttributeId: number;
  version: number;
}

/** Answer of attribute writes: isSuccess, errors[].errorMessage and the stored attribute. */
export interface RestAppAttributeResult extends RestOutcome {
  appAttribute?: RestAppAttribute | null;
}
