export { DURATION_BUCKETS, registerMetrics } from './metrics.js';
export { REQUEST_ID_HEADER, requestIdOf, echoRequestId } from './request-id.js';
export { OneLineRequestLog } from './request-log.js';
