import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductTabs } from './ProductTabs';

const tabs = [
  { label: 'Description', content: <p>About the device</p> },
  { label: 'Review', content: <p>What buyers say</p> },
];

describe('ProductTabs', () => {
  it('shows the first tab and moves with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<ProductTabs tabs={tabs} label="Product information" />);
    const [description, review] = screen.getAllByRole('tab');
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('About the device')).toBeVisible();

    await user.click(description!);
    await user.keyboard('{ArrowRight}');
    expect(review).toHaveFocus();
    expect(review).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Review' })).toHaveTextContent('What buyers say');
    expect(screen.getByText('About the device')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(description).toHaveFocus();
    await user.keyboard('{End}');
    expect(review).toHaveFocus();
    await user.keyboard('{Home}');
    expect(description).toHaveFocus();
    expect(review).toHaveAttribute('tabindex', '-1');
  });
});
