import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { Route, Routes } from '@hospital/router';
import { catalog } from '../i18n/catalog';
import { PRODUCTS } from '../model/products';
import { savedProduct } from '../model/product';
import { makeTestStore, Providers, type TestStore } from '../test/render';
import ProductPage from './ProductPage';
import CartPage from './CartPage';
import ComparePage from './ComparePage';

jest.mock('../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() } }));

const monitor = PRODUCTS.find((product) => product.slug === 'upper-arm-blood-pressure-monitor')!;
const glucometer = PRODUCTS.find((product) => product.slug === 'blood-glucose-meter-kit')!;

const speak = async (language: 'te' | 'hi') => {
  await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
  act(() => activateLanguage(language, `${language}-IN`));
};

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const renderProduct = (slug: string, store: TestStore = makeTestStore()) =>
  render(
    <Providers store={store} path={`/product-single/${slug}`}>
      <Routes>
        <Route path="/product-single/:slug" element={<ProductPage />} />
      </Routes>
    </Providers>,
  );

const metaDescription = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).value]);

describe('a product address that names no product', () => {
  it('says so, and keeps itself out of search indexes however it was reached', () => {
    renderProduct('no-such-product');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('a product page in Telugu and Hindi', () => {
  it('shows the summary, what is in the box, the description and the options in Telugu; the values stay English', async () => {
    await speak('te');
    renderProduct(monitor.slug);
    expect(screen.getByRole('heading', { level: 1, name: monitor.title })).toHaveAttribute('translate', 'no');
    expect(screen.getByText(/^మా గుండె వైద్య \(కార్డియాలజీ\) బృందం చెప్పే పద్ధతిలో/)).toBeInTheDocument();
    expect(screen.getByText('బాక్స్‌లో ఉండేవి:').parentElement).toHaveTextContent('బాక్స్‌లో ఉండేవి: కఫ్ 22-42 cm');
    expect(screen.getByText(/^మెత్తని కఫ్‌ను మోచేతి పైభాగంలో/)).toBeInTheDocument();
    expect(screen.getByText(/^రోజూ ఒకే సమయాల్లో, కూర్చుని/)).toBeInTheDocument();
    expect(metaDescription()).toMatch(/^మా గుండె వైద్య/);
    expect(optionsOf(screen.getByRole('combobox', { name: 'రంగు' }))).toEqual([
      ['తెలుపు', 'White'],
      ['బూడిద రంగు', 'Grey'],
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'సైజు' }))).toEqual([
      ['సాధారణ కఫ్', 'Standard cuff'],
      ['పెద్ద కఫ్', 'Large cuff'],
    ]);
    for (const english of [monitor.summary, monitor.size, monitor.description[0]!, 'White', 'Grey', 'Large cuff']) {
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('shows the same in Hindi', async () => {
    await speak('hi');
    renderProduct(glucometer.slug);
    expect(screen.getByText('घर पर शुगर जाँच शुरू करने के लिए ज़रूरी सब कुछ: मीटर, स्ट्रिप्स, लैंसिंग डिवाइस और रीडिंग लिखने की कॉपी।')).toBeInTheDocument();
    expect(screen.getByText('डिब्बे में:').parentElement).toHaveTextContent('डिब्बे में: मीटर, 25 स्ट्रिप्स, 25 लैंसेट');
    expect(screen.getByText(/^हमारे डायबिटीज़ एजुकेटर हर शनिवार सुबह/)).toBeInTheDocument();
    expect(metaDescription()).toMatch(/^घर पर शुगर जाँच/);
    expect(optionsOf(screen.getByRole('combobox', { name: 'रंग' }))).toEqual([
      ['हरा', 'Green'],
      ['सफ़ेद', 'White'],
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'साइज़' }))).toEqual([
      ['स्टार्टर किट', 'Starter kit'],
      ['50 अतिरिक्त स्ट्रिप्स वाली किट', 'Kit with 50 extra strips'],
    ]);
    expect(screen.queryByText(/Everything needed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/diabetes educators/)).not.toBeInTheDocument();
  });
});

describe('the chosen options in Telugu and Hindi', () => {
  it('stores the English colour and size chosen by their Telugu labels, and the cart shows them in Telugu', async () => {
    const user = userEvent.setup();
    await speak('te');
    const store = makeTestStore();
    renderProduct(monitor.slug, store);
    await user.selectOptions(screen.getByRole('combobox', { name: 'రంగు' }), 'బూడిద రంగు');
    await user.selectOptions(screen.getByRole('combobox', { name: 'సైజు' }), 'పెద్ద కఫ్');
    await user.click(screen.getByRole('button', { name: 'కార్ట్‌కు జోడించండి' }));
    expect(store.getState().cart.lines).toEqual([
      expect.objectContaining({ id: monitor.id, qty: 1, selected_color: 'Grey', selected_size: 'Large cuff' }),
    ]);

    render(
      <Providers store={store} path="/cart">
        <CartPage />
      </Providers>,
    );
    const row = screen.getByRole('rowheader', { name: new RegExp(monitor.title) });
    expect(row).toHaveTextContent('బూడిద రంగు, పెద్ద కఫ్');
    expect(row).not.toHaveTextContent('Grey');
  });

  it('shows a Hindi cart line’s colour and size in Hindi, and an option no longer sold as it was saved', async () => {
    await speak('hi');
    const lines = [
      { id: glucometer.id, title: glucometer.title, price: 31, qty: 1, selected_color: 'White', selected_size: 'Kit with 50 extra strips' },
      { id: monitor.id, title: monitor.title, price: 48, qty: 1, selected_color: 'Purple' },
    ];
    render(
      <Providers store={makeTestStore({ cart: { lines } } as never)} path="/cart">
        <CartPage />
      </Providers>,
    );
    expect(screen.getByRole('rowheader', { name: new RegExp(glucometer.title) })).toHaveTextContent('सफ़ेद, 50 अतिरिक्त स्ट्रिप्स वाली किट');
    expect(screen.getByRole('rowheader', { name: new RegExp(monitor.title) })).toHaveTextContent('Purple');
  });
});

describe('the compare table in Telugu and Hindi', () => {
  const store = () => makeTestStore({ compare: { items: [savedProduct(monitor), savedProduct(glucometer)] } } as never);

  it('shows what is in the box and the colours in Telugu', async () => {
    await speak('te');
    render(
      <Providers store={store()} path="/compare">
        <ComparePage />
      </Providers>,
    );
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(row('బాక్స్‌లో ఉండేవి')).toHaveTextContent('కఫ్ 22-42 cmమీటర్, 25 స్ట్రిప్స్, 25 లాన్సెట్లు');
    expect(row('రంగులు')).toHaveTextContent('తెలుపు, బూడిద రంగుఆకుపచ్చ, తెలుపు');
    expect(screen.queryByText('White, Grey')).not.toBeInTheDocument();
  });

  it('shows them in Hindi', async () => {
    await speak('hi');
    render(
      <Providers store={store()} path="/compare">
        <ComparePage />
      </Providers>,
    );
    expect(screen.getByRole('rowheader', { name: 'रंग' }).closest('tr')).toHaveTextContent('सफ़ेद, स्लेटीहरा, सफ़ेद');
    expect(screen.queryByText('Cuff 22-42 cm')).not.toBeInTheDocument();
  });
});

describe('English product text stays as it was', () => {
  it('shows the English summary, options, cart note and compare rows', async () => {
    const user = userEvent.setup();
    const store = makeTestStore({ compare: { items: [savedProduct(monitor)] } } as never);
    renderProduct(monitor.slug, store);
    expect(screen.getByText(monitor.summary)).toBeInTheDocument();
    expect(screen.getByText(monitor.description[1]!)).toBeInTheDocument();
    expect(metaDescription()).toBe(monitor.summary);
    expect(screen.getByText('In the box:').parentElement).toHaveTextContent('In the box: Cuff 22-42 cm');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Colour' }))).toEqual([
      ['White', 'White'],
      ['Grey', 'Grey'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Grey');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    render(
      <Providers store={store} path="/cart">
        <CartPage />
        <ComparePage />
      </Providers>,
    );
    expect(screen.getByRole('rowheader', { name: new RegExp(monitor.title) })).toHaveTextContent('Grey, Standard cuff');
    expect(screen.getByText('White, Grey')).toBeInTheDocument();
  });
});
