/** Payloads of the application attribute calls (docs/rest-contract.md, "Application attributes"). */
export type {
  AppAttribute as RestAppAttribute,
  AppAttributeKey as RestAppAttributeKey,
  AppAttributeResult as RestAppAttributeResult,
  CreateAppAttributeBody as RestCreateAppAttributeBody,
  UpdateAppAttributeBody as RestUpdateAppAttributeBody,
} from '@fulfil/rest-contract';
