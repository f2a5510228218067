import { useSelector } from 'react-redux';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { ShopLinks } from '../components/ShopLinks';
import { ProductCard } from '../features/catalogue/components/ProductCard';
import { selectProducts } from '../store/shop-state';
import styles from './pages.module.css';

export default function ShopPage() {
  const products = useSelector(selectProducts);
  return (
    <>
      <PageMeta
        title="Shop"
        description="Home health devices our doctors recommend: blood pressure monitors, thermometers, a pulse oximeter and a glucose meter."
        path="/shop"
      />
      <PageBand title="Shop" trail={[{ label: 'Shop' }]} />
      <section className={`container ${styles.section}`} aria-labelledby="shop-products">
        <div className={styles.toolbar}>
          <div>
            <h2 id="shop-products" className={styles.sectionTitle}>
              Home health devices
            </h2>
            <p className={styles.lead}>
              Devices our doctors ask patients to use at home. This is a demonstration shop: nothing is charged and
              no order is sent.
            </p>
          </div>
          <ShopLinks />
        </div>
        <ul className={styles.grid} aria-label="Products">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 3} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
