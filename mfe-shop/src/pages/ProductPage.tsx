import { useSelector } from 'react-redux';
import { useParams } from '@hospital/router';
import { PageMeta } from '@hospital/hospital-data';
import { NotFoundPanel } from '../components/NotFoundPanel';
import { PageBand } from '../components/PageBand';
import { ProductSummary } from '../features/product/components/ProductSummary';
import { ProductTabs } from '../features/product/components/ProductTabs';
import { ReviewsPanel } from '../features/product/components/ReviewsPanel';
import { ZoomImage } from '../features/product/components/ZoomImage';
import { selectProductBySlug } from '../store/shop-state';
import { useT, useTranslatedData } from '../i18n/catalog';
import styles from './ProductPage.module.css';

export default function ProductPage() {
  const { slug } = useParams();
  const product = useSelector(selectProductBySlug(slug));
  const t = useT();
  // What the page shows; the summary's lists and options keep the English product.
  const shown = useTranslatedData(`products.${product?.slug ?? ''}`, product);
  const path = `/product-single/${slug ?? ''}`;
  if (!product || !shown) return <NotFoundPanel path={path} />;

  return (
    <>
      <PageMeta title={product.title} description={shown.summary} path={path} />
      <PageBand
        title={t('product.band.title')}
        titleAs="p"
        trail={[
          { label: t('shop.title'), to: '/shop' },
          { label: product.title, name: true },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.top}>
          <ZoomImage src={product.proImg} alt={product.title} size={560} />
          <ProductSummary key={product.id} product={product} />
        </div>
        <ProductTabs
          label={t('product.tabs.label')}
          tabs={[
            {
              label: t('product.tabs.description'),
              content: shown.description.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>),
            },
            { label: t('product.tabs.review'), content: <ReviewsPanel productTitle={product.title} /> },
          ]}
        />
      </div>
    </>
  );
}
