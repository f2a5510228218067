// Unit and integration tests of every package, beside the code (*.test.ts / *.test.tsx).
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.jest.json' }] };
const moduleNameMapper = {
  '\\.css$': '<rootDir>/../jest.style-stub.cjs',
  '\\.(svg|png|webp|avif|jpe?g|woff2?)$': '<rootDir>/../jest.file-stub.cjs',
};

const project = (name, testEnvironment = 'jsdom', testMatch) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  transform,
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  ...(testMatch ? { testMatch } : {}),
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globals: { __RELEASE__: 'test' },
});

module.exports = {
  projects: [
    project('shared-types', 'node'),
    { ...project('shell'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...project('shell', 'node'), displayName: 'shell-stack', testMatch: ['<rootDir>/stack/**/*.test.ts'] },
    { ...project('mfe-content'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...project('mfe-booking'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...project('mfe-booking', 'node'), displayName: 'booking-api', testMatch: ['<rootDir>/server/**/*.test.ts'] },
    { ...project('mfe-shop'), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
  ],
};
