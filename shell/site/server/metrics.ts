// The site server's Prometheus metrics (prom-client), served at /metrics on METRICS_PORT only (run-site.ts).
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class SiteMetrics {
  readonly registry = new Registry();
  /** Every answer: its count is the request rate, by route pattern (never an address) and status. */
  readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  /** A page's render on its first request; a kept page is not rendered again. */
  readonly renders = new Histogram({
    name: 'site_page_render_seconds',
    help: 'Time to render a page on the server, by outcome (rendered, failed)',
    labelNames: ['outcome'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** Read when scraped: 0 while booking is unavailable (the pages still serve): alert on it. */
  watchBookingApi(readyInstances: () => Promise<number>): void {
    this.registry.removeSingleMetric('site_booking_api_ready_instances');
    new Gauge({
      name: 'site_booking_api_ready_instances',
      help: 'Booking API instances ready (database answering, schema current), asked when scraped; 0: booking unavailable, pages still served',
      registers: [this.registry],
      async collect() {
        this.set(await readyInstances());
      },
    });
  }

  constructor({ processMetrics = true }: { processMetrics?: boolean } = {}) {
    // The process's own: CPU, memory, event-loop lag, open handles.
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }
}
