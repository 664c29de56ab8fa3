export type { FulfilmentApi, SessionContext } from './api.js';
export type { CallAnswer, CallInput, ContractCall } from './contract-call.js';
/** The contract's routes, for `call`: `api.call(contract.GetHelp, { params: { clientId } })`. */
export * as contract from '@fulfil/rest-contract';
export * from './types.js';
export { UpstreamError, type UpstreamErrorCode, type UpstreamErrorDetails } from './errors.js';
export { createFulfilmentClient, type FinishedCall, type FulfilmentClientOptions } from './undici-client.js';
export { refusalMessages, type RefusableAnswer, type RefusalMessage } from './refusal.js';
