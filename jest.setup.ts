import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setMessageCompiler } from '@hospital/i18n';

// React Router 7 needs these; jsdom does not provide them (docs/architecture.md#jsdom-lacks-textencoder).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Jest reads catalogs as ICU text (the build compiles them with libs/i18n/catalog-loader.cjs): compile on load.
setMessageCompiler(compileMessage);
