// `npm run bench:pay-now -w mfe-booking/server`: booking throughput with Pay Now against the local stand-in gateway,
// beside Pay at Hospital on the same API process, on a fresh SQLite folder with the bench schedule. A Pay Now
// booking is the held booking plus the gateway order (one HTTP call after the commit); then held bookings are
// paid through the stand-in and verified on the server (the checkout's callback), so each paid booking is also
// a signature check, a call to fetch the payment and the settling transaction. Writes bench/pay-now.{json,md}.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createStandInGateway } from '../features/payments/stand-in/gateway';
import { ROOT, bookingBody, cpuSeconds, freePort, machine, percentile, startApi, stopApi } from './booking-scale-lib';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAID = Number(process.env.BENCH_PAID ?? 500);
const BOOK = '/api/appointments/book-appointment';
const KEYS = { keyId: 'rzp_test_bench0001', keySecret: 'bench-key-secret', webhookSecret: 'bench-webhook-secret' };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-now-bench-'));
  const gateway = createStandInGateway({ ...KEYS, port: await freePort() });
  const gatewayUrl = await gateway.listen();
  const api = await startApi(
    { kind: 'sqlite', dataDir },
    {
      BOOKING_LOG_LEVEL: 'warn',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: gatewayUrl,
      RAZORPAY_CHECKOUT_URL: `${gatewayUrl}/v1/checkout.js`,
      // The bench pays through the verify route: the webhooks would be a second path to the same end.
      BOOKING_OUTBOX_WORKER: 'off',
    },
  );
  gateway.behaviour.webhooks = 'off';
  let n = 0;
  const held: Array<{ reference: string; orderId: string }> = [];
  const run = async (paymentMethod: 'pay_now' | 'pay_at_hospital', duration: number) => {
    const cpuBefore = cpuSeconds(api.child.pid);
    const result = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          path: BOOK,
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...bookingBody('bench', n++), paymentMethod }),
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
          onResponse: (status, body) => {
            if (paymentMethod !== 'pay_now' || status !== 201) return;
            const answer = JSON.parse(body) as { appointmentId: string; payment?: { orderId: string } };
            if (answer.payment) held.push({ reference: answer.appointmentId, orderId: answer.payment.orderId });
          },
        },
      ],
    });
    const cpuMs = ((cpuSeconds(api.child.pid) - cpuBefore) * 1000) / Math.max(1, result['2xx']);
    return {
      bookingsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      cpuMsPerBooking: Number(cpuMs.toFixed(3)),
      responses2xx: result['2xx'],
    };
  };
  try {
    await run('pay_at_hospital', 2); // warm-up
    const hospital = await run('pay_at_hospital', DURATION);
    const payNow = await run('pay_now', DURATION);

    // Paying: the stand-in makes each payment; the browser's part, the verify route, is timed, CONNECTIONS at a time.
    const toPay = held.slice(0, PAID);
    const durations: number[] = [];
    let next = 0;
    let paidOk = 0;
    const cpuBefore = cpuSeconds(api.child.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < toPay.length) {
          const booking = toPay[next++];
          if (!booking) break;
          const made = gateway.pay(booking.orderId, { method: 'upi' });
          const t0 = performance.now();
          const response = await fetch(`${api.url}/api/appointments/payments/verify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ reference: booking.reference, ...made.success }),
          });
          await response.arrayBuffer();
          durations.push(performance.now() - t0);
          if (response.status === 200) paidOk++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const verifyCpuMs = ((cpuSeconds(api.child.pid) - cpuBefore) * 1000) / Math.max(1, paidOk);
    durations.sort((a, b) => a - b);
    const figures = {
      date: new Date().toISOString(),
      machine: machine(),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      payAtHospital: hospital,
      payNow,
      paying: {
        verified: paidOk,
        of: toPay.length,
        perSecond: Math.round(paidOk / elapsed),
        p50: Number(percentile(durations, 50).toFixed(1)),
        p95: Number(percentile(durations, 95).toFixed(1)),
        cpuMsPerPayment: Number(verifyCpuMs.toFixed(3)),
      },
      gatewayProblems: gateway.problems.length,
    };
    fs.writeFileSync(path.join(ROOT, 'bench', 'pay-now.json'), JSON.stringify(figures, null, 2) + '\n');
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'pay-now.md'),
      [
        '# Pay Now against the stand-in gateway',
        '',
        `${figures.date}: \`npm run bench:pay-now -w mfe-booking/server\`, one API process on SQLite (synchronous=FULL), the stand-in gateway in the bench process, loopback, ${CONNECTIONS} connections, ${DURATION} s each.`,
        '',
        '| booking | bookings/s | p50 | p99 | API CPU per booking | non-2xx |',
        '|---|---|---|---|---|---|',
        `| Pay at Hospital | ${hospital.bookingsPerSecond} | ${hospital.p50} ms | ${hospital.p99} ms | ${hospital.cpuMsPerBooking} ms | ${hospital.non2xx} |`,
        `| Pay Now (held, gateway order) | ${payNow.bookingsPerSecond} | ${payNow.p50} ms | ${payNow.p99} ms | ${payNow.cpuMsPerBooking} ms | ${payNow.non2xx} |`,
        '',
        `Paying ${toPay.length} held bookings (the stand-in makes the payment, the verify route checks the signature, fetches the payment and books): ${figures.paying.verified} verified, ${figures.paying.perSecond}/s, p50 ${figures.paying.p50} ms, p95 ${figures.paying.p95} ms, ${figures.paying.cpuMsPerPayment} ms of API CPU each. The stand-in refused ${figures.gatewayProblems} requests.`,
        '',
        `Machine: ${figures.machine}.`,
        '',
      ].join('\n'),
    );
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stopApi(api);
    await gateway.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
