import { useSelector } from 'react-redux';
import { useParams } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { NotFoundPanel } from '../components/NotFoundPanel';
import { PageBand } from '../components/PageBand';
import { ProductSummary } from '../features/product/components/ProductSummary';
import { ProductTabs } from '../features/product/components/ProductTabs';
import { ReviewsPanel } from '../features/product/components/ReviewsPanel';
import { ZoomImage } from '../features/product/components/ZoomImage';
import { selectProductBySlug } from '../store/shop-state';
import styles from './ProductPage.module.css';

export default function ProductPage() {
  const { slug } = useParams();
  const product = useSelector(selectProductBySlug(slug));
  const path = `/product-single/${slug ?? ''}`;
  if (!product) return <NotFoundPanel path={path} />;

  return (
    <>
      <PageMeta title={product.title} description={product.summary} path={path} />
      <PageBand title="Product details" titleAs="p" trail={[{ label: 'Shop', to: '/shop' }, { label: product.title }]} />
      <div className={`container ${styles.page}`}>
        <div className={styles.top}>
          <ZoomImage src={product.proImg} alt={product.title} size={560} />
          <ProductSummary key={product.id} product={product} />
        </div>
        <ProductTabs
          label="Product information"
          tabs={[
            {
              label: 'Description',
              content: product.description.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>),
            },
            { label: 'Review', content: <ReviewsPanel productTitle={product.title} /> },
          ]}
        />
      </div>
    </>
  );
}
