import { act, render, screen } from '@testing-library/react';
import type { Persistor, PersistorState } from 'redux-persist';
import { RestoreGate } from './RestoreGate';

function fakePersistor() {
  let state: PersistorState = { registry: [], bootstrapped: false };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const finish = () => {
    state = { ...state, bootstrapped: true };
    listeners.forEach((listener) => listener());
  };
  return { persistor, finish };
}

it('shows nothing until the saved state is restored, then the page', () => {
  const { persistor, finish } = fakePersistor();
  const { container } = render(
    <RestoreGate persistor={persistor}>
      <h1>Welcome</h1>
    </RestoreGate>,
  );
  expect(container).toBeEmptyDOMElement();
  act(finish);
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});
