import { keepEarlyErrors } from './federation/early-errors';

// The federation runtime must negotiate shared modules before any of them is imported. It negotiates the
// ones the page starts with one after another, so each module's setup runs in a task of its own and a slow
// phone is never blocked long at once; their files are fetched together (a prerendered page preloads them).
async function start() {
  for (const negotiate of [
    () => import('react'),
    () => import('react-dom/client'),
    () => import('@hospital/router'),
    () => import('redux'),
    () => import('react-redux'),
  ]) {
    await negotiate();
  }
  await import('./bootstrap');
}

keepEarlyErrors(window);
void start();
