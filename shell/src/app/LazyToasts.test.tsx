import { act, fireEvent, render, screen } from '@testing-library/react';
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
