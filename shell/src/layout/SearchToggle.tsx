import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icons';
import { useT } from '../i18n/catalog';
import styles from './Header.module.css';

/** The header's search box: it opens and closes; submitting sends nothing (docs/product-rules.md#search-boxes). */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  return (
    <div className={styles.search}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={formId}
        aria-label={t(open ? 'search.close' : 'search.open')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="close" size={20} /> : <Icon name="search" size={20} />}
      </button>
      <form
        id={formId}
        role="search"
        className={styles.searchForm}
        hidden={!open}
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <label htmlFor={`${formId}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input id={`${formId}-q`} ref={inputRef} type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </form>
    </div>
  );
}
