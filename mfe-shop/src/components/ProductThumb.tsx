import { useSelector } from 'react-redux';
import { selectProducts } from '../store/shop-state';

interface Props {
  id: string;
  /** The image URL saved with the line, used when the product is no longer in the catalogue. */
  fallback: string;
  alt: string;
  size?: number;
  className?: string;
}

/**
 * A saved line's picture: the current release's image of that product when we still sell it, so a
 * cart saved by an older release never shows a broken image.
 */
export function ProductThumb({ id, fallback, alt, size = 72, className }: Props) {
  const products = useSelector(selectProducts);
  const src = products.find((product) => product.id === id)?.proImg ?? fallback;
  return <img src={src} alt={alt} width={size} height={size} className={className} loading="lazy" />;
}
