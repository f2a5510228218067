import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from '@hospital/router';
import { Icon } from './icons';
import { isGroup, mainNav, useNavLabel, type NavGroup } from './nav-items';
import { useT } from '../i18n/catalog';
import styles from './Header.module.css';

/**
 * A dropdown that is a <details>, so it opens on a prerendered page before any script has run. The live page
 * adds what HTML does not do: opening on hover, closing on Escape, on a click elsewhere and on leaving it.
 */
function Dropdown({ group }: { group: NavGroup }) {
  const label = useNavLabel();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // A pointer that hovered the menu open must not close it with the click that follows.
  const openedByHover = useRef(false);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (!detailsRef.current?.parentElement?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && detailsRef.current?.open) {
      close();
      detailsRef.current.querySelector('summary')?.focus();
    }
  };

  return (
    <li
      className={styles.dropdown}
      onMouseEnter={() => {
        const details = detailsRef.current;
        if (!details || details.open) return;
        openedByHover.current = true;
        details.open = true;
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        close();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <details ref={detailsRef}>
        <summary
          className={styles.navLink}
          onClick={(event) => {
            if (!openedByHover.current) return;
            openedByHover.current = false;
            event.preventDefault();
          }}
        >
          {label(group.label)} <Icon name="chevronDown" size={16} />
        </summary>
        <ul className={styles.dropdownMenu}>
          {group.children.map((child) => (
            <li key={child.to}>
              <NavLink to={child.to} onClick={close}>
                {label(child.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export function DesktopNav() {
  const t = useT();
  const label = useNavLabel();
  return (
    <nav className={styles.desktopNav} aria-label={t('nav.main')}>
      <ul>
        {mainNav.map((item) =>
          isGroup(item) ? (
            <Dropdown key={item.to} group={item} />
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end className={styles.navLink}>
                {label(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
