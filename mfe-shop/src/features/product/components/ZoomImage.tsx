import { useState, type PointerEvent } from 'react';
import { useT } from '../../../i18n/catalog';
import styles from './ZoomImage.module.css';

interface Props {
  src: string;
  alt: string;
  size: number;
}

/**
 * The product picture enlarges under the pointer (hover with a mouse, tap on a touch screen): a CSS
 * scale whose transform-origin follows the pointer. Reduced motion drops the transition, not the zoom.
 */
export function ZoomImage({ src, alt, size }: Props) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const t = useT();

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${Math.min(100, Math.max(0, x)).toFixed(1)}% ${Math.min(100, Math.max(0, y)).toFixed(1)}%`);
  };

  return (
    <div
      className={`${styles.frame} ${zoomed ? styles.zoomed : ''}`}
      data-zoomed={zoomed}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') {
          follow(event);
          setZoomed(true);
        }
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' || zoomed) follow(event);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setZoomed(false);
      }}
      onPointerUp={(event) => {
        if (event.pointerType === 'mouse') return;
        follow(event);
        setZoomed((value) => !value);
      }}
    >
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        className={styles.image}
        style={{ transformOrigin: origin }}
        draggable={false}
        // The alt text is the product's name, which stays in English on a Telugu or Hindi page.
        translate="no"
      />
      <p className={styles.hint} aria-hidden="true">
        {zoomed ? t('product.zoom.move') : t('product.zoom.hint')}
      </p>
    </div>
  );
}
