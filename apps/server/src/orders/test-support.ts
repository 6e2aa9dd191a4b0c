import type { BrokerEvent } from '@nivesh/market';
import { systemClock } from '../clock';
import type { DatabaseDriver } from '../db/database';
import { users } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { AutoSignalsRepository } from '../signals/auto-signals.repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';
import { BrokerEventsRepository, type StoredSubmit } from './broker-events.repository';
import { OrderService, type SimpleOrderInput } from './order.service';
import { RecordedStrategySignals } from './strategy-signals';

/** The simple order form as posted: a Market intraday buy of 10 RELIANCE, overridable. */
export const simpleOrderPost = (overrides: Record<string, string> = {}): Record<string, string> => ({
  symbol: 'RELIANCE',
  quantity: '10',
  price: '',
  triggerPrice: '',
  type: 'Market',
  signalType: 'Buy',
  product: 'Intraday',
  ...overrides,
});

/** What the routes hand the order service for that form. */
export const simpleOrderInput = (overrides: Partial<SimpleOrderInput> = {}): SimpleOrderInput => ({
  symbol: 'RELIANCE',
  side: 'buy',
  kind: 'market',
  product: 'intraday',
  quantity: 10,
  pricePaise: 0,
  triggerPaise: 0,
  ...overrides,
});

/** The broker's store, counting full reads and writes, and failing the next write when asked (a full disk). */
export class FlakyBrokerEvents extends BrokerEventsRepository {
  reads = 0;
  writes = 0;
  failNext = false;
  override async all(): Promise<BrokerEvent[]> {
    this.reads++;
    return super.all();
  }
  override async append(
    events: readonly BrokerEvent[],
    now: Date,
    submits: readonly StoredSubmit[] = [],
  ): Promise<void> {
    this.writes++;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('could not extend file: No space left on device');
    }
    return super.append(events, now, submits);
  }
}

const MARKET = `simulated:${TEST_MARKET_SEED}`;

/** A migrated database with one user, the test market, and order services on them. */
export interface BrokerFixture {
  readonly database: TestDatabase;
  readonly alice: string;
  /** A new store of the test market's events that can be told to fail. */
  flakyEvents(): FlakyBrokerEvents;
  /** An order service on `events` (a plain store by default), started and idle. */
  started(events?: BrokerEventsRepository): Promise<OrderService>;
  /** An order service that only folded the stored events, as after a restart. */
  restarted(): Promise<OrderService>;
}

export async function brokerFixture(driver: DatabaseDriver, mobile: string): Promise<BrokerFixture> {
  const database = await createTestDatabase(driver);
  const [row] = await database.db
    .insert(users)
    .values({ mobile, userName: 'Alice', createdAt: new Date() })
    .returning({ id: users.id });
  const market: MarketService = createTestMarket().market;
  const signals = new RecordedStrategySignals(new AutoSignalsRepository(database.db, MARKET));
  const plain = () => new BrokerEventsRepository(database.db, MARKET);
  const service = (events: BrokerEventsRepository) => new OrderService(market, events, signals, systemClock);
  return {
    database,
    alice: row?.id ?? '',
    flakyEvents: () => new FlakyBrokerEvents(database.db, MARKET),
    async started(events = plain()) {
      const started = service(events);
      await started.start();
      await started.idle();
      return started;
    },
    async restarted() {
      const restarted = service(plain());
      await restarted.load();
      return restarted;
    },
  };
}
