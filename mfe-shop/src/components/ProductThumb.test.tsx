import { render } from '@testing-library/react';
import { productsReplaced } from '../features/catalogue/catalogue-slice';
import { PRODUCTS } from '../model/products';
import { makeTestStore, Providers } from '../test/render';
import { ProductThumb } from './ProductThumb';

const product = PRODUCTS[0]!;

describe('ProductThumb', () => {
  it('shows the live catalogue’s picture of the product id, whatever release saved the line', () => {
    const store = makeTestStore();
    const { container } = render(
      <Providers store={store}>
        <ProductThumb id={product.id} alt="" />
      </Providers>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', product.proImg);
  });

  it('keeps the place of a product no longer sold, with no picture and no broken image', () => {
    const store = makeTestStore();
    store.dispatch(productsReplaced(PRODUCTS.slice(1)));
    const { container } = render(
      <Providers store={store}>
        <ProductThumb id={product.id} alt="" size={56} />
      </Providers>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span[aria-hidden="true"]')).toHaveStyle({ width: '56px', height: '56px' });
  });
});
