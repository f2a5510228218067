// The releases page's API: GET the overview, POST a step (start a canary, promote, roll back), each answering
// the overview as it is after it. Each route's own onRequest hook asks the staff API whether the session is an
// admin's (and, for a step, whether its CSRF token is right) before anything else runs; a step is taken in that
// admin's name and decided against what the page showed, so a stale page gets 409 and changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REMOTE_NAMES,
  SITE_RELEASES_URL,
  type CanaryEndRequest,
  type CanaryStartRequest,
  type ReleasesOverviewAnswer,
  type RemoteName,
} from '@hospital/shared-types';
import { isCanaryPercent, StaleCanaryError, StaleChangeError, UnknownReleaseError, type DeploymentRegistry } from '../registry/registry';
import { releasesOverview, releaseSteps, type CanaryCounts } from './releases-overview';
import type { StaffAccessCheck } from './staff-access';

const BODY_BYTES = 1_024;
const RELEASE_TEXT = /^[\w.+-]{1,128}$/;

export interface ReleasesRoutesOptions {
  /** The deployment registry (opened on first use). */
  registry: () => Promise<DeploymentRegistry>;
  counts: CanaryCounts;
  access: StaffAccessCheck;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin a releases route was allowed for. */
    releasesAdmin?: string;
  }
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

function releaseOf(body: unknown, name: string): string {
  const value = field(body, name);
  if (typeof value !== 'string' || !RELEASE_TEXT.test(value)) throw new Refusal(400, `Choose a release (${name}).`);
  return value;
}

function remoteOf(request: FastifyRequest): RemoteName {
  const { remote } = request.params as { remote?: string };
  if (!REMOTE_NAMES.includes(remote as RemoteName)) throw new Refusal(404, 'There is no such remote.');
  return remote as RemoteName;
}

function canaryStart(body: unknown): CanaryStartRequest {
  const percent = field(body, 'percent');
  if (typeof percent !== 'number' || !isCanaryPercent(percent)) throw new Refusal(400, 'A canary’s share is a whole percent from 1 to 99.');
  return { live: releaseOf(body, 'live'), release: releaseOf(body, 'release'), percent };
}

const canaryEnd = (body: unknown): CanaryEndRequest => ({ release: releaseOf(body, 'release') });

export async function installReleasesRoutes(app: FastifyInstance, { registry, counts, access }: ReleasesRoutesOptions): Promise<void> {
  const guard = (change: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const decided = await access(request, change);
    if (!decided.allowed) return reply.code(decided.status).send({ success: false, message: decided.message });
    request.releasesAdmin = decided.username;
  };
  const overview = async (): Promise<ReleasesOverviewAnswer> => ({
    success: true,
    remotes: await releasesOverview(await registry(), counts),
  });
  const answer = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await work();
      return await overview();
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send({ success: false, message: error.message });
      if (error instanceof StaleChangeError || error instanceof StaleCanaryError)
        return reply.code(409).send({
          success: false,
          message: `Someone changed this meanwhile, so nothing was changed: ${error.message} Look at the releases again and decide.`,
        });
      if (error instanceof UnknownReleaseError) return reply.code(400).send({ success: false, message: error.message });
      throw error;
    }
  };
  const who = (request: FastifyRequest) => request.releasesAdmin ?? 'unknown';

  await app.register(async (releases) => {
    releases.removeAllContentTypeParsers();
    releases.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new Refusal(400, 'The request is not JSON.'), undefined);
      }
    });
    releases.setErrorHandler((error, _request, reply) => {
      const status = error instanceof Refusal ? error.status : (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500)
        return reply.code(status).send({ success: false, message: error instanceof Refusal ? error.message : 'The request was refused.' });
      throw error;
    });

    releases.get(SITE_RELEASES_URL, { onRequest: guard(false) }, (_request, reply) => answer(reply, async () => undefined));
    releases.post(`${SITE_RELEASES_URL}/:remote/canary`, { onRequest: guard(true), bodyLimit: BODY_BYTES }, (request, reply) =>
      answer(reply, async () => {
        const remote = remoteOf(request);
        const start = canaryStart(request.body);
        await releaseSteps(await registry()).startCanary({ remote, ...start, who: who(request) });
      }),
    );
    releases.post(`${SITE_RELEASES_URL}/:remote/promote`, { onRequest: guard(true), bodyLimit: BODY_BYTES }, (request, reply) =>
      answer(reply, async () => {
        const remote = remoteOf(request);
        await releaseSteps(await registry()).promote({ remote, ...canaryEnd(request.body), who: who(request) });
      }),
    );
    releases.post(`${SITE_RELEASES_URL}/:remote/rollback`, { onRequest: guard(true), bodyLimit: BODY_BYTES }, (request, reply) =>
      answer(reply, async () => {
        const remote = remoteOf(request);
        await releaseSteps(await registry()).end({ remote, ...canaryEnd(request.body), who: who(request) });
      }),
    );
  });
}
