import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './connect.js';
import { seedOrders } from './seed-orders.js';

const MINUTE_MS = 60_000;

/**
 * DEMO_ORDERS_PER_MINUTE: while the API runs, adds that many orders to every store each minute,
 * placed during the minute just past, so reports and the POS status move during a demo. Answers
 * the function that stops it.
 */
export function startDemoOrderFeed(db: Db, perMinute: number, log: FastifyBaseLogger): () => void {
  const addMinute = async () => {
    const to = new Date();
    try {
      const added = await seedOrders(db, {
        from: new Date(to.getTime() - MINUTE_MS),
        to,
        perStore: perMinute,
        keyPrefix: `L${to.getTime()}-`,
        seed: String(to.getTime()),
      });
      log.info(`demo order feed added ${added} orders`);
    } catch (error) {
      log.error(error, 'demo order feed failed');
    }
  };
  const timer = setInterval(() => void addMinute(), MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
