import { useSelector } from 'react-redux';
import { selectProducts } from '../store/shop-state';

interface Props {
  id: string;
  alt: string;
  size?: number;
  className?: string;
}

/**
 * A saved product's picture, from the live release's catalogue: saved lines hold no image address,
 * so a list saved under any release shows its pictures after later releases and rollbacks. A product
 * we no longer sell keeps its place in the row, without a picture.
 */
export function ProductThumb({ id, alt, size = 72, className }: Props) {
  const products = useSelector(selectProducts);
  const src = products.find((product) => product.id === id)?.proImg;
  if (!src) return <span aria-hidden="true" className={className} style={{ display: 'inline-block', width: size, height: size }} />;
  return <img src={src} alt={alt} width={size} height={size} className={className} loading="lazy" />;
}
