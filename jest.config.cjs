// Unit and integration tests of every package, beside the code (*.test.ts / *.test.tsx).
const path = require('node:path');

const at = (file) => path.join(__dirname, file);
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: at('tsconfig.jest.json') }] };
const moduleNameMapper = {
  '\\.css$': at('jest.style-stub.cjs'),
  '\\.(svg|png|webp|avif|jpe?g|woff2?)$': at('jest.file-stub.cjs'),
};

const project = (name, testEnvironment = 'jsdom', testMatch) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  transform,
  moduleNameMapper,
  setupFilesAfterEnv: [at('jest.setup.ts')],
  ...(testMatch ? { testMatch } : {}),
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globals: { __RELEASE__: 'test' },
});

module.exports = {
  // Jest's default leaves a core idle (one worker on CI's two cores); most suites wait on servers and files.
  maxWorkers: '100%',
  projects: [
    project('shared-types', 'node'),
    { ...project('hospital-data', 'node'), displayName: 'hospital-data' },
    { ...project('mfe-booking/contract', 'node'), displayName: 'booking-contract' },
    { ...project('libs/server-kit', 'node'), displayName: 'server-kit' },
    { ...project('libs/forms'), displayName: 'forms' },
    { ...project('libs/i18n'), displayName: 'i18n' },
    {
      ...project('shell'),
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/worker/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    // Servers and databases start in these: on a shared CI machine a one-second test took over five.
    { ...project('shell/site', 'node'), displayName: 'site', testTimeout: 20_000 },
    { ...project('mfe-content'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...project('mfe-booking'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...project('mfe-booking/server', 'node'), displayName: 'booking-api', testTimeout: 20_000 },
    { ...project('mfe-shop'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    // The benchmarks' own arithmetic (their runs are `npm run bench`, never tests).
    project('bench', 'node', ['<rootDir>/*.test.ts']),
  ],
};
