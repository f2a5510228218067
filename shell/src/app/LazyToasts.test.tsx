import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { LazyToasts } from './LazyToasts';

describe('the toast container', () => {
  it('is not mounted on a first visit, and shows a toast raised before the first interaction', async () => {
    const { container } = render(<LazyToasts />);
    act(() => {
      toast.success('Blood Glucose Meter Kit Added to Cart');
    });
    expect(container.querySelector('.Toastify')).toBeNull();

    fireEvent.pointerDown(window);
    expect(await screen.findByText('Blood Glucose Meter Kit Added to Cart')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify')).toHaveLength(1);
  });
});

describe('toasts at once', () => {
  it('shows at most three, the newest: a fourth closes the oldest', async () => {
    render(<LazyToasts />);
    fireEvent.pointerDown(window);
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
      act(() => {
        toast.info(`${name} item added`);
      });
      await screen.findByText(`${name} item added`);
    }
    // A closed toast leaves through its exit animation (which jsdom never ends): data-in="false" from the moment it is closed.
    const leaving = (name: string) => screen.getByText(`${name} item added`).closest('.Toastify__toast')?.getAttribute('data-in');
    await waitFor(() => expect(['First', 'Second'].map(leaving)).toEqual(['false', 'false']));
    expect(['Third', 'Fourth', 'Fifth'].map(leaving)).toEqual(['true', 'true', 'true']);
  });

  it('keeps three of five raised before the container mounted (taps while its code loaded), the newest', async () => {
    render(<LazyToasts />);
    for (const name of ['Early one', 'Early two', 'Early three', 'Early four', 'Early five']) {
      act(() => {
        toast.info(`${name} added`);
      });
    }
    fireEvent.pointerDown(window);
    await screen.findByText('Early five added');
    const state = (name: string) => screen.queryByText(`${name} added`)?.closest('.Toastify__toast')?.getAttribute('data-in') ?? 'gone';
    await waitFor(() => expect(['Early one', 'Early two'].map(state).every((s) => s !== 'true')).toBe(true));
    expect(['Early three', 'Early four', 'Early five'].map(state)).toEqual(['true', 'true', 'true']);
  });
});
