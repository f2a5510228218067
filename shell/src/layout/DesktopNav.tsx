import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from '@hospital/router';
import { Icon } from './icons';
import { isGroup, mainNav, type NavGroup } from './nav-items';
import styles from './Header.module.css';

function Dropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  // A pointer that hovered the menu open must not close it with the click that follows.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      rootRef.current?.querySelector('button')?.focus();
    }
  };

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {group.label} <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className={styles.dropdownMenu} hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} onClick={() => setOpen(false)}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav() {
  return (
    <nav className={styles.desktopNav} aria-label="Main">
      <ul>
        {mainNav.map((item) =>
          isGroup(item) ? (
            <Dropdown key={item.label} group={item} />
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
