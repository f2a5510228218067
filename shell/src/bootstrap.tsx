import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import storage from 'redux-persist/lib/storage';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { makeStore } from './store/store';
import { fetchDeploymentMap } from './federation/deployment-map';
import { createRemoteLoader } from './federation/remote-loader';

async function start() {
  const map = await fetchDeploymentMap();
  const { store, persistor } = makeStore(storage);
  const loader = createRemoteLoader({
    runtime: { registerRemotes, loadRemote },
    map,
    onReady: (definition) => {
      if (definition.slices) store.injectSlices(definition.slices);
    },
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App store={store} persistor={persistor} loader={loader} />);
}

void start();
