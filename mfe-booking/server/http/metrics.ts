// The API's Prometheus metrics (prom-client), at GET /metrics on the API's own port: the site server passes
// only /api/* to the API, so visitors never reach it.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class ApiMetrics {
  readonly registry = new Registry();
  /** Every answer: its count is the request rate, by route pattern (never an address) and status. */
  readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly bookings = new Counter({
    name: 'booking_appointments_total',
    help: 'Booking requests by outcome (booked, held for online payment, replayed, refused, failed) and the reason of a refusal or failure',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });
  readonly messagesSent = new Counter({
    name: 'booking_messages_sent_total',
    help: 'Messages the outbox worker sent, by channel (email, whatsapp, payment: refunds)',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  readonly messagesFailed = new Counter({
    name: 'booking_messages_failed_total',
    help: 'Sends that failed and will be tried again, by channel (email, whatsapp, payment: refunds)',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  readonly workGivenUp = new Counter({
    name: 'booking_outbox_given_up_total',
    help: 'Outbox work not tried again, waiting for a person (the desk’s failed work), by channel and why (refused: for good by the other side; tries: past its last try)',
    labelNames: ['channel', 'why'] as const,
    registers: [this.registry],
  });
  readonly retentionErased = new Counter({
    name: 'booking_retention_erased_total',
    help: 'Personal data erased after its retention period, by what (messages: payloads emptied; appointments: patient details anonymised)',
    labelNames: ['what'] as const,
    registers: [this.registry],
  });

  constructor({
    backlog,
    processMetrics = true,
  }: { backlog?: () => Promise<{ due: number; oldestDueAt: Date | null }>; processMetrics?: boolean } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    if (!backlog) return;
    // Read from the database when scraped: every instance reports the one shared outbox.
    let reading: Promise<{ due: number; oldestDueAt: Date | null }> | null = null;
    const read = () => (reading ??= backlog().finally(() => setTimeout(() => (reading = null), 0)));
    new Gauge({
      name: 'booking_outbox_due_messages',
      help: 'Messages due and not sent yet',
      registers: [this.registry],
      async collect() {
        this.set((await read()).due);
      },
    });
    new Gauge({
      name: 'booking_outbox_oldest_due_seconds',
      help: 'How long the oldest message not sent yet has been due (0 when none is)',
      registers: [this.registry],
      async collect() {
        const { oldestDueAt } = await read();
        this.set(oldestDueAt ? Math.max(0, (Date.now() - oldestDueAt.getTime()) / 1000) : 0);
      },
    });
  }
}
