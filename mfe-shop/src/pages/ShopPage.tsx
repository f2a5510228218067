import { useSelector } from 'react-redux';
import { PageMeta } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { ShopLinks } from '../components/ShopLinks';
import { ProductCard } from '../features/catalogue/components/ProductCard';
import { selectProducts } from '../store/shop-state';
import { useT } from '../i18n/catalog';
import styles from './pages.module.css';

export default function ShopPage() {
  const products = useSelector(selectProducts);
  const t = useT();
  return (
    <>
      <PageMeta title={t('shop.title')} description={t('shop.meta.description')} path="/shop" />
      <PageBand title={t('shop.title')} trail={[{ label: t('shop.title') }]} />
      <section className={`container ${styles.section}`} aria-labelledby="shop-products">
        <div className={styles.toolbar}>
          <div>
            <h2 id="shop-products" className={styles.sectionTitle}>
              {t('shop.heading')}
            </h2>
            <p className={styles.lead}>{t('shop.lead')}</p>
          </div>
          <ShopLinks />
        </div>
        <ul className={styles.grid} aria-label={t('shop.productsLabel')}>
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
