// The fuzzer's kit, for the site server's tests: the same generated requests, sent through its /api proxy.
export { startApiProcess, type ApiProcess } from './api-process';
export { CALLERS, casesFor, fuzzRuns, fuzzSeed, type Caller } from './plan';
export { report, runCases, type Failure, type FuzzCase } from './run-cases';
export { answers, closeSockets, send } from './send';
export { encodeLoosely, type FuzzRequest } from './openapi-cases';
export { oddText } from './schema-arbitraries';
export { signedIn } from '../staff';
export { ADMIN_TOKEN } from '../harness';
