// The federation runtime must negotiate shared modules before any of them is imported. The files of those
// the page starts with are fetched together (a prerendered page has them preloaded already); each one is
// evaluated as its script arrives, in a task of its own, so a slow phone is never blocked long at once.
async function start() {
  await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('@hospital/router'),
    import('redux'),
    import('react-redux'),
    import('redux-persist'),
  ]);
  await import('./bootstrap');
}

void start();
