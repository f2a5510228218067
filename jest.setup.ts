import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// React Router 7 needs these; jsdom does not provide them (docs/architecture.md#jsdom-lacks-textencoder).
Object.assign(globalThis, { TextEncoder, TextDecoder });
