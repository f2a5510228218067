// For tests only: a router held in memory. Kept out of the shared module so no page downloads it.
export { MemoryRouter } from 'react-router';
