// The federation runtime must negotiate shared modules before any of them is imported. It negotiates
// each one the page starts with in a task of its own, so a slow phone is never blocked long at once.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  for (const negotiate of [
    () => import('react'),
    () => import('react-dom/client'),
    () => import('@hospital/router'),
    () => import('redux'),
    () => import('react-redux'),
    () => import('redux-persist'),
  ]) {
    await nextTask();
    await negotiate();
  }
  await nextTask();
  await import('./bootstrap');
}

void start();
