import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { catalog } from '../i18n/catalog';
import { PRODUCTS } from '../model/products';
import { makeTestStore, Providers } from '../test/render';
import { Route, Routes } from '@hospital/router';
import userEvent from '@testing-library/user-event';
import ProductPage from './ProductPage';
import ShopPage from './ShopPage';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';
import ComparePage from './ComparePage';
import OrderReceivedPage from './OrderReceivedPage';
import WishlistPage from './WishlistPage';
import { savedProduct } from '../model/product';
import { toast } from '../lib/toast';

jest.mock('../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() } }));

const product = PRODUCTS[0]!;
const mockedToast = toast as unknown as Record<'success' | 'error' | 'warning' | 'info', jest.Mock>;
const cartWith = (qty = 2) => makeTestStore({ cart: { lines: [{ id: product.id, title: product.title, price: 48, qty }] } } as never);

beforeEach(() => jest.clearAllMocks());

const speak = async (language: 'te' | 'hi') => {
  await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
  act(() => activateLanguage(language, `${language}-IN`));
};

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe('the shop page in Telugu and Hindi', () => {
  it('shows the heading, breadcrumb, lists and product cards in Telugu, the product names kept in English', async () => {
    await speak('te');
    render(
      <Providers store={makeTestStore()} path="/shop">
        <ShopPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'షాప్' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ఇంట్లో వాడుకునే ఆరోగ్య పరికరాలు' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'హోమ్' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'మీ షాపింగ్ జాబితాలు' })).toHaveTextContent('కార్ట్0 వస్తువులు');
    const card = screen.getByRole('article', { name: product.title });
    expect(within(card).getByRole('button', { name: `కార్ట్‌కు జోడించండి: ${product.title}` })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: product.title })).toHaveAttribute('translate', 'no');
    expect(within(card).getByText('స్టాక్ ఉంది')).toBeInTheDocument();
    expect(within(card).getByText('$48.00')).toBeInTheDocument();
    expect(screen.queryByText('Home health devices')).not.toBeInTheDocument();
    expect(screen.queryAllByText('Add to cart')).toHaveLength(0);
    expect(screen.queryByText('Stock in')).not.toBeInTheDocument();
  });

  it('shows the same page in Hindi', async () => {
    await speak('hi');
    render(
      <Providers store={makeTestStore()} path="/shop">
        <ShopPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'घर के लिए स्वास्थ्य उपकरण' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^कार्ट में डालें: / }).length).toBe(PRODUCTS.filter((p) => p.stock === 'Stock in').length);
    expect(screen.getByRole('list', { name: 'उत्पाद' })).toBeInTheDocument();
    expect(screen.queryByText(/This is a demonstration shop/)).not.toBeInTheDocument();
  });
});

describe('the product page in Telugu and Hindi', () => {
  const renderProduct = (slug: string = product.slug) =>
    render(
      <Providers store={makeTestStore()} path={`/product-single/${slug}`}>
        <Routes>
          <Route path="/product-single/:slug" element={<ProductPage />} />
        </Routes>
      </Providers>,
    );

  it('translates the summary, tabs, reviews and review form in Telugu; the name stays English, marked not to translate', async () => {
    const user = userEvent.setup();
    await speak('te');
    renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toHaveAttribute('translate', 'no');
    expect(screen.getByText('ఉత్పత్తి వివరాలు')).toBeInTheDocument();
    expect(screen.getByText('(25 మంది కస్టమర్ల సమీక్షలు)')).toBeInTheDocument();
    expect(screen.getByText('బాక్స్‌లో ఉండేవి:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'కార్ట్‌కు జోడించండి' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ఒకటి పెంచండి' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'వివరణ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('img', { name: '5కి 4 రేటింగ్' }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'సమీక్షలు' }));
    expect(screen.getByRole('heading', { level: 3, name: '25 మంది కస్టమర్ల సమీక్షలు' })).toBeInTheDocument();
    expect(screen.getByText('12 మార్చి, 2025')).toBeInTheDocument();
    expect(screen.getByText('Lakshmi Narayana')).toHaveAttribute('translate', 'no');
    expect(screen.getByText(/కళ్లద్దాలు లేకుండానే/)).toBeInTheDocument();
    expect(screen.getByLabelText('1 నక్షత్రం')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'సమీక్ష పంపండి' }));
    expect(screen.getByLabelText(/పేరు/)).toHaveAccessibleDescription('దయచేసి మీ పేరు రాయండి.');
    expect(screen.getByText('దయచేసి 1 నుండి 5 నక్షత్రాల మధ్య రేటింగ్ ఎంచుకోండి.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/పేరు/), 'Ravi');
    await user.type(screen.getByLabelText(/ఈమెయిల్/), 'ravi@example.com');
    await user.click(screen.getByLabelText('5 నక్షత్రాలు'));
    await user.click(screen.getByRole('button', { name: 'సమీక్ష పంపండి' }));
    expect(screen.getByText(/^ధన్యవాదాలు, Ravi\./)).toBeInTheDocument();

    for (const english of ['Product details', 'Add a review', 'Submit review', '12 March 2025', 'Description']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the product page in Hindi', async () => {
    await speak('hi');
    renderProduct();
    expect(screen.getByText('उत्पाद का विवरण')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'समीक्षाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /विशलिस्ट/ })).toBeInTheDocument();
    expect(screen.getByText('बड़ा करके देखने के लिए माउस ले जाएँ या टैप करें')).toBeInTheDocument();
    expect(screen.queryByText(/customer reviews/)).not.toBeInTheDocument();
  });

  it('says in Telugu that an unknown product address names no page', async () => {
    await speak('te');
    renderProduct('no-such-device');
    expect(screen.getByRole('heading', { level: 1, name: 'క్షమించండి! పేజీ కనబడలేదు!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'హోమ్ పేజీకి తిరిగి వెళ్లండి' })).toBeInTheDocument();
  });
});

describe('the cart in Telugu and Hindi', () => {
  it('translates the table, totals and buttons in Telugu; the actions toast in Telugu', async () => {
    const user = userEvent.setup();
    await speak('te');
    render(
      <Providers store={cartWith()} path="/cart">
        <CartPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'కార్ట్' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ఉత్పత్తి' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'సంఖ్య' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: product.title })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: `ఒకటి పెంచండి: ${product.title}` })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'కార్ట్ మొత్తాలు' });
    expect(totals).toHaveTextContent('ఉప మొత్తం$96.00');
    expect(totals).toHaveTextContent('మొత్తం$96.00');
    expect(screen.getByRole('link', { name: 'చెక్అవుట్‌కు వెళ్లండి' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: 'కార్ట్‌ను అప్‌డేట్ చేయండి' }));
    expect(mockedToast.info).toHaveBeenCalledWith('కార్ట్ అప్‌డేట్ అయింది');
    await user.click(screen.getByRole('button', { name: `కార్ట్ నుండి తీసివేయండి: ${product.title}` }));
    expect(mockedToast.error).toHaveBeenCalledWith('వస్తువు కార్ట్ నుండి తీసివేయబడింది');
    expect(screen.getByRole('heading', { name: 'మీ కార్ట్ ఖాళీగా ఉంది' })).toBeInTheDocument();
    for (const english of ['Cart totals', 'Update Cart', 'Continue Shopping', 'Sub total', 'Your cart is empty']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the empty cart in Hindi, and the add-to-cart toast names the product in Hindi words', async () => {
    const user = userEvent.setup();
    await speak('hi');
    render(
      <Providers store={makeTestStore()} path="/cart">
        <CartPage />
        <ShopPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'आपकी कार्ट खाली है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शॉप पर जाएँ' })).toHaveAttribute('href', '/shop');
    await user.click(screen.getByRole('button', { name: `कार्ट में डालें: ${product.title}` }));
    expect(mockedToast.success).toHaveBeenCalledWith(`${product.title} कार्ट में जोड़ा गया`);
    expect(screen.getByRole('region', { name: 'कार्ट का हिसाब' })).toHaveTextContent('कुल$48.00');
  });
});

describe('checkout in Telugu and Hindi', () => {
  const renderCheckout = () =>
    render(
      <Providers store={cartWith()} path="/checkout">
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order_received" element={<h1>Order page</h1>} />
        </Routes>
      </Providers>,
    );

  it('translates the cards, address fields, card form, its messages and toasts in Telugu', async () => {
    const user = userEvent.setup();
    await speak('te');
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'చెక్అవుట్' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'చెల్లింపు విధానం' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /కూపన్ ఉందా\?/ })).toHaveAttribute('aria-expanded', 'false');
    const total = screen.getByRole('complementary', { name: 'కార్ట్ మొత్తం' });
    expect(total).toHaveTextContent('$48.00 x 2');
    expect(total).toHaveTextContent('మొత్తం ధర$96.00');
    expect(screen.getAllByLabelText('మొదటి పేరు')).toHaveLength(2);
    expect(screen.getAllByRole('option', { name: 'భారతదేశం' })[0]).toHaveAttribute('value', 'India');
    expect(screen.getByLabelText('డెలివరీ సమయంలో నగదు చెల్లింపు')).toHaveAttribute('value', 'cash');

    await user.clear(screen.getByLabelText(/CVV/));
    await user.click(screen.getByRole('button', { name: 'చెక్అవుట్‌కు వెళ్లండి' }));
    expect(mockedToast.error).toHaveBeenCalledWith('ఏ వివరాన్నీ ఖాళీగా వదలకూడదు!');
    expect(screen.getByLabelText(/CVV/)).toHaveAccessibleDescription('దయచేసి CVV రాయండి.');
    expect(screen.getByText('దయచేసి గుర్తించిన వివరాలను సరిచేయండి.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/CVV/), '123');
    const email = screen.getByLabelText(/ఖాతా ఈమెయిల్/);
    await user.clear(email);
    await user.type(email, 'vendor@example.com');
    await user.click(screen.getByRole('button', { name: 'చెక్అవుట్‌కు వెళ్లండి' }));
    expect(mockedToast.info).toHaveBeenCalledWith('ఈ ఖాతా లేదు!');
    expect(screen.getByRole('alert')).toHaveTextContent(/ఈ ఖాతా లేదు! దయచేసి ఈ డెమో ఖాతాల్లో ఒకదాన్ని వాడండి:.*యూజర్: user@/);

    for (const english of ['Billing Address', 'Payment Method', 'Cart Total', 'Total Price', 'First name', 'Proceed to Checkout']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('places the order in Hindi, with the Hindi toast', async () => {
    const user = userEvent.setup();
    await speak('hi');
    renderCheckout();
    expect(screen.getByRole('button', { name: 'बिलिंग पता' })).toBeInTheDocument();
    expect(screen.getByLabelText(/कार्ड नंबर/)).toHaveValue('4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'चेकआउट पर जाएँ' }));
    expect(mockedToast.success).toHaveBeenCalledWith('आपका ऑर्डर सफलतापूर्वक मिल गया!');
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
  });
});

describe('wishlist, compare and order received in Telugu and Hindi', () => {
  const saved = [savedProduct(PRODUCTS[0]!), savedProduct(PRODUCTS[1]!)];

  it('translates the wishlist in Telugu, and its empty state in Hindi', async () => {
    const user = userEvent.setup();
    await speak('te');
    const { unmount } = render(
      <Providers store={makeTestStore({ wishlist: { items: saved } } as never)} path="/wishlist">
        <WishlistPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'విష్‌లిస్ట్' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'మీ విష్‌లిస్ట్‌లోని ఉత్పత్తులు' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'స్టాక్' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `విష్‌లిస్ట్ నుండి తీసివేయండి: ${product.title}` }));
    expect(mockedToast.error).toHaveBeenCalledWith('వస్తువు విష్‌లిస్ట్ నుండి తీసివేయబడింది');
    expect(screen.queryByText('Products in your wishlist')).not.toBeInTheDocument();
    unmount();

    await speak('hi');
    render(
      <Providers store={makeTestStore()} path="/wishlist">
        <WishlistPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'आपकी विशलिस्ट खाली है' })).toBeInTheDocument();
    expect(screen.queryByText(/Tap the heart/)).not.toBeInTheDocument();
  });

  it('translates the compare table in Hindi; brands and names stay English, marked not to translate', async () => {
    const user = userEvent.setup();
    await speak('hi');
    render(
      <Providers store={makeTestStore({ compare: { items: saved } } as never)} path="/compare">
        <ComparePage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'तुलना' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'पहले की कीमत' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'डिब्बे में' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'तुलना किए गए उत्पाद, दाएँ-बाएँ स्क्रॉल होते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: product.title })).toHaveAttribute('translate', 'no');
    expect(screen.getAllByText('स्टॉक में है').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `${product.title} को तुलना सूची से हटाएँ` }));
    expect(mockedToast.warning).toHaveBeenCalledWith('सामान तुलना सूची से हटा दिया गया');
    for (const english of ['Former price', 'Discount', 'Brand', 'Remove', 'Stock in']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows the order received in Telugu, its date written in Telugu', async () => {
    await speak('te');
    const order = {
      id: 'ASH-TEST',
      placedAt: '2026-03-12T06:30:00Z',
      payment: 'cash' as const,
      lines: [{ id: product.id, title: product.title, price: 48, qty: 2 }],
    };
    render(
      <Providers store={makeTestStore({ order: { last: order } } as never)} path="/order_received">
        <OrderReceivedPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ఆర్డర్ అందింది' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'మా షాప్‌లో కొన్నందుకు ధన్యవాదాలు! మీ ఆర్డర్ మాకు అందింది' })).toBeInTheDocument();
    const text = screen.getByText(/ఆర్డర్ చేసిన సమయం/);
    expect(text).toHaveTextContent(/^ఆర్డర్ నంబర్ ASH-TEST, ఆర్డర్ చేసిన సమయం: 12 మార్చి, 2026 .*\. డెలివరీ సమయంలో నగదు చెల్లింపు\. ఇది డెమో షాప్/);
    expect(screen.getByText(product.title)).toHaveAttribute('translate', 'no');
    expect(screen.getByText('మొత్తం వస్తువులు')).toBeInTheDocument();
    expect(screen.queryByText(/Cash on delivery/)).not.toBeInTheDocument();
    expect(screen.queryByText('Order details')).not.toBeInTheDocument();
  });

  it('shows no recent order in Hindi', async () => {
    await speak('hi');
    render(
      <Providers store={makeTestStore()} path="/order_received">
        <OrderReceivedPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'हाल का कोई ऑर्डर नहीं है' })).toBeInTheDocument();
  });
});

describe('English stays as it was', () => {
  it('writes prices without grouping, dates and reviews as before', async () => {
    const user = userEvent.setup();
    render(
      <Providers store={cartWith(99)} path={`/product-single/${product.slug}`}>
        <CartPage />
        <Routes>
          <Route path="/product-single/:slug" element={<ProductPage />} />
        </Routes>
      </Providers>,
    );
    expect(screen.getByRole('region', { name: 'Cart totals' })).toHaveTextContent('Sub total$4752.00');
    expect(screen.getByText('(25 customer reviews)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    expect(screen.getByText('12 March 2025')).toBeInTheDocument();
    expect(screen.getByText('28 January 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('1 star')).toBeInTheDocument();
    expect(screen.getByText('4 of 5', { exact: false })).toBeInTheDocument();
  });
});
