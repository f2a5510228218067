import { toast as library } from 'react-toastify';
import { toast } from './toast';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() } }));
const mocked = library as unknown as Record<'success' | 'error' | 'warning' | 'info', jest.Mock>;

describe('the shop raises its toasts through the shared library, fetched on the first toast', () => {
  it('passes each toast on with its kind and text, in order', async () => {
    toast.success('Pulse Oximeter Added to Cart');
    toast.error('Item Removed from Cart');
    toast.warning('Already added to Compare List');
    toast.info('Cart updated');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.success).toHaveBeenCalledWith('Pulse Oximeter Added to Cart');
    expect(mocked.error).toHaveBeenCalledWith('Item Removed from Cart');
    expect(mocked.warning).toHaveBeenCalledWith('Already added to Compare List');
    expect(mocked.info).toHaveBeenCalledWith('Cart updated');
  });
});
